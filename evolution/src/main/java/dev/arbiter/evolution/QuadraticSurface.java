package dev.arbiter.evolution;

import dev.arbiter.elo.EloEstimate;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.CholeskyDecomposition;
import org.apache.commons.math3.linear.DecompositionSolver;
import org.apache.commons.math3.linear.LUDecomposition;
import org.apache.commons.math3.linear.RealMatrix;

/**
 * A quadratic response surface of strength fitted to every game pair played: a joint rating of all
 * vectors constrained to {@code Elo(θ) = const + Σ b_i u_i + Σ_{i<=j} q_ij u_i u_j} in normalised
 * coordinates {@code u = (θ - centre) / halfWidth}, in the spirit of CLOP (R. Coulom, "CLOP: Confident
 * Local Optimization for Noisy Black-Box Parameter Tuning", ACG 2011).
 *
 * <p><b>Fit.</b> A pair between A and B with pair-mean score {@code x} is turned into the linearised Elo
 * observation {@code y = (x - 1/2) · 1600 / ln 10} (the logistic Elo curve has slope {@code ln 10 / 1600}
 * at equal strength, and Elo differences between tuned vectors are small), which regresses on
 * {@code φ(A) - φ(B)} with {@code φ(u) = (u_i, u_i u_j)}; the constant cancels. Ordinary least squares with a
 * tiny ridge: the normal equations {@code Σ z zᵀ}, {@code Σ z y} are accumulated per pair in O(p²),
 * {@code p = d + d(d+1)/2}, and solved on demand.
 *
 * <p><b>Optimum.</b> If the fitted Hessian is negative definite its stationary point, clamped into the
 * bounds, is returned; otherwise there is no interior maximum and {@link #optimum()} returns {@code null}.
 *
 * <p><b>Predicted difference.</b> {@link #difference} is the fitted Elo of one vector over another with its
 * ordinary least-squares standard error: {@code s² Δᵀ (ZᵀZ)⁻¹ Δ}, {@code Δ = φ(a) - φ(b)}, with the residual
 * variance {@code s² = RSS / (n - p)} of the pairs (independent, equal variance), and its interval from Student's t
 * with {@code n - p} degrees of freedom (the residual variance is estimated from that many). Estimate and interval
 * are cut to ±{@link #MAX_ELO}, the most the linearised pair scores can express. It holds under the model: the
 * error of a quadratic that does not fit the landscape is not in it.
 */
public final class QuadraticSurface {

    private static final double RIDGE = 1e-9;
    private static final double ELO_PER_SCORE = 1600 / Math.log(10);
    /**
     * The largest difference the surface can express: a pair that one side swept is the observation
     * {@code ELO_PER_SCORE / 2}, about 347 Elo. A prediction or bound beyond it (an extrapolation of the first
     * generations, whose few pairs leave the surface nearly free) says no more than "anywhere the scale reaches", so
     * every figure is cut there.
     */
    static final double MAX_ELO = ELO_PER_SCORE / 2;

    private final ParameterSpace space;
    private final int dim;
    private final int features;
    private final double[][] normal;
    private final double[] rhs;
    private long pairs;
    /** Σ y² over the pairs, for the residual variance; NaN for a surface restored without it. */
    private double sumSquares;

    /** An empty surface over the space. */
    public QuadraticSurface(ParameterSpace space) {
        this.space = space;
        this.dim = space.dimension();
        this.features = dim + dim * (dim + 1) / 2;
        this.normal = new double[features][features];
        this.rhs = new double[features];
    }

    /** A surface restored from {@link #normalMatrix()}, {@link #normalRhs()} and {@link #pairs()}. */
    public QuadraticSurface(ParameterSpace space, double[][] normal, double[] rhs, long pairs) {
        this(space);
        for (int k = 0; k < features; k++) {
            System.arraycopy(normal[k], 0, this.normal[k], 0, features);
        }
        System.arraycopy(rhs, 0, this.rhs, 0, features);
        this.pairs = pairs;
        this.sumSquares = Double.NaN;
    }

    /** Records one pair in which A scored {@code halfPoints / 2} points against B. */
    public void record(double[] a, double[] b, int halfPoints) {
        double[] z = features(a);
        double[] zb = features(b);
        for (int k = 0; k < features; k++) {
            z[k] -= zb[k];
        }
        double y = (halfPoints / 4.0 - 0.5) * ELO_PER_SCORE;
        for (int k = 0; k < features; k++) {
            if (z[k] == 0) {
                continue;
            }
            for (int m = 0; m < features; m++) {
                normal[k][m] += z[k] * z[m];
            }
            rhs[k] += z[k] * y;
        }
        sumSquares += y * y;
        pairs++;
    }

    private double[] features(double[] theta) {
        double[] u = new double[dim];
        for (int i = 0; i < dim; i++) {
            double half = (space.high(i) - space.low(i)) / 2;
            u[i] = (theta[i] - space.low(i) - half) / half;
        }
        return quadraticFeatures(u);
    }

    /** The features of a full quadratic in {@code u}: the {@code u_i}, then {@code u_i u_j} for {@code i <= j}. */
    static double[] quadraticFeatures(double[] u) {
        int d = u.length;
        double[] z = new double[d + d * (d + 1) / 2];
        System.arraycopy(u, 0, z, 0, d);
        int k = d;
        for (int i = 0; i < d; i++) {
            for (int j = i; j < d; j++) {
                z[k++] = u[i] * u[j];
            }
        }
        return z;
    }

    /** Pairs recorded. */
    public long pairs() {
        return pairs;
    }

    /** The accumulated normal matrix (a copy). */
    public double[][] normalMatrix() {
        double[][] copy = new double[features][];
        for (int k = 0; k < features; k++) {
            copy[k] = normal[k].clone();
        }
        return copy;
    }

    /** The accumulated right-hand side (a copy). */
    public double[] normalRhs() {
        return rhs.clone();
    }

    /**
     * The fitted Elo of {@code a} over {@code b} with its 95% interval and standard error under the model (see the
     * class comment), or {@code null} while there are no more pairs than coefficients, for a restored surface, or
     * when the pairs do not determine the difference.
     */
    public EloEstimate difference(double[] a, double[] b) {
        if (pairs <= features || Double.isNaN(sumSquares)) {
            return null;
        }
        double[] delta = features(a);
        double[] zb = features(b);
        for (int k = 0; k < features; k++) {
            delta[k] -= zb[k];
        }
        DecompositionSolver solver = solver();
        if (solver == null) {
            return null;
        }
        double[] beta = solver.solve(new ArrayRealVector(rhs)).toArray();
        double[] spread = solver.solve(new ArrayRealVector(delta)).toArray();
        double estimate = 0;
        double fitted = 0;
        double leverage = 0;
        for (int k = 0; k < features; k++) {
            estimate += delta[k] * beta[k];
            fitted += beta[k] * rhs[k];
            leverage += delta[k] * spread[k];
        }
        double residualVariance = Math.max(0, sumSquares - fitted) / (pairs - features);
        double stdErr = Math.sqrt(residualVariance * Math.max(0, leverage));
        if (!Double.isFinite(stdErr) || !Double.isFinite(estimate)) {
            return null;
        }
        double t = EloEstimate.critical(EloEstimate.DEFAULT_CONFIDENCE, pairs - features);
        return new EloEstimate(bounded(estimate), bounded(estimate - t * stdErr), bounded(estimate + t * stdErr), stdErr,
                EloEstimate.DEFAULT_CONFIDENCE);
    }

    /** {@code elo} within what the linearised pair scores can express, ±{@link #MAX_ELO}. */
    private static double bounded(double elo) {
        return Math.max(-MAX_ELO, Math.min(MAX_ELO, elo));
    }

    /** The solver of the normal equations with the tiny ridge, or null if they are singular. */
    private DecompositionSolver solver() {
        double[][] m = normalMatrix();
        double scale = 0;
        for (int k = 0; k < features; k++) {
            scale = Math.max(scale, m[k][k]);
        }
        for (int k = 0; k < features; k++) {
            m[k][k] += RIDGE * scale + Double.MIN_NORMAL;
        }
        DecompositionSolver solver = new LUDecomposition(new Array2DRowRealMatrix(m, false)).getSolver();
        return solver.isNonSingular() ? solver : null;
    }

    /**
     * The fitted surface's maximum inside the bounds, or {@code null} when there are fewer pairs than
     * coefficients or the fitted Hessian is not negative definite.
     */
    public double[] optimum() {
        if (pairs < features) {
            return null;
        }
        DecompositionSolver solver = solver();
        double[] beta;
        try {
            beta = solver == null ? null : solver.solve(new ArrayRealVector(rhs)).toArray();
        } catch (RuntimeException singular) {
            return null;
        }
        if (beta == null) {
            return null;
        }
        double[][] h = new double[dim][dim];
        int k = dim;
        for (int i = 0; i < dim; i++) {
            for (int j = i; j < dim; j++) {
                double q = beta[k++];
                if (i == j) {
                    h[i][i] = -2 * q;
                } else {
                    h[i][j] = -q;
                    h[j][i] = -q;
                }
            }
        }
        RealMatrix negHessian = new Array2DRowRealMatrix(h, false);
        double[] u;
        try {
            u = new CholeskyDecomposition(negHessian).getSolver()
                    .solve(new ArrayRealVector(beta, 0, dim)).toArray();
        } catch (RuntimeException notDefinite) {
            return null;
        }
        double[] theta = new double[dim];
        for (int i = 0; i < dim; i++) {
            double half = (space.high(i) - space.low(i)) / 2;
            theta[i] = space.low(i) + half + half * u[i];
        }
        return space.clampAndRound(theta);
    }
}
