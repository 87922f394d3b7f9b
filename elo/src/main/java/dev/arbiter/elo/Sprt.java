package dev.arbiter.elo;

import java.util.Arrays;

/**
 * Sequential probability ratio test between two engines on normalized Elo, as run by fishtest and fastchess.
 *
 * <p><b>Hypotheses.</b> {@code H0: nElo = elo0} against {@code H1: nElo = elo1} ({@code elo0 < elo1}), where
 * normalized Elo measures the score excess in units of its per-game standard deviation,
 * {@code nElo = (μ - 1/2) / σ_game · 800 / ln 10}. In units of {@code t = (μ - 1/2) / σ} (σ the standard
 * deviation of one observation) the hypotheses read {@code t = nElo / (800 / ln 10)} for single games and
 * {@code t = sqrt(2) · nElo / (800 / ln 10)} for game pairs, whose per-game score has variance
 * {@code σ²_game / 2}.
 *
 * <p><b>Generalized SPRT.</b> The nuisance parameters (the outcome distribution) are replaced by their
 * maximum-likelihood values under each hypothesis (M. Van den Bergh, "Comments on Normalized Elo", §4.1,
 * https://www.cantate.be/Fishtest/normalized_elo_practical.pdf). For outcomes with per-game scores
 * {@code a_i} and empirical frequencies {@code p̂_i} over {@code N} observations,
 * <pre>  LLR = N Σ_i p̂_i ln(p_i(t1) / p_i(t0)),</pre>
 * where {@code p(t*)} maximizes {@code Σ p̂_i ln p_i} subject to {@code (μ(p) - 1/2) / σ(p) = t*}. The
 * Lagrange conditions give {@code p_i = p̂_i / (1 + θ φ_i)} with
 * {@code φ_i = a_i - 1/2 - (t* σ / 2)(1 + ((a_i - μ) / σ)²)} (so that {@code Σ p_i φ_i} is the constraint
 * residual {@code μ - 1/2 - t* σ}) and θ the root of {@code Σ p̂_i φ_i / (1 + θ φ_i) = 0}, a decreasing
 * function on {@code (-1/max φ, -1/min φ)} found by bisection; φ is recomputed from the new p until
 * p converges. For small differences {@code LLR ≈ (N/2)((t̂ - t0)² - (t̂ - t1)²)}. The constraint set is not
 * convex; for extreme bounds (|nElo| of a few hundred) several local maxima can exist, and the one returned
 * is the one continued from {@code t = 0} (see {@code constrainedMle}). For the bounds used in practice
 * (|nElo| up to 200 were checked) it agrees with a multi-start constrained optimiser.
 *
 * <p><b>Guards.</b> Empty outcome cells are replaced by 10⁻³ observations (the regularisation of fastchess),
 * so no logarithm of zero occurs; with no observations at all the LLR is 0.
 *
 * <p><b>Stopping.</b> Wald's bounds: accept H0 when {@code LLR <= ln(β / (1 - α))}, accept H1 when
 * {@code LLR >= ln((1 - β) / α)}, otherwise continue.
 */
public final class Sprt {

    /** Outcome of the test so far. */
    public enum Decision {
        /** LLR reached the lower bound: the improvement is at most elo0. */
        ACCEPT_H0,
        /** LLR reached the upper bound: the improvement is at least elo1. */
        ACCEPT_H1,
        /** Neither bound reached. */
        CONTINUE
    }

    /**
     * State of the test.
     *
     * @param llr      log-likelihood ratio
     * @param lower    lower bound {@code ln(β / (1 - α))}
     * @param upper    upper bound {@code ln((1 - β) / α)}
     * @param decision the decision
     */
    public record Status(double llr, double lower, double upper, Decision decision) {
    }

    private static final double EMPTY_CELL = 1e-3;
    private static final double[] GAME_SCORES = {0.0, 0.5, 1.0};
    private static final double[] PAIR_SCORES = {0.0, 0.25, 0.5, 0.75, 1.0};
    private static final int MAX_OUTER = 1_000;
    private static final double P_TOLERANCE = 1e-11;

    private final double elo0;
    private final double elo1;
    private final double lower;
    private final double upper;

    /**
     * @param elo0  normalized Elo under H0
     * @param elo1  normalized Elo under H1, greater than elo0
     * @param alpha probability of accepting H1 when H0 holds, in (0, 1)
     * @param beta  probability of accepting H0 when H1 holds, in (0, 1), with {@code alpha + beta < 1}
     */
    public Sprt(double elo0, double elo1, double alpha, double beta) {
        if (!(elo0 < elo1) || Double.isInfinite(elo0) || Double.isInfinite(elo1)) {
            throw new IllegalArgumentException("need finite elo0 < elo1, got " + elo0 + ", " + elo1);
        }
        if (!(alpha > 0 && alpha < 1 && beta > 0 && beta < 1 && alpha + beta < 1)) {
            throw new IllegalArgumentException("need alpha, beta in (0, 1) with alpha + beta < 1");
        }
        this.elo0 = elo0;
        this.elo1 = elo1;
        this.lower = Math.log(beta / (1 - alpha));
        this.upper = Math.log((1 - beta) / alpha);
    }

    /** @return normalized Elo under H0 */
    public double elo0() {
        return elo0;
    }

    /** @return normalized Elo under H1 */
    public double elo1() {
        return elo1;
    }

    /** @return the lower (accept H0) bound {@code ln(β / (1 - α))} */
    public double lowerBound() {
        return lower;
    }

    /** @return the upper (accept H1) bound {@code ln((1 - β) / α)} */
    public double upperBound() {
        return upper;
    }

    /**
     * Pentanomial GSPRT log-likelihood ratio.
     *
     * @param pairs game-pair statistics of the engine under test
     * @return the LLR (0 with no pairs)
     */
    public double llr(Pentanomial pairs) {
        if (pairs.pairs() == 0) {
            return 0.0;
        }
        double scale = Math.sqrt(2.0) / (2.0 * Elo.SCALE);
        return llr(pairs.counts(), PAIR_SCORES, elo0 * scale, elo1 * scale);
    }

    /**
     * Trinomial GSPRT log-likelihood ratio (for unpaired games).
     *
     * @param games per-game statistics of the engine under test
     * @return the LLR (0 with no games)
     */
    public double llr(Trinomial games) {
        if (games.games() == 0) {
            return 0.0;
        }
        double scale = 1.0 / (2.0 * Elo.SCALE);
        return llr(new long[] {games.losses(), games.draws(), games.wins()}, GAME_SCORES, elo0 * scale, elo1 * scale);
    }

    /**
     * @param llr a log-likelihood ratio
     * @return the decision for it
     */
    public Decision decide(double llr) {
        if (llr >= upper) {
            return Decision.ACCEPT_H1;
        }
        if (llr <= lower) {
            return Decision.ACCEPT_H0;
        }
        return Decision.CONTINUE;
    }

    /**
     * @param pairs game-pair statistics
     * @return LLR, bounds and decision
     */
    public Status status(Pentanomial pairs) {
        double llr = llr(pairs);
        return new Status(llr, lower, upper, decide(llr));
    }

    /**
     * @param games per-game statistics
     * @return LLR, bounds and decision
     */
    public Status status(Trinomial games) {
        double llr = llr(games);
        return new Status(llr, lower, upper, decide(llr));
    }

    private static double llr(long[] counts, double[] scores, double t0, double t1) {
        int k = counts.length;
        double total = 0.0;
        double[] freq = new double[k];
        for (int i = 0; i < k; i++) {
            freq[i] = counts[i] == 0 ? EMPTY_CELL : counts[i];
            total += freq[i];
        }
        for (int i = 0; i < k; i++) {
            freq[i] /= total;
        }
        double[] p0 = constrainedMle(freq, scores, t0);
        double[] p1 = constrainedMle(freq, scores, t1);
        double sum = 0.0;
        for (int i = 0; i < k; i++) {
            sum += freq[i] * (Math.log(p1[i]) - Math.log(p0[i]));
        }
        return total * sum;
    }

    /**
     * Distribution maximizing {@code Σ p̂_i ln p_i} subject to {@code (μ - 1/2) / σ = t}; see the class comment.
     * The fixed-point iteration starts from the uniform distribution; when that start is too far from the
     * constraint for θ to exist (φ of one sign, which happens for |t| near 1), the solution is followed by
     * continuation from {@code t = 0}, where φ_i = a_i - 1/2 always changes sign, in adaptive steps.
     */
    private static double[] constrainedMle(double[] freq, double[] scores, double t) {
        double[] uniform = new double[freq.length];
        Arrays.fill(uniform, 1.0 / freq.length);
        double[] direct = iterate(freq, scores, t, uniform);
        if (direct != null) {
            return direct;
        }
        double[] current = iterate(freq, scores, 0.0, uniform);
        double reached = 0.0;
        double step = t / 2.0;
        while (reached != t) {
            double target = Math.abs(t - reached) <= Math.abs(step) ? t : reached + step;
            double[] next = current == null ? null : iterate(freq, scores, target, current);
            if (next != null) {
                current = next;
                reached = target;
                step *= 2.0;
            } else {
                step /= 2.0;
                if (current == null || Math.abs(step) < 1e-9) {
                    throw new IllegalArgumentException("SPRT bound t = " + t + " is out of reach of the outcome model");
                }
            }
        }
        return current;
    }

    /** Fixed-point iteration {@code p_i <- p̂_i / (1 + θ φ_i(p))} from {@code start}; null if θ does not exist. */
    private static double[] iterate(double[] freq, double[] scores, double t, double[] start) {
        int k = freq.length;
        double[] p = start.clone();
        double[] phi = new double[k];
        for (int outer = 0; outer < MAX_OUTER; outer++) {
            double mu = 0.0;
            for (int i = 0; i < k; i++) {
                mu += p[i] * scores[i];
            }
            double var = 0.0;
            for (int i = 0; i < k; i++) {
                var += p[i] * (scores[i] - mu) * (scores[i] - mu);
            }
            double sigma = Math.sqrt(var);
            double minPhi = Double.POSITIVE_INFINITY;
            double maxPhi = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < k; i++) {
                double z = (scores[i] - mu) / sigma;
                phi[i] = scores[i] - 0.5 - 0.5 * t * sigma * (1.0 + z * z);
                minPhi = Math.min(minPhi, phi[i]);
                maxPhi = Math.max(maxPhi, phi[i]);
            }
            if (!(minPhi < 0.0 && maxPhi > 0.0)) {
                return null;
            }
            double theta = root(freq, phi, -1.0 / maxPhi, -1.0 / minPhi);
            double change = 0.0;
            for (int i = 0; i < k; i++) {
                double next = freq[i] / (1.0 + theta * phi[i]);
                change = Math.max(change, Math.abs(next - p[i]));
                p[i] = next;
            }
            if (change < P_TOLERANCE) {
                break;
            }
        }
        return p;
    }

    /** Bisection for the root of the decreasing {@code g(θ) = Σ p̂_i φ_i / (1 + θ φ_i)} on {@code (lo, hi)}. */
    private static double root(double[] freq, double[] phi, double lo, double hi) {
        double a = lo;
        double b = hi;
        while (true) {
            double m = 0.5 * (a + b);
            if (m <= a || m >= b) {
                return m;
            }
            double g = 0.0;
            for (int i = 0; i < freq.length; i++) {
                g += freq[i] * phi[i] / (1.0 + m * phi[i]);
            }
            if (g > 0.0) {
                a = m;
            } else if (g < 0.0) {
                b = m;
            } else {
                return m;
            }
        }
    }
}
