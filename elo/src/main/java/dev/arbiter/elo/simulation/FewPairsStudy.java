package dev.arbiter.elo.simulation;

import dev.arbiter.elo.BradleyTerry;
import dev.arbiter.elo.ClusteredResults;
import dev.arbiter.elo.EloEstimate;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * What coverage an interval for two engines can have after very few game pairs, computed exactly (no simulation):
 * every sequence of pair outcomes is enumerated with its probability under the {@link GameModel}, for true
 * differences on a grid of ±300 Elo.
 *
 * <p>With a handful of pairs there are few possible records (5 after one pair, 15 pentanomial counts after two), so
 * the coverage of any interval that is a function of the record is, at each true difference, a sum of some of their
 * probabilities. Where no such sum lies in [94%, 96%], no non-randomised interval can cover 94-96% there; where
 * none of the sums over a range of total points does, no interval whose ends rise with the points scored can. This
 * study measures the share of true differences where that is so, and the coverage of the interval Arbiter prints
 * (its least over the grid, and its mean under the bench's spread of true differences, normal with standard
 * deviation {@code 60 √2} Elo).
 *
 * @param name  scenario name
 * @param model how the games end
 * @param pairs game pairs played (1 to 4; the share of unattainable differences is computed up to 2)
 */
public record FewPairsStudy(String name, GameModel model, int pairs) {

    private static final double LOW = 0.94;
    private static final double HIGH = 0.96;
    private static final int GRID = 301;
    private static final double RANGE = 300.0;
    private static final double PRIOR_SD = 60.0 * Math.sqrt(2.0);

    /**
     * What was computed over the grid of true differences.
     *
     * @param unattainable     share of the grid where no interval that is a function of the pentanomial counts covers
     *                         94-96% (NaN-free: 0 when not computed, for more than 2 pairs)
     * @param unattainableMonotone share where no interval monotone in the points scored does
     * @param arbiterLeast     the least coverage of Arbiter's 95% interval over the grid
     * @param leastAt          the true difference (Elo) where it is least
     * @param arbiterMost      the largest
     * @param arbiterMean      its mean under the bench's spread of true differences
     */
    public record Result(double unattainable, double unattainableMonotone, double arbiterLeast, double leastAt,
            double arbiterMost, double arbiterMean) {
    }

    /** Validates. */
    public FewPairsStudy {
        if (pairs < 1 || pairs > 4) {
            throw new IllegalArgumentException("pairs must be 1 to 4: " + pairs);
        }
    }

    /** @return the exact figures */
    public Result measure() {
        int sequences = (int) Math.pow(9, pairs);
        double[][] intervals = new double[sequences][];
        int[] total = new int[sequences];
        int[] countsClass = new int[sequences];
        Map<String, Integer> classes = new HashMap<>();
        for (int s = 0; s < sequences; s++) {
            ClusteredResults results = new ClusteredResults(2);
            int[] sums = new int[pairs];
            int rest = s;
            for (int c = 0; c < pairs; c++) {
                int outcome = rest % 9;
                rest /= 9;
                results.add(c, 0, 1, (outcome / 3) / 2.0);
                results.add(c, 0, 1, (outcome % 3) / 2.0);
                sums[c] = outcome / 3 + outcome % 3;
                total[s] += sums[c];
            }
            EloEstimate d = BradleyTerry.fit(results).difference(0, 1, EloEstimate.DEFAULT_CONFIDENCE);
            intervals[s] = new double[] {d.lower(), d.upper()};
            Arrays.sort(sums);
            countsClass[s] = classes.computeIfAbsent(Arrays.toString(sums), k -> classes.size());
        }
        PairModel pairModel = new PairModel(model);
        int unattainable = 0;
        int unattainableMonotone = 0;
        double least = 1.0;
        double leastAt = 0.0;
        double most = 0.0;
        double mean = 0.0;
        double weights = 0.0;
        for (int k = 0; k < GRID; k++) {
            double theta = -RANGE + 2.0 * RANGE * k / (GRID - 1);
            double[] game = pairModel.games(theta);
            double[] limit = new SimulatedTournament(new double[] {theta / 2, -theta / 2}, Format.ROUND_ROBIN, model, 0)
                    .limitRatings();
            double truth = limit[0] - limit[1];
            double covered = 0.0;
            double[] byClass = new double[classes.size()];
            double[] byTotal = new double[4 * pairs + 1];
            for (int s = 0; s < sequences; s++) {
                double p = 1.0;
                int rest = s;
                for (int c = 0; c < pairs; c++) {
                    p *= game[rest % 9];
                    rest /= 9;
                }
                covered += intervals[s][0] <= truth && truth <= intervals[s][1] ? p : 0.0;
                byClass[countsClass[s]] += p;
                byTotal[total[s]] += p;
            }
            if (covered < least) {
                least = covered;
                leastAt = truth;
            }
            most = Math.max(most, covered);
            double w = Math.exp(-0.5 * (theta / PRIOR_SD) * (theta / PRIOR_SD));
            mean += w * covered;
            weights += w;
            if (pairs <= 2 && !anySubsetInBand(byClass)) {
                unattainable++;
            }
            if (!anyRangeInBand(byTotal)) {
                unattainableMonotone++;
            }
        }
        return new Result(pairs <= 2 ? (double) unattainable / GRID : 0.0, (double) unattainableMonotone / GRID, least,
                leastAt, most, mean / weights);
    }

    /** Whether some set of the outcomes has a probability in [94%, 96%]. */
    private static boolean anySubsetInBand(double[] p) {
        double[] sums = new double[1 << p.length];
        for (int mask = 1; mask < sums.length; mask++) {
            int low = Integer.numberOfTrailingZeros(mask);
            sums[mask] = sums[mask & (mask - 1)] + p[low];
            if (sums[mask] >= LOW && sums[mask] <= HIGH) {
                return true;
            }
        }
        return false;
    }

    /** Whether some range of consecutive totals has a probability in [94%, 96%]. */
    private static boolean anyRangeInBand(double[] p) {
        for (int a = 0; a < p.length; a++) {
            double sum = 0.0;
            for (int b = a; b < p.length; b++) {
                sum += p[b];
                if (sum >= LOW && sum <= HIGH) {
                    return true;
                }
            }
        }
        return false;
    }
}
