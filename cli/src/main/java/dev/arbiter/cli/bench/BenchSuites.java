package dev.arbiter.cli.bench;

import dev.arbiter.evolution.TuningBenchmark;

import java.util.List;

/** Every suite of {@code arbiter bench}, in the order they run. */
public final class BenchSuites {

    private BenchSuites() {
    }

    /**
     * All suites; the tuning suite measures what {@code tuning} asks for.
     *
     * @param tuners      tuner names of the tuning suite
     * @param setup       its problem family
     * @param firstSeed   its first seed
     * @param seeds       its runs per tuner
     * @param budgetGames its games per run
     */
    public static List<BenchSuite> all(List<String> tuners, TuningBenchmark.Setup setup, long firstSeed, int seeds,
                                       long budgetGames) {
        return List.of(
                new PerftBench(),
                new SearchBench(),
                SolveBench.easierSets(),
                SolveBench.beginHardSample(),
                new SudokuBench(),
                new MarsLanderBench(),
                new ProtocolBench(),
                new QualifyBench(),
                new TuningBench(new TuningBench.Options(tuners, setup, firstSeed, seeds, budgetGames)));
    }
}
