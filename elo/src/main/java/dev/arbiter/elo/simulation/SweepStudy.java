package dev.arbiter.elo.simulation;

import dev.arbiter.elo.BradleyTerry;
import dev.arbiter.elo.ClusteredResults;
import dev.arbiter.elo.LeaderTest;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * How many games the threshold rule needs to stop for a leader that wins every game: engine 0 wins all its games;
 * the others, of equal strength, play each other with {@code draws} draws (independent games). The rule is checked
 * after every game in schedule order ({@link Format#ROUND_ROBIN}: seat-swapped pairs, every pairing in turn), as
 * Arbiter checks it.
 *
 * @param name       scenario name
 * @param engines    number of engines
 * @param threshold  the required lead T in Elo
 * @param confidence the overall confidence c
 * @param budget     games at most
 */
public record SweepStudy(String name, int engines, double threshold, double confidence, int budget) {

    /**
     * @param runs number of runs (the games among the others differ from run to run; with two engines every run is
     *             the same)
     * @param seed seed of the study
     * @return the mean games to stop (the budget for a run that did not), and the largest
     */
    public double[] measure(int runs, long seed) {
        long[][] perRun = Runs.map(runs, long[][]::new, run -> {
            SplittableRandom random = new SplittableRandom(Runs.seed(seed, run));
            java.util.List<Format.Seating> round = Format.ROUND_ROBIN.round(engines);
            ClusteredResults results = new ClusteredResults(engines);
            BradleyTerry.Fit fit = null;
            for (int g = 0; g < budget; g++) {
                Format.Seating seating = round.get(g % round.size());
                int a = seating.seats()[0];
                int b = seating.seats()[1];
                double u = random.nextDouble();
                double points = a == 0 ? 1.0 : b == 0 ? 0.0 : u < 0.3 ? 0.5 : u < 0.65 ? 1.0 : 0.0;
                results.add(((long) (g / round.size()) << 32) | seating.pairing(), a, b, points);
                fit = BradleyTerry.fit(results, BradleyTerry.DEFAULT_PRIOR_GAMES, fit);
                if (LeaderTest.holds(fit, threshold, confidence)) {
                    return new long[] {g + 1};
                }
            }
            return new long[] {budget};
        });
        double mean = Arrays.stream(perRun).mapToLong(r -> r[0]).average().orElse(0);
        double max = Arrays.stream(perRun).mapToLong(r -> r[0]).max().orElse(0);
        return new double[] {mean, max};
    }
}
