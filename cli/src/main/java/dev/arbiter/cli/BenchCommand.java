package dev.arbiter.cli;

import dev.arbiter.cli.bench.BenchSuite;
import dev.arbiter.cli.bench.BenchSuites;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.List;

/**
 * {@code arbiter bench}: the project's one place for performance figures, printed as one
 * {@code name value unit} line each.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Print performance figures, one 'name value unit' line each.")
final class BenchCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Option(names = "--only", paramLabel = "SUITE", split = ",",
            description = "Run only these suites (default: all quick suites). Suites: ${COMPLETION-CANDIDATES}")
    List<String> only;

    @Option(names = "--quick", description = "Smaller workloads (for a smoke test).")
    boolean quick;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        for (BenchSuite suite : BenchSuites.all()) {
            boolean selected = only == null ? suite.byDefault() : only.contains(suite.name());
            if (selected) {
                suite.run(quick, (name, value, unit) -> {
                    out.println(name + " " + value + " " + unit);
                    out.flush();
                });
            }
        }
        if (only != null) {
            for (String name : only) {
                if (BenchSuites.all().stream().noneMatch(s -> s.name().equals(name))) {
                    throw ArbiterException.usage("--only: unknown suite '" + name + "'");
                }
            }
        }
    }
}
