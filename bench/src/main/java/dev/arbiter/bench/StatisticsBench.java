package dev.arbiter.bench;

import dev.arbiter.elo.simulation.AdaptiveBenchmark;
import dev.arbiter.elo.simulation.GameModel;
import dev.arbiter.elo.simulation.StatisticsBenchmark;

import java.util.Locale;

/**
 * Whether the statistics hold what they print ({@link StatisticsBenchmark}: interval coverage, the early stop's
 * wrong-leader rate and games against a fixed-length run and pairwise SPRTs, the SPRT's error rates; the
 * adaptive schedule's games and error in ties, {@link AdaptiveBenchmark}), and the
 * same coverage end to end through {@code arbiter rank}'s steps on simulated run folders with 60% draws
 * ({@link RankCoverage}). A few minutes on two cores, {@code --quick} well under a minute; runs only when named:
 * {@code arbiter bench --only statistics}. Reported in docs/STATISTICS.md.
 */
final class StatisticsBench implements BenchSuite {

    @Override
    public String name() {
        return "statistics";
    }

    @Override
    public boolean byDefault() {
        return false;
    }

    @Override
    public void run(boolean quick, Figures figures) {
        StatisticsBenchmark.report(quick, f -> figures.report(f.name(), f.value(), f.unit()));
        AdaptiveBenchmark.report(quick, f -> figures.report(f.name(), f.value(), f.unit()));
        int runs = quick ? 100 : 1000;
        RankCoverage rank = new RankCoverage(4, 50, new GameModel(0.6, 60, 100));
        figures.report("statistics.rank.4e.600g.d60.paired.coverage",
                String.format(Locale.ROOT, "%.2f", 100 * rank.measure(runs, 20_261_125L, RankCoverage.FROM_LOG)), "%");
        figures.report("statistics.rank.4e.600g.d60.paired.runs", Integer.toString(runs), "runs");
    }
}
