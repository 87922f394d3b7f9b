package dev.arbiter.elo.simulation;

import dev.arbiter.elo.BradleyTerry;
import dev.arbiter.elo.ClusteredResults;
import dev.arbiter.elo.EloEstimate;

import java.util.SplittableRandom;

/**
 * How often the 95% interval of a pairwise difference (crosstable.csv, the pair line) covers the true difference,
 * with a given number of seat-swapped game pairs per pairing: a round-robin of {@code engines} engines played for
 * {@code pairsPerPairing} rounds, strengths drawn per run (standard deviation {@code spread} Elo), the interval
 * Arbiter prints ({@link BradleyTerry.Fit#difference}: the joint fit's difference, score-type) checked for every
 * pairing against the limit of the fit ({@link SimulatedTournament#limitRatings()}).
 *
 * @param name            scenario name
 * @param engines         number of engines
 * @param pairsPerPairing game pairs each pairing plays
 * @param model           how games end
 * @param spread          standard deviation of the true strengths in Elo
 */
public record PairwiseCoverageStudy(String name, int engines, int pairsPerPairing, GameModel model, double spread) {

    /**
     * What was measured.
     *
     * @param coverage  fraction of (run, pairing) intervals that cover the true difference
     * @param openEnded fraction of them with a side the games do not bound
     * @param intervals intervals checked
     */
    public record Result(double coverage, double openEnded, long intervals) {
    }

    /**
     * @param runs number of runs
     * @param seed seed of the study
     * @return the measurement
     */
    public Result measure(int runs, long seed) {
        long[][] perRun = Runs.map(runs, long[][]::new, run -> {
            SplittableRandom random = new SplittableRandom(Runs.seed(seed, run));
            double[] strength = new double[engines];
            for (int i = 0; i < engines; i++) {
                strength[i] = spread * random.nextGaussian();
            }
            SimulatedTournament tournament = new SimulatedTournament(strength, Format.ROUND_ROBIN, model,
                    random.nextLong());
            double[] truth = tournament.limitRatings();
            PairwiseScoring scoring = new PairwiseScoring(new ClusteredResults(engines));
            int games = pairsPerPairing * tournament.gamesPerRound();
            for (int g = 0; g < games; g++) {
                scoring.add(tournament.next());
            }
            BradleyTerry.Fit fit = BradleyTerry.fit(scoring.results());
            long[] tally = new long[3];
            for (int a = 0; a < engines; a++) {
                for (int b = a + 1; b < engines; b++) {
                    EloEstimate d = fit.difference(a, b, EloEstimate.DEFAULT_CONFIDENCE);
                    double difference = truth[a] - truth[b];
                    tally[0] += d.lower() <= difference && difference <= d.upper() ? 1 : 0;
                    tally[1] += d.bounded() ? 0 : 1;
                    tally[2]++;
                }
            }
            return tally;
        });
        long[] sum = new long[3];
        for (long[] t : perRun) {
            for (int k = 0; k < 3; k++) {
                sum[k] += t[k];
            }
        }
        return new Result((double) sum[0] / sum[2], (double) sum[1] / sum[2], sum[2]);
    }
}
