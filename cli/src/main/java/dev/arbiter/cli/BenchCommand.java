package dev.arbiter.cli;

import dev.arbiter.bench.BenchException;
import dev.arbiter.bench.BenchSuite;
import dev.arbiter.bench.BenchSuites;
import dev.arbiter.cli.config.Launchers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.Iterator;
import java.util.List;

/**
 * {@code arbiter bench}: the project's one place for performance figures, printed as one
 * {@code name value unit} line each. The suites are the bench module's ({@link BenchSuites}); this command
 * only selects and prints them.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Print performance figures, one 'name value unit' line each.")
final class BenchCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Option(names = "--only", paramLabel = "SUITE", split = ",", completionCandidates = SuiteNames.class,
            description = "Run only these suites (default: all quick suites). Suites: ${COMPLETION-CANDIDATES}")
    List<String> only;

    @Option(names = "--quick", description = "Smaller workloads (for a smoke test).")
    boolean quick;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        List<BenchSuite> suites = BenchSuites.all(Launchers::expand);
        if (only != null) {
            for (String name : only) {
                if (suites.stream().noneMatch(s -> s.name().equals(name))) {
                    throw ArbiterException.usage("--only: unknown suite '" + name + "' (suites: "
                            + String.join(", ", suites.stream().map(BenchSuite::name).toList()) + ")");
                }
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        for (BenchSuite suite : suites) {
            boolean selected = only == null ? suite.byDefault() : only.contains(suite.name());
            if (selected) {
                try {
                    suite.run(quick, (name, value, unit) -> {
                        out.println(name + " " + value + " " + unit);
                        out.flush();
                    });
                } catch (BenchException e) {
                    throw ArbiterException.failure(e.getMessage(), e);
                }
            }
        }
    }

    /** The suites' names, for {@code --help}. */
    static final class SuiteNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return BenchSuites.all(Launchers::expand).stream().map(BenchSuite::name).iterator();
        }
    }
}
