package dev.arbiter.elo;

import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.DecompositionSolver;
import org.apache.commons.math3.linear.LUDecomposition;
import org.apache.commons.math3.linear.RealMatrix;

import java.util.Arrays;

/**
 * Joint maximum-likelihood Bradley–Terry fit of N players on the Elo scale.
 *
 * <p><b>Model.</b> Player {@code i} has a strength {@code r_i} (natural-log units) and scores against
 * {@code j} with expectation {@code σ(r_i - r_j) = 1 / (1 + e^(r_j - r_i))} (Bradley &amp; Terry, 1952;
 * Zermelo, 1929). A draw counts as half a win, so with {@code p_ij} the points of {@code i} against
 * {@code j} and {@code g_ij} their games, the log-likelihood is
 * <pre>  ℓ(r) = Σ_{i&lt;j} [ p_ij log σ(r_i - r_j) + p_ji log σ(r_j - r_i) ].</pre>
 * Ratings are reported in Elo, {@code elo_i = r_i · 400 / ln 10}, with {@code Σ elo_i = 0}.
 *
 * <p><b>Prior.</b> To keep the fit finite when a player has all wins, all losses or no games (or when
 * the comparison graph is disconnected), every player is given {@code priorGames} virtual games
 * drawn against the field: each pair {@code (i, j)} receives {@code priorGames / (N - 1)} virtual
 * games with half the points to each side. This is a weak shrinkage towards equal strength that
 * keeps ℓ strictly concave on the mean-0 subspace; the default is {@link #DEFAULT_PRIOR_GAMES}.
 * With {@code priorGames = 0} the plain MLE is computed, which exists only if the directed
 * "scored at least something against" graph is strongly connected (Ford, 1957); otherwise an
 * {@link IllegalArgumentException} is thrown.
 *
 * <p><b>Algorithm.</b> Damped Newton–Raphson on ℓ. The gradient is
 * {@code ∂ℓ/∂r_i = Σ_j (p_ij - g_ij σ_ij)} and the Fisher information (equal to the negative Hessian,
 * which does not depend on the outcomes) is {@code I_ii = Σ_j g_ij σ_ij (1 - σ_ij)},
 * {@code I_ij = -g_ij σ_ij (1 - σ_ij)}. {@code I} is singular along the all-ones vector {@code 1};
 * each step solves {@code (I + 11ᵀ/N) Δ = ∇ℓ}, which keeps {@code Σ r_i = 0}, and halves the step
 * until ℓ does not decrease.
 *
 * <p><b>Errors.</b> Under the mean-0 constraint the asymptotic covariance is the Moore–Penrose inverse
 * of the information, {@code Σ = (I + 11ᵀ/N)^-1 - 11ᵀ/N} (evaluated at the fit, prior included),
 * scaled by {@code (400 / ln 10)²} to Elo². The standard error of a difference is
 * {@code sqrt(Σ_ii + Σ_jj - 2 Σ_ij)}.
 */
public final class BradleyTerry {

    /** Default strength of the prior: total virtual drawn games per player against the field. */
    public static final double DEFAULT_PRIOR_GAMES = 0.5;

    private static final int MAX_ITERATIONS = 200;
    private static final double TOLERANCE = 1e-12;

    private BradleyTerry() {
    }

    /**
     * Joint maximum-likelihood fit with the default prior ({@link #DEFAULT_PRIOR_GAMES}).
     *
     * @param games  {@code games[i][j]} = games between {@code i} and {@code j} (symmetric, diagonal ignored)
     * @param points {@code points[i][j]} = points {@code i} scored against {@code j} (win 1, draw 0.5);
     *               {@code points[i][j] + points[j][i] = games[i][j]}
     * @return the fit; never contains NaN or infinities
     */
    public static Fit fit(double[][] games, double[][] points) {
        return fit(games, points, DEFAULT_PRIOR_GAMES);
    }

    /**
     * Joint maximum-likelihood fit with an explicit prior strength.
     *
     * @param games      symmetric game counts
     * @param points     points scored, {@code points[i][j] + points[j][i] = games[i][j]}
     * @param priorGames total virtual drawn games per player against the field (&gt;= 0); 0 gives the plain MLE
     * @return the fit
     * @throws IllegalArgumentException on inconsistent input, or if {@code priorGames = 0} and the MLE does not exist
     */
    public static Fit fit(double[][] games, double[][] points, double priorGames) {
        int n = validate(games, points);
        if (!(priorGames >= 0.0) || Double.isInfinite(priorGames)) {
            throw new IllegalArgumentException("priorGames must be finite and >= 0: " + priorGames);
        }
        if (n == 0) {
            return new Fit(new double[0], new double[0], new double[0][0]);
        }
        if (n == 1) {
            return new Fit(new double[1], new double[1], new double[1][1]);
        }
        double[][] g = new double[n][n];
        double[][] p = new double[n][n];
        double virtual = priorGames / (n - 1);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i != j) {
                    g[i][j] = games[i][j] + virtual;
                    p[i][j] = points[i][j] + virtual / 2.0;
                }
            }
        }
        if (priorGames == 0.0 && !stronglyConnected(p)) {
            throw new IllegalArgumentException("Bradley-Terry MLE does not exist (a group of players won or lost"
                    + " every game against the rest, or had none); use a positive prior");
        }
        double[] r = new double[n];
        double ll = logLikelihood(p, r);
        for (int iter = 0; iter < MAX_ITERATIONS; iter++) {
            double[] grad = gradient(g, p, r);
            double[] step = solver(g, r).solve(new ArrayRealVector(grad, false)).toArray();
            double t = 1.0;
            double[] next = new double[n];
            double nextLl;
            while (true) {
                for (int i = 0; i < n; i++) {
                    next[i] = r[i] + t * step[i];
                }
                nextLl = logLikelihood(p, next);
                if (nextLl >= ll - 1e-12 * Math.abs(ll) || t < 1e-10) {
                    break;
                }
                t /= 2.0;
            }
            double maxStep = 0.0;
            for (int i = 0; i < n; i++) {
                maxStep = Math.max(maxStep, Math.abs(next[i] - r[i]));
            }
            r = next;
            ll = nextLl;
            if (maxStep < TOLERANCE) {
                break;
            }
        }
        center(r);
        RealMatrix inverse = solver(g, r).getInverse();
        double scale2 = Elo.SCALE * Elo.SCALE;
        double[][] cov = new double[n][n];
        double[] elo = new double[n];
        double[] stdErr = new double[n];
        for (int i = 0; i < n; i++) {
            elo[i] = r[i] * Elo.SCALE;
            for (int j = 0; j < n; j++) {
                cov[i][j] = (inverse.getEntry(i, j) - 1.0 / n) * scale2;
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                double sym = (cov[i][j] + cov[j][i]) / 2.0;
                cov[i][j] = sym;
                cov[j][i] = sym;
            }
            stdErr[i] = Math.sqrt(Math.max(0.0, cov[i][i]));
        }
        for (int i = 0; i < n; i++) {
            if (!Double.isFinite(elo[i]) || !Double.isFinite(stdErr[i])) {
                throw new IllegalStateException("Bradley-Terry fit did not produce finite ratings");
            }
        }
        return new Fit(elo, stdErr, cov);
    }

    private static int validate(double[][] games, double[][] points) {
        if (games == null || points == null || games.length != points.length) {
            throw new IllegalArgumentException("games and points must be square matrices of the same size");
        }
        int n = games.length;
        for (int i = 0; i < n; i++) {
            if (games[i].length != n || points[i].length != n) {
                throw new IllegalArgumentException("games and points must be " + n + "x" + n);
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i == j) {
                    continue;
                }
                double gij = games[i][j];
                double pij = points[i][j];
                if (!(gij >= 0.0) || Double.isInfinite(gij) || !(pij >= 0.0) || Double.isInfinite(pij)) {
                    throw new IllegalArgumentException("games and points must be finite and >= 0 at [" + i + "][" + j + "]");
                }
                double tol = 1e-9 * Math.max(1.0, gij);
                if (Math.abs(gij - games[j][i]) > tol) {
                    throw new IllegalArgumentException("games must be symmetric at [" + i + "][" + j + "]");
                }
                if (Math.abs(pij + points[j][i] - gij) > tol) {
                    throw new IllegalArgumentException("points[" + i + "][" + j + "] + points[" + j + "][" + i
                            + "] must equal games[" + i + "][" + j + "]");
                }
            }
        }
        return n;
    }

    private static double sigmoid(double x) {
        return x >= 0 ? 1.0 / (1.0 + Math.exp(-x)) : Math.exp(x) / (1.0 + Math.exp(x));
    }

    /** {@code log σ(x)} computed without overflow: {@code -log(1 + e^-x)}. */
    private static double logSigmoid(double x) {
        return x >= 0 ? -Math.log1p(Math.exp(-x)) : x - Math.log1p(Math.exp(x));
    }

    private static double logLikelihood(double[][] p, double[] r) {
        double ll = 0.0;
        for (int i = 0; i < r.length; i++) {
            for (int j = 0; j < r.length; j++) {
                if (i != j && p[i][j] > 0.0) {
                    ll += p[i][j] * logSigmoid(r[i] - r[j]);
                }
            }
        }
        return ll;
    }

    private static double[] gradient(double[][] g, double[][] p, double[] r) {
        int n = r.length;
        double[] grad = new double[n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i != j) {
                    grad[i] += p[i][j] - g[i][j] * sigmoid(r[i] - r[j]);
                }
            }
        }
        return grad;
    }

    /** Solver for {@code I + 11ᵀ/N}, the information matrix made regular along the all-ones direction. */
    private static DecompositionSolver solver(double[][] g, double[] r) {
        int n = r.length;
        double[][] m = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                double s = sigmoid(r[i] - r[j]);
                double w = g[i][j] * s * (1.0 - s);
                m[i][j] -= w;
                m[j][i] -= w;
                m[i][i] += w;
                m[j][j] += w;
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                m[i][j] += 1.0 / n;
            }
        }
        return new LUDecomposition(new Array2DRowRealMatrix(m, false), 0.0).getSolver();
    }

    private static void center(double[] r) {
        double mean = Arrays.stream(r).average().orElse(0.0);
        for (int i = 0; i < r.length; i++) {
            r[i] -= mean;
        }
    }

    /** Strong connectivity of the directed graph with an edge i -&gt; j when i scored points against j. */
    private static boolean stronglyConnected(double[][] p) {
        int n = p.length;
        return reachesAll(p, n, false) && reachesAll(p, n, true);
    }

    private static boolean reachesAll(double[][] p, int n, boolean reversed) {
        boolean[] seen = new boolean[n];
        int[] stack = new int[n];
        int top = 0;
        stack[top++] = 0;
        seen[0] = true;
        int count = 1;
        while (top > 0) {
            int i = stack[--top];
            for (int j = 0; j < n; j++) {
                double w = reversed ? p[j][i] : p[i][j];
                if (j != i && !seen[j] && w > 0.0) {
                    seen[j] = true;
                    stack[top++] = j;
                    count++;
                }
            }
        }
        return count == n;
    }

    /**
     * Result of a Bradley–Terry fit.
     *
     * @param elo        ratings in Elo, mean 0 over players
     * @param stdErr     standard error of each rating, {@code sqrt(covariance[i][i])}
     * @param covariance covariance of the ratings in Elo² under the mean-0 constraint
     *                   (Moore–Penrose inverse of the Fisher information)
     */
    public record Fit(double[] elo, double[] stdErr, double[][] covariance) {

        /** @return the number of players */
        public int size() {
            return elo.length;
        }

        /**
         * Estimated Elo advantage of {@code i} over {@code j}.
         *
         * @param i first player
         * @param j second player
         * @return {@code elo[i] - elo[j]}
         */
        public double diff(int i, int j) {
            return elo[i] - elo[j];
        }

        /**
         * Standard error of {@code elo[i] - elo[j]}: {@code sqrt(Σ_ii + Σ_jj - 2 Σ_ij)}.
         *
         * @param i first player
         * @param j second player
         * @return the standard error in Elo (0 when {@code i == j})
         */
        public double diffStdErr(int i, int j) {
            double v = covariance[i][i] + covariance[j][j] - 2.0 * covariance[i][j];
            return Math.sqrt(Math.max(0.0, v));
        }
    }
}
