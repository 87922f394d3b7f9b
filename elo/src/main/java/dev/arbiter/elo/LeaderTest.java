package dev.arbiter.elo;

import org.apache.commons.math3.distribution.NormalDistribution;

import java.util.Locale;

/**
 * Early-stop test for a multi-engine tournament: is the current leader ahead of every rival by at least
 * {@code T} Elo, and significantly so?
 *
 * <p>For the leader {@code L} (highest Bradley–Terry rating among the considered players) and each rival
 * {@code j}, the lead {@code d_j = elo_L - elo_j} must satisfy {@code d_j >= T} and the one-sided z test
 * {@code d_j / se(d_j) >= z}, with {@code se(d_j)} from {@link BradleyTerry.Fit#diffStdErr}. The overall
 * error rate {@code 1 - c} is split over the {@code m = n - 1} rivals (Bonferroni): each rival is tested at
 * {@code α = (1 - c) / m}, i.e. {@code z = Φ^-1(1 - α)}. The reported margin is the smallest one-sided
 * lower confidence bound {@code min_j (d_j - z · se(d_j))}.
 */
public final class LeaderTest {

    private LeaderTest() {
    }

    /**
     * Result of the test.
     *
     * @param leader       index of the leader (-1 with no players)
     * @param second       index of the runner-up (-1 with fewer than two players)
     * @param lead         Elo lead of the leader over the runner-up (0 with fewer than two players)
     * @param margin       smallest Bonferroni lower confidence bound of the leader's advantage over a rival
     * @param zCritical    the per-rival one-sided critical value {@code Φ^-1(1 - (1 - c) / m)}
     * @param significant  whether the leader beats every rival by at least the threshold, significantly
     * @param reason       one-line human-readable explanation
     */
    public record Result(int leader, int second, double lead, double margin, double zCritical,
                         boolean significant, String reason) {
    }

    /**
     * Tests all players of the fit.
     *
     * @param fit          the Bradley–Terry fit
     * @param thresholdElo required lead T in Elo (&gt;= 0)
     * @param confidence   overall confidence c in (0, 1)
     * @return the result
     */
    public static Result evaluate(BradleyTerry.Fit fit, double thresholdElo, double confidence) {
        int[] all = new int[fit.size()];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        return evaluate(fit, all, thresholdElo, confidence);
    }

    /**
     * Tests a subset of the players of the fit (for example the engines still in the tournament).
     *
     * @param fit          the Bradley–Terry fit
     * @param players      indices into the fit of the players to consider (distinct)
     * @param thresholdElo required lead T in Elo (&gt;= 0)
     * @param confidence   overall confidence c in (0, 1)
     * @return the result
     */
    public static Result evaluate(BradleyTerry.Fit fit, int[] players, double thresholdElo, double confidence) {
        if (!(confidence > 0.0 && confidence < 1.0)) {
            throw new IllegalArgumentException("confidence must be in (0, 1): " + confidence);
        }
        if (!(thresholdElo >= 0.0) || Double.isInfinite(thresholdElo)) {
            throw new IllegalArgumentException("threshold must be finite and >= 0: " + thresholdElo);
        }
        for (int p : players) {
            if (p < 0 || p >= fit.size()) {
                throw new IllegalArgumentException("player index out of range: " + p);
            }
        }
        if (players.length == 0) {
            return new Result(-1, -1, 0.0, 0.0, Double.NaN, false, "no players");
        }
        int leader = players[0];
        for (int p : players) {
            if (fit.elo()[p] > fit.elo()[leader]) {
                leader = p;
            }
        }
        if (players.length == 1) {
            return new Result(leader, -1, 0.0, 0.0, Double.NaN, false, "only one player");
        }
        int rivals = players.length - 1;
        double alpha = (1.0 - confidence) / rivals;
        double z = new NormalDistribution(null, 0.0, 1.0).inverseCumulativeProbability(1.0 - alpha);
        int second = -1;
        double margin = Double.POSITIVE_INFINITY;
        String failure = null;
        for (int j : players) {
            if (j == leader) {
                continue;
            }
            if (second < 0 || fit.elo()[j] > fit.elo()[second]) {
                second = j;
            }
            double d = fit.diff(leader, j);
            double se = fit.diffStdErr(leader, j);
            margin = Math.min(margin, d - z * se);
            if (failure == null) {
                if (d < thresholdElo) {
                    failure = String.format(Locale.ROOT, "lead over player %d is %.1f Elo < threshold %.1f",
                            j, d, thresholdElo);
                } else if (!(se > 0.0 ? d / se >= z : d > 0.0)) {
                    failure = String.format(Locale.ROOT,
                            "lead over player %d (%.1f +/- %.1f Elo) not significant: z = %.2f < %.2f",
                            j, d, se, d / se, z);
                }
            }
        }
        double lead = fit.diff(leader, second);
        String reason = failure != null ? failure : String.format(Locale.ROOT,
                "player %d leads all %d rivals by >= %.1f Elo at %.1f%% confidence (Bonferroni z = %.2f)",
                leader, rivals, thresholdElo, confidence * 100.0, z);
        return new Result(leader, second, lead, margin, z, failure == null, reason);
    }
}
