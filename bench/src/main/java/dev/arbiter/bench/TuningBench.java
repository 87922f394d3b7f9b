package dev.arbiter.bench;

import dev.arbiter.evolution.TuningBenchmark;

import java.util.List;
import java.util.Locale;

/**
 * Games tuners need on simulated tuning problems ({@link TuningBenchmark}, where the problems, tuners and figures
 * are defined), against the information bound of the same problems ({@link dev.arbiter.evolution.InformationBound}):
 * first the bound's figures ({@code tuning.bound.*}), then per tuner the median games until the recommendation
 * stays within 2 and within 0.5 Elo of the optimum, the runs that never did, the median final loss, its games to
 * 0.5 Elo as a multiple of the bound's ({@code tuning.TUNER.vs_bound}, with the bootstrap range of that ratio over
 * the seeds) and the tuner's own cost per pair. Every tuner and the bound run on the same problems and oracle
 * streams (paired). With {@code --lookahead W} each tuner is driven as {@code arbiter tune} drives it with a
 * look-ahead of W pairs ({@link LookaheadTuner}): its figures then say what that look-ahead costs it; the bound's
 * figures are the same whatever W. Slow (minutes), so it runs only when named: {@code arbiter bench --only tuning --tuner de,spsa
 * --start far --params 4 --seeds 100:100 --budget 800000}; 100 seeds by default, since medians over 20 seeds differ
 * from those over 100 by up to 3x; {@code --quick} uses 10 seeds and a 100,000-game budget (a smoke test, no
 * verdict).
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
     * @param lookahead   requests each tuner has handed out and not yet reported, reported oldest first (1: one pair
     *                    at a time)
     */
    public record Options(List<String> tuners, TuningBenchmark.Setup setup, long firstSeed, int seeds,
                          long budgetGames, int lookahead) {
        /** DE against the best SPSA, near start, 4 parameters, held-out seeds 100..199, 800,000 games, one at a time. */
        public static final Options DEFAULT = new Options(List.of("de", "spsa"),
                new TuningBenchmark.Setup(4, TuningBenchmark.Start.NEAR, TuningBenchmark.Shape.QUADRATIC), 100, 100,
                800_000, 1);

        /** Checks the look-ahead. */
        public Options {
            if (lookahead < 1) {
                throw new IllegalArgumentException("lookahead must be at least 1, got " + lookahead);
            }
        }
    }

    /** Seeds of {@code --quick}. */
    private static final int QUICK_SEEDS = 10;

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
        int seeds = quick ? Math.min(QUICK_SEEDS, options.seeds()) : options.seeds();
        long budget = quick ? Math.min(100_000, options.budgetGames()) : options.budgetGames();
        long pairs = budget / 2;
        TuningBenchmark.Figures bound = TuningBenchmark.bound(options.setup(), options.firstSeed(), seeds, pairs);
        report(TuningBenchmark.lines(bound), figures);
        if (options.lookahead() > 1) {
            figures.report("tuning.lookahead", Integer.toString(options.lookahead()), "pairs");
        }
        for (String tuner : options.tuners()) {
            TuningBenchmark.TunerFactory sequential = TuningBenchmark.tuner(tuner, options.setup());
            TuningBenchmark.Figures f = TuningBenchmark.measure(tuner, options.setup(), options.firstSeed(), seeds,
                    pairs, (start, seed) -> new LookaheadTuner(sequential.create(start, seed), options.lookahead(),
                            pairs));
            report(TuningBenchmark.lines(f), figures);
            report(TuningBenchmark.lines(tuner, TuningBenchmark.vsBound(f, bound)), figures);
            double overhead = TuningBenchmark.overheadMicrosPerPair(TuningBenchmark.tuner(tuner, options.setup()),
                    options.setup(), quick ? OVERHEAD_PAIRS / 10 : OVERHEAD_PAIRS);
            figures.report("tuning." + tuner + ".overhead", String.format(Locale.ROOT, "%.2f", overhead), "us/pair");
        }
    }

    private static void report(List<String> lines, Figures figures) {
        for (String line : lines) {
            String[] parts = line.split(" ");
            figures.report(parts[0], parts[1], parts[2]);
        }
    }
}
