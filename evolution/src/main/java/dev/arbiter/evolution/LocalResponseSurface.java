package dev.arbiter.evolution;

import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.DecompositionSolver;
import org.apache.commons.math3.linear.LUDecomposition;

import java.util.ArrayList;
import java.util.List;

/**
 * A local quadratic response surface of strength fitted to the results of every DE duel, and the vector it
 * proposes: the maximum of the fit inside a trust region around the population.
 *
 * <p><b>Model.</b> Response surface methodology (G. E. P. Box &amp; K. B. Wilson, "On the Experimental Attainment
 * of Optimum Conditions", JRSS B 13, 1951) fitted to game results as in CLOP (R. Coulom, "CLOP: Confident Local
 * Optimization for Noisy Black-Box Parameter Tuning", ACG 2011): {@code Elo(θ) = const + bᵀu + ½ uᵀHu} in
 * coordinates {@code u = (θ - centre) / scale} around the population's centre, scaled by its spread. A duel
 * between A and B whose pairs scored A a mean {@code x} per pair is the linearised Elo observation
 * {@code y = (x - ½) · 1600 / ln 10} (exact to first order at the small differences of tuned vectors) on
 * {@code φ(A) - φ(B)}; the constant cancels. Weighted least squares, each duel weighted by its pairs times a
 * Gaussian locality kernel {@code exp(-½ |(m - centre) / (bandwidth · spread)|²)} of its midpoint {@code m}, as
 * CLOP weights its samples towards the region it believes best: far from the population a quadratic is biased
 * (a far start's early duels describe another part of the landscape), so they count for little.
 *
 * <p><b>Proposal.</b> The fitted surface is maximised in the box {@code centre ± radius · spread} (intersected with
 * the bounds) by exact coordinate ascent: each coordinate in turn is set to the maximum of its one-dimensional
 * quadratic in its interval (an end point where the curvature is not negative). Within the box this is a
 * trust-region step (Conn, Gould &amp; Toint, <i>Trust-Region Methods</i>, 2000): a misfitted or saddle-shaped
 * surface can move the proposal at most to the edge of the population's own spread, never onto the bounds.
 *
 * <p><b>Memory.</b> Duels of the most recent generations only ({@link #forgetBefore}), so a run's state stays
 * bounded; the kernel gives old, far duels little weight anyway.
 */
public final class LocalResponseSurface {

    private static final double ELO_PER_SCORE = 1600 / Math.log(10);
    private static final double RIDGE = 1e-9;
    private static final int SWEEPS = 200;

    /**
     * One finished duel.
     *
     * @param a          the trial
     * @param b          its target
     * @param score      A's mean points per pair, in [0, 1]
     * @param pairs      pairs the duel counted
     * @param generation the generation the duel belongs to
     */
    public record Duel(double[] a, double[] b, double score, long pairs, int generation) {
    }

    private final List<Duel> duels;

    /** An empty surface. */
    public LocalResponseSurface() {
        this.duels = new ArrayList<>();
    }

    /** A surface restored from {@link #duels()} ({@code null}: none). */
    public LocalResponseSurface(List<Duel> duels) {
        this.duels = duels == null ? new ArrayList<>() : new ArrayList<>(duels);
    }

    /** Records a finished duel. */
    public void add(Duel duel) {
        duels.add(duel);
    }

    /** Forgets the duels of generations before {@code generation}. */
    public void forgetBefore(int generation) {
        duels.removeIf(d -> d.generation() < generation);
    }

    /** The duels remembered, oldest first (a copy of the list, for checkpoints). */
    public List<Duel> duels() {
        return new ArrayList<>(duels);
    }

    /**
     * The maximum of the surface fitted around {@code centre}, inside {@code centre ± radius · spread} and the bounds;
     * {@code null} when the remembered duels do not determine the fit.
     *
     * @param space     bounds and integer flags (the result is rounded and clamped)
     * @param centre    centre of the fit and of the trust region
     * @param spread    per-coordinate scale (positive), e.g. the population's standard deviation
     * @param bandwidth kernel width in units of {@code spread}
     * @param radius    half-width of the trust region in units of {@code spread}
     * @param interactions whether the surface has the cross terms {@code u_i u_j}, {@code i != j} (without them it is
     *                  separable: {@code 2d} coefficients instead of {@code d + d(d+1)/2})
     */
    public double[] propose(ParameterSpace space, double[] centre, double[] spread, double bandwidth, double radius,
                            boolean interactions) {
        int d = centre.length;
        int[] terms = terms(d, interactions);
        int p = terms.length;
        double[][] normal = new double[p][p];
        double[] rhs = new double[p];
        for (Duel duel : duels) {
            double e = 0;
            for (int i = 0; i < d; i++) {
                double m = ((duel.a()[i] + duel.b()[i]) / 2 - centre[i]) / (bandwidth * spread[i]);
                e += m * m;
            }
            double w = Math.exp(-0.5 * e) * duel.pairs();
            if (w < 1e-12) {
                continue;
            }
            double[] za = QuadraticSurface.quadraticFeatures(local(duel.a(), centre, spread));
            double[] zb = QuadraticSurface.quadraticFeatures(local(duel.b(), centre, spread));
            double y = (duel.score() - 0.5) * ELO_PER_SCORE;
            double[] z = new double[p];
            for (int k = 0; k < p; k++) {
                z[k] = za[terms[k]] - zb[terms[k]];
            }
            for (int k = 0; k < p; k++) {
                rhs[k] += w * z[k] * y;
                for (int m = 0; m < p; m++) {
                    normal[k][m] += w * z[k] * z[m];
                }
            }
        }
        double[] fitted = solve(normal, rhs);
        if (fitted == null) {
            return null;
        }
        double[] beta = new double[d + d * (d + 1) / 2];
        for (int k = 0; k < p; k++) {
            beta[terms[k]] = fitted[k];
        }
        double[] u = maximise(beta, d, trustBox(space, centre, spread, radius, -1), trustBox(space, centre, spread, radius, 1));
        double[] theta = new double[d];
        for (int i = 0; i < d; i++) {
            theta[i] = centre[i] + spread[i] * u[i];
        }
        return space.clampAndRound(theta);
    }

    /**
     * Indices into {@link QuadraticSurface#quadraticFeatures} of the terms fitted: all of them, or without
     * interactions the linear terms and the squares.
     */
    private static int[] terms(int d, boolean interactions) {
        int all = d + d * (d + 1) / 2;
        int[] terms = new int[interactions ? all : 2 * d];
        int n = 0;
        int k = 0;
        for (; k < d; k++) {
            terms[n++] = k;
        }
        for (int i = 0; i < d; i++) {
            for (int j = i; j < d; j++, k++) {
                if (interactions || i == j) {
                    terms[n++] = k;
                }
            }
        }
        return terms;
    }

    private static double[] local(double[] theta, double[] centre, double[] spread) {
        double[] u = new double[theta.length];
        for (int i = 0; i < theta.length; i++) {
            u[i] = (theta[i] - centre[i]) / spread[i];
        }
        return u;
    }

    /** The trust region's lower ({@code side -1}) or upper ({@code +1}) ends in local coordinates. */
    private static double[] trustBox(ParameterSpace space, double[] centre, double[] spread, double radius, int side) {
        double[] end = new double[centre.length];
        for (int i = 0; i < centre.length; i++) {
            end[i] = side < 0 ? Math.max(-radius, (space.low(i) - centre[i]) / spread[i])
                    : Math.min(radius, (space.high(i) - centre[i]) / spread[i]);
        }
        return end;
    }

    /** Solves the normal equations with a tiny ridge; {@code null} if they are empty or singular. */
    private static double[] solve(double[][] normal, double[] rhs) {
        int p = rhs.length;
        double scale = 0;
        for (int k = 0; k < p; k++) {
            scale = Math.max(scale, normal[k][k]);
        }
        if (scale == 0) {
            return null;
        }
        for (int k = 0; k < p; k++) {
            normal[k][k] += RIDGE * scale + Double.MIN_NORMAL;
        }
        DecompositionSolver solver = new LUDecomposition(new Array2DRowRealMatrix(normal, false)).getSolver();
        return solver.isNonSingular() ? solver.solve(new ArrayRealVector(rhs, false)).toArray() : null;
    }

    /** Coordinate ascent on {@code bᵀu + ½ uᵀHu} in the box, from the box point nearest the centre. */
    private static double[] maximise(double[] beta, int d, double[] low, double[] high) {
        double[][] h = new double[d][d];
        int k = d;
        for (int i = 0; i < d; i++) {
            for (int j = i; j < d; j++) {
                double q = beta[k++];
                h[i][j] = i == j ? 2 * q : q;
                h[j][i] = h[i][j];
            }
        }
        double[] u = new double[d];
        for (int i = 0; i < d; i++) {
            u[i] = Math.max(low[i], Math.min(high[i], 0));
        }
        for (int sweep = 0; sweep < SWEEPS; sweep++) {
            double change = 0;
            for (int i = 0; i < d; i++) {
                double slope = beta[i];
                for (int j = 0; j < d; j++) {
                    if (j != i) {
                        slope += h[i][j] * u[j];
                    }
                }
                double curvature = h[i][i];
                double best;
                if (curvature < 0) {
                    best = Math.max(low[i], Math.min(high[i], -slope / curvature));
                } else {
                    double atHigh = slope * high[i] + 0.5 * curvature * high[i] * high[i];
                    double atLow = slope * low[i] + 0.5 * curvature * low[i] * low[i];
                    best = atHigh >= atLow ? high[i] : low[i];
                }
                change = Math.max(change, Math.abs(best - u[i]));
                u[i] = best;
            }
            if (change < 1e-9) {
                break;
            }
        }
        return u;
    }
}
