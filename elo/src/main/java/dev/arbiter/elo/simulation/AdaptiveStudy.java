package dev.arbiter.elo.simulation;

import dev.arbiter.elo.BradleyTerry;
import dev.arbiter.elo.ClusteredResults;
import dev.arbiter.elo.Elimination;
import dev.arbiter.elo.GauntletElimination;
import dev.arbiter.elo.LeaderTest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Naming the best of several engines in simulation: the adaptive schedule ({@link Elimination}, as
 * {@code qualify}'s {@code schedule: elimination} plays it) against today's round-robin with the {@code threshold}
 * rule at {@code T = 0}.
 *
 * <p>Both play rounds of seat-swapped game pairs, one start per round (its bias towards the first seat drawn per
 * round, {@link GameModel}), each pairing of a round one cluster. The adaptive schedule plays batches of
 * {@link Elimination#batchRounds} rounds of the design's pairings and looks after each batch; the round-robin
 * plays every pairing every round and checks the threshold rule after every round (checking after every game, as
 * {@code qualify} does, would stop at most one round sooner: 55 games of 8 engines, about 0.1% of the mean). A run that reaches the cap
 * names no one. A named leader is wrong or tied when some other engine is at least as strong.
 *
 * @param name       scenario name
 * @param strength   true Elo of each engine
 * @param model      how games end
 * @param cap        games after which a run stops without a verdict
 * @param confidence the confidence c of the verdict
 */
public record AdaptiveStudy(String name, double[] strength, GameModel model, int cap, double confidence) {

    /**
     * What was measured.
     *
     * @param runs        runs
     * @param named       fraction of runs that named a leader before the cap
     * @param wrongOrTied fraction of runs that named a leader some other engine is at least as strong as
     * @param meanGames   mean games played (the cap for runs that named no one)
     * @param stdErrGames Monte-Carlo standard error of the mean
     * @param medianGames median games
     * @param p90Games    90th percentile of games
     */
    public record Result(int runs, double named, double wrongOrTied, double meanGames, double stdErrGames,
                         double medianGames, double p90Games) {

        /** @return the Monte-Carlo standard error of the wrong-or-tied rate, {@code sqrt(p (1 - p) / runs)} */
        public double wrongStdErr() {
            double p = Math.max(wrongOrTied, 1.0 / runs);
            return Math.sqrt(p * (1.0 - p) / runs);
        }
    }

    /**
     * The adaptive schedule with the default rule; with two engines, as {@code qualify} plays it, the gauntlet of one
     * comparison ({@link #gauntlet}: the two-engine {@code threshold} rule at {@code T = 0}, looked at per batch).
     *
     * @param design which pairings a batch plays
     * @param runs   runs
     * @param seed   seed of the study
     * @return the measurement
     */
    public Result adaptive(Elimination.Design design, int runs, long seed) {
        if (strength.length == 2) {
            return gauntlet(true, runs, seed);
        }
        return adaptive(design, runs, seed, new Elimination(strength.length, confidence));
    }

    /**
     * The adaptive schedule with an explicit rule (for tuning).
     *
     * @param design which pairings a batch plays
     * @param runs   runs
     * @param seed   seed of the study
     * @param rule   the elimination rule
     * @return the measurement
     */
    public Result adaptive(Elimination.Design design, int runs, long seed, Elimination rule) {
        int n = strength.length;
        long[][] perRun = Runs.map(runs, long[][]::new, run -> {
            SplittableRandom random = new SplittableRandom(Runs.seed(seed, run));
            ClusteredResults results = new ClusteredResults(n);
            int[] survivors = new int[n];
            Arrays.setAll(survivors, i -> i);
            int leader = -1;
            BradleyTerry.Fit fit = null;
            int games = 0;
            int round = 0;
            while (games < cap) {
                List<int[]> pairings = design.pairings(survivors, leader);
                int rounds = Elimination.batchRounds(pairings.size());
                for (int r = 0; r < rounds; r++) {
                    games += playRound(results, pairings, round++, random);
                }
                fit = BradleyTerry.fit(results, BradleyTerry.DEFAULT_PRIOR_GAMES, fit);
                Elimination.Look look = rule.look(fit, survivors);
                survivors = look.survivors();
                leader = look.leader();
                if (look.decided()) {
                    return new long[] {1, wrongOrTied(leader) ? 1 : 0, games};
                }
            }
            return new long[] {0, 0, games};
        });
        return summarize(perRun);
    }

    /**
     * Today's schedule: a round-robin with the {@code threshold} rule at {@code T = 0} (see the class comment).
     *
     * @param runs runs
     * @param seed seed of the study
     * @return the measurement
     */
    public Result roundRobinThreshold(int runs, long seed) {
        int n = strength.length;
        int[] all = new int[n];
        Arrays.setAll(all, i -> i);
        List<int[]> pairings = Elimination.Design.SURVIVORS.pairings(all, -1);
        return thresholdAfterEveryRound(pairings, all, runs, seed);
    }

    /**
     * A gauntlet of engine 0 (the candidate) against every other engine (the baselines), as {@code qualify}'s
     * {@code schedule: elimination} with {@code gauntlet} plays it ({@link GauntletElimination} at {@code T = 0}):
     * batches of {@link Elimination#batchRounds} rounds of the candidate against each baseline still in play, a
     * look after each batch. With {@code drop} false every baseline plays every round until all comparisons are
     * decided (the same rule without the saving of dropping). A run ends when every comparison is decided or at the
     * cap; {@link Result#named()} is the fraction of runs that decided every comparison, {@link Result#wrongOrTied()}
     * the fraction in which some comparison was decided against the truth (for a tied pair, decided at all).
     *
     * @param drop whether a decided baseline stops playing
     * @param runs runs
     * @param seed seed of the study
     * @return the measurement
     */
    public Result gauntlet(boolean drop, int runs, long seed) {
        int n = strength.length;
        GauntletElimination rule = new GauntletElimination(n - 1, 0.0, confidence);
        long[][] perRun = Runs.map(runs, long[][]::new, run -> {
            SplittableRandom random = new SplittableRandom(Runs.seed(seed, run));
            ClusteredResults results = new ClusteredResults(n);
            List<Integer> open = new ArrayList<>();
            for (int j = 1; j < n; j++) {
                open.add(j);
            }
            List<int[]> all = pairsWithCandidate(open);
            boolean wrong = false;
            BradleyTerry.Fit fit = null;
            int games = 0;
            int round = 0;
            while (games < cap) {
                List<int[]> pairings = drop ? pairsWithCandidate(open) : all;
                int rounds = Elimination.batchRounds(pairings.size());
                for (int r = 0; r < rounds; r++) {
                    games += playRound(results, pairings, round++, random);
                }
                fit = BradleyTerry.fit(results, BradleyTerry.DEFAULT_PRIOR_GAMES, fit);
                for (int j : List.copyOf(open)) {
                    GauntletElimination.Comparison c = rule.compare(fit, 0, j);
                    if (c.decided()) {
                        open.remove(Integer.valueOf(j));
                        int other = c.leader() == 0 ? j : 0;
                        wrong |= strength[other] >= strength[c.leader()];
                    }
                }
                if (open.isEmpty()) {
                    return new long[] {1, wrong ? 1 : 0, games};
                }
            }
            return new long[] {0, wrong ? 1 : 0, games};
        });
        return summarize(perRun);
    }

    /**
     * Today's gauntlet: engine 0 against every other engine every round, with the {@code threshold} rule at
     * {@code T = 0} checked after every round (the leader of all engines named, as {@link #roundRobinThreshold}).
     *
     * @param runs runs
     * @param seed seed of the study
     * @return the measurement
     */
    public Result gauntletThreshold(int runs, long seed) {
        int n = strength.length;
        int[] all = new int[n];
        Arrays.setAll(all, i -> i);
        List<Integer> baselines = new ArrayList<>();
        for (int j = 1; j < n; j++) {
            baselines.add(j);
        }
        List<int[]> pairings = pairsWithCandidate(baselines);
        return thresholdAfterEveryRound(pairings, all, runs, seed);
    }

    /** The same pairings every round, the {@code threshold} rule at {@code T = 0} over {@code all} after each. */
    private Result thresholdAfterEveryRound(List<int[]> pairings, int[] all, int runs, long seed) {
        int n = strength.length;
        long[][] perRun = Runs.map(runs, long[][]::new, run -> {
            SplittableRandom random = new SplittableRandom(Runs.seed(seed, run));
            ClusteredResults results = new ClusteredResults(n);
            BradleyTerry.Fit fit = null;
            int games = 0;
            for (int round = 0; games < cap; round++) {
                games += playRound(results, pairings, round, random);
                fit = BradleyTerry.fit(results, BradleyTerry.DEFAULT_PRIOR_GAMES, fit);
                LeaderTest.Result test = LeaderTest.evaluate(fit, all, 0.0, confidence);
                if (test.met()) {
                    return new long[] {1, wrongOrTied(test.leader()) ? 1 : 0, games};
                }
            }
            return new long[] {0, 0, games};
        });
        return summarize(perRun);
    }

    private static List<int[]> pairsWithCandidate(List<Integer> baselines) {
        List<int[]> pairs = new ArrayList<>();
        for (int j : baselines) {
            pairs.add(new int[] {0, j});
        }
        return pairs;
    }

    /** One round: one seat-swapped game pair per pairing, all from the round's start. */
    private int playRound(ClusteredResults results, List<int[]> pairings, int round, SplittableRandom random) {
        double bias = model.startSpread() * random.nextGaussian();
        int games = 0;
        for (int[] pair : pairings) {
            games += playPair(results, pair, round, bias, random);
        }
        return games;
    }

    /** One seat-swapped game pair of {@code pair[0]} and {@code pair[1]} from a start of the given bias. */
    private int playPair(ClusteredResults results, int[] pair, int round, double bias, SplittableRandom random) {
        int a = pair[0];
        int b = pair[1];
        long cluster = ((long) round << 32) | ((long) a * strength.length + b);
        double[] first = model.play(new double[] {strength[a], strength[b]}, bias, random);
        results.add(cluster, a, b, points(first[0], first[1]));
        double[] second = model.play(new double[] {strength[b], strength[a]}, bias, random);
        results.add(cluster, b, a, points(second[0], second[1]));
        return 2;
    }

    private static double points(double mine, double theirs) {
        return mine > theirs ? 1.0 : mine < theirs ? 0.0 : 0.5;
    }

    private boolean wrongOrTied(int leader) {
        for (int j = 0; j < strength.length; j++) {
            if (j != leader && strength[j] >= strength[leader]) {
                return true;
            }
        }
        return false;
    }

    private static Result summarize(long[][] perRun) {
        int runs = perRun.length;
        long named = 0;
        long wrong = 0;
        double[] games = new double[runs];
        double sum = 0.0;
        for (int r = 0; r < runs; r++) {
            named += perRun[r][0];
            wrong += perRun[r][1];
            games[r] = perRun[r][2];
            sum += games[r];
        }
        double mean = sum / runs;
        double squares = 0.0;
        for (double g : games) {
            squares += (g - mean) * (g - mean);
        }
        double stdErr = runs > 1 ? Math.sqrt(squares / (runs - 1) / runs) : 0.0;
        Arrays.sort(games);
        return new Result(runs, (double) named / runs, (double) wrong / runs, mean, stdErr, quantile(games, 0.5),
                quantile(games, 0.9));
    }

    /** The {@code q} quantile of sorted values (linear interpolation between order statistics). */
    private static double quantile(double[] sorted, double q) {
        double at = q * (sorted.length - 1);
        int low = (int) Math.floor(at);
        int high = Math.min(sorted.length - 1, low + 1);
        return sorted[low] + (at - low) * (sorted[high] - sorted[low]);
    }
}
