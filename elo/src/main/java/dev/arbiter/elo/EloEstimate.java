package dev.arbiter.elo;

import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * An Elo difference with a two-sided confidence interval, as printed by cutechess-cli and fastchess.
 *
 * <p>The interval is obtained by transforming the normal confidence interval of the mean score,
 * {@code [s - z·se, s + z·se]} (clipped to [0, 1]), through {@link Elo#fromScore}; it is therefore
 * slightly asymmetric. {@link #margin()} is its half-width {@code (upper - lower) / 2}, the "+/-" figure
 * of those tools. {@link #stdErr()} is the delta-method standard error
 * {@code se_elo = se · dElo/ds = se · 400 / (ln 10 · s (1 - s))}.
 * Values are never NaN: a perfect score gives {@code elo = +/-Infinity}, and no games gives
 * {@code elo = 0} with an infinite interval and standard error.
 *
 * @param elo        point estimate
 * @param lower      lower end of the interval (may be {@code -Infinity})
 * @param upper      upper end of the interval (may be {@code +Infinity})
 * @param stdErr     delta-method standard error in Elo (may be {@code +Infinity})
 * @param confidence two-sided confidence level of the interval, e.g. 0.95
 */
public record EloEstimate(double elo, double lower, double upper, double stdErr, double confidence) {

    /** Default confidence level. */
    public static final double DEFAULT_CONFIDENCE = 0.95;

    /** @return the half-width {@code (upper - lower) / 2}, the "+/-" error margin */
    public double margin() {
        return (upper - lower) / 2.0;
    }

    /**
     * Builds the estimate from a mean score and its standard error.
     *
     * @param score      mean score per game in [0, 1]
     * @param scoreStdErr standard error of the mean score (&gt;= 0)
     * @param confidence two-sided confidence level in (0, 1)
     * @return the estimate
     */
    public static EloEstimate fromScore(double score, double scoreStdErr, double confidence) {
        double z = zTwoSided(confidence);
        double lo = clip(score - z * scoreStdErr);
        double hi = clip(score + z * scoreStdErr);
        double se = score > 0.0 && score < 1.0 ? scoreStdErr * Elo.slope(score) : Double.POSITIVE_INFINITY;
        return new EloEstimate(Elo.fromScore(score), Elo.fromScore(lo), Elo.fromScore(hi), se, confidence);
    }

    /** Estimate for an empty sample: Elo 0, unbounded interval. */
    static EloEstimate empty(double confidence) {
        zTwoSided(confidence);
        return new EloEstimate(0.0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
                Double.POSITIVE_INFINITY, confidence);
    }

    /**
     * Two-sided standard normal quantile {@code z = Φ^-1(1 - (1 - c) / 2)}, e.g. 1.959964 for c = 0.95.
     *
     * @param confidence confidence level in (0, 1)
     * @return the quantile
     */
    public static double zTwoSided(double confidence) {
        if (!(confidence > 0.0 && confidence < 1.0)) {
            throw new IllegalArgumentException("confidence must be in (0, 1): " + confidence);
        }
        return new NormalDistribution(null, 0.0, 1.0).inverseCumulativeProbability(1.0 - (1.0 - confidence) / 2.0);
    }

    private static double clip(double s) {
        return Math.min(1.0, Math.max(0.0, s));
    }
}
