package dev.arbiter.elo;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class LeaderTestTest {

    /** Ratings 100 / 0 / -100 with independent variances 20, 25, 40 Elo²: se(0-1) = sqrt(45), se(0-2) = sqrt(60). */
    private static BradleyTerry.Fit fit() {
        double[][] cov = {{20, 0, 0}, {0, 25, 0}, {0, 0, 40}};
        return new BradleyTerry.Fit(new double[] {100, 0, -100}, new double[] {Math.sqrt(20), 5, Math.sqrt(40)}, cov);
    }

    @Test
    void lowerBoundsAreTheOneSidedMixtureBoundsAtAlphaOverPlayers() {
        // c = 0.95, 3 players: α/n = 0.05/3 per one-sided sequence; ρ = 1/(1.0 · max(50, 30))² = 1/2500.
        LeaderTest.Result r = LeaderTest.evaluate(fit(), 50, 0.95);
        NormalMixtureBoundary b = new NormalMixtureBoundary(1.0 / 2500, 0.05 / 3);
        assertThat(r.leader()).isZero();
        assertThat(r.met()).isTrue();
        assertThat(r.rivals()).extracting(LeaderTest.Rival::player).containsExactly(1, 2);
        assertThat(r.closest().lowerBound()).isCloseTo(100 - b.width(Math.sqrt(45)), within(1e-9));
        assertThat(b.width(Math.sqrt(45), 20)).as("estimated errors widen the bound").isGreaterThan(b.width(Math.sqrt(45)));
        assertThat(r.rivals().get(1).lowerBound()).isCloseTo(200 - b.width(Math.sqrt(60)), within(1e-9));
        assertThat(r.describe(List.of("a", "b", "c"))).startsWith("a leads b by +100.0 Elo, lower bound +")
                .contains(">= 50.0");
    }

    @Test
    void theThresholdBindsTheLowerBoundNotThePointEstimate() {
        // The lead of 100 is above T = 90, but its lower bound (about 100 - 3.6 · 6.7) is not.
        LeaderTest.Result r = LeaderTest.evaluate(fit(), 90, 0.95);
        assertThat(r.closest().lead()).isGreaterThan(90);
        assertThat(r.closest().lowerBound()).isLessThan(90);
        assertThat(r.met()).isFalse();
        assertThat(r.describe(List.of("a", "b", "c"))).contains("< 90.0");
    }

    @Test
    void anAnytimeBoundIsWiderThanAFixedSampleOne() {
        double[][] cov = {{400, 0}, {0, 400}};
        // se(diff) = sqrt(800) = 28.3; a fixed-sample one-sided 97.5% test would accept a lead of 60 (z = 2.12).
        BradleyTerry.Fit two = new BradleyTerry.Fit(new double[] {30, -30}, new double[] {20, 20}, cov);
        LeaderTest.Result r = LeaderTest.evaluate(two, 0, 0.95);
        assertThat(60 / Math.sqrt(800)).isGreaterThan(1.96);
        assertThat(r.met()).isFalse();
        assertThat(r.closest().lowerBound()).isNegative();
    }

    @Test
    void moreRivalsDemandAWiderBound() {
        double[][] cov3 = {{50, 0, 0}, {0, 50, 0}, {0, 0, 50}};
        double[][] cov6 = new double[6][6];
        for (int i = 0; i < 6; i++) {
            cov6[i][i] = 50;
        }
        double three = LeaderTest.evaluate(new BradleyTerry.Fit(new double[] {60, 0, -60}, new double[3], cov3), 0, 0.95)
                .closest().lowerBound();
        double six = LeaderTest.evaluate(new BradleyTerry.Fit(new double[] {60, 0, -60, -70, -80, -90}, new double[6], cov6),
                0, 0.95).closest().lowerBound();
        assertThat(six).isLessThan(three);
    }

    @Test
    void aSubsetOfPlayersCanBeTestedAndOnePlayerIsNeverEnough() {
        LeaderTest.Result r = LeaderTest.evaluate(fit(), new int[] {2, 1}, 50, 0.95);
        assertThat(r.leader()).isEqualTo(1);
        assertThat(r.rivals()).hasSize(1);
        assertThat(r.met()).isTrue();
        assertThat(LeaderTest.evaluate(fit(), new int[] {1}, 0, 0.95).met()).isFalse();
        assertThat(LeaderTest.evaluate(BradleyTerry.fit(new double[1][1], new double[1][1]), 0, 0.95).met()).isFalse();
    }

    @Test
    void theQuickCheckDecidesAsTheFullEvaluationDoesOnSweepsAndCloseRaces() {
        for (int pairs = 1; pairs <= 30; pairs++) {
            BradleyTerry.Fit sweep = new Pentanomial(0, 0, 0, 0, pairs).fit();
            BradleyTerry.Fit close = new Pentanomial(pairs, 2 * pairs, 4 * pairs, 3 * pairs, 2 * pairs).fit();
            for (double t : new double[] {0, 50}) {
                assertThat(LeaderTest.holds(sweep, t, 0.95)).as("sweep of %d pairs, T = %s", pairs, t)
                        .isEqualTo(LeaderTest.evaluate(sweep, t, 0.95).met());
                assertThat(LeaderTest.holds(close, t, 0.95)).as("close race of %d pairs, T = %s", pairs, t)
                        .isEqualTo(LeaderTest.evaluate(close, t, 0.95).met());
            }
        }
        assertThat(LeaderTest.evaluate(new Pentanomial(0, 0, 0, 0, 20).fit(), 0, 0.95).met()).isTrue();
        assertThat(LeaderTest.evaluate(new Pentanomial(0, 0, 0, 0, 15).fit(), 0, 0.95).met()).isFalse();
    }
}
