package dev.arbiter.evolution;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class RootDesignTest {

    private static final ParameterSpace SPACE = ParameterSpace.uniform(2, 0, 200);

    @Test
    void everyPairIsSymmetricAboutACentreNearTheEstimateAndReachesABound() {
        RootDesign design = new RootDesign(SPACE, DeConfig.Design.defaults(), new double[] {60, 150});
        UniformRandomProvider rng = RandomSource.XO_RO_SHI_RO_128_PP.create(1);
        for (long id = 0; id < 200; id++) {
            PairRequest pair = design.next(id, rng);
            for (int i = 0; i < 2; i++) {
                double centre = (pair.a()[i] + pair.b()[i]) / 2;
                double half = Math.abs(pair.a()[i] - pair.b()[i]) / 2;
                assertThat(centre).isCloseTo(design.centre()[i], within(0.2 * 200 + 1e-9));
                assertThat(Math.min(centre, 200 - centre)).isCloseTo(half, within(1e-9));
            }
            design.report(id, 2);
        }
    }

    @Test
    void theEstimateFindsTheOptimumOfAQuadraticFromSymmetricPairs() {
        QuadraticElo landscape = new QuadraticElo(0, new double[] {60, 140}, new double[] {100, 100}, new double[] {4, 4});
        RootDesign design = new RootDesign(SPACE, DeConfig.Design.defaults(), new double[] {100, 100});
        SimulatedOracle oracle = new SimulatedOracle(landscape, 0.61, 5);
        UniformRandomProvider rng = RandomSource.XO_RO_SHI_RO_128_PP.create(2);
        assertThat(landscape.loss(design.recommendation(new double[] {100, 100}))).isGreaterThan(1.0);
        for (long id = 0; id < 40_000; id++) {
            PairRequest pair = design.next(id, rng);
            design.report(id, oracle.playPair(pair.a(), pair.b()));
        }
        assertThat(landscape.loss(design.recommendation(new double[] {100, 100}))).isLessThan(0.1);
    }

    @Test
    void aRestoredStageHandsOutTheSamePairsAndEstimates() {
        RootDesign design = new RootDesign(SPACE, DeConfig.Design.defaults(), new double[] {80, 120});
        UniformRandomProvider rng = RandomSource.XO_RO_SHI_RO_128_PP.create(3);
        for (long id = 0; id < 100; id++) {
            design.next(id, rng);
            design.report(id, (int) (id % 5));
        }
        design.next(100, rng);
        RootDesign restored = new RootDesign(SPACE, DeConfig.Design.defaults(), design.save());
        assertThat(restored.outstandingRequests()).usingRecursiveFieldByFieldElementComparator()
                .isEqualTo(design.outstandingRequests());
        design.report(100, 3);
        restored.report(100, 3);
        assertThat(restored.centre()).containsExactly(design.centre());
        assertThat(restored.save()).usingRecursiveComparison().isEqualTo(design.save());
    }

    @Test
    void pairsNarrowOnceTheRootIsSettledAndAFlatLandscapeKeepsThemFullWidth() {
        RootDesign sharp = playOn(16, 20_000);
        RootDesign flat = playOn(0.25, 20_000);
        for (int i = 0; i < 2; i++) {
            double sharpCentre = sharp.centre()[i];
            assertThat(sharp.halfWidth()[i]).isLessThan(0.9 * Math.min(sharpCentre, 200 - sharpCentre))
                    .isGreaterThanOrEqualTo(RootDesign.LEAST_WIDTH * Math.min(sharpCentre, 200 - sharpCentre) - 1e-9);
            double flatCentre = flat.centre()[i];
            assertThat(flat.halfWidth()[i]).isCloseTo(Math.min(flatCentre, 200 - flatCentre), within(1e-9));
        }
        PairRequest pair = sharp.next(20_000, RandomSource.XO_RO_SHI_RO_128_PP.create(6));
        for (int i = 0; i < 2; i++) {
            double centre = (pair.a()[i] + pair.b()[i]) / 2;
            assertThat(Math.abs(pair.a()[i] - pair.b()[i]) / 2).isLessThan(0.9 * Math.min(centre, 200 - centre));
        }
    }

    @Test
    void theRootErrorBelowWhichPairsNarrowGrowsWithTheSquareRootOfTheParameters() {
        assertThat(RootDesign.narrowBelow(4)).isEqualTo(RootDesign.NARROW_BELOW);
        assertThat(RootDesign.narrowBelow(8)).isCloseTo(Math.sqrt(2) * RootDesign.NARROW_BELOW, within(1e-15));
        assertThat(RootDesign.narrowBelow(16)).isCloseTo(2 * RootDesign.NARROW_BELOW, within(1e-15));
        assertThat(RootDesign.narrowBelow(1)).isCloseTo(RootDesign.NARROW_BELOW / 2, within(1e-15));
    }

    @Test
    void aRestoredStageKeepsItsNarrowedPairs() {
        RootDesign design = playOn(16, 20_000);
        assertThat(design.save().narrowing()).isNotNull();
        RootDesign restored = new RootDesign(SPACE, DeConfig.Design.defaults(), design.save());
        assertThat(restored.halfWidth()).containsExactly(design.halfWidth());
        PairRequest expected = design.next(20_000, RandomSource.XO_RO_SHI_RO_128_PP.create(7));
        assertThat(restored.next(20_000, RandomSource.XO_RO_SHI_RO_128_PP.create(7)))
                .usingRecursiveComparison().isEqualTo(expected);
        design.report(20_000, 3);
        restored.report(20_000, 3);
        assertThat(restored.save()).usingRecursiveComparison().isEqualTo(design.save());
    }

    @Test
    void aStageWhosePairsHaveNotNarrowedSavesNoNarrowing() {
        RootDesign design = new RootDesign(SPACE, DeConfig.Design.defaults(), new double[] {80, 120});
        assertThat(design.save().narrowing()).isNull();
        RootDesign restored = new RootDesign(SPACE, DeConfig.Design.defaults(), design.save());
        assertThat(restored.halfWidth()).containsExactly(80, 80);
    }

    /** A stage from the centre of the box after {@code pairs} pairs on a quadratic costing {@code cost} Elo a range. */
    private static RootDesign playOn(double cost, int pairs) {
        QuadraticElo landscape = new QuadraticElo(0, new double[] {70, 130}, new double[] {100, 100},
                new double[] {cost, cost});
        RootDesign design = new RootDesign(SPACE, DeConfig.Design.defaults(), new double[] {100, 100});
        SimulatedOracle oracle = new SimulatedOracle(landscape, 0.61, 8);
        UniformRandomProvider rng = RandomSource.XO_RO_SHI_RO_128_PP.create(9);
        for (long id = 0; id < pairs; id++) {
            PairRequest pair = design.next(id, rng);
            design.report(id, oracle.playPair(pair.a(), pair.b()));
        }
        return design;
    }
}
