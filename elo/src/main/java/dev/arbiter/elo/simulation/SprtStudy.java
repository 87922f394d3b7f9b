package dev.arbiter.elo.simulation;

import dev.arbiter.elo.Pentanomial;
import dev.arbiter.elo.Sprt;

import java.util.SplittableRandom;

/**
 * Error rates and length of the two-engine pentanomial SPRT ({@link Sprt}) in simulation: seat-swapped game
 * pairs are drawn from the pair distribution of a {@link PairModel} at a true normalized Elo of {@code elo0}
 * (a positive decision is a false positive) and of {@code elo1} (a negative decision is a false negative); the
 * test is checked after every pair, as Arbiter does.
 *
 * @param name     scenario name
 * @param model    how games end
 * @param elo0     normalized Elo of H0
 * @param elo1     normalized Elo of H1
 * @param alpha    nominal false positive rate
 * @param beta     nominal false negative rate
 * @param maxPairs pairs after which an undecided run is cut off (counted as undecided)
 */
public record SprtStudy(String name, GameModel model, double elo0, double elo1, double alpha, double beta,
                        int maxPairs) {

    /**
     * What was measured.
     *
     * @param falsePositive fraction of runs at elo0 that accepted H1
     * @param falseNegative fraction of runs at elo1 that accepted H0
     * @param meanGamesH0   mean games at elo0
     * @param meanGamesH1   mean games at elo1
     * @param undecided     runs cut off at {@code maxPairs}
     */
    public record Result(double falsePositive, double falseNegative, double meanGamesH0, double meanGamesH1,
                         int undecided) {
    }

    /**
     * @param runs runs per hypothesis
     * @param seed seed of the study
     * @return the measurement
     */
    public Result measure(int runs, long seed) {
        PairModel pairs = new PairModel(model);
        Sprt sprt = new Sprt(elo0, elo1, alpha, beta);
        double[] h0 = pairs.pentanomial(pairs.eloForNormalized(elo0));
        double[] h1 = pairs.pentanomial(pairs.eloForNormalized(elo1));
        long[][] at0 = Runs.map(runs, long[][]::new, run -> play(sprt, h0, Runs.seed(seed, run)));
        long[][] at1 = Runs.map(runs, long[][]::new, run -> play(sprt, h1, Runs.seed(seed + 1, run)));
        long fp = 0;
        long fn = 0;
        long g0 = 0;
        long g1 = 0;
        int undecided = 0;
        for (int r = 0; r < runs; r++) {
            fp += at0[r][0] == 1 ? 1 : 0;
            fn += at1[r][0] == -1 ? 1 : 0;
            undecided += (at0[r][0] == 0 ? 1 : 0) + (at1[r][0] == 0 ? 1 : 0);
            g0 += at0[r][1];
            g1 += at1[r][1];
        }
        return new Result((double) fp / runs, (double) fn / runs, (double) g0 / runs, (double) g1 / runs, undecided);
    }

    /** One SPRT: {decision (1 H1, -1 H0, 0 cut off), games}. */
    private long[] play(Sprt sprt, double[] distribution, long seed) {
        return play(sprt, distribution, seed, maxPairs);
    }

    /**
     * One SPRT on pairs drawn from {@code distribution} (probabilities of pair points 0, 1/2, ..., 2).
     *
     * @return {decision: 1 accepted H1, -1 accepted H0, 0 cut off at maxPairs; games played}
     */
    static long[] play(Sprt sprt, double[] distribution, long seed, int maxPairs) {
        SplittableRandom random = new SplittableRandom(seed);
        long[] counts = new long[5];
        for (int pair = 1; pair <= maxPairs; pair++) {
            double u = random.nextDouble();
            int k = 0;
            while (k < 4 && u >= distribution[k]) {
                u -= distribution[k];
                k++;
            }
            counts[k]++;
            Sprt.Decision d = sprt.decide(sprt.llr(Pentanomial.of(counts)));
            if (d != Sprt.Decision.CONTINUE) {
                return new long[] {d == Sprt.Decision.ACCEPT_H1 ? 1 : -1, 2L * pair};
            }
        }
        return new long[] {0, 2L * maxPairs};
    }
}
