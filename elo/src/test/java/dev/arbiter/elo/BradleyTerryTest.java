package dev.arbiter.elo;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class BradleyTerryTest {

    @Test
    void twoPlayersReproduceTheEloOfTheScore() {
        // 100 games, player 0 scores 60: d = -400 log10(1/0.6 - 1) = 400 log10(1.5) = 70.4365 Elo,
        // split symmetrically around the mean: +35.218 / -35.218.
        // Var(r0 - r1) = 1 / (g s (1-s)) = 1 / (100 * 0.6 * 0.4) = 1/24 (log units),
        // se(diff) = (400 / ln 10) * sqrt(1/24) = 173.7178 * 0.204124 = 35.4600 Elo; each rating has half of it.
        BradleyTerry.Fit fit = BradleyTerry.fit(new double[][] {{0, 100}, {100, 0}},
                new double[][] {{0, 60}, {40, 0}}, 0.0);
        assertThat(fit.elo()[0]).isCloseTo(35.21825, within(1e-4));
        assertThat(fit.elo()[1]).isCloseTo(-35.21825, within(1e-4));
        assertThat(fit.diff(0, 1)).isCloseTo(Elo.fromScore(0.6), within(1e-8));
        assertThat(fit.diffStdErr(0, 1)).isCloseTo(35.46000, within(1e-4));
        assertThat(fit.stdErr()[0]).isCloseTo(17.73000, within(1e-4));
    }

    @Test
    void symmetricCyclicResultsGiveEqualRatings() {
        // A beats B 6-4, B beats C 6-4, C beats A 6-4: every player scores 12 of 20, so r = 0 solves the
        // likelihood equations Σ_j p_ij = Σ_j g_ij σ(r_i - r_j) = 20 * 0.5.
        double[][] games = {{0, 10, 10}, {10, 0, 10}, {10, 10, 0}};
        double[][] points = {{0, 6, 4}, {4, 0, 6}, {6, 4, 0}};
        BradleyTerry.Fit fit = BradleyTerry.fit(games, points);
        for (double e : fit.elo()) {
            assertThat(e).isCloseTo(0.0, within(1e-9));
        }
        assertThat(fit.stdErr()[0]).isCloseTo(fit.stdErr()[1], within(1e-9));
        assertThat(fit.stdErr()[1]).isCloseTo(fit.stdErr()[2], within(1e-9));
    }

    @Test
    void threePlayersMatchAnIndependentMinorizationMaximizationFit() {
        // Reference values from Hunter's (2004) MM iteration γ_i <- W_i / Σ_j g_ij / (γ_i + γ_j) run to
        // convergence in Python (numpy), with the covariance from numpy.linalg.pinv of the Fisher information.
        double[][] games = {{0, 20, 10}, {20, 0, 30}, {10, 30, 0}};
        double[][] points = {{0, 13, 8}, {7, 0, 17.5}, {2, 12.5, 0}};
        BradleyTerry.Fit fit = BradleyTerry.fit(games, points, 0.0);
        assertThat(fit.elo()).containsExactly(new double[] {106.686487, -18.629066, -88.057421}, within(1e-5));
        assertThat(fit.stdErr()).containsExactly(new double[] {47.003002, 34.610917, 40.978287}, within(1e-5));
        assertThat(fit.diffStdErr(0, 1)).isCloseTo(71.660138, within(1e-5));
    }

    @Test
    void ratingsHaveMeanZeroAndCovarianceRowsSumToZero() {
        double[][] games = {{0, 20, 10, 4}, {20, 0, 30, 0}, {10, 30, 0, 8}, {4, 0, 8, 0}};
        double[][] points = {{0, 13, 8, 1}, {7, 0, 17.5, 0}, {2, 12.5, 0, 5.5}, {3, 0, 2.5, 0}};
        BradleyTerry.Fit fit = BradleyTerry.fit(games, points);
        assertThat(Arrays.stream(fit.elo()).sum()).isCloseTo(0.0, within(1e-9));
        for (double[] row : fit.covariance()) {
            assertThat(Arrays.stream(row).sum()).isCloseTo(0.0, within(1e-6));
        }
        assertThat(fit.diffStdErr(2, 2)).isZero();
    }

    @Test
    void perfectScoresAndIdlePlayersStayFinite() {
        // Player 0 wins all 50 games against 1; player 2 never played.
        double[][] games = {{0, 50, 0}, {50, 0, 0}, {0, 0, 0}};
        double[][] points = {{0, 50, 0}, {0, 0, 0}, {0, 0, 0}};
        BradleyTerry.Fit fit = BradleyTerry.fit(games, points);
        for (int i = 0; i < 3; i++) {
            assertThat(fit.elo()[i]).isFinite();
            assertThat(fit.stdErr()[i]).isFinite().isPositive();
        }
        assertThat(fit.elo()[0]).isGreaterThan(300.0);
        assertThat(fit.elo()[1]).isLessThan(-300.0);
        assertThat(fit.elo()[2]).isCloseTo(0.0, within(1e-6));
    }

    @Test
    void noGamesAtAllGiveZeroRatings() {
        BradleyTerry.Fit fit = BradleyTerry.fit(new double[3][3], new double[3][3]);
        assertThat(fit.elo()).containsOnly(0.0);
        for (double se : fit.stdErr()) {
            assertThat(se).isFinite().isPositive();
        }
    }

    @Test
    void plainMaximumLikelihoodRejectsAPerfectScore() {
        assertThatThrownBy(() -> BradleyTerry.fit(new double[][] {{0, 10}, {10, 0}},
                new double[][] {{0, 10}, {0, 0}}, 0.0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void inconsistentPointsAreRejected() {
        assertThatThrownBy(() -> BradleyTerry.fit(new double[][] {{0, 10}, {10, 0}},
                new double[][] {{0, 7}, {7, 0}}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must equal");
    }

    @Test
    void clusteredFitHasTheSamePointEstimateAndTheRobustIntervalsOfAnIndependentComputation() {
        // Reference: numpy, same log (ClusteredResultsTest.LOG), Newton on the likelihood with the 0.5-game prior,
        // sandwich pinv(H) M pinv(H) with M = Σ_c u_c u_cᵀ + (1/(n-1))/4 per pair (one game of variance 1/4 per
        // player), times G / (G - p_eff).
        BradleyTerry.Fit robust = BradleyTerry.fit(ClusteredResultsTest.log());
        ClusteredResults results = ClusteredResultsTest.log();
        BradleyTerry.Fit counts = BradleyTerry.fit(results.games(), results.points());
        assertThat(robust.elo()).containsExactly(new double[] {111.97212980, 0.0, -111.97212980}, within(1e-6));
        assertThat(counts.elo()).containsExactly(robust.elo(), within(1e-9));
        assertThat(counts.stdErr()).containsExactly(new double[] {64.2178143204, 56.6723643836, 64.2178143204},
                within(1e-6));
        assertThat(robust.stdErr()).containsExactly(new double[] {64.50533492, 60.92439536, 49.45070077},
                within(1e-6));
        assertThat(robust.diffStdErr(0, 1)).isCloseTo(115.32592319, within(1e-6));
    }

    @Test
    void drawsNarrowTheRobustIntervalButNotTheCountsOnlyOne() {
        // 100 game pairs between two equal engines: all decisive (1-1) or all drawn twice except 20 decisive pairs.
        ClusteredResults decisive = new ClusteredResults(2);
        ClusteredResults drawish = new ClusteredResults(2);
        for (int c = 0; c < 100; c++) {
            decisive.add(c, 0, 1, c % 2);
            decisive.add(c, 1, 0, (c / 2) % 2);
            drawish.add(c, 0, 1, c < 20 ? c % 2 : 0.5);
            drawish.add(c, 1, 0, c < 20 ? (c / 2) % 2 : 0.5);
        }
        double wide = BradleyTerry.fit(decisive).diffStdErr(0, 1);
        double narrow = BradleyTerry.fit(drawish).diffStdErr(0, 1);
        assertThat(narrow).isLessThan(0.6 * wide);
        assertThat(BradleyTerry.fit(drawish.games(), drawish.points()).diffStdErr(0, 1))
                .isCloseTo(BradleyTerry.fit(decisive.games(), decisive.points()).diffStdErr(0, 1), within(1e-9));
    }

    @Test
    void identicalPairsDoNotMakeARatingExact() {
        // Five pairs, each a win and a draw for engine 0: no spread at all between clusters.
        ClusteredResults results = new ClusteredResults(2);
        for (int c = 0; c < 5; c++) {
            results.add(c, 0, 1, 1.0);
            results.add(c, 1, 0, 0.5);
        }
        BradleyTerry.Fit fit = BradleyTerry.fit(results);
        EloEstimate lead = fit.difference(0, 1, 0.95);
        assertThat(fit.diffStdErr(0, 1)).isGreaterThan(30.0);
        // Wilson's interval for 7.5 of 10 without draws is about 490 Elo wide; half the games drawn take about
        // 60% of the variance away, which leaves some 300 Elo.
        assertThat(lead.upper() - lead.lower()).as("ten games say little").isGreaterThan(250.0);
    }
}
