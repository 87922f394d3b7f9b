package dev.arbiter.engine.server;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

import java.io.PrintWriter;

/**
 * What a user sees after a bad command line: one line {@code PROGRAM: what is wrong (see 'COMMAND --help')}
 * on standard error and the exit status for bad usage (2), instead of picocli's full usage text. Used by
 * {@link EngineMain} and by the {@code arbiter} command line.
 */
public final class UsageErrorHandler implements CommandLine.IParameterExceptionHandler {

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine commandLine = ex.getCommandLine();
        CommandLine root = commandLine;
        while (root.getParent() != null) {
            root = root.getParent();
        }
        PrintWriter err = commandLine.getErr();
        err.println(commandLine.getColorScheme().errorText(root.getCommandName() + ": " + ex.getMessage() + " (see '"
                + commandLine.getCommandSpec().qualifiedName() + " --help')"));
        err.flush();
        return commandLine.getCommandSpec().exitCodeOnInvalidInput();
    }
}
