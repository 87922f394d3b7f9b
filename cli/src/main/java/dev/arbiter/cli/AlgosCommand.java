package dev.arbiter.cli;

import dev.arbiter.engine.search.AlgorithmSpec;
import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;

/** {@code arbiter algos}: lists the search algorithms and their settings with bounds. */
@Command(name = "algos", mixinStandardHelpOptions = true,
        description = "List the search algorithms and their settings (usable as --param NAME=VALUE).")
final class AlgosCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        for (AlgorithmSpec a : Algorithms.list()) {
            out.printf("%s  %s%n", a.name(), a.description());
            for (ParameterSpec p : a.parameters()) {
                out.printf("  parameter %-10s default %-8s %s [%s, %s]  %s%n", p.name(), Parameters.format(p.defaultValue()),
                        p.integer() ? "integer" : "real", Parameters.format(p.min()), Parameters.format(p.max()),
                        p.description());
            }
            out.println();
        }
        out.flush();
    }
}
