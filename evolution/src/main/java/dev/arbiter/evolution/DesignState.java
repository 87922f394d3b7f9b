package dev.arbiter.evolution;

import java.util.Arrays;
import java.util.List;

/**
 * The state of {@link DifferentialEvolution}'s refinement stage ({@link RootDesign}) as plain data, for checkpoints.
 *
 * @param fit         the regression's sufficient statistics
 * @param centre      the estimate the pairs are centred on, normalised to [0, 1] per parameter
 * @param start       where the stage started (the centre of the location prior), normalised
 * @param root        the fit's last root, normalised ({@code null} before the first)
 * @param outstanding the pairs handed out and not reported, in order
 * @param narrowing   per parameter, the fraction of the full half-width and jitter the pairs get ({@code null} while
 *                    every parameter has its full width, as in checkpoints written before the pairs narrowed)
 * @param steps       the caps on the centre's moves ({@code null} in checkpoints written before they existed: full
 *                    caps, no move yet)
 */
public record DesignState(Fit fit, double[] centre, double[] start, double[] root, List<Probe> outstanding,
                          double[] narrowing, Steps steps) {

    /**
     * The least-squares fit's sufficient statistics.
     *
     * @param normal lower triangle of the normal matrix {@code Σ f fᵀ}
     * @param rhs    {@code Σ f y}
     * @param pairs  pairs recorded
     * @param sumY   sum of the pairs' Elo observations
     * @param sumYY  sum of their squares
     */
    public record Fit(double[][] normal, double[] rhs, long pairs, double sumY, double sumYY) {
    }

    /**
     * The caps on the centre's moves ({@link StepCaps}).
     *
     * @param caps per parameter, the largest move at the next solve, normalised
     * @param last per parameter, the last move that was not zero (0 before any)
     */
    public record Steps(double[] caps, double[] last) {
    }

    /**
     * A pair handed out.
     *
     * @param id request id
     * @param a  vector A
     * @param b  vector B
     */
    public record Probe(long id, double[] a, double[] b) {
    }

    static double[][] copy(double[][] m) {
        return Arrays.stream(m).map(double[]::clone).toArray(double[][]::new);
    }
}
