package dev.arbiter.bench;

import dev.arbiter.evolution.TuningBenchmark;

import java.util.List;
import java.util.Locale;

/**
 * Games tuners need on simulated tuning problems ({@link TuningBenchmark}, where the problems, tuners and figures
 * are defined): per tuner the median games until the recommendation stays within 2 and within 0.5 Elo of the
 * optimum, the runs that never did, and the median final loss, plus the tuner's own cost per pair. Slow (minutes),
 * so it runs only when named: {@code arbiter bench --only tuning --tuner de,spsa --start far --params 4
 * --seeds 100:20 --budget 800000}; {@code --quick} uses 5 seeds and a 100,000-game budget.
 */
public final class TuningBench implements BenchSuite {

    /**
     * What to measure.
     *
     * @param tuners      tuner names ({@link TuningBenchmark#tuner})
     * @param setup       problem family
     * @param firstSeed   first seed
     * @param seeds       runs per tuner
     * @param budgetGames games per run
     */
    public record Options(List<String> tuners, TuningBenchmark.Setup setup, long firstSeed, int seeds,
                          long budgetGames) {
        /** DE against the best SPSA, near start, 4 parameters, held-out seeds 100..119, 800,000 games. */
        public static final Options DEFAULT = new Options(List.of("de", "spsa"),
                new TuningBenchmark.Setup(4, TuningBenchmark.Start.NEAR, TuningBenchmark.Shape.QUADRATIC), 100, 20,
                800_000);
    }

    /** Pairs of the overhead measurement. */
    private static final long OVERHEAD_PAIRS = 200_000;

    private final Options options;

    TuningBench(Options options) {
        this.options = options;
    }

    @Override
    public String name() {
        return "tuning";
    }

    @Override
    public boolean byDefault() {
        return false;
    }

    @Override
    public void run(boolean quick, Figures figures) {
        int seeds = quick ? Math.min(5, options.seeds()) : options.seeds();
        long budget = quick ? Math.min(100_000, options.budgetGames()) : options.budgetGames();
        for (String tuner : options.tuners()) {
            TuningBenchmark.Figures f = TuningBenchmark.run(List.of(tuner), options.setup(), options.firstSeed(), seeds,
                    budget).get(0);
            for (String line : TuningBenchmark.lines(f)) {
                String[] parts = line.split(" ");
                figures.report(parts[0], parts[1], parts[2]);
            }
            double overhead = TuningBenchmark.overheadMicrosPerPair(TuningBenchmark.tuner(tuner, options.setup()),
                    options.setup(), quick ? OVERHEAD_PAIRS / 10 : OVERHEAD_PAIRS);
            figures.report("tuning." + tuner + ".overhead", String.format(Locale.ROOT, "%.2f", overhead), "us/pair");
        }
    }
}
