package dev.arbiter.elo;

import java.util.function.DoubleUnaryOperator;

/**
 * Score-type (Wilson) bounds for one contrast {@code θ = cᵀr} of a Bradley–Terry fit: a rating difference, or one
 * rating against the mean. Every interval, anytime bound and likelihood of superiority Arbiter prints comes from
 * here, so that each is finite where the data bound it and honest where they do not (docs/STATISTICS.md).
 *
 * <p><b>Why not estimate ± critical · standard error.</b> That (Wald) form evaluates the variance at the estimate.
 * At a clean sweep the estimate sits wherever the prior puts it and the binomial information there is nearly 0, so
 * its interval is either absurdly wide or, with an empirical variance, absurdly narrow (E. B. Wilson, "Probable
 * inference, the law of succession, and statistical inference", JASA 22, 1927; L. D. Brown, T. T. Cai and
 * A. DasGupta, "Interval estimation for a binomial proportion", Statistical Science 16, 2001). The score form
 * asks, for each candidate value {@code θ0}, whether the observed points are unusual if {@code θ = θ0}, with the
 * variance of the points evaluated at {@code θ0}: for one pairing without draws it is exactly Wilson's interval
 * (100 wins of 100 games: the lower bound is {@code 100/(100 + z²)}, +568 Elo, and there is no upper bound).
 *
 * <p><b>Construction.</b> With {@code K} the inverse information of the fit (its "bread"), the nuisance-free
 * direction is {@code a = Kc / (cᵀKc)} and the path {@code r(t) = r̂ + t a} has {@code cᵀr(t) = θ̂ + t}. Along it the
 * efficient score of θ is {@code U(t) = aᵀ∇ℓ(r(t))} (the points scored above the model's expectation, real games
 * only, the prior left out) and its binomial variance is {@code aᵀ I(r(t)) a}. Draws, seat-swapped pairs and
 * many-seat games change that variance by a design effect (L. Kish, <i>Survey Sampling</i>, 1965; E. L. Korn and
 * B. I. Graubard, "Confidence intervals for proportions with small expected number of positive counts estimated
 * from survey data", Survey Methodology 24, 1998), measured once at the fit as the ratio of the cluster-robust
 * variance of θ̂ to the binomial one: {@code D = (cᵀΣc) (aᵀ I(r̂) a)}, at least {@code 3/G} (G clusters; see
 * {@link #UNSEEN_CLUSTERS}). The standardised score is then
 * {@code Z(θ0) = U / sqrt(D aᵀI a)}, a Brownian motion in the information {@code V = aᵀIa / D} with drift
 * {@code S = U / D} (the score form of D. Scharfstein, A. Tsiatis and J. Robins, JASA 92, 1997): an anytime bound
 * is where the normal-mixture martingale of {@link NormalMixtureBoundary} reaches {@code 1/α}. In the middle of the
 * scale the variance hardly changes over the interval and both are the familiar estimate ± t · se.
 *
 * <p><b>Few clusters: the two-sided interval.</b> With few game pairs the clusters' design effect rests on
 * {@code ν = G - p_eff} degrees of freedom (none for one pair of two engines), and a Student-t quantile of ν makes
 * the interval far wider than 95% needs (99-100% coverage at 1-8 pairs). Most of what it estimates is known from the
 * games one by one: a result of expected score σ whose draws take {@code h = x(1 - x)} (a quarter a draw) has
 * variance {@code σ(1 - σ) - h}, which gives the draws' design effect {@code D0} from every game, not from the
 * spread of a few clusters. The interval's design effect pools the two as a variance estimate with a prior does,
 * {@code D = (ν0 D0 + ν D̂) / (ν0 + ν)} with {@code ν0 = }{@link #DRAW_EFFECT_DEGREES}, and its Student-t quantile
 * has Satterthwaite's degrees of freedom with {@code D0} taken as known, {@code (ν0 + ν)² / ν} (F. E. Satterthwaite,
 * Biometrics Bulletin 2, 1946): the normal quantile for one pair, Student t of about ν when clusters are many, where
 * the clusters' estimate (which alone sees what the pairs' shared starts and seat swaps do) dominates. Its floor is
 * the rule of three over the games ({@code 3/n}), the draws being counted game by game.
 *
 * <p>A side the data do not bound (a clean sweep's upper side; every side of an engine without games) is
 * infinite here and printed in words ({@link EloEstimate#intervalText()}), never as a number.
 */
final class ContrastScore {

    /** The furthest a bound is looked for from the estimate, in natural-log units (about 7,000 Elo). */
    private static final double MAX_SPAN = 40.0;
    private static final int BISECTIONS = 60;
    /** Bisection stops within this of the bound, in natural-log units (2e-5 Elo; figures are printed to 0.1). */
    private static final double TOLERANCE = 1e-7;
    /**
     * The design effect is at least {@code 3 / G} with G clusters: having seen no variation in G independent clusters
     * (a hundred draws), variation at a rate of up to 3/G is still plausible at 95% (the rule of three; J. A. Hanley
     * and A. Lippman-Hand, JAMA 249, 1983), so a smaller design effect would claim what the data cannot show.
     */
    private static final double UNSEEN_CLUSTERS = 3.0;
    /**
     * Degrees of freedom given to the draws' design effect when it is pooled with the clusters' one for a two-sided
     * interval (class comment): chosen by simulation on other seeds than those reported, as the value that keeps 2-
     * and 4-engine pairwise intervals at 95% from few pairs without moving the puzzle's (whose results within a round
     * are correlated, which the draws cannot see) below 94.5% (16; 32 gave 93.5%; docs/STATISTICS.md).
     */
    private static final double DRAW_EFFECT_DEGREES = 16.0;

    private final int[] first;
    private final int[] second;
    private final double[] games;
    private final double[] points;
    private final double[] base;
    private final double[] direction;
    private final double estimate;
    private final double designEffect;
    private final double intervalEffect;
    private final double intervalDegrees;
    private final double stdErr;

    /**
     * @param evidence the fit's data
     * @param contrast c, with {@code Σ c = 0}
     * @param estimate θ̂ in natural-log units
     * @param robustVariance {@code cᵀΣc} in natural-log units²
     */
    ContrastScore(BradleyTerry.Evidence evidence, double[] contrast, double estimate, double robustVariance) {
        int n = contrast.length;
        double[][] k = evidence.bread();
        double[] kc = new double[n];
        double ckc = 0.0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                kc[i] += k[i][j] * contrast[j];
            }
            ckc += contrast[i] * kc[i];
        }
        direction = new double[n];
        for (int i = 0; i < n; i++) {
            direction[i] = ckc > 0.0 ? kc[i] / ckc : 0.0;
        }
        double[][] g = evidence.games();
        double[][] p = evidence.points();
        int pairs = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (g[i][j] > 0.0 && direction[i] != direction[j]) {
                    pairs++;
                }
            }
        }
        first = new int[pairs];
        second = new int[pairs];
        games = new double[pairs];
        points = new double[pairs];
        int at = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (g[i][j] > 0.0 && direction[i] != direction[j]) {
                    first[at] = i;
                    second[at] = j;
                    games[at] = g[i][j];
                    points[at] = p[i][j];
                    at++;
                }
            }
        }
        base = evidence.strengths();
        this.estimate = estimate;
        this.stdErr = Math.sqrt(Math.max(0.0, robustVariance));
        double information = information(0.0);
        double floor = UNSEEN_CLUSTERS / evidence.clusters();
        double robustEffect = robustVariance * information;
        this.designEffect = information > 0.0 ? Math.max(robustEffect, floor) : 1.0;
        double residual = evidence.residualDegrees();
        if (information > 0.0 && Double.isFinite(residual)) {
            double clusterDegrees = Math.max(0.0, residual);
            double drawEffect = drawEffect(evidence.drawVariance(), information);
            double results = 0.0;
            for (double pairGames : games) {
                results += pairGames;
            }
            double intervalFloor = UNSEEN_CLUSTERS / results;
            this.intervalEffect = Math.max(intervalFloor, (DRAW_EFFECT_DEGREES * drawEffect
                    + clusterDegrees * robustEffect) / (DRAW_EFFECT_DEGREES + clusterDegrees));
            double pooled = DRAW_EFFECT_DEGREES + clusterDegrees;
            this.intervalDegrees = clusterDegrees > 0.0 ? pooled * pooled / clusterDegrees : Double.POSITIVE_INFINITY;
        } else {
            this.intervalEffect = designEffect;
            this.intervalDegrees = Math.max(1.0, residual);
        }
    }

    /**
     * The design effect the draws alone make, at the fit: results with expected score σ whose draws take
     * {@code h = x(1 - x)} (a quarter per draw) have variance {@code σ(1 - σ) - h}, summed along a against the
     * binomial {@code σ(1 - σ)}; games taken as independent. 1 without draws.
     */
    private double drawEffect(double[][] drawVariance, double information) {
        double v = 0.0;
        for (int k = 0; k < first.length; k++) {
            double w = direction[first[k]] - direction[second[k]];
            v += w * w * drawVariance[first[k]][second[k]];
        }
        return Math.max(0.0, 1.0 - v / information);
    }

    /** @return the degrees of freedom of the two-sided interval's Student-t quantile */
    double intervalDegrees() {
        return intervalDegrees;
    }

    /** @return the robust standard error of θ̂, natural-log units */
    double stdErr() {
        return stdErr;
    }

    /** {@code U(t)}: real points above the model's expectation at {@code r̂ + t a}, along a. */
    private double score(double t) {
        double u = 0.0;
        for (int k = 0; k < first.length; k++) {
            double w = direction[first[k]] - direction[second[k]];
            double x = base[first[k]] - base[second[k]] + t * w;
            u += w * (points[k] - games[k] * sigmoid(x));
        }
        return u;
    }

    /** {@code aᵀ I(r̂ + t a) a}: the binomial information of the real games along a. */
    private double information(double t) {
        double v = 0.0;
        for (int k = 0; k < first.length; k++) {
            double w = direction[first[k]] - direction[second[k]];
            double x = base[first[k]] - base[second[k]] + t * w;
            v += w * w * games[k] * sigmoid(x) * sigmoid(-x);
        }
        return v;
    }

    /** The standardised score at θ0 = θ̂ + t with the interval's design effect; 0 where there is no information. */
    private double z(double t) {
        double v = information(t);
        return v > 0.0 ? score(t) / Math.sqrt(intervalEffect * v) : 0.0;
    }

    /**
     * The two-sided bounds at which the standardised score reaches {@code ±quantile}.
     *
     * @return {lower, upper} in natural-log units, infinite where the data do not bound θ
     */
    double[] interval(double quantile) {
        double lower = solve(t -> z(t) - quantile, -1.0);
        double upper = solve(t -> -z(t) - quantile, 1.0);
        return new double[] {estimate + lower, estimate + upper};
    }

    /**
     * The one-sided lower bound that holds at every look ({@code boundary}'s level, its precision in Elo⁻²),
     * natural-log units.
     */
    double anytimeLower(NormalMixtureBoundary boundary, double degreesOfFreedom) {
        double t = solve(x -> {
            double v = information(x);
            return v > 0.0 ? boundary.excess(score(x) / designEffect / Elo.SCALE,
                    v / designEffect / (Elo.SCALE * Elo.SCALE), degreesOfFreedom) : -1.0;
        }, -1.0);
        return estimate + t;
    }

    /**
     * Whether the anytime lower bound is at least {@code value}: whether θ0 = value is rejected, one evaluation instead
     * of the bound's search (the same decision, the bound being where rejection begins).
     */
    boolean anytimeLowerAtLeast(double value, NormalMixtureBoundary boundary, double degreesOfFreedom) {
        double t = Math.min(0.0, value - estimate);
        double v = information(t);
        return v > 0.0 && boundary.excess(score(t) / designEffect / Elo.SCALE,
                v / designEffect / (Elo.SCALE * Elo.SCALE), degreesOfFreedom) >= 0.0 && value <= estimate;
    }

    /** {@code Φ(Z(0))}: how likely θ is above 0, from the score at θ0 = 0. */
    double superiority() {
        return Los.phi(z(-estimate));
    }

    /**
     * The {@code t} in direction {@code sign} nearest 0 where {@code f} (negative at 0, rising as |t| grows) reaches 0;
     * 0 when {@code f(0) >= 0}; infinite (with the sign) when it never does within {@link #MAX_SPAN}.
     */
    private double solve(DoubleUnaryOperator f, double sign) {
        if (f.applyAsDouble(0.0) >= 0.0) {
            return 0.0;
        }
        double step = stdErr > 0.0 && Double.isFinite(stdErr) ? Math.min(stdErr, 1.0) : 1.0;
        double inside = 0.0;
        double outside = Double.NaN;
        for (double t = step; t <= 2 * MAX_SPAN; t *= 2) {
            if (f.applyAsDouble(sign * t) >= 0.0) {
                outside = t;
                break;
            }
            inside = t;
        }
        if (Double.isNaN(outside)) {
            return sign * Double.POSITIVE_INFINITY;
        }
        for (int i = 0; i < BISECTIONS && outside - inside > TOLERANCE; i++) {
            double mid = 0.5 * (inside + outside);
            if (f.applyAsDouble(sign * mid) >= 0.0) {
                outside = mid;
            } else {
                inside = mid;
            }
        }
        return sign * 0.5 * (inside + outside);
    }

    private static double sigmoid(double x) {
        return x >= 0 ? 1.0 / (1.0 + Math.exp(-x)) : Math.exp(x) / (1.0 + Math.exp(x));
    }
}
