package dev.arbiter.engine.server;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

import java.io.PrintWriter;
import java.util.List;

/**
 * What a user sees after a bad command line: one line {@code PROGRAM: what is wrong (see 'COMMAND --help')}
 * on standard error and the exit status for bad usage (2), instead of picocli's full usage text. A word where
 * a command was expected is named as an unknown command, with picocli's suggestion when one is close. Used by
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
        err.println(commandLine.getColorScheme().errorText(root.getCommandName() + ": " + message(ex) + " (see '"
                + commandLine.getCommandSpec().qualifiedName() + " --help')"));
        err.flush();
        return commandLine.getCommandSpec().exitCodeOnInvalidInput();
    }

    private static String message(ParameterException ex) {
        if (ex instanceof UnmatchedArgumentException unmatched && !ex.getCommandLine().getSubcommands().isEmpty()) {
            List<String> words = unmatched.getUnmatched();
            String first = words.isEmpty() ? "" : words.get(0);
            if (!first.startsWith("-")) {
                String close = unmatched.getSuggestions().stream()
                        .filter(s -> !s.isEmpty() && s.charAt(0) == first.charAt(0)).findFirst().orElse(null);
                return "unknown command '" + first + "'" + (close == null ? "" : "; did you mean '" + close + "'?");
            }
        }
        return ex.getMessage();
    }
}
