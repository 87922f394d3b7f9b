package dev.arbiter.evolution;

import org.apache.commons.rng.UniformRandomProvider;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The refinement stage of {@link DifferentialEvolution}: a sequential design that finds the root of the strength
 * landscape's gradient from symmetric game pairs, in the spirit of Wu (C. F. J. Wu, "Efficient sequential designs
 * with binary data", JASA 80, 1985: fit a model to every observation so far and place the next one at the fitted
 * root) and Joseph (V. R. Joseph, "Efficient Robbins–Monro procedure for binary data", Biometrika 91, 2004: the
 * slope needs a prior to keep the early steps sane).
 *
 * <p><b>Pairs.</b> Each pair is {@code c ± h∘s}: a centre {@code c}, the current estimate {@code x̂} moved by a
 * uniform jitter of {@code ±jitter} of each range; a random sign {@code s_i} per parameter; and per parameter the
 * widest half-width {@code h_i} the box allows about {@code c} (its distance to the nearer bound). Symmetric,
 * full-width pairs about the optimum are the most informative pairs about its location there are (Elfving 1952;
 * see {@link InformationBound}), and centring them near the estimate approaches that design.
 *
 * <p><b>Model.</b> In coordinates normalised to [0, 1], on a quadratic landscape the Elo difference of the pair
 * {@code c ± z} is {@code Δ = 2 z·g(c)} exactly, where {@code g(c) = b − 2A(c − ½)} is the gradient of the Elo at
 * {@code c} (A the curvature matrix, positive definite at a maximum). {@code Δ} is linear in the unknowns
 * {@code b} and {@code A}: each pair's score, mapped to the Elo scale by the logistic's slope at 0
 * ({@code y = (points/2 − ½)·1600/ln 10}), is one observation of a linear regression on the features {@code 2z_i}
 * and {@code −4 z_i (c_j − ½)}, fitted by least squares to every pair of the stage. The symmetric pair informs
 * the slope {@code g}; the jitter of the centres is what makes the curvature {@code A} identifiable, and it costs
 * the location almost nothing, since the root's error from an error in {@code A} is proportional to the distance of
 * the centres' mean from the root. A Gaussian prior on {@code A} ({@code curvature · I}, standard deviation
 * {@link #CURVATURE_PRIOR_SD} of that per entry, weak) keeps the early fits defined and lets the data decide; a
 * prior curvature above the true one makes the steps shorter, one below makes them overshoot. With {@code interactions} the
 * full symmetric {@code A} is fitted, otherwise its diagonal only (the default: with cross terms the early fits were
 * often indefinite).
 *
 * <p><b>Steps.</b> Every {@link #REFIT_PAIRS} pairs (later every {@link #SETTLED_REFIT_PAIRS}) the fit is solved
 * for its root {@code ½ + (2A)⁻¹b} and the root's covariance (delta method: the fitted gradient at the root has covariance {@code σ² F M⁻¹ Fᵀ}, F its
 * features, and the root's error is {@code (2A)⁻¹} times the gradient's). The estimate is the posterior mean of the
 * optimum under a Gaussian prior centred on where the stage started (the evolution's recommendation) with standard
 * deviation {@code locationPrior} of each range: per parameter the root shrunk towards the start by
 * {@code τ² / (τ² + Var root_i)}. Early roots are noise (a pair measures an Elo difference to ±153 Elo), so
 * without the shrinkage the centre random-walks to the bounds, where the pairs lose their width.
 *
 * <p><b>Uphill when the curvature is unsure.</b> Far from the optimum the root is {@code c + g(c)/(2A)}, and the
 * jitter of the centres identifies {@code A} slowly (after a few thousand pairs its standard error is still about
 * twice the bench's curvature, and {@code Â} often crosses zero): the root's variance is then large, the shrinkage
 * holds the centre at the start, and a centre that does not move never spreads the centres that would teach
 * {@code A}. So wherever the fitted slope at the centre differs from zero by more than {@link #UPHILL_Z} standard
 * errors (its sign is sure), the centre moves uphill at least by the Newton step with the curvature's upper
 * confidence bound, {@code g_i(c) / (2 (max(Â_ii, 0) + 2 sd Â_ii))}: a step that is short while {@code A} is
 * unsure and that cannot overshoot a curvature the data allow (a stochastic-approximation step in the sense of
 * Robbins &amp; Monro 1951, with its gain from the fit). Near the optimum the slope is not significant and the
 * posterior mean above decides. The centre moves to its target by at most {@link #MAX_STEP} of each range a solve
 * (a cap that halves whenever a move reverses the previous one and regains its size while moves keep their
 * direction: {@link StepCaps})
 * and stays {@link #MARGIN} inside the box. The recommendation is the centre.
 *
 * <p><b>A curvature at least its own standard error.</b> For the root each fitted curvature {@code Â_ii} is raised to
 * at least {@link #LEAST_CURVATURE_SE} of its standard errors. On a direction flat at the top (or one the centres have
 * not yet spread over) {@code Â_ii} stays at or below zero for hundreds of thousands of pairs; the fit then has no
 * root, the centre moves by the uphill steps alone and the pairs never narrow (the 8-parameter skewed runs that ended
 * outside 0.5 Elo). The raised curvature is what the data cannot rule out from above at one standard error, the
 * same hedge as the uphill step's, and it fades as the curvature is learnt, so it needs no scale: a fixed least
 * curvature (a quarter of the prior's) helped as much at the benchmark's scale but doubled the games on a landscape a
 * quarter as sharp.
 *
 * <p><b>Narrowing with the root's standard error.</b> Where the landscape is not quadratic about the optimum (one side
 * of a direction sharper than the other), a full-width symmetric pair about the optimum is not a tie, and the fitted
 * root sits off the optimum towards the flatter side by an amount that grows with the pairs' width, however many
 * pairs are played. Narrower pairs cut that bias but carry less information (on a quadratic, a pair's information
 * about the slope grows with its width squared). Kiefer and Wolfowitz's finite-difference widths shrink for this
 * reason (J. Kiefer, J. Wolfowitz, "Stochastic estimation of the maximum of a regression function", Ann. Math. Stat.
 * 23, 1952). With a bias {@code κh} proportional to the half-width {@code h} and a standard error of the root
 * {@code σ/(h√n)} after {@code n} pairs, the mean squared error {@code κ²h² + σ²/(h²n)} is least where the two terms
 * are equal, that is with {@code h} proportional to the root's standard error; the bias's factor {@code κ} is not
 * known, so the ratio is a constant. So at every solve, per parameter, the half-width and the
 * jitter are the full ones times {@code se_i / T} (within [{@link #LEAST_WIDTH}, 1]), {@code se_i} the root's standard
 * error above: the pairs keep their full width while the root is unsure and narrow once it is settled, on whatever
 * scale the landscape has (a flatter landscape leaves the root unsure for longer). A fixed onset (after 65,536 pairs)
 * suited the benchmark's scale only. The onset {@code T} grows with the square root of the number of parameters
 * {@code d}, {@code T = }{@link #NARROW_BELOW}{@code ·√(d/4)}: every pair moves all {@code d} parameters at once, so
 * the pair difference has a term of third order for every parameter ({@code ∂³E/∂x_i∂x_j² · z_i z_j²}, over every
 * {@code j}, of either sign), and the squared bias of each parameter's slope grows {@code d}-fold; the mean squared
 * error {@code d κ² h² + σ²/(h²n)} is least with {@code h} proportional to {@code se/√d}, so the width per unit of
 * the root's standard error falls as {@code 1/√d} (the constant set at 4 parameters). The fit keeps every pair; the
 * narrower ones weigh less in it but move the root towards the optimum of the region they probe. The factors are
 * part of the saved state, so a restored stage continues exactly.
 */
final class RootDesign {

    /** Pairs between two solves of the fit while the stage is young. */
    static final int REFIT_PAIRS = 8;
    /** Pairs between two solves once the stage has {@link #SETTLED_PAIRS} pairs: its steps are small by then. */
    static final int SETTLED_REFIT_PAIRS = 64;
    /** Pairs after which the fit is solved less often. */
    static final long SETTLED_PAIRS = 4096;
    /** The largest move of the centre per solve, as a fraction of each range (less after reversals: {@link StepCaps}). */
    static final double MAX_STEP = 0.1;
    /** The centre stays this fraction of each range inside the box. */
    static final double MARGIN = 0.05;
    /** Slope of a pair's expected score fraction in Elo at equal strength: ln 10 / 1600. */
    private static final double SCORE_PER_ELO = Math.log(10) / 1600;
    /**
     * The prior's standard deviation of each curvature coefficient, as a fraction of its mean: weak, so that the
     * data set the curvature whatever the landscape's scale. A tight prior (0.3) gave half the bound on the bench's own
     * landscapes, whose scale it matched, and 2-7 times today's DE on landscapes 4 and 10 times sharper.
     */
    static final double CURVATURE_PRIOR_SD = 3.0;
    /** Standard errors by which the fitted slope at the centre must differ from 0 to force a step uphill. */
    static final double UPHILL_Z = 3;
    /** Prior variance of a pair's Elo observation before any is seen (about 1 / I(0) at 61% draws). */
    private static final double PRIOR_NOISE = 25_000;
    /**
     * The root's standard error, as a fraction of a parameter's range, below which its pairs narrow in proportion,
     * with 4 parameters (about a fifth of the full half-width, which is 0.25 to 0.3 of the range about the benchmark's
     * optima); with {@code d} parameters it is this times {@code √(d/4)} (class comment). Chosen on seeds 0..99,
     * 4 parameters (skewed far corner: runs never within 0.5 Elo 6 without narrowing, 2 with 0.03, 1 with 0.05 or
     * 0.07; 0.07 needed 23% more games on the quadratic 10 times sharper); the growth with {@code √d} on seeds 0..99
     * at 8 parameters, against an onset of 0.05, 0.1, 0.14 and 0.2 there (docs/BENCHMARKS.md).
     */
    static final double NARROW_BELOW = 0.05;
    /** The number of parameters at which the onset {@link #NARROW_BELOW} was chosen. */
    private static final int NARROW_BELOW_PARAMETERS = 4;
    /**
     * The narrowest pairs and jitter, as a fraction of the full ones: 0.2, 0.4 and 0.5 gave the same games on seeds
     * 0..99, and the wider floor loses less on a quadratic, where narrowing only costs information (median final loss
     * 10 times sharper 0.024, 0.014 and 0.009 Elo).
     */
    static final double LEAST_WIDTH = 0.5;
    /**
     * The least curvature used for the root, in standard errors of the fitted curvature (class comment). Chosen on
     * seeds 0..99 (0..49 at 8 parameters) between 0 (none), 1 and 2: 1 needed the fewest games on every problem but the
     * quadratic 10 times sharper (10% more, within its spread) and left 2 of 50 skewed 8-parameter far runs outside
     * 0.5 Elo instead of 4; 2 gave the same count with more games.
     */
    static final double LEAST_CURVATURE_SE = 1.0;

    private final ParameterSpace space;
    private final DeConfig.Design settings;
    private final int d;
    private final int p;
    private final double[][] normal;
    private final double[] rhs;
    private long pairs;
    private double sumY;
    private double sumYY;
    private final double[] centre;
    private final double[] start;
    private double[] root;
    private final double[] narrowing;
    private final StepCaps steps;
    private final double narrowBelow;
    private final Map<Long, double[][]> outstanding = new LinkedHashMap<>();

    /** A new stage whose centre starts at {@code start} (in the parameters' own units). */
    RootDesign(ParameterSpace space, DeConfig.Design settings, double[] start) {
        this.space = space;
        this.settings = settings;
        this.d = space.dimension();
        this.p = d + (settings.interactions() ? d * (d + 1) / 2 : d);
        this.normal = new double[p][p];
        this.rhs = new double[p];
        this.centre = new double[d];
        for (int i = 0; i < d; i++) {
            centre[i] = inside(normalise(start[i], i));
        }
        this.start = centre.clone();
        this.narrowing = full(d);
        this.steps = new StepCaps(d, MAX_STEP);
        this.narrowBelow = narrowBelow(d);
    }

    /** A stage restored from {@link #save()}. */
    RootDesign(ParameterSpace space, DeConfig.Design settings, DesignState state) {
        this.space = space;
        this.settings = settings;
        this.d = space.dimension();
        this.p = d + (settings.interactions() ? d * (d + 1) / 2 : d);
        this.normal = DesignState.copy(state.fit().normal());
        this.rhs = state.fit().rhs().clone();
        this.pairs = state.fit().pairs();
        this.sumY = state.fit().sumY();
        this.sumYY = state.fit().sumYY();
        this.centre = state.centre().clone();
        this.start = state.start().clone();
        this.root = state.root() == null ? null : state.root().clone();
        this.narrowing = state.narrowing() == null ? full(d) : state.narrowing().clone();
        this.steps = new StepCaps(d, MAX_STEP, state.steps());
        for (DesignState.Probe probe : state.outstanding()) {
            outstanding.put(probe.id(), new double[][] {probe.a().clone(), probe.b().clone()});
        }
        this.narrowBelow = narrowBelow(d);
    }

    /** The root's standard error below which the pairs of a {@code d}-parameter stage narrow (class comment). */
    static double narrowBelow(int d) {
        return NARROW_BELOW * Math.sqrt((double) d / NARROW_BELOW_PARAMETERS);
    }

    private static double[] full(int d) {
        double[] ones = new double[d];
        Arrays.fill(ones, 1);
        return ones;
    }

    private double normalise(double x, int i) {
        return (x - space.low(i)) / space.width(i);
    }

    private static double inside(double u) {
        return Math.max(MARGIN, Math.min(1 - MARGIN, u));
    }

    /**
     * The next pair under {@code id}: a jittered centre, random signs, the widest symmetric half-width, both times the
     * parameter's narrowing factor.
     */
    PairRequest next(long id, UniformRandomProvider rng) {
        double[] a = new double[d];
        double[] b = new double[d];
        for (int i = 0; i < d; i++) {
            double c = inside(centre[i] + narrowing[i] * settings.jitter() * (2 * rng.nextDouble() - 1));
            double h = narrowing[i] * Math.min(c, 1 - c) * (rng.nextBoolean() ? 1 : -1);
            a[i] = space.low(i) + (c + h) * space.width(i);
            b[i] = space.low(i) + (c - h) * space.width(i);
        }
        a = space.clampAndRound(a);
        b = space.clampAndRound(b);
        outstanding.put(id, new double[][] {a, b});
        return new PairRequest(id, a.clone(), b.clone());
    }

    /** Pairs reported to the stage. */
    long pairs() {
        return pairs;
    }

    /** Whether {@code id} is one of this stage's pairs. */
    boolean owns(long id) {
        return outstanding.containsKey(id);
    }

    /** Records the result of pair {@code id} ({@code halfPoints} of A, 0..4). */
    void report(long id, int halfPoints) {
        double[][] pair = outstanding.remove(id);
        double[] z = new double[d];
        double[] c = new double[d];
        for (int i = 0; i < d; i++) {
            double ua = normalise(pair[0][i], i);
            double ub = normalise(pair[1][i], i);
            z[i] = (ua - ub) / 2;
            c[i] = (ua + ub) / 2 - 0.5;
        }
        double[] f = features(z, c);
        double y = (halfPoints / 4.0 - 0.5) / SCORE_PER_ELO;
        for (int r = 0; r < p; r++) {
            rhs[r] += f[r] * y;
            for (int s = 0; s <= r; s++) {
                normal[r][s] += f[r] * f[s];
            }
        }
        pairs++;
        sumY += y;
        sumYY += y * y;
        if (pairs % (pairs < SETTLED_PAIRS ? REFIT_PAIRS : SETTLED_REFIT_PAIRS) == 0) {
            refit();
        }
    }

    /** The regression's features of the pair {@code c ± z} (normalised, {@code c} relative to the box's centre). */
    private double[] features(double[] z, double[] c) {
        double[] f = new double[p];
        int k = 0;
        for (int i = 0; i < d; i++) {
            f[k++] = 2 * z[i];
        }
        for (int i = 0; i < d; i++) {
            f[k++] = -4 * z[i] * c[i];
            if (settings.interactions()) {
                for (int j = i + 1; j < d; j++) {
                    f[k++] = -4 * (z[i] * c[j] + z[j] * c[i]);
                }
            }
        }
        return f;
    }

    /** Index of {@code A_ij} (i ≤ j) among the coefficients. */
    private int curvatureIndex(int i, int j) {
        if (!settings.interactions()) {
            return d + i;
        }
        int k = d;
        for (int r = 0; r < i; r++) {
            k += d - r;
        }
        return k + (j - i);
    }

    private double noise() {
        double n = pairs;
        double variance = n > 1 ? (sumYY - sumY * sumY / n) / (n - 1) : PRIOR_NOISE;
        return (variance * n + PRIOR_NOISE * 4) / (n + 4);
    }

    /** Solves the fit, moves the centre towards the posterior mean of the optimum and sets the pairs' widths. */
    private void refit() {
        double sigma2 = noise();
        double a0 = settings.curvature();
        double[][] m = new double[p][p];
        double[] v = rhs.clone();
        for (int r = 0; r < p; r++) {
            for (int s = 0; s <= r; s++) {
                m[r][s] = normal[r][s];
                m[s][r] = normal[r][s];
            }
        }
        double priorSd = a0 * CURVATURE_PRIOR_SD;
        double priorPrecision = sigma2 / (priorSd * priorSd);
        for (int i = 0; i < d; i++) {
            m[i][i] += sigma2 / (100 * a0 * a0);
            for (int j = i; j < d; j++) {
                int k = curvatureIndex(i, j);
                m[k][k] += priorPrecision;
                if (i == j) {
                    v[k] += priorPrecision * a0;
                }
            }
        }
        double[][] factor = new double[p][p];
        double[] beta = new double[p];
        if (!InformationBound.solve(m, v, factor, beta)) {
            return;
        }
        double[] curvatureSds = curvatureSds(m, sigma2);
        double[][] twoA = new double[d][d];
        double[] b = new double[d];
        for (int i = 0; i < d; i++) {
            b[i] = beta[i];
            for (int j = i; j < d; j++) {
                double aij = settings.interactions() || i == j ? beta[curvatureIndex(i, j)] : 0;
                if (i == j) {
                    aij = Math.max(aij, LEAST_CURVATURE_SE * curvatureSds[i]);
                }
                twoA[i][j] = 2 * aij;
                twoA[j][i] = 2 * aij;
            }
        }
        double[] r = new double[d];
        double[][] cov = InformationBound.solve(twoA, b, new double[d][d], r) ? rootCovariance(m, twoA, r, sigma2) : null;
        double[] uphill = uphillSteps(m, beta, sigma2, curvatureSds);
        double tau2 = settings.locationPrior() * settings.locationPrior();
        for (int i = 0; i < d; i++) {
            double target = centre[i];
            if (cov != null) {
                double shrink = tau2 / (tau2 + cov[i][i]);
                target = start[i] + shrink * (r[i] + 0.5 - start[i]);
            }
            double least = uphill[i];
            if (least != 0 && Math.signum(least) * (target - centre[i]) < Math.abs(least)) {
                target = centre[i] + least;
            }
            centre[i] = inside(centre[i] + steps.move(i, target - centre[i]));
        }
        if (cov != null) {
            for (int i = 0; i < d; i++) {
                r[i] += 0.5;
                double se = Math.sqrt(Math.max(0, cov[i][i]));
                narrowing[i] = Math.max(LEAST_WIDTH, Math.min(1, se / narrowBelow));
            }
            root = r;
        }
    }

    /**
     * Per parameter, the least step uphill the fit vouches for: where the fitted slope at the centre is
     * significantly non-zero ({@link #UPHILL_Z} standard errors), the Newton step along it with the curvature's upper
     * confidence bound ({@code max(Â_ii, 0) + 2 sd}), so that an uncertain or negative curvature makes the step short
     * rather than freezing the centre; 0 elsewhere.
     */
    private double[] uphillSteps(double[][] m, double[] beta, double sigma2, double[] curvatureSds) {
        double[][] factor = new double[p][p];
        double[] solved = new double[p];
        double[] steps = new double[d];
        for (int i = 0; i < d; i++) {
            double[] z = new double[d];
            z[i] = 0.5;
            double[] c = new double[d];
            for (int j = 0; j < d; j++) {
                c[j] = centre[j] - 0.5;
            }
            double[] f = features(z, c);
            if (!InformationBound.solve(m, f, factor, solved)) {
                return steps;
            }
            double slope = 0;
            double slopeVariance = 0;
            for (int k = 0; k < p; k++) {
                slope += f[k] * beta[k];
                slopeVariance += f[k] * solved[k];
            }
            slopeVariance *= sigma2;
            int k = curvatureIndex(i, i);
            if (Math.abs(slope) > UPHILL_Z * Math.sqrt(slopeVariance)) {
                steps[i] = slope / (2 * (Math.max(beta[k], 0) + 2 * curvatureSds[i]));
            }
        }
        return steps;
    }

    /** Per parameter, the standard error of its fitted curvature {@code Â_ii}: {@code sqrt(σ² (M⁻¹)_kk)}. */
    private double[] curvatureSds(double[][] m, double sigma2) {
        double[][] factor = new double[p][p];
        double[] solved = new double[p];
        double[] sds = new double[d];
        for (int i = 0; i < d; i++) {
            int k = curvatureIndex(i, i);
            double[] unit = new double[p];
            unit[k] = 1;
            InformationBound.solve(m, unit, factor, solved);
            sds[i] = Math.sqrt(sigma2 * solved[k]);
        }
        return sds;
    }

    /**
     * The root's covariance by the delta method: the fitted gradient at the root has covariance {@code σ² F M⁻¹ Fᵀ}
     * (F its features) and the root's error is {@code (2A)⁻¹} times that gradient's error; {@code null} when the
     * fit is not definite.
     */
    private double[][] rootCovariance(double[][] m, double[][] twoA, double[] r, double sigma2) {
        double[][] factor = new double[p][p];
        double[][] covG = new double[d][d];
        double[][] rows = new double[d][];
        double[][] solved = new double[d][p];
        for (int i = 0; i < d; i++) {
            double[] z = new double[d];
            z[i] = 0.5;
            rows[i] = features(z, r);
            if (!InformationBound.solve(m, rows[i], factor, solved[i])) {
                return null;
            }
        }
        for (int i = 0; i < d; i++) {
            for (int j = 0; j < d; j++) {
                double s = 0;
                for (int k = 0; k < p; k++) {
                    s += rows[i][k] * solved[j][k];
                }
                covG[i][j] = sigma2 * s;
            }
        }
        double[][] l = new double[d][d];
        double[][] half = new double[d][d];
        double[] column = new double[d];
        double[] x = new double[d];
        for (int j = 0; j < d; j++) {
            for (int i = 0; i < d; i++) {
                column[i] = covG[i][j];
            }
            if (!InformationBound.solve(twoA, column, l, x)) {
                return null;
            }
            for (int i = 0; i < d; i++) {
                half[i][j] = x[i];
            }
        }
        double[][] cov = new double[d][d];
        for (int j = 0; j < d; j++) {
            for (int i = 0; i < d; i++) {
                column[i] = half[j][i];
            }
            InformationBound.solve(twoA, column, l, x);
            for (int i = 0; i < d; i++) {
                cov[i][j] = x[i];
            }
        }
        return cov;
    }

    /** The estimate, in the parameters' units and legal, once the fit has a root; otherwise {@code fallback}. */
    double[] recommendation(double[] fallback) {
        if (root == null) {
            return fallback;
        }
        return space.clampAndRound(centre());
    }

    /** The centre of the pairs, in the parameters' units. */
    double[] centre() {
        double[] x = new double[d];
        for (int i = 0; i < d; i++) {
            x[i] = space.low(i) + centre[i] * space.width(i);
        }
        return x;
    }

    /** The half-width of a pair about the centre (narrowed), per parameter, in the parameters' units. */
    double[] halfWidth() {
        double[] h = new double[d];
        for (int i = 0; i < d; i++) {
            h[i] = narrowing[i] * Math.min(centre[i], 1 - centre[i]) * space.width(i);
        }
        return h;
    }

    /** Pairs handed out and not reported, in order. */
    List<PairRequest> outstandingRequests() {
        List<PairRequest> list = new ArrayList<>();
        for (Map.Entry<Long, double[][]> e : outstanding.entrySet()) {
            list.add(new PairRequest(e.getKey(), e.getValue()[0].clone(), e.getValue()[1].clone()));
        }
        return list;
    }

    /** The complete state as plain data. */
    DesignState save() {
        List<DesignState.Probe> probes = new ArrayList<>();
        for (Map.Entry<Long, double[][]> e : outstanding.entrySet()) {
            probes.add(new DesignState.Probe(e.getKey(), e.getValue()[0].clone(), e.getValue()[1].clone()));
        }
        return new DesignState(new DesignState.Fit(DesignState.copy(normal), rhs.clone(), pairs, sumY, sumYY),
                centre.clone(), start.clone(), root == null ? null : root.clone(), probes,
                Arrays.equals(narrowing, full(d)) ? null : narrowing.clone(), steps.save());
    }
}
