package dev.arbiter.evolution;

import dev.arbiter.elo.EloEstimate;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class QuadraticSurfaceTest {

    @Test
    void findsTheOptimumOfAStrongQuadraticFromGames() {
        ParameterSpace space = ParameterSpace.uniform(2, 0, 200);
        QuadraticElo landscape = new QuadraticElo(0, new double[] {60, 130}, new double[] {100, 100},
                new double[] {30, 30});
        SimulatedOracle oracle = new SimulatedOracle(landscape, 0.6, 4);
        UniformRandomProvider rng = RandomSource.XO_RO_SHI_RO_128_PP.create(6L);
        QuadraticSurface surface = new QuadraticSurface(space);
        assertThat(surface.optimum()).isNull();
        for (int n = 0; n < 40_000; n++) {
            double[] a = {200 * rng.nextDouble(), 200 * rng.nextDouble()};
            double[] b = {200 * rng.nextDouble(), 200 * rng.nextDouble()};
            surface.record(a, b, oracle.playPair(a, b));
        }
        double[] optimum = surface.optimum();
        assertThat(optimum[0]).isCloseTo(60, within(10.0));
        assertThat(optimum[1]).isCloseTo(130, within(10.0));
        QuadraticSurface copy = new QuadraticSurface(space, surface.normalMatrix(), surface.normalRhs(), surface.pairs());
        assertThat(copy.optimum()).containsExactly(optimum);
    }

    /**
     * The predicted difference between two vectors is the true one on a quadratic landscape within its 95% interval in
     * about 95% of 200 simulated runs of 1,000 random pairs each (differences under 20 Elo, where the linearised
     * pair score is exact to a few tenths of an Elo).
     */
    @Test
    void theIntervalOfAPredictedDifferenceCoversTheTrueDifference() {
        ParameterSpace space = ParameterSpace.uniform(2, 0, 200);
        QuadraticElo landscape = new QuadraticElo(0, new double[] {60, 130}, new double[] {100, 100},
                new double[] {10, 10});
        double[] candidate = {70, 120};
        double[] seed = {180, 20};
        double truth = landscape.elo(candidate) - landscape.elo(seed);
        UniformRandomProvider rng = RandomSource.XO_RO_SHI_RO_128_PP.create(11L);
        int covered = 0;
        int runs = 200;
        for (int run = 0; run < runs; run++) {
            SimulatedOracle oracle = new SimulatedOracle(landscape, 0.4, run);
            QuadraticSurface surface = new QuadraticSurface(space);
            assertThat(surface.difference(candidate, seed)).isNull();
            for (int n = 0; n < 1_000; n++) {
                double[] a = {200 * rng.nextDouble(), 200 * rng.nextDouble()};
                double[] b = {200 * rng.nextDouble(), 200 * rng.nextDouble()};
                surface.record(a, b, oracle.playPair(a, b));
            }
            EloEstimate gain = surface.difference(candidate, seed);
            if (gain.lower() <= truth && truth <= gain.upper()) {
                covered++;
            }
        }
        assertThat(covered / (double) runs).isBetween(0.90, 0.99);
        QuadraticSurface restored = new QuadraticSurface(space, new double[5][5], new double[5], 2_000);
        assertThat(restored.difference(candidate, seed)).as("no residual variance without the pairs").isNull();
    }
}
