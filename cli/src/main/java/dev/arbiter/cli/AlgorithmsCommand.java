package dev.arbiter.cli;

import dev.arbiter.engine.search.AlgorithmSpec;
import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;

/** {@code arbiter algorithms}: lists the search algorithms with their parameters, defaults and bounds. */
@Command(name = "algorithms", mixinStandardHelpOptions = true,
        description = "List the search algorithms and their parameters (default [min, max]).")
final class AlgorithmsCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        for (AlgorithmSpec algorithm : Algorithms.list()) {
            out.printf("%-7s %s%n", algorithm.name(), algorithm.description());
            for (ParameterSpec p : algorithm.parameters()) {
                out.printf("        %-10s %-8s [%s, %s]  %s%n", p.name(), Parameters.format(p.defaultValue()),
                        Parameters.format(p.min()), Parameters.format(p.max()), p.description());
            }
        }
        out.flush();
    }
}
