package dev.arbiter.cli.bench;

import java.util.List;

/** Every suite of {@code arbiter bench}, in the order they run. */
public final class BenchSuites {

    private BenchSuites() {
    }

    /** All suites. */
    public static List<BenchSuite> all() {
        return List.of(
                new PerftBench(),
                new SearchBench(),
                SolveBench.easierSets(),
                SolveBench.beginHardSample(),
                new SudokuBench(),
                new MarsLanderBench(),
                new ProtocolBench(),
                new QualifyBench(),
                new TuningBench(),
                new StatisticsBench(),
                new StatisticsTuningBench());
    }
}
