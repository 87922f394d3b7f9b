package dev.arbiter.report;

import org.apache.commons.statistics.descriptive.Quantile;

import java.util.Arrays;

/**
 * A growing list of numbers (per-move times, nodes or depths of one engine), with its quantiles. Stored as floats
 * (seven significant digits, more than a plot or a table shows): a run of a million moves per engine costs 4 MB.
 */
final class Samples {

    private float[] values = new float[256];
    private int size;

    /** Adds one value. */
    void add(double value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, 2 * size);
        }
        values[size++] = (float) value;
    }

    /** Number of values. */
    int size() {
        return size;
    }

    /** The quantiles {@code p} (Hyndman-Fan type 8, Commons Statistics' default); NaN for an empty list. */
    double[] quantiles(double... p) {
        if (size == 0) {
            double[] nan = new double[p.length];
            Arrays.fill(nan, Double.NaN);
            return nan;
        }
        double[] copy = new double[size];
        for (int i = 0; i < size; i++) {
            copy[i] = values[i];
        }
        return Quantile.withDefaults().withCopy(false).evaluate(copy, p);
    }

    /** The mean; NaN for an empty list. */
    double mean() {
        double sum = 0;
        for (int i = 0; i < size; i++) {
            sum += values[i];
        }
        return size == 0 ? Double.NaN : sum / size;
    }

    /** The smallest value; NaN for an empty list. */
    double min() {
        double min = Double.POSITIVE_INFINITY;
        for (int i = 0; i < size; i++) {
            min = Math.min(min, values[i]);
        }
        return size == 0 ? Double.NaN : min;
    }

    /** The largest value; NaN for an empty list. */
    double max() {
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < size; i++) {
            max = Math.max(max, values[i]);
        }
        return size == 0 ? Double.NaN : max;
    }

    /**
     * The share of values (%) in each of {@code edges.length - 1} bins {@code [edges[k], edges[k+1])}, the last bin
     * closed.
     */
    double[] histogram(double[] edges) {
        double[] share = new double[edges.length - 1];
        for (int i = 0; i < size; i++) {
            int k = Arrays.binarySearch(edges, values[i]);
            int bin = k >= 0 ? Math.min(k, share.length - 1) : -k - 2;
            if (bin >= 0 && bin < share.length) {
                share[bin]++;
            }
        }
        for (int k = 0; k < share.length; k++) {
            share[k] = size == 0 ? 0 : 100 * share[k] / size;
        }
        return share;
    }
}
