package dev.arbiter.cli;

import dev.arbiter.cli.config.ConfigException;
import dev.arbiter.tournament.config.InvalidSettingException;
import picocli.CommandLine;

import java.io.PrintWriter;

/**
 * Decides what the user sees when a command fails: one line {@code arbiter: <message>} on standard error,
 * the stack trace only with {@code --verbose}, and the exit code: the one an {@link ArbiterException}
 * carries, {@link ExitCodes#USAGE} for bad input ({@link ConfigException}, {@link InvalidSettingException}),
 * and {@link ExitCodes#INTERNAL} for anything else, which no input should cause: a bug, reported as such.
 */
final class ErrorHandler implements CommandLine.IExecutionExceptionHandler {

    @Override
    public int handleExecutionException(Exception ex, CommandLine commandLine, CommandLine.ParseResult parseResult) {
        PrintWriter err = commandLine.getErr();
        int status = status(ex);
        String message;
        if (status == ExitCodes.INTERNAL) {
            message = "internal error: " + ex.getClass().getSimpleName() + (ex.getMessage() == null ? "" : ": "
                    + ex.getMessage()) + System.lineSeparator() + "arbiter: this is a bug in Arbiter; please report it with"
                    + " the command line and the output of the same command with --verbose";
        } else {
            message = ex.getMessage();
        }
        err.println(commandLine.getColorScheme().errorText("arbiter: " + message));
        if (Verbosity.verbose) {
            ex.printStackTrace(err);
        }
        err.flush();
        return status;
    }

    /** The exit code of a command that ended with {@code ex}. */
    static int status(Throwable ex) {
        if (ex instanceof ArbiterException ae) {
            return ae.status();
        }
        if (ex instanceof ConfigException || ex instanceof InvalidSettingException) {
            return ExitCodes.USAGE;
        }
        return ExitCodes.INTERNAL;
    }
}
