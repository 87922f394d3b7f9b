package dev.arbiter.cli;

import dev.arbiter.cli.config.ConfigException;
import picocli.CommandLine;

import java.io.PrintWriter;

/**
 * Decides what the user sees when a command fails: one line {@code arbiter: <message>} on standard error,
 * the stack trace only with {@code --verbose}, and the exit code carried by the error.
 */
final class ErrorHandler implements CommandLine.IExecutionExceptionHandler {

    @Override
    public int handleExecutionException(Exception ex, CommandLine commandLine, CommandLine.ParseResult parseResult) {
        PrintWriter err = commandLine.getErr();
        int status;
        String message;
        if (ex instanceof ArbiterException ae) {
            status = ae.status();
            message = ae.getMessage();
        } else if (ex instanceof IllegalArgumentException || ex instanceof ConfigException) {
            status = ExitCodes.USAGE;
            message = ex.getMessage();
        } else {
            status = ExitCodes.FAILURE;
            message = ex.getClass().getSimpleName() + (ex.getMessage() == null ? "" : ": " + ex.getMessage());
        }
        err.println(commandLine.getColorScheme().errorText("arbiter: " + message));
        if (Verbosity.verbose) {
            ex.printStackTrace(err);
        }
        err.flush();
        return status;
    }
}
