package dev.arbiter.cli;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

/** Runs the command line in-process and captures what it prints. */
final class CliRunner {

    /** Exit code, standard output and standard error of one run. */
    record Run(int exit, String out, String err) {
    }

    private CliRunner() {
    }

    static Run run(String... args) {
        return execute(null, args);
    }

    /** Runs with {@code input} as the standard input of the subcommand {@code args[0]} (an {@link InputCommand}). */
    static Run runWithInput(String input, String... args) {
        return execute(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), args);
    }

    /** Runs {@code args} on the command line {@code main} builds for them ({@link Arbiter#commandLineFor}). */
    static Run runAsMain(String... args) {
        return execute(Arbiter.commandLineFor(args), null, args);
    }

    private static Run execute(InputStream in, String... args) {
        return execute(Arbiter.commandLine(), in, args);
    }

    private static Run execute(picocli.CommandLine cl, InputStream in, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        cl.setColorScheme(picocli.CommandLine.Help.defaultColorScheme(picocli.CommandLine.Help.Ansi.OFF));
        if (in != null) {
            ((InputCommand) cl.getSubcommands().get(args[0]).getCommand()).setInput(in);
        }
        int exit = cl.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }
}
