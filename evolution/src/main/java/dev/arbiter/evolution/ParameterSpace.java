package dev.arbiter.evolution;

import org.apache.commons.rng.UniformRandomProvider;

import java.util.Arrays;

/**
 * Box bounds of the tuned parameters and which of them are integers.
 *
 * @param min     lower bounds (inclusive)
 * @param max     upper bounds (inclusive), {@code max[i] > min[i]}
 * @param integer which parameters take integer values only
 */
public record ParameterSpace(double[] min, double[] max, boolean[] integer) {

    /** Validates and copies. */
    public ParameterSpace {
        if (min.length != max.length || min.length != integer.length || min.length == 0) {
            throw new IllegalArgumentException("min, max and integer must have the same, non-zero length");
        }
        for (int i = 0; i < min.length; i++) {
            if (!(max[i] > min[i])) {
                throw new IllegalArgumentException("parameter " + i + ": max must exceed min");
            }
            if (integer[i] && Math.floor(max[i]) < Math.ceil(min[i]) + 1) {
                throw new IllegalArgumentException("integer parameter " + i + " needs at least two values");
            }
        }
        min = min.clone();
        max = max.clone();
        integer = integer.clone();
    }

    /** All-continuous space with the same bounds for every one of {@code dimension} parameters. */
    public static ParameterSpace uniform(int dimension, double min, double max) {
        double[] lo = new double[dimension];
        double[] hi = new double[dimension];
        Arrays.fill(lo, min);
        Arrays.fill(hi, max);
        return new ParameterSpace(lo, hi, new boolean[dimension]);
    }

    /** Number of parameters. */
    public int dimension() {
        return min.length;
    }

    @Override
    public double[] min() {
        return min.clone();
    }

    @Override
    public double[] max() {
        return max.clone();
    }

    @Override
    public boolean[] integer() {
        return integer.clone();
    }

    /** Width of parameter {@code i}'s range. */
    public double width(int i) {
        return max[i] - min[i];
    }

    /** Whether parameter {@code i} is an integer. */
    public boolean isInteger(int i) {
        return integer[i];
    }

    /** Lowest legal value of parameter {@code i} (rounded up for integers). */
    public double low(int i) {
        return integer[i] ? Math.ceil(min[i]) : min[i];
    }

    /** Highest legal value of parameter {@code i} (rounded down for integers). */
    public double high(int i) {
        return integer[i] ? Math.floor(max[i]) : max[i];
    }

    /** Clamps into the bounds and rounds integer parameters, in place; returns {@code v}. */
    public double[] clampAndRound(double[] v) {
        for (int i = 0; i < v.length; i++) {
            double x = integer[i] ? Math.rint(v[i]) : v[i];
            v[i] = Math.max(low(i), Math.min(high(i), x));
        }
        return v;
    }

    /**
     * Makes a DE trial legal, in place, relative to the target it will play.
     *
     * <p><b>Bound repair: midpoint to the target.</b> A coordinate below {@code min} becomes
     * {@code (min + target) / 2}, one above {@code max} becomes {@code (max + target) / 2} (Price, Storn
     * &amp; Lampinen, <i>Differential Evolution</i>, 2005, §4.4 "bounce-back"-style midpoint repair).
     * Unlike clamping it keeps trials off the faces of the box and keeps the population diverse.
     *
     * <p><b>Integers.</b> Integer coordinates are then rounded (half to even) and clamped. If rounding
     * makes the trial an exact copy of the target, one integer coordinate, chosen at random, is nudged
     * by one step in the direction the unrounded trial pointed (a random direction if it pointed
     * nowhere), reversed when that would leave the bounds — so a trial never plays as a copy of its target.
     *
     * @param trial  the mutated/crossed vector, repaired in place
     * @param target the target it replaces if it wins (legal)
     * @param rng    source for the nudge choice
     * @return {@code trial}
     */
    public double[] repair(double[] trial, double[] target, UniformRandomProvider rng) {
        double[] raw = trial.clone();
        for (int i = 0; i < trial.length; i++) {
            if (trial[i] < min[i]) {
                trial[i] = (min[i] + target[i]) / 2;
            } else if (trial[i] > max[i]) {
                trial[i] = (max[i] + target[i]) / 2;
            }
        }
        clampAndRound(trial);
        if (!Arrays.equals(trial, target)) {
            return trial;
        }
        int integers = 0;
        for (boolean b : integer) {
            integers += b ? 1 : 0;
        }
        if (integers == 0) {
            return trial;
        }
        int pick = rng.nextInt(integers);
        int j = 0;
        for (int i = 0; i < integer.length; i++) {
            if (integer[i] && pick-- == 0) {
                j = i;
                break;
            }
        }
        double direction = Math.signum(raw[j] - target[j]);
        if (direction == 0) {
            direction = rng.nextBoolean() ? 1 : -1;
        }
        double moved = target[j] + direction;
        if (moved < low(j) || moved > high(j)) {
            moved = target[j] - direction;
        }
        trial[j] = moved;
        return trial;
    }
}
