package dev.arbiter.bench;

import dev.arbiter.evolution.TuningBenchmark;

/**
 * Games DE and SPSA need on the simulated 4-parameter tuning problem ({@link TuningBenchmark}): the median
 * over seeds of the games after which the recommendation stays within 2 and within 0.5 Elo of the optimum,
 * with a budget of 800,000 games per run; {@code --quick} uses 10 seeds instead of 50. Slow (minutes), so
 * it runs only when named: {@code arbiter bench --only tuning}.
 */
final class TuningBench implements BenchSuite {

    private static final long BUDGET = 800_000;

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
        int seeds = quick ? 10 : 50;
        for (TuningBenchmark.Figures f : TuningBenchmark.run(seeds, BUDGET)) {
            String prefix = "tuning." + f.tuner();
            figures.report(prefix + ".games_to_2elo", Long.toString(f.medianGames()[0]), "games");
            figures.report(prefix + ".censored_2elo", Integer.toString(f.censored()[0]), "runs/" + seeds);
            figures.report(prefix + ".games_to_0.5elo", Long.toString(f.medianGames()[1]), "games");
            figures.report(prefix + ".censored_0.5elo", Integer.toString(f.censored()[1]), "runs/" + seeds);
            figures.report(prefix + ".final_loss", String.format("%.3f", f.medianFinalLoss()), "Elo");
            figures.report(prefix + ".time", String.format("%.1f", f.seconds()), "s");
        }
    }
}
