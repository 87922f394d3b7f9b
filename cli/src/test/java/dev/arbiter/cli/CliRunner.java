package dev.arbiter.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the command line in-process and captures what it prints. */
final class CliRunner {

    /** Exit code, standard output and standard error of one run. */
    record Run(int exit, String out, String err) {
    }

    private CliRunner() {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        var cl = Arbiter.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        cl.setColorScheme(picocli.CommandLine.Help.defaultColorScheme(picocli.CommandLine.Help.Ansi.OFF));
        int exit = cl.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }
}
