package dev.arbiter.elo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Successive elimination for naming the best of several engines with fewer games: engines keep playing only
 * while they may still be the best, and an engine is dropped as soon as the current leader is ahead of it with
 * an anytime-valid confidence bound. When one engine is left it is named the best. Racing (O. Maron and A. Moore,
 * "Hoeffding races", NIPS 1994) and successive elimination (E. Even-Dar, S. Mannor and Y. Mansour, "Action
 * elimination and stopping conditions for the multi-armed bandit and reinforcement learning problems", JMLR 7,
 * 2006), here on pairwise results with draws rated jointly by {@link BradleyTerry} (dueling bandits; V. Bengs,
 * B. Haddenhorst and E. Hüllermeier, AISTATS 2024).
 *
 * <p><b>Rule.</b> After each batch of games, fit all games (those of dropped engines included); the leader
 * {@code L} is the highest rated engine still in play. For every other engine {@code j} still in play, the lead
 * {@code d_Lj} has the one-sided lower bound {@code d_Lj - w(se_Lj)} of Robbins' normal-mixture confidence
 * sequence ({@link NormalMixtureBoundary}, Student-t critical value with the fit's degrees of freedom, as
 * {@link LeaderTest}) at level {@code α' = (1 - c) / (2 (n - 1))}, {@code n} the engines at the start. {@code j}
 * is dropped when the bound is above 0.
 *
 * <p><b>Error.</b> Every drop of an engine {@code b} says "someone is better than b"; it is false only if the
 * upper side of the sequence of a pair {@code (b, X)} fails. Each such side fails at any time with probability at
 * most {@code α'} (Ville's inequality), whatever the schedule did with earlier results, because the schedule is
 * predictable: the next games depend only on games already played. If one engine {@code b} is truly best, naming
 * another needs {@code b} dropped: one of its {@code n - 1} upper sides failed, probability at most
 * {@code (n - 1) α' = (1 - c)/2}. If two are tied for best, naming either ends with one of them dropped: one of
 * {@code 2 (n - 1)} sides, at most {@code 1 - c}. Only with three or more tied for best is the union bound above
 * {@code 1 - c} ({@code k (1 - c)/2} for {@code k} tied); the measured rate is far below it
 * (docs/STATISTICS.md). The split over {@code 2 (n - 1)} sides reduces to {@link LeaderTest}'s with two engines
 * (qualify's two-engine elimination uses {@link GauntletElimination} instead: exactly the {@code threshold} rule).
 * The standard errors are estimated, so, as for {@link LeaderTest}, the statement is asymptotic (I. Waudby-Smith
 * et al., "Time-uniform central limit theory and asymptotic confidence sequences", 2021).
 *
 * <p><b>Mixture precisions.</b> A mixture of precision {@code ρ = 1 / s²} is tightest when a lead's standard error
 * is about {@code s} Elo divided by a few, and far too wide when it is much larger: a lopsided pairing (a 95% score)
 * has an Elo difference with a standard error of 50 to 200 Elo for hundreds of games. So each side's error is
 * split over three scales, {@code s} = 30 Elo (80%: close engines, what decides the games needed), 150 and 750
 * Elo (10% each: lopsided pairings, dropped after tens of games instead of hundreds), and the bound is the highest
 * of the three; a union bound, so the error statement above is unchanged. 30 Elo was chosen by simulation on other
 * seeds and fields than those reported ({@code AdaptiveBenchmark.tuning}); the error bound holds for any scales.
 */
public final class Elimination {

    /**
     * The standard-error scales of the mixtures, in Elo (see the class comment): 30 Elo for close engines, wider ones
     * for lopsided pairings, whose Elo differences have large standard errors.
     */
    private static final double[] SCALES_ELO = {30.0, 150.0, 750.0};
    /** The share of each side's error given to each scale. */
    private static final double[] WEIGHTS = {0.8, 0.1, 0.1};

    /**
     * Games a batch plays at least: with few engines left a batch is several rounds, so that a look is not taken
     * after every two games and several games can be played at once between looks.
     */
    public static final int BATCH_GAMES = 8;

    /**
     * @param pairings pairings in play (each plays one seat-swapped game pair per round)
     * @return rounds in the next batch: enough for {@link #BATCH_GAMES} games
     */
    public static int batchRounds(int pairings) {
        return Math.max(1, (BATCH_GAMES + 2 * pairings - 1) / (2 * pairings));
    }

    /**
     * Which games the engines still in play play next: one seat-swapped game pair per pairing returned.
     */
    public enum Design {
        /** Every two engines still in play (successive elimination among the survivors). */
        SURVIVORS {
            @Override
            public List<int[]> pairings(int[] survivors, int leader) {
                List<int[]> pairs = new ArrayList<>();
                for (int x = 0; x < survivors.length; x++) {
                    for (int y = x + 1; y < survivors.length; y++) {
                        pairs.add(new int[] {survivors[x], survivors[y]});
                    }
                }
                return pairs;
            }
        },
        /** The leader against each other engine still in play (a round-robin of the survivors before a leader exists). */
        LEADER {
            @Override
            public List<int[]> pairings(int[] survivors, int leader) {
                if (leader < 0) {
                    return SURVIVORS.pairings(survivors, leader);
                }
                List<int[]> pairs = new ArrayList<>();
                for (int s : survivors) {
                    if (s != leader) {
                        pairs.add(leader < s ? new int[] {leader, s} : new int[] {s, leader});
                    }
                }
                return pairs;
            }
        };

        /**
         * @param survivors the engines still in play, ascending
         * @param leader    the leader among them, or -1 before any game
         * @return the pairings of the next batch, each {@code {low, high}}, in a fixed order
         */
        public abstract List<int[]> pairings(int[] survivors, int leader);
    }

    /**
     * The leader's lead over one engine still in play.
     *
     * @param player     the engine
     * @param lead       the leader's Elo minus the engine's
     * @param stdErr     the lead's standard error
     * @param lowerBound the anytime-valid lower bound of the lead
     * @param dropped    whether the bound is above 0 (the engine is out)
     */
    public record Bound(int player, double lead, double stdErr, double lowerBound, boolean dropped) {

        /** @return e.g. {@code "lead +84.2 Elo, lower bound +3.1"} */
        public String describe() {
            return String.format(Locale.ROOT, "lead %+.1f Elo, lower bound %+.1f", lead, lowerBound);
        }
    }

    /**
     * One look.
     *
     * @param leader    the highest rated engine still in play
     * @param bounds    the leader's bound over every other engine still in play, in their order
     * @param survivors the engines still in play after this look, ascending
     */
    public record Look(int leader, List<Bound> bounds, int[] survivors) {

        /** Copies. */
        public Look {
            bounds = List.copyOf(bounds);
            survivors = survivors.clone();
        }

        /** @return the engines dropped at this look */
        public List<Bound> dropped() {
            return bounds.stream().filter(Bound::dropped).toList();
        }

        /** @return whether one engine is left: the leader is named the best */
        public boolean decided() {
            return survivors.length == 1;
        }
    }

    private final NormalMixtureBoundary[] boundaries;

    /**
     * The rule with the default precision and split.
     *
     * @param players    engines at the start (&gt;= 2)
     * @param confidence the confidence c of naming the best, in (0, 1)
     */
    public Elimination(int players, double confidence) {
        this(players, confidence, SCALES_ELO, WEIGHTS, 2.0 * (players - 1));
    }

    /**
     * The rule with explicit mixture scales and split (for tuning by simulation).
     *
     * @param players    engines at the start (&gt;= 2)
     * @param confidence the confidence c, in (0, 1)
     * @param scalesElo  the standard-error scales s of the mixtures, {@code ρ = 1/s²}
     * @param weights    the share of each side's error given to each scale (positive, summing to 1)
     * @param sides      the number of one-sided sequences {@code 1 - c} is split over
     */
    public Elimination(int players, double confidence, double[] scalesElo, double[] weights, double sides) {
        if (players < 2) {
            throw new IllegalArgumentException("elimination needs at least two players: " + players);
        }
        if (!(confidence > 0.0 && confidence < 1.0)) {
            throw new IllegalArgumentException("confidence must be in (0, 1): " + confidence);
        }
        if (!(sides >= 1.0)) {
            throw new IllegalArgumentException("sides must be >= 1: " + sides);
        }
        if (scalesElo.length == 0 || scalesElo.length != weights.length) {
            throw new IllegalArgumentException("expected one weight per scale");
        }
        this.boundaries = new NormalMixtureBoundary[scalesElo.length];
        for (int k = 0; k < scalesElo.length; k++) {
            boundaries[k] = new NormalMixtureBoundary(1.0 / (scalesElo[k] * scalesElo[k]),
                    weights[k] * (1.0 - confidence) / sides);
        }
    }

    /** @return the default standard-error scales of the mixtures, in Elo */
    public static double[] defaultScales() {
        return SCALES_ELO.clone();
    }

    /** @return the default share of each side's error per scale */
    public static double[] defaultWeights() {
        return WEIGHTS.clone();
    }

    /**
     * The anytime-valid lower bound of a lead: the highest of the scales' bounds (each holds at its share of the
     * error, so their maximum holds at the sum).
     */
    private double lowerBound(double lead, double stdErr, double degreesOfFreedom) {
        double best = Double.NEGATIVE_INFINITY;
        for (NormalMixtureBoundary b : boundaries) {
            best = Math.max(best, lead - b.width(stdErr, degreesOfFreedom));
        }
        return best;
    }

    /**
     * Looks at a fit: the leader among the survivors and its bound over each other survivor.
     *
     * @param fit       a fit of every game played so far (all players)
     * @param survivors the engines still in play, ascending, at least two
     * @return the look, with the survivors that remain
     */
    public Look look(BradleyTerry.Fit fit, int[] survivors) {
        if (survivors.length < 2) {
            throw new IllegalArgumentException("a look needs two survivors or more");
        }
        int leader = survivors[0];
        for (int s : survivors) {
            if (fit.elo()[s] > fit.elo()[leader]) {
                leader = s;
            }
        }
        List<Bound> bounds = new ArrayList<>();
        int[] left = new int[survivors.length];
        int kept = 0;
        for (int j : survivors) {
            if (j == leader) {
                left[kept++] = j;
                continue;
            }
            double d = fit.diff(leader, j);
            double se = fit.diffStdErr(leader, j);
            double lower = se > 0.0 ? lowerBound(d, se, fit.degreesOfFreedom()) : d;
            boolean dropped = se > 0.0 && lower > 0.0;
            bounds.add(new Bound(j, d, se, lower, dropped));
            if (!dropped) {
                left[kept++] = j;
            }
        }
        return new Look(leader, bounds, Arrays.copyOf(left, kept));
    }
}
