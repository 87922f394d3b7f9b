package dev.arbiter.elo;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class GauntletEliminationTest {

    /** Candidate 0 at 0 Elo; baselines 1..3 at -60, +55, -5, independent variances 100 Elo² each. */
    private static BradleyTerry.Fit fit() {
        double[][] cov = {{100, 0, 0, 0}, {0, 100, 0, 0}, {0, 0, 100, 0}, {0, 0, 0, 100}};
        return new BradleyTerry.Fit(new double[] {0, -60, 55, -5}, new double[] {10, 10, 10, 10}, cov, 80, null);
    }

    @Test
    void aComparisonIsDecidedEitherWayOnceTheLeadersLowerBoundIsAboveZero() {
        GauntletElimination rule = new GauntletElimination(3, 0.0, 0.95);
        GauntletElimination.Comparison better = rule.compare(fit(), 0, 1);
        GauntletElimination.Comparison worse = rule.compare(fit(), 0, 2);
        GauntletElimination.Comparison open = rule.compare(fit(), 0, 3);
        assertThat(better.leader()).isZero();
        assertThat(better.lead()).isCloseTo(60, within(1e-9));
        assertThat(better.decided()).isTrue();
        assertThat(worse.leader()).isEqualTo(2);
        assertThat(worse.lead()).isCloseTo(55, within(1e-9));
        assertThat(worse.decided()).isTrue();
        assertThat(open.leader()).isZero();
        assertThat(open.decided()).isFalse();
        assertThat(open.lowerBound()).isNegative();
        assertThat(better.describe()).startsWith("lead +60.0 Elo, lower bound +");
    }

    @Test
    void eachSideGetsOneMinusConfidenceOverTwiceTheBaselines() {
        GauntletElimination.Comparison c = new GauntletElimination(3, 0.0, 0.95).compare(fit(), 0, 1);
        NormalMixtureBoundary side = new NormalMixtureBoundary(LeaderTest.precision(0, LeaderTest.PRECISION_SCALE,
                LeaderTest.MIN_SCALE_ELO), 0.05 / 6);
        assertThat(c.lowerBound()).isCloseTo(60 - side.width(Math.sqrt(200), 80), within(1e-9));
    }

    @Test
    void withOneBaselineItIsTheTwoEngineThresholdRule() {
        for (double threshold : new double[] {0, 20}) {
            for (int baseline = 1; baseline < 4; baseline++) {
                int[] pair = {0, baseline};
                LeaderTest.Result rule = LeaderTest.evaluate(fit(), pair, threshold, 0.9);
                GauntletElimination.Comparison c = new GauntletElimination(1, threshold, 0.9).compare(fit(), 0,
                        baseline);
                assertThat(c.decided()).isEqualTo(rule.met());
                assertThat(c.leader()).isEqualTo(rule.leader());
                assertThat(c.lowerBound()).isEqualTo(rule.closest().lowerBound());
            }
        }
    }

    @Test
    void aThresholdMustBeReachedByTheLowerBound() {
        // Thresholds up to 30 Elo share the mixture of T = 0 (LeaderTest.MIN_SCALE_ELO), so the same lower bound.
        double lower = new GauntletElimination(3, 0.0, 0.95).compare(fit(), 0, 1).lowerBound();
        assertThat(lower).isBetween(1.0, 29.0);
        assertThat(new GauntletElimination(3, lower - 0.5, 0.95).compare(fit(), 0, 1).decided()).isTrue();
        GauntletElimination above = new GauntletElimination(3, lower + 0.5, 0.95);
        assertThat(above.compare(fit(), 0, 1).decided()).isFalse();
        assertThat(above.thresholdElo()).isEqualTo(lower + 0.5);
    }

    @Test
    void refusesNoBaselineAConfidenceOutsideZeroOneAndANegativeThreshold() {
        assertThatThrownBy(() -> new GauntletElimination(0, 0, 0.95)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new GauntletElimination(2, 0, 1.0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new GauntletElimination(2, -1, 0.95)).isInstanceOf(IllegalArgumentException.class);
    }
}
