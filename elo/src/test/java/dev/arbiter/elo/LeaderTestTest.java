package dev.arbiter.elo;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class LeaderTestTest {

    /** Ratings 100 / 0 / -100 with independent variances 200, 250, 400 Elo²: se(0-1) = sqrt(450), se(0-2) = sqrt(600). */
    private static BradleyTerry.Fit fit() {
        double[][] cov = {{200, 0, 0}, {0, 250, 0}, {0, 0, 400}};
        return new BradleyTerry.Fit(new double[] {100, 0, -100},
                new double[] {Math.sqrt(200), Math.sqrt(250), 20}, cov);
    }

    @Test
    void clearLeaderIsSignificantWithBonferroniSplit() {
        // c = 0.95 over 2 rivals: α = 0.025 each, z = Φ^-1(0.975) = 1.959964.
        // Lower bounds: 100 - 1.959964 · 21.2132 = 58.4229 and 200 - 1.959964 · 24.4949 = 151.9909.
        LeaderTest.Result r = LeaderTest.evaluate(fit(), 50, 0.95);
        assertThat(r.significant()).isTrue();
        assertThat(r.leader()).isZero();
        assertThat(r.second()).isEqualTo(1);
        assertThat(r.lead()).isEqualTo(100.0);
        assertThat(r.zCritical()).isCloseTo(1.959964, within(1e-6));
        assertThat(r.margin()).isCloseTo(58.422885, within(1e-5));
        assertThat(r.reason()).contains("leads all 2 rivals");
    }

    @Test
    void leadBelowTheThresholdIsNotEnough() {
        LeaderTest.Result r = LeaderTest.evaluate(fit(), 120, 0.95);
        assertThat(r.significant()).isFalse();
        assertThat(r.reason()).contains("threshold");
    }

    @Test
    void largeLeadWithLargeErrorIsNotSignificant() {
        double[][] cov = {{4000, 0}, {0, 4000}};
        // se(diff) = sqrt(8000) = 89.44, z = 100 / 89.44 = 1.118 < Φ^-1(0.95) = 1.645
        BradleyTerry.Fit wide = new BradleyTerry.Fit(new double[] {50, -50}, new double[] {63.2, 63.2}, cov);
        LeaderTest.Result r = LeaderTest.evaluate(wide, 0, 0.95);
        assertThat(r.significant()).isFalse();
        assertThat(r.zCritical()).isCloseTo(1.644854, within(1e-6));
        assertThat(r.reason()).contains("not significant");
    }

    @Test
    void aSubsetOfPlayersCanBeTested() {
        // Only players 1 and 2: leader 1, one rival, z = Φ^-1(0.95); lead 100 / sqrt(650) = 3.92.
        LeaderTest.Result r = LeaderTest.evaluate(fit(), new int[] {2, 1}, 50, 0.95);
        assertThat(r.leader()).isEqualTo(1);
        assertThat(r.second()).isEqualTo(2);
        assertThat(r.significant()).isTrue();
    }

    @Test
    void moreRivalsDemandAStricterCriticalValue() {
        double[][] cov = new double[4][4];
        BradleyTerry.Fit four = new BradleyTerry.Fit(new double[] {30, 10, -10, -30}, new double[4], cov);
        // 3 rivals: α = 0.05 / 3, z = Φ^-1(1 - 0.016667) = 2.128045
        assertThat(LeaderTest.evaluate(four, 0, 0.95).zCritical()).isCloseTo(2.128045, within(1e-6));
    }

    @Test
    void worksOnARealFitAndWithTooFewPlayers() {
        double[][] games = {{0, 200, 200}, {200, 0, 200}, {200, 200, 0}};
        double[][] points = {{0, 150, 160}, {50, 0, 100}, {40, 100, 0}};
        LeaderTest.Result r = LeaderTest.evaluate(BradleyTerry.fit(games, points), 100, 0.95);
        assertThat(r.leader()).isZero();
        assertThat(r.significant()).isTrue();
        assertThat(LeaderTest.evaluate(BradleyTerry.fit(new double[1][1], new double[1][1]), 0, 0.95).significant())
                .isFalse();
    }
}
