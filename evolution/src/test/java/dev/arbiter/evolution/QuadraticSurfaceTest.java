package dev.arbiter.evolution;

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
}
