package dev.arbiter.cli;

import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.interval.ConfidenceInterval;
import org.apache.commons.math3.stat.interval.WilsonScoreInterval;

/**
 * What {@code arbiter nodes} reports for one searcher at one depth over a set of positions: the mean number of
 * nodes with its 95% Student-t interval, the geometric mean of the per-position ratio to the reference searcher
 * (a t interval on the logarithms, since tree sizes are spread over orders of magnitude), and the share of
 * positions where it chose the reference's action (Wilson's score interval).
 *
 * @param positions positions searched
 * @param mean      mean nodes with its 95% interval
 * @param ratio     geometric mean of nodes / the reference's nodes with its 95% interval
 * @param same      positions where the chosen action equals the reference's
 * @param sameShare the share {@code same / positions} with its 95% interval
 */
record TreeSizeSummary(int positions, Estimate mean, Estimate ratio, int same, Estimate sameShare) {

    /**
     * A figure with its 95% interval.
     *
     * @param value the figure
     * @param low   the interval's low end
     * @param high  the interval's high end
     */
    record Estimate(double value, double low, double high) {
    }

    private static final double CONFIDENCE = 0.95;

    /**
     * Summarises {@code nodes[i]} against {@code referenceNodes[i]}; {@code same[i]} tells whether the actions
     * agreed at position {@code i}.
     */
    static TreeSizeSummary of(long[] nodes, long[] referenceNodes, boolean[] same) {
        int n = nodes.length;
        double[] values = new double[n];
        double[] logRatios = new double[n];
        int agreed = 0;
        for (int i = 0; i < n; i++) {
            values[i] = nodes[i];
            logRatios[i] = Math.log(Math.max(1, nodes[i])) - Math.log(Math.max(1, referenceNodes[i]));
            agreed += same[i] ? 1 : 0;
        }
        double[] mean = meanInterval(values);
        double[] log = meanInterval(logRatios);
        ConfidenceInterval share = n == 0 ? new ConfidenceInterval(0, 1, CONFIDENCE)
                : new WilsonScoreInterval().createInterval(n, agreed, CONFIDENCE);
        return new TreeSizeSummary(n, new Estimate(mean[0], mean[1], mean[2]),
                new Estimate(Math.exp(log[0]), Math.exp(log[1]), Math.exp(log[2])), agreed,
                new Estimate(n == 0 ? 0 : (double) agreed / n, share.getLowerBound(), share.getUpperBound()));
    }

    /** Mean, low and high end of its Student-t interval (the mean itself at both ends for fewer than 2). */
    private static double[] meanInterval(double[] x) {
        int n = x.length;
        double sum = 0;
        for (double v : x) {
            sum += v;
        }
        double mean = n == 0 ? Double.NaN : sum / n;
        if (n < 2) {
            return new double[] {mean, mean, mean};
        }
        double squares = 0;
        for (double v : x) {
            squares += (v - mean) * (v - mean);
        }
        double halfWidth = new TDistribution(n - 1).inverseCumulativeProbability(0.5 + CONFIDENCE / 2)
                * Math.sqrt(squares / (n - 1) / n);
        return new double[] {mean, mean - halfWidth, mean + halfWidth};
    }
}
