package dev.arbiter.elo.simulation;

import dev.arbiter.elo.BradleyTerry;
import dev.arbiter.elo.ClusteredResults;
import dev.arbiter.elo.LeaderTest;
import dev.arbiter.elo.Sprt;

import java.util.Arrays;

/**
 * The multi-engine early stop ({@link LeaderTest}) in simulation: a qualification of engines of known strength
 * is checked after every game, as Arbiter checks it, until the rule fires or the budget is spent. A stop is
 * wrong when the declared leader's true lead over some rival is not more than the threshold (so with
 * {@code T = 0} a stop between tied best engines is wrong); the true ratings are the limit of the fit
 * ({@link SimulatedTournament#limitRatings()}).
 *
 * <p>Comparators: a fixed-length run plays the whole budget; "pairwise SPRTs" plays the true leader against each
 * rival in a separate seat-swapped match with the pentanomial SPRT ({@link Sprt}) from a lead of {@code T}
 * (H0) to {@code 2T} (H1; for {@code T = 0} the true lead over the closest rival), in normalized Elo converted
 * with the scenario's own game model, at {@code α = β = (1 - c)/(n - 1)} each, and counts the games of all
 * matches. The comparator knows who leads and by how much; the rule does not.
 *
 * @param name       scenario name
 * @param strength   true Elo of each engine
 * @param format     schedule
 * @param model      how games end
 * @param budget     games a run may play at most
 * @param threshold  the required lead T in Elo
 * @param confidence the overall confidence c
 */
public record StopStudy(String name, double[] strength, Format format, GameModel model, int budget, double threshold,
                        double confidence) {

    /**
     * What was measured.
     *
     * @param stopped     fraction of runs the rule stopped before the budget ran out
     * @param wrong       fraction of runs that stopped with a wrong leader or a true lead not above T
     * @param meanGames   mean games played (the budget for runs that did not stop)
     * @param medianGames median games played
     */
    public record Result(double stopped, double wrong, double meanGames, double medianGames) {
    }

    /**
     * What the pairwise SPRTs needed.
     *
     * @param allAccepted fraction of runs in which every SPRT accepted H1 (the leader is ahead by more than T)
     * @param meanGames   mean total games of the matches
     */
    public record SprtResult(double allAccepted, double meanGames) {
    }

    /**
     * Runs the rule with the default mixture precision.
     *
     * @param runs number of runs
     * @param seed seed of the study
     * @return the measurement
     */
    public Result measure(int runs, long seed) {
        return measure(runs, seed, LeaderTest.PRECISION_SCALE, LeaderTest.MIN_SCALE_ELO);
    }

    /**
     * Runs the rule with an explicit mixture precision (for tuning).
     *
     * @param runs           number of runs
     * @param seed           seed of the study
     * @param precisionScale see {@link LeaderTest#precision(double, double, double)}
     * @param minScaleElo    see {@link LeaderTest#precision(double, double, double)}
     * @return the measurement
     */
    public Result measure(int runs, long seed, double precisionScale, double minScaleElo) {
        double rho = LeaderTest.precision(threshold, precisionScale, minScaleElo);
        int n = strength.length;
        int[] players = new int[n];
        Arrays.setAll(players, i -> i);
        long[][] perRun = Runs.map(runs, long[][]::new, run -> {
            SimulatedTournament tournament = new SimulatedTournament(strength, format, model, Runs.seed(seed, run));
            double[] truth = tournament.limitRatings();
            PairwiseScoring scoring = new PairwiseScoring(new ClusteredResults(n));
            BradleyTerry.Fit fit = null;
            for (int g = 1; g <= budget; g++) {
                scoring.add(tournament.next());
                fit = BradleyTerry.fit(scoring.results(), BradleyTerry.DEFAULT_PRIOR_GAMES, fit);
                if (LeaderTest.holds(fit, players, threshold, confidence, rho)) {
                    int leader = LeaderTest.evaluate(fit, players, threshold, confidence, rho).leader();
                    return new long[] {1, wrong(truth, leader) ? 1 : 0, g};
                }
            }
            return new long[] {0, 0, budget};
        });
        long stopped = 0;
        long wrong = 0;
        long[] games = new long[runs];
        for (int r = 0; r < runs; r++) {
            stopped += perRun[r][0];
            wrong += perRun[r][1];
            games[r] = perRun[r][2];
        }
        Arrays.sort(games);
        double median = runs % 2 == 1 ? games[runs / 2] : 0.5 * (games[runs / 2 - 1] + games[runs / 2]);
        return new Result((double) stopped / runs, (double) wrong / runs,
                Arrays.stream(games).average().orElse(0.0), median);
    }

    private boolean wrong(double[] truth, int leader) {
        for (int j = 0; j < truth.length; j++) {
            if (j != leader && truth[leader] - truth[j] <= threshold + 1e-6) {
                return true;
            }
        }
        return false;
    }

    /**
     * Runs the pairwise-SPRT comparator (see the class comment).
     *
     * @param runs number of runs
     * @param seed seed of the study
     * @return the measurement
     */
    public SprtResult measureSprts(int runs, long seed) {
        double[] truth = new SimulatedTournament(strength, format, model, 0).limitRatings();
        int leader = 0;
        for (int i = 1; i < truth.length; i++) {
            if (truth[i] > truth[leader]) {
                leader = i;
            }
        }
        double closest = Double.POSITIVE_INFINITY;
        for (int j = 0; j < truth.length; j++) {
            if (j != leader) {
                closest = Math.min(closest, truth[leader] - truth[j]);
            }
        }
        PairModel pairs = new PairModel(model);
        double alpha = (1.0 - confidence) / (truth.length - 1);
        double high = threshold > 0 ? 2 * threshold : closest;
        Sprt sprt = new Sprt(pairs.normalizedElo(threshold), pairs.normalizedElo(high), alpha, alpha);
        double[][] distributions = new double[truth.length][];
        for (int j = 0; j < truth.length; j++) {
            distributions[j] = pairs.pentanomial(truth[leader] - truth[j]);
        }
        int lead = leader;
        long[][] perRun = Runs.map(runs, long[][]::new, run -> {
            long games = 0;
            long accepted = 1;
            for (int j = 0; j < truth.length; j++) {
                if (j != lead) {
                    long[] match = SprtStudy.play(sprt, distributions[j], Runs.seed(seed + j, run), 50 * budget);
                    games += match[1];
                    accepted &= match[0] == 1 ? 1 : 0;
                }
            }
            return new long[] {accepted, games};
        });
        long accepted = 0;
        long games = 0;
        for (long[] r : perRun) {
            accepted += r[0];
            games += r[1];
        }
        return new SprtResult((double) accepted / runs, (double) games / runs);
    }
}
