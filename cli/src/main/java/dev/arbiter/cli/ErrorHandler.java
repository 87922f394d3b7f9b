package dev.arbiter.cli;

import dev.arbiter.cli.config.ConfigException;
import dev.arbiter.tournament.config.InvalidSettingException;
import dev.arbiter.tournament.live.PlayerFailure;
import picocli.CommandLine;

import java.io.PrintWriter;

/**
 * Decides what the user sees when a command fails: one line {@code arbiter: <message>} on standard error,
 * the stack trace only with {@code --verbose}, and the exit code: the one an {@link ArbiterException}
 * carries, {@link ExitCodes#USAGE} for bad input ({@link ConfigException}, {@link InvalidSettingException}),
 * {@link ExitCodes#FAILURE} for running out of memory (with what to do about it) and for a player of a game played
 * live that cannot go on ({@link PlayerFailure}), and
 * {@link ExitCodes#INTERNAL} for anything else, which no input should cause: a bug, reported as such.
 */
final class ErrorHandler implements CommandLine.IExecutionExceptionHandler {

    @Override
    public int handleExecutionException(Exception ex, CommandLine commandLine, CommandLine.ParseResult parseResult) {
        PrintWriter err = commandLine.getErr();
        Throwable cause = unwrap(ex);
        int status = status(cause);
        err.println(commandLine.getColorScheme().errorText("arbiter: " + message(cause, status)));
        if (Verbosity.verbose) {
            cause.printStackTrace(err);
        }
        err.flush();
        return status;
    }

    /** An error (not an exception) thrown by a command reaches the handler wrapped by picocli. */
    private static Throwable unwrap(Throwable ex) {
        if (ex instanceof CommandLine.ExecutionException && ex.getCause() instanceof Error error) {
            return error;
        }
        return ex;
    }

    /** The one line shown for {@code ex}. */
    static String message(Throwable ex, int status) {
        if (ex instanceof OutOfMemoryError) {
            return "out of memory (Java's heap holds at most " + (Runtime.getRuntime().maxMemory() >> 20)
                    + " MiB): give it more, e.g. ARBITER_JAVA_OPTS=-Xmx4g, or ask for less (rounds, concurrency)";
        }
        if (status == ExitCodes.INTERNAL) {
            return "internal error: " + ex.getClass().getSimpleName() + (ex.getMessage() == null ? "" : ": "
                    + ex.getMessage()) + System.lineSeparator() + "arbiter: this is a bug in Arbiter; please report it with"
                    + " the command line and the output of the same command with --verbose";
        }
        return ex.getMessage();
    }

    /** The exit code of a command that ended with {@code ex}. */
    static int status(Throwable ex) {
        Throwable cause = unwrap(ex);
        if (cause instanceof ArbiterException ae) {
            return ae.status();
        }
        if (cause instanceof ConfigException || cause instanceof InvalidSettingException) {
            return ExitCodes.USAGE;
        }
        if (cause instanceof OutOfMemoryError || cause instanceof PlayerFailure) {
            return ExitCodes.FAILURE;
        }
        return ExitCodes.INTERNAL;
    }
}
