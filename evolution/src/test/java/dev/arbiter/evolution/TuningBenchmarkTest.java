package dev.arbiter.evolution;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class TuningBenchmarkTest {

    @Test
    void problemStartsTwoEloBelowAnOptimumAwayFromTheCentre() {
        for (long seed = 0; seed < 20; seed++) {
            TuningBenchmark.Problem problem = TuningBenchmark.problem(seed);
            assertThat(problem.landscape().loss(problem.start())).isCloseTo(2.0, org.assertj.core.api.Assertions.within(1e-12));
            assertThat(problem.landscape().loss(new double[] {100, 100, 100, 100})).isBetween(0.97, 2.0);
            for (double x : problem.start()) {
                assertThat(x).isBetween(0.0, 200.0);
            }
        }
    }

    @Test
    void smallRunReportsBothTunersWithGamesWithinTheBudget() {
        var figures = TuningBenchmark.run(2, 4_000);
        assertThat(figures).extracting(TuningBenchmark.Figures::tuner).containsExactly("de", "spsa", "spsa-short");
        for (TuningBenchmark.Figures f : figures) {
            for (long games : f.medianGames()) {
                assertThat(games).isBetween(2L, 4_000L);
            }
            assertThat(TuningBenchmark.format(f)).startsWith(f.tuner());
        }
    }

    @Test
    void designRateMatchesTheSimulatorsValue() {
        assertThat(TuningBenchmark.designRate()).isCloseTo(0.0031, org.assertj.core.api.Assertions.within(0.0001));
    }
}
