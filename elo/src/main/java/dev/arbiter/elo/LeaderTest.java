package dev.arbiter.elo;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Early stop of a multi-engine tournament that may be checked after every game: is the leader ahead of
 * every rival by at least {@code T} Elo, with confidence {@code c}, as a statement that holds over all looks?
 *
 * <p><b>Rule.</b> Fit the ratings ({@link BradleyTerry}); the leader {@code L} is the highest rated player.
 * For each rival {@code j}, the lead {@code d_Lj = elo_L - elo_j} has the anytime-valid lower bound of a one-sided
 * normal-mixture confidence sequence at level {@code α/n} ({@link NormalMixtureBoundary}; {@code α = 1 - c},
 * {@code n} the number of players) in its score form ({@link BradleyTerry.Fit#anytimeLowerBound}: the variance
 * evaluated at the bound, so a clean sweep is bounded as Wilson's interval bounds it, not by a variance of nearly 0
 * at a prior-made estimate), its critical value taken from Student's t with the fit's degrees of freedom
 * ({@link BradleyTerry.Fit#degreesOfFreedom()}) since the design effect is estimated from the game pairs played so
 * far. In the middle of the scale the bound is {@code d_Lj - w(se_Lj)}. The run may stop when
 * every lower bound is at least {@code T}: "T means T", the threshold binds the lower bound, not the
 * point estimate.
 *
 * <p><b>Why the error stays below α at any monitoring frequency.</b> Let {@code b} be a truly best player
 * (the argument needs no uniqueness). A wrong stop at a look declares {@code L} while some true lead
 * {@code δ_Lj} is below {@code T} (for {@code T = 0}: not positive, so a stop between tied best players
 * counts as wrong). If {@code L = b}, pick the fixed rival {@code j*} with the smallest true lead:
 * the stop needs {@code lower_bj* >= T > δ_bj*}, a failure of the lower side of the sequence of the pair
 * {@code (b, j*)}. If {@code L ≠ b}, the stop needs {@code lower_Lb >= T >= 0 >= δ_Lb}, a failure of the
 * upper side of the sequence of the pair {@code (b, L)}. Every wrong stop is therefore one of {@code n}
 * one-sided failures, all of pairs that contain {@code b}: one lower side and {@code n - 1} upper sides.
 * Each sequence fails with probability at most {@code α/n} over all looks (Ville's inequality), so
 * {@code P(wrong stop) <= α} however often the rule is checked and whichever engine leads when. Pairs not
 * containing a best player never matter, which is why the split is over the rivals of one player and not
 * over all {@code n(n-1)/2} pairs. The bound is conservative when only one rival is close (about
 * {@code 2α/n} is then reached), the price of not knowing which one.
 *
 * <p><b>Mixture precision.</b> ρ is tied to the threshold: {@code ρ = 1 / (PRECISION_SCALE · max(T, MIN_SCALE_ELO))²}
 * in Elo⁻², so the boundary is tightest where a lead of about {@code 2T} becomes clear. Both constants only
 * trade games between scenarios (the error bound above holds for any ρ); they were chosen by simulation
 * ({@code StatisticsBenchmark.tuning}: two, three and five engines with {@code T} = 12, 15, 25 and leads of
 * {@code 2T}, four engines with {@code T = 0} and leads of 25 and 60 Elo, 0 to 60% draws) and are reported on
 * other scenarios and seeds (docs/STATISTICS.md). On the tuning scenarios a scale of 0.7 to 1.4 was within 5%
 * of the best; for {@code T = 0}, 30 Elo was within 10% of the best for both leads.
 */
public final class LeaderTest {

    /**
     * ρ's standard-error scale relative to the threshold: {@code ρ = 1 / (PRECISION_SCALE · T)²}, so the boundary
     * is tightest when the standard error of a lead is a fraction (about a third) of {@code T}. Tuned by
     * simulation (see the class comment).
     */
    public static final double PRECISION_SCALE = 1.0;

    /** The threshold used to set ρ when {@code T} is smaller (a lead of 0 has no scale of its own). */
    public static final double MIN_SCALE_ELO = 30.0;

    private LeaderTest() {
    }

    /**
     * One rival of the leader.
     *
     * @param player     index of the rival in the fit
     * @param lead       the leader's Elo minus the rival's
     * @param stdErr     standard error of the lead
     * @param lowerBound anytime-valid lower confidence bound of the lead
     */
    public record Rival(int player, double lead, double stdErr, double lowerBound) {
    }

    /**
     * Result of the test.
     *
     * @param leader     index of the leader (-1 with no players)
     * @param rivals     every rival, closest (smallest lower bound, the one that keeps the rule from firing) first
     * @param threshold  the required lead T
     * @param confidence the overall confidence c
     * @param met        whether every rival's lower bound is at least T
     */
    public record Result(int leader, List<Rival> rivals, double threshold, double confidence, boolean met) {

        /** Validates and copies. */
        public Result {
            rivals = List.copyOf(rivals);
        }

        /** @return the rival with the smallest lower bound, or null without rivals */
        public Rival closest() {
            return rivals.isEmpty() ? null : rivals.get(0);
        }

        /** @return one line: what holds or what is still missing */
        public String describe(List<String> names) {
            if (leader < 0 || rivals.isEmpty()) {
                return "fewer than two players";
            }
            Rival c = closest();
            return String.format(Locale.ROOT, "%s leads %s by %+.1f Elo, lower bound %s %s %.1f (%.0f%% confidence)",
                    names.get(leader), names.get(c.player()), c.lead(), boundText(c.lowerBound()), met ? ">=" : "<",
                    threshold, 100 * confidence);
        }

        /**
         * @param lowerBound an anytime lower bound in Elo
         * @return it with one decimal, or "none yet" while the data do not bound the lead
         */
        public static String boundText(double lowerBound) {
            return Double.isFinite(lowerBound) ? String.format(Locale.ROOT, "%+.1f", lowerBound) : "none yet";
        }
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
     * Tests a subset of the players of the fit.
     *
     * @param fit          the Bradley–Terry fit
     * @param players      indices into the fit of the players to consider (distinct)
     * @param thresholdElo required lead T in Elo (&gt;= 0)
     * @param confidence   overall confidence c in (0, 1)
     * @return the result
     */
    public static Result evaluate(BradleyTerry.Fit fit, int[] players, double thresholdElo, double confidence) {
        return evaluate(fit, players, thresholdElo, confidence,
                precision(thresholdElo, PRECISION_SCALE, MIN_SCALE_ELO));
    }

    /**
     * The mixture precision ρ for a threshold: {@code 1 / (scale · max(T, minScaleElo))²}.
     *
     * @param thresholdElo the threshold T
     * @param scale        the standard-error scale relative to T ({@link #PRECISION_SCALE} by default)
     * @param minScaleElo  the smallest T used for the scale ({@link #MIN_SCALE_ELO} by default)
     * @return ρ in Elo⁻²
     */
    public static double precision(double thresholdElo, double scale, double minScaleElo) {
        double s = scale * Math.max(thresholdElo, minScaleElo);
        return 1.0 / (s * s);
    }

    /**
     * Whether the rule holds, without the figures: the rivals are tried closest (by lead) first and the first whose
     * bound falls short decides, each with one evaluation of its score at T instead of a search for its bound, so a
     * check after every game costs about one evaluation. The same decision as {@code evaluate(...).met()} (to the
     * bound's search tolerance, 2e-5 Elo).
     *
     * @param fit          the Bradley–Terry fit
     * @param players      indices into the fit of the players to consider (distinct)
     * @param thresholdElo required lead T in Elo (&gt;= 0)
     * @param confidence   overall confidence c in (0, 1)
     * @param precision    the mixture precision ρ in Elo⁻²
     * @return whether every rival's lower bound is at least T
     */
    public static boolean holds(BradleyTerry.Fit fit, int[] players, double thresholdElo, double confidence,
                                double precision) {
        if (players.length < 2) {
            return false;
        }
        int leader = leader(fit, players);
        Integer[] rivals = new Integer[players.length - 1];
        int k = 0;
        for (int p : players) {
            if (p != leader) {
                rivals[k++] = p;
            }
        }
        java.util.Arrays.sort(rivals, (a, b) -> Double.compare(fit.elo()[b], fit.elo()[a]));
        NormalMixtureBoundary boundary = new NormalMixtureBoundary(precision, (1.0 - confidence) / players.length);
        for (int j : rivals) {
            if (fit.diff(leader, j) < thresholdElo || !fit.anytimeLowerBoundReaches(leader, j, boundary, thresholdElo)) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@link #holds(BradleyTerry.Fit, int[], double, double, double)} for all players with the default precision.
     *
     * @param fit          the Bradley–Terry fit
     * @param thresholdElo required lead T in Elo (&gt;= 0)
     * @param confidence   overall confidence c in (0, 1)
     * @return whether every rival's lower bound is at least T
     */
    public static boolean holds(BradleyTerry.Fit fit, double thresholdElo, double confidence) {
        int[] all = new int[fit.size()];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        return holds(fit, all, thresholdElo, confidence, precision(thresholdElo, PRECISION_SCALE, MIN_SCALE_ELO));
    }

    private static boolean meets(double lowerBound, double thresholdElo) {
        return lowerBound >= thresholdElo && (thresholdElo > 0.0 || lowerBound > 0.0);
    }

    private static int leader(BradleyTerry.Fit fit, int[] players) {
        int leader = players[0];
        for (int p : players) {
            if (fit.elo()[p] > fit.elo()[leader]) {
                leader = p;
            }
        }
        return leader;
    }

    /**
     * Tests a subset of the players with an explicit mixture precision (for tuning by simulation).
     *
     * @param fit          the Bradley–Terry fit
     * @param players      indices into the fit of the players to consider (distinct)
     * @param thresholdElo required lead T in Elo (&gt;= 0)
     * @param confidence   overall confidence c in (0, 1)
     * @param precision    the mixture precision ρ in Elo⁻²
     * @return the result
     */
    public static Result evaluate(BradleyTerry.Fit fit, int[] players, double thresholdElo, double confidence,
                                  double precision) {
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
        if (players.length < 2) {
            return new Result(players.length == 1 ? players[0] : -1, List.of(), thresholdElo, confidence, false);
        }
        int leader = leader(fit, players);
        NormalMixtureBoundary boundary = new NormalMixtureBoundary(precision, (1.0 - confidence) / players.length);
        List<Rival> rivals = new ArrayList<>();
        boolean met = true;
        for (int j : players) {
            if (j == leader) {
                continue;
            }
            double d = fit.diff(leader, j);
            double se = fit.diffStdErr(leader, j);
            double lower = fit.anytimeLowerBound(leader, j, boundary);
            rivals.add(new Rival(j, d, se, lower));
            met &= meets(lower, thresholdElo);
        }
        rivals.sort((a, b) -> Double.compare(a.lowerBound(), b.lowerBound()));
        return new Result(leader, rivals, thresholdElo, confidence, met);
    }
}
