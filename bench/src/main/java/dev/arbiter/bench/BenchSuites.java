package dev.arbiter.bench;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The registry of the suites of {@code arbiter bench}, in the order they run: adding a suite is its class (a
 * {@link BenchSuite} in this package whose Javadoc says what each figure measures) and one line here.
 */
public final class BenchSuites {

    private BenchSuites() {
    }

    /**
     * All suites, the tuning suite with its default problems.
     *
     * @param arbiter turns a command line of this build ({@code arbiter serve ...}) into the command that runs
     *                it, for suites that run it as a subprocess (an engine served by {@code arbiter serve})
     */
    public static List<BenchSuite> all(UnaryOperator<List<String>> arbiter) {
        return all(arbiter, arbiter, TuningBench.Options.DEFAULT);
    }

    /**
     * All suites.
     *
     * @param arbiter turns a command line of this build ({@code arbiter serve ...}) into the command that runs
     *                it, for suites that run it as a subprocess (an engine served by {@code arbiter serve})
     * @param untimed as {@code arbiter}, for an engine server that a referee starts without time limits
     * @param tuning  what the tuning suite measures
     */
    public static List<BenchSuite> all(UnaryOperator<List<String>> arbiter, UnaryOperator<List<String>> untimed,
                                       TuningBench.Options tuning) {
        List<String> self = arbiter.apply(List.of("arbiter"));
        return List.of(
                new SignatureBench(),
                new PerftBench(),
                new SearchBench(),
                SolveBench.easierSets(),
                SolveBench.beginHardSample(),
                new SudokuBench(),
                new MarsLanderBench(),
                new ProtocolBench(),
                new QualifyBench(arbiter, untimed),
                new TuningProcessesBench(arbiter),
                new DeadlinesBench(arbiter),
                new TuningBench(tuning),
                new StatisticsBench(),
                new StatisticsTuningBench(),
                new ClusterBench(self, arbiter.apply(List.of("arbiter", "worker"))),
                new ChessBench(arbiter));
    }
}
