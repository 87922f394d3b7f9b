package dev.arbiter.elo;


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
 * <p><b>Errors from game counts alone</b> ({@link #fit(double[][], double[][], double)}). The asymptotic
 * covariance under the mean-0 constraint is the Moore–Penrose inverse of the information,
 * {@code Σ = (I + 11ᵀ/N)^-1 - 11ᵀ/N} (evaluated at the fit, prior included), scaled by
 * {@code (400 / ln 10)²} to Elo². It takes every result for an independent binomial trial; with draws (a
 * game's score variance is about {@code (1 - draw rate)} times the binomial one) it is too wide, and with
 * dependent results (one-player rounds, many-seat games) it can be too narrow. Kept for callers that only
 * have totals (the tuner's ledger).
 *
 * <p><b>Errors from clustered results</b> ({@link #fit(ClusteredResults)}, what qualification uses). The
 * point estimate is the same (the likelihood equations {@code Σ_j p_ij = Σ_j g_ij σ_ij} stay unbiased
 * estimating equations whatever the draws, since only the expected score enters them). The covariance is the
 * cluster-robust sandwich of K.-Y. Liang and S. L. Zeger, "Longitudinal data analysis using generalized
 * linear models", Biometrika 73, 1986 (also H. White, Econometrica 48, 1980):
 * <pre>  Σ = c · K (Σ_c u_c u_cᵀ) K,   K = (I + 11ᵀ/N)^-1,   u_c = Σ_{results in c} (score - σ_ij)(e_i - e_j),</pre>
 * with clusters the independent units of {@link ClusteredResults} (a seat-swapped game pair, a many-seat
 * game's rotations, a puzzle round). The empirical score variance replaces the binomial one, so draws,
 * the correlation of a pair's two games (a seat advantage or a lopsided start cancels within the pair) and
 * the dependence of the results of one many-seat game are all accounted for. {@link #VARIANCE_PRIOR_GAMES} virtual
 * games per player of unknown outcome (variance {@code 1/4} each) are added to the meat, which keeps the errors
 * of an engine with all wins, all draws or a few identical pairs from collapsing to zero. Small samples: the sandwich is biased low by the
 * leverage of the clusters, so it is multiplied by {@code c = G / (G - p_eff)} (G clusters), where
 * {@code p_eff} is the total leverage with each cluster's leverage divided by the number of directions
 * {@code e_i - e_j} it spans (engines in the cluster minus one): {@code N - 1} when every cluster is one
 * pairing, about 1 when every cluster compares all engines. This is a scalar form of the leverage
 * corrections of J. G. MacKinnon and H. White (J. Econometrics 29, 1985) and R. M. Bell and
 * D. F. McCaffrey (Survey Methodology 28, 2002), and reduces to the usual CR1 factor {@code G / (G - 1)}
 * for a single direction (A. C. Cameron and D. L. Miller, J. Human Resources 50, 2015). Measured coverage of
 * the 95% intervals: docs/STATISTICS.md.
 */
public final class BradleyTerry {

    /** Default strength of the prior: total virtual drawn games per player against the field. */
    public static final double DEFAULT_PRIOR_GAMES = 0.5;

    /**
     * Games of unknown outcome (score variance 1/4 each) per player against the field added to the cluster-robust
     * variance, so that a handful of clusters that happen to agree cannot make a rating look exact. One game: small
     * against the games of any real run, and exactly what makes the design effect of a clean sweep 1 (the prior of
     * {@link #DEFAULT_PRIOR_GAMES} leaves a sweep's binomial information at about a quarter, so one game of variance
     * 1/4 is as much variance as the model's): a sweep's bounds are then Wilson's (docs/STATISTICS.md).
     */
    public static final double VARIANCE_PRIOR_GAMES = 1.0;

    private static final int MAX_ITERATIONS = 200;
    /** Newton stops when no strength moves by more than this (log units; rounding of the sums limits it near 1e-12). */
    private static final double TOLERANCE = 1e-9;
    /** Largest small-sample inflation of the cluster-robust covariance (reached with very few clusters). */
    private static final double MAX_CORRECTION = 10.0;

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
        checkPrior(priorGames);
        if (n < 2) {
            return new Fit(new double[n], new double[n], new double[n][n]);
        }
        double[][] g = withPrior(games, priorGames, 1.0);
        double[][] p = withPrior(points, priorGames, 0.5);
        double[] r = maximize(g, p, priorGames, new double[n]);
        double[][] bread = solver(g, r).inverse();
        return toFit(r, bread, Double.POSITIVE_INFINITY, new Evidence(r, copy(games), copy(points), new double[n][n],
                bread, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY));
    }

    /**
     * Joint fit of clustered results with the default prior, with the cluster-robust covariance (see the
     * class comment): the intervals hold with draws, with seat-swapped game pairs and with many-seat games.
     *
     * @param results the pairwise results and their clusters
     * @return the fit
     */
    public static Fit fit(ClusteredResults results) {
        return fit(results, DEFAULT_PRIOR_GAMES);
    }

    /**
     * Joint fit of clustered results with an explicit prior and the cluster-robust covariance.
     *
     * @param results    the pairwise results and their clusters
     * @param priorGames total virtual drawn games per player against the field (&gt;= 0)
     * @return the fit
     * @throws IllegalArgumentException if {@code priorGames = 0} and the MLE does not exist
     */
    public static Fit fit(ClusteredResults results, double priorGames) {
        return fit(results, priorGames, null);
    }

    /**
     * Joint fit of clustered results, Newton's method started from an earlier fit (of fewer results of the same
     * players), which saves iterations when fitting after every game. The result agrees with a fit from scratch
     * to about 1e-7 Elo, but not bit for bit: outputs that must be a function of the results alone use
     * {@link #fit(ClusteredResults)}.
     *
     * @param results    the pairwise results and their clusters
     * @param priorGames total virtual drawn games per player against the field (&gt;= 0)
     * @param start      an earlier fit of the same players, or null to start from equal ratings
     * @return the fit
     */
    public static Fit fit(ClusteredResults results, double priorGames, Fit start) {
        checkPrior(priorGames);
        int n = results.players();
        if (n < 2) {
            return new Fit(new double[n], new double[n], new double[n][n]);
        }
        double[][] g = withPrior(results.gamesView(), priorGames, 1.0);
        double[][] p = withPrior(results.pointsView(), priorGames, 0.5);
        double[] initial = new double[n];
        if (start != null && start.size() == n) {
            for (int i = 0; i < n; i++) {
                initial[i] = start.elo()[i] / Elo.SCALE;
            }
        }
        double[] r = maximize(g, p, priorGames, initial);
        double[][] bread = solver(g, r).inverse();
        double[][] meat = meat(results, r, VARIANCE_PRIOR_GAMES / (n - 1));
        double[][] cov = sandwich(bread, meat);
        double effective = effectiveParameters(results, r, bread);
        double correction = smallSampleCorrection(results.clusterCount(), effective);
        for (double[] row : cov) {
            for (int j = 0; j < n; j++) {
                row[j] *= correction;
            }
        }
        return toFit(r, cov, Math.max(1.0, results.clusterCount() - effective),
                new Evidence(r, results.games(), results.points(), results.drawVariance(), bread,
                        results.clusterCount(), results.clusterCount() - effective));
    }

    private static void checkPrior(double priorGames) {
        if (!(priorGames >= 0.0) || Double.isInfinite(priorGames)) {
            throw new IllegalArgumentException("priorGames must be finite and >= 0: " + priorGames);
        }
    }

    /** Adds the prior's virtual games ({@code share} of each to {@code i}) to every off-diagonal cell. */
    private static double[][] withPrior(double[][] m, double priorGames, double share) {
        int n = m.length;
        double virtual = priorGames / (n - 1);
        double[][] out = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i != j) {
                    out[i][j] = m[i][j] + virtual * share;
                }
            }
        }
        return out;
    }

    /** Damped Newton-Raphson for the maximum of ℓ from {@code start}; returns centred log-strengths. */
    private static double[] maximize(double[][] g, double[][] p, double priorGames, double[] start) {
        int n = g.length;
        if (priorGames == 0.0 && !stronglyConnected(p)) {
            throw new IllegalArgumentException("Bradley-Terry MLE does not exist (a group of players won or lost"
                    + " every game against the rest, or had none); use a positive prior");
        }
        double[] r = start.clone();
        double ll = logLikelihood(p, r);
        for (int iter = 0; iter < MAX_ITERATIONS; iter++) {
            double[] grad = gradient(g, p, r);
            double[] step = solver(g, r).solve(grad);
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
        return r;
    }

    /**
     * The cluster-robust "meat" {@code Σ_c u_c u_cᵀ}, {@code u_c = Σ_p (S_p - m_p σ_p) x_p},
     * {@code x_p = e_i - e_j} for the pair {@code p = (i, j)}, from the sufficient statistics of
     * {@link ClusteredResults}; plus {@code virtualPerPair} games of unknown outcome (variance 1/4 each) per pair.
     */
    private static double[][] meat(ClusteredResults results, double[] r, double virtualPerPair) {
        int n = r.length;
        int pairs = results.pairCount();
        int[] first = new int[pairs];
        int[] second = new int[pairs];
        double[] sigma = new double[pairs];
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                int k = results.pairIndex(i, j);
                first[k] = i;
                second[k] = j;
                sigma[k] = sigmoid(r[i] - r[j]);
            }
        }
        double[][] m = new double[n][n];
        for (int k = 0; k < results.crossSize(); k++) {
            long key = results.crossKey(k);
            int p = (int) (key / pairs);
            int q = (int) (key % pairs);
            double[] c = results.crossCell(k);
            double value = c[0] - sigma[q] * c[1] - sigma[p] * c[2] + sigma[p] * sigma[q] * c[3];
            addOuter(m, first[p], second[p], first[q], second[q], value);
            if (p != q) {
                addOuter(m, first[q], second[q], first[p], second[p], value);
            }
        }
        for (int k = 0; k < pairs; k++) {
            addOuter(m, first[k], second[k], first[k], second[k], virtualPerPair / 4.0);
        }
        return m;
    }

    /** {@code G / (G - p_eff)}, at most {@link #MAX_CORRECTION} (also when there are no more clusters than parameters). */
    private static double smallSampleCorrection(int clusters, double effectiveParameters) {
        double free = clusters - effectiveParameters;
        return free * MAX_CORRECTION > clusters ? clusters / free : MAX_CORRECTION;
    }

    /**
     * {@code Σ_p σ_p(1 - σ_p) (x_pᵀ K x_p) Σ_{results r of p} 1/k_{c(r)}}: the total leverage of the clusters,
     * each divided by the number of directions it spans.
     */
    private static double effectiveParameters(ClusteredResults results, double[] r, double[][] k) {
        int n = r.length;
        double total = 0.0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                double w = results.directionShare(results.pairIndex(i, j));
                if (w == 0.0) {
                    continue;
                }
                double s = sigmoid(r[i] - r[j]);
                double q = k[i][i] + k[j][j] - k[i][j] - k[j][i];
                total += s * (1.0 - s) * q * w;
            }
        }
        return total;
    }

    /** {@code m += w (e_i - e_j)(e_k - e_l)ᵀ}. */
    private static void addOuter(double[][] m, int i, int j, int k, int l, double w) {
        m[i][k] += w;
        m[i][l] -= w;
        m[j][k] -= w;
        m[j][l] += w;
    }

    /** {@code K M K} for symmetric {@code K} and {@code M}. */
    private static double[][] sandwich(double[][] k, double[][] m) {
        int n = k.length;
        double[][] km = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int l = 0; l < n; l++) {
                double s = 0.0;
                for (int j = 0; j < n; j++) {
                    s += k[i][j] * m[j][l];
                }
                km[i][l] = s;
            }
        }
        double[][] out = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int l = 0; l < n; l++) {
                double s = 0.0;
                for (int j = 0; j < n; j++) {
                    s += km[i][j] * k[j][l];
                }
                out[i][l] = s;
            }
        }
        return out;
    }

    /**
     * The fit from centred log-strengths and a logit-scale covariance on the mean-0 subspace
     * ({@code inverse} is {@code (I + 11ᵀ/N)^-1}-based: the all-ones component is removed here).
     */
    private static Fit toFit(double[] r, double[][] inverse, double degreesOfFreedom, Evidence evidence) {
        int n = r.length;
        double scale2 = Elo.SCALE * Elo.SCALE;
        double[][] cov = new double[n][n];
        double[] elo = new double[n];
        double[] stdErr = new double[n];
        double[] rowMean = new double[n];
        double mean = 0.0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                rowMean[i] += inverse[i][j] / n;
            }
            mean += rowMean[i] / n;
        }
        for (int i = 0; i < n; i++) {
            elo[i] = r[i] * Elo.SCALE;
            for (int j = 0; j < n; j++) {
                cov[i][j] = (inverse[i][j] - rowMean[i] - rowMean[j] + mean) * scale2;
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
        return new Fit(elo, stdErr, cov, degreesOfFreedom, evidence);
    }

    private static double[][] copy(double[][] m) {
        double[][] c = new double[m.length][];
        for (int i = 0; i < m.length; i++) {
            c[i] = m[i].clone();
        }
        return c;
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
    private static Cholesky solver(double[][] g, double[] r) {
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
        return new Cholesky(m);
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
     * What a fit was computed from, for its score-type bounds ({@link ContrastScore}): the centred log-strengths,
     * the real games and points (the prior left out) and the inverse information {@code (I + 11ᵀ/N)^-1} at the fit.
     *
     * @param strengths centred log-strengths r̂ (natural-log units)
     * @param games     games per pair
     * @param points    points per pair
     * @param drawVariance per pair, {@code Σ x(1 - x)} over its results ({@link ClusteredResults#drawVariance()}; 0
     *                  where unknown)
     * @param bread     the inverse information, natural-log units
     * @param clusters  the independent clusters the robust variance was estimated from (infinite for a fit whose
     *                  variance is the model's)
     * @param residualDegrees clusters less effective parameters ({@code G - p_eff}, 0 or less with too few clusters
     *                  to estimate a variance; infinite for a fit whose variance is the model's)
     */
    record Evidence(double[] strengths, double[][] games, double[][] points, double[][] drawVariance, double[][] bread,
            double clusters, double residualDegrees) {
    }

    /**
     * Result of a Bradley–Terry fit.
     *
     * @param elo        ratings in Elo, mean 0 over players
     * @param stdErr     standard error of each rating, {@code sqrt(covariance[i][i])}
     * @param covariance covariance of the ratings in Elo² under the mean-0 constraint
     *                   (Moore–Penrose inverse of the Fisher information, or the cluster-robust sandwich)
     * @param degreesOfFreedom how many independent clusters the covariance was estimated from, less the
     *                   parameters (G - p_eff, at least 1); infinite for the model-based covariance. A Wald
     *                   statistic from this fit is about Student-t with these degrees of freedom.
     * @param evidence   the data behind the fit, for score-type bounds; null for a fit built by hand (its bounds
     *                   are then estimate ± critical value · standard error)
     */
    public record Fit(double[] elo, double[] stdErr, double[][] covariance, double degreesOfFreedom, Evidence evidence) {

        /**
         * A fit whose covariance is known (not estimated from the data).
         *
         * @param elo        ratings
         * @param stdErr     their standard errors
         * @param covariance their covariance
         */
        public Fit(double[] elo, double[] stdErr, double[][] covariance) {
            this(elo, stdErr, covariance, Double.POSITIVE_INFINITY, null);
        }

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

        /**
         * The Elo advantage of {@code i} over {@code j} with its two-sided score-type interval ({@link ContrastScore}:
         * the clusters' design effect pooled with the draws', Student-t quantile of the pooled degrees of freedom). A
         * side the data do not bound is infinite.
         *
         * @param i          first player
         * @param j          second player
         * @param confidence two-sided confidence level in (0, 1)
         * @return the estimate
         */
        public EloEstimate difference(int i, int j, double confidence) {
            return estimate(pairContrast(i, j), diff(i, j), diffStdErr(i, j), confidence);
        }

        /**
         * Player {@code i}'s rating (against the mean of all players) with its two-sided score-type interval.
         *
         * @param i          the player
         * @param confidence two-sided confidence level in (0, 1)
         * @return the estimate
         */
        public EloEstimate rating(int i, double confidence) {
            double[] c = new double[size()];
            Arrays.fill(c, -1.0 / size());
            c[i] += 1.0;
            return estimate(c, elo[i], stdErr[i], confidence);
        }

        /**
         * Likelihood of superiority of {@code i} over {@code j}: {@code Φ} of the standardised score at a difference
         * of 0 (about {@code Φ(d / se)} in the middle of the scale; finite and near 1 after a clean sweep).
         *
         * @param i first player
         * @param j second player
         * @return the LOS in [0, 1]
         */
        public double superiority(int i, int j) {
            if (evidence == null) {
                return Los.fromDifference(diff(i, j), diffStdErr(i, j));
            }
            return score(pairContrast(i, j), diff(i, j), diffStdErr(i, j)).superiority();
        }

        /**
         * The lower bound on {@code elo[i] - elo[j]} that holds at every look, at {@code boundary}'s level (its
         * precision in Elo⁻²); -Infinity when the data do not bound it yet.
         *
         * @param i        first player
         * @param j        second player
         * @param boundary the confidence sequence
         * @return the bound in Elo
         */
        public double anytimeLowerBound(int i, int j, NormalMixtureBoundary boundary) {
            double se = diffStdErr(i, j);
            if (evidence == null) {
                return se > 0.0 ? diff(i, j) - boundary.width(se, degreesOfFreedom) : diff(i, j);
            }
            return score(pairContrast(i, j), diff(i, j), se).anytimeLower(boundary, degreesOfFreedom) * Elo.SCALE;
        }

        /**
         * Whether {@link #anytimeLowerBound} is at least {@code elo}, decided with one evaluation of the score (for a
         * check after every game).
         *
         * @param i        first player
         * @param j        second player
         * @param boundary the confidence sequence
         * @param elo      the value the bound must reach
         * @return whether it does
         */
        public boolean anytimeLowerBoundReaches(int i, int j, NormalMixtureBoundary boundary, double elo) {
            if (evidence == null) {
                return anytimeLowerBound(i, j, boundary) >= elo;
            }
            return score(pairContrast(i, j), diff(i, j), diffStdErr(i, j))
                    .anytimeLowerAtLeast(elo / Elo.SCALE, boundary, degreesOfFreedom);
        }

        private double[] pairContrast(int i, int j) {
            double[] c = new double[size()];
            c[i] = 1.0;
            c[j] = -1.0;
            return c;
        }

        private ContrastScore score(double[] contrast, double estimateElo, double stdErrElo) {
            return new ContrastScore(evidence, contrast, estimateElo / Elo.SCALE,
                    stdErrElo * stdErrElo / (Elo.SCALE * Elo.SCALE));
        }

        private EloEstimate estimate(double[] contrast, double estimateElo, double stdErrElo, double confidence) {
            if (evidence == null) {
                double q = EloEstimate.critical(confidence, degreesOfFreedom);
                return new EloEstimate(estimateElo, estimateElo - q * stdErrElo, estimateElo + q * stdErrElo,
                        stdErrElo, confidence);
            }
            ContrastScore score = score(contrast, estimateElo, stdErrElo);
            double[] bounds = score.interval(EloEstimate.critical(confidence, score.intervalDegrees()));
            return new EloEstimate(estimateElo, bounds[0] * Elo.SCALE, bounds[1] * Elo.SCALE, stdErrElo, confidence);
        }
    }
}
