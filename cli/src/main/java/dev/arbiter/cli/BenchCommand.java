package dev.arbiter.cli;

import dev.arbiter.bench.BenchException;
import dev.arbiter.bench.BenchSuite;
import dev.arbiter.bench.BenchSuites;
import dev.arbiter.bench.TuningBench;
import dev.arbiter.cli.config.Launchers;
import dev.arbiter.evolution.TuningBenchmark;
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

    @Option(names = "--tuner", paramLabel = "LIST", split = ",", defaultValue = "de,spsa",
            description = "tuning suite: tuners to compare: de, de-classic (DE without its refinement stage), spsa "
                    + "(best plan for the problem) or spsa:GAMES:C:R "
                    + "(default: ${DEFAULT-VALUE}).")
    List<String> tuners;

    @Option(names = "--start", paramLabel = "near|far", defaultValue = "near",
            description = "tuning suite: start 2 Elo below the optimum or at the far corner (default: ${DEFAULT-VALUE}).")
    String start;

    @Option(names = "--params", paramLabel = "N", defaultValue = "4",
            description = "tuning suite: number of parameters (default: ${DEFAULT-VALUE}).")
    int params;

    @Option(names = "--landscape", paramLabel = "quadratic|skewed", defaultValue = "quadratic",
            description = "tuning suite: strength landscape (default: ${DEFAULT-VALUE}).")
    String landscape;

    @Option(names = "--landscape-scale", paramLabel = "X", defaultValue = "1",
            description = "tuning suite: factor on every Elo loss of the landscape, to check that a tuner does not "
                    + "depend on the benchmark's own scale (default: ${DEFAULT-VALUE}).")
    double landscapeScale;

    @Option(names = "--seeds", paramLabel = "FIRST:COUNT", defaultValue = "100:100",
            description = "tuning suite: problem seeds, the same for every tuner and the bound; defaults were chosen "
                    + "on 0..99, and a verdict needs about 100 (default: ${DEFAULT-VALUE}; --quick: at most 10).")
    String seeds;

    @Option(names = "--budget", paramLabel = "GAMES", defaultValue = "800000",
            description = "tuning suite: games per run (default: ${DEFAULT-VALUE}).")
    long budget;

    @Option(names = "--lookahead", paramLabel = "W", defaultValue = "1",
            description = "tuning suite: requests each tuner has handed out and not yet reported, reported oldest "
                    + "first, as 'arbiter tune' drives it with its lookahead (default: ${DEFAULT-VALUE}).")
    int lookahead;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        List<BenchSuite> suites = BenchSuites.all(Launchers::expand, argv -> Launchers.expand(argv, false), tuningOptions());
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

    private TuningBench.Options tuningOptions() {
        TuningBenchmark.Start from = switch (start) {
            case "near" -> TuningBenchmark.Start.NEAR;
            case "far" -> TuningBenchmark.Start.FAR;
            default -> throw ArbiterException.usage("--start: expected near or far, got '" + start + "'");
        };
        TuningBenchmark.Shape shape = switch (landscape) {
            case "quadratic" -> TuningBenchmark.Shape.QUADRATIC;
            case "skewed" -> TuningBenchmark.Shape.SKEWED;
            default -> throw ArbiterException.usage("--landscape: expected quadratic or skewed, got '" + landscape + "'");
        };
        if (!(landscapeScale > 0) || !Double.isFinite(landscapeScale)) {
            throw ArbiterException.usage("--landscape-scale: expected a positive number, got " + landscapeScale);
        }
        if (params < 1) {
            throw ArbiterException.usage("--params: expected at least 1 parameter, got " + params);
        }
        if (budget < 2) {
            throw ArbiterException.usage("--budget: expected at least 2 games, got " + budget);
        }
        if (lookahead < 1) {
            throw ArbiterException.usage("--lookahead: expected at least 1 pair, got " + lookahead);
        }
        String[] range = seeds.split(":");
        long firstSeed;
        int count;
        try {
            if (range.length != 2) {
                throw new NumberFormatException();
            }
            firstSeed = Long.parseLong(range[0]);
            count = Integer.parseInt(range[1]);
        } catch (NumberFormatException e) {
            throw ArbiterException.usage("--seeds: expected FIRST:COUNT, e.g. 100:100, got '" + seeds + "'");
        }
        if (count < 1) {
            throw ArbiterException.usage("--seeds: expected at least one seed, got " + count);
        }
        TuningBenchmark.Setup setup = new TuningBenchmark.Setup(params, from, shape, landscapeScale);
        for (String tuner : tuners) {
            try {
                TuningBenchmark.tuner(tuner, setup);
            } catch (IllegalArgumentException e) {
                throw ArbiterException.usage("--tuner: " + e.getMessage());
            }
        }
        return new TuningBench.Options(tuners, setup, firstSeed, count, budget, lookahead);
    }

    /** The suites' names, for {@code --help}. */
    static final class SuiteNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return BenchSuites.all(Launchers::expand).stream().map(BenchSuite::name).iterator();
        }
    }
}
