package dev.arbiter.elo.simulation;

import dev.arbiter.elo.BradleyTerry;
import dev.arbiter.elo.ClusteredResults;
import dev.arbiter.elo.EloEstimate;

import java.util.SplittableRandom;

/**
 * How often the 95% interval of each engine's rating covers its true rating. Each run draws the engines'
 * strengths (normal, standard deviation {@code spread} Elo), plays {@code games} games of the schedule and fits
 * the ratings twice: with the cluster-robust covariance, whose score-type interval is what Arbiter prints
 * ({@link BradleyTerry.Fit#rating}), and with the binomial one from game counts alone (estimate ± z · se). The true rating is the limit of the fit
 * ({@link SimulatedTournament#limitRatings()}).
 *
 * @param name     scenario name
 * @param engines  number of engines
 * @param format   schedule
 * @param model    how games end
 * @param games    games per run
 * @param spread   standard deviation of the true strengths in Elo
 */
public record CoverageStudy(String name, int engines, Format format, GameModel model, int games, double spread) {

    /**
     * What was measured.
     *
     * @param coverage          fraction of (run, engine) intervals covering the truth, the printed interval
     * @param countsCoverage    the same with the binomial covariance from game counts
     * @param errorToStdErr     root mean square error over root mean square standard error (1 is exact)
     */
    public record Result(double coverage, double countsCoverage, double errorToStdErr) {
    }

    /**
     * @param runs number of runs
     * @param seed seed of the study
     * @return the measurement
     */
    public Result measure(int runs, long seed) {
        double z = EloEstimate.zTwoSided(0.95);
        double[][] perRun = Runs.map(runs, double[][]::new, run -> {
            SplittableRandom random = new SplittableRandom(Runs.seed(seed, run));
            double[] strength = new double[engines];
            for (int i = 0; i < engines; i++) {
                strength[i] = spread * random.nextGaussian();
            }
            SimulatedTournament tournament = new SimulatedTournament(strength, format, model, random.nextLong());
            double[] truth = tournament.limitRatings();
            PairwiseScoring scoring = new PairwiseScoring(new ClusteredResults(engines));
            for (int g = 0; g < games; g++) {
                scoring.add(tournament.next());
            }
            BradleyTerry.Fit robust = BradleyTerry.fit(scoring.results());
            BradleyTerry.Fit counts = BradleyTerry.fit(scoring.results().games(), scoring.results().points());
            double[] tally = new double[4];
            for (int i = 0; i < engines; i++) {
                double error = robust.elo()[i] - truth[i];
                EloEstimate printed = robust.rating(i, 0.95);
                tally[0] += printed.lower() <= truth[i] && truth[i] <= printed.upper() ? 1 : 0;
                tally[1] += Math.abs(counts.elo()[i] - truth[i]) <= z * counts.stdErr()[i] ? 1 : 0;
                tally[2] += error * error;
                tally[3] += robust.stdErr()[i] * robust.stdErr()[i];
            }
            return tally;
        });
        double[] sum = new double[4];
        for (double[] t : perRun) {
            for (int k = 0; k < 4; k++) {
                sum[k] += t[k];
            }
        }
        double intervals = (double) runs * engines;
        return new Result(sum[0] / intervals, sum[1] / intervals, Math.sqrt(sum[2] / sum[3]));
    }
}
