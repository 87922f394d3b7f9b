package dev.arbiter.evolution;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class LocalResponseSurfaceTest {

    private static final ParameterSpace SPACE = ParameterSpace.uniform(2, 0, 200);
    private static final QuadraticElo LANDSCAPE = new QuadraticElo(0, new double[] {60, 130}, new double[] {100, 100},
            new double[] {30, 30});

    /** Duels of 256 pairs between random vectors in {@code centre ± 40}, played on the landscape. */
    private static LocalResponseSurface played(double[] centre, int duels) {
        SimulatedOracle oracle = new SimulatedOracle(LANDSCAPE, 0.6, 4);
        UniformRandomProvider rng = RandomSource.XO_RO_SHI_RO_128_PP.create(6L);
        LocalResponseSurface surface = new LocalResponseSurface();
        for (int n = 0; n < duels; n++) {
            double[] a = {centre[0] + 80 * (rng.nextDouble() - 0.5), centre[1] + 80 * (rng.nextDouble() - 0.5)};
            double[] b = {centre[0] + 80 * (rng.nextDouble() - 0.5), centre[1] + 80 * (rng.nextDouble() - 0.5)};
            surface.add(new LocalResponseSurface.Duel(a, b, oracle.play(a, b, 256).score(), 256, n / 10));
        }
        return surface;
    }

    @Test
    void proposesTheOptimumWhenItLiesInsideTheTrustRegion() {
        LocalResponseSurface surface = played(new double[] {70, 120}, 2_000);
        double[] proposal = surface.propose(SPACE, new double[] {70, 120}, new double[] {25, 25}, 2, 1, true);
        assertThat(proposal[0]).isCloseTo(60, within(6.0));
        assertThat(proposal[1]).isCloseTo(130, within(6.0));
    }

    @Test
    void aSeparableSurfaceFindsTheOptimumOfASeparableLandscapeAndDiffersFromTheFullOne() {
        LocalResponseSurface surface = played(new double[] {70, 120}, 2_000);
        double[] separable = surface.propose(SPACE, new double[] {70, 120}, new double[] {25, 25}, 2, 1, false);
        assertThat(separable[0]).isCloseTo(60, within(6.0));
        assertThat(separable[1]).isCloseTo(130, within(6.0));
        assertThat(separable).isNotEqualTo(surface.propose(SPACE, new double[] {70, 120}, new double[] {25, 25}, 2, 1, true));
    }

    @Test
    void staysInsideTheTrustRegionWhenTheFittedOptimumLiesBeyondIt() {
        LocalResponseSurface surface = played(new double[] {150, 40}, 2_000);
        double[] proposal = surface.propose(SPACE, new double[] {150, 40}, new double[] {20, 20}, 2, 1, true);
        assertThat(proposal[0]).isCloseTo(130, within(1e-9));
        assertThat(proposal[1]).isCloseTo(60, within(1e-9));
    }

    @Test
    void proposesNothingWithoutDuelsAndForgetsOldGenerations() {
        assertThat(new LocalResponseSurface().propose(SPACE, new double[] {100, 100}, new double[] {10, 10}, 2, 1, true)).isNull();
        LocalResponseSurface surface = played(new double[] {70, 120}, 100);
        surface.forgetBefore(5);
        assertThat(surface.duels()).hasSize(50).allSatisfy(d -> assertThat(d.generation()).isGreaterThanOrEqualTo(5));
        LocalResponseSurface restored = new LocalResponseSurface(surface.duels());
        assertThat(restored.propose(SPACE, new double[] {70, 120}, new double[] {25, 25}, 2, 1, true))
                .containsExactly(surface.propose(SPACE, new double[] {70, 120}, new double[] {25, 25}, 2, 1, true));
        assertThat(new LocalResponseSurface(List.of()).duels()).isEmpty();
    }
}
