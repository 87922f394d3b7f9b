package dev.arbiter.bench;

import dev.arbiter.elo.simulation.AdaptiveBenchmark;
import dev.arbiter.elo.simulation.StatisticsBenchmark;

/**
 * The simulations the early stop's mixture constants were chosen on ({@link StatisticsBenchmark#tuning}): mean
 * games of each tuning scenario over a grid of the precision scale and the minimum scale, and the adaptive
 * schedule's mixture scale ({@link AdaptiveBenchmark#tuning}). Slow (many minutes);
 * runs only when named: {@code arbiter bench --only statistics-tuning}.
 */
final class StatisticsTuningBench implements BenchSuite {

    @Override
    public String name() {
        return "statistics-tuning";
    }

    @Override
    public boolean byDefault() {
        return false;
    }

    @Override
    public void run(boolean quick, Figures figures) {
        StatisticsBenchmark.tuning(quick ? 20 : 150, new double[] {0.7, 1.0, 1.4}, new double[] {20, 30, 40},
                f -> figures.report(f.name(), f.value(), f.unit()));
        AdaptiveBenchmark.tuning(quick ? 20 : 150, new double[] {15, 20, 30, 45, 60},
                f -> figures.report(f.name(), f.value(), f.unit()));
    }
}
