package dev.arbiter.elo;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;

import java.util.Locale;

/**
 * An Elo difference (or rating) with a two-sided confidence interval.
 *
 * <p>Every estimate comes from a Bradley–Terry fit ({@link BradleyTerry.Fit#difference}, {@link BradleyTerry.Fit#rating};
 * a game-pair or per-game record is fitted as two players): the point estimate is the fit's (finite, thanks to its weak
 * prior), the interval is the score-type interval of {@link ContrastScore}. A side the data do not bound (the upper side
 * after a clean sweep, both sides with no games) is infinite here and is printed in words by {@link #intervalText()}:
 * no output shows a number that is not finite. {@link #margin()} is the half-width, the "+/-" figure of cutechess-cli
 * and fastchess, where both sides are bounded; {@link #stdErr()} the cluster-robust standard error at the estimate.
 *
 * @param elo        point estimate
 * @param lower      lower end of the interval ({@code -Infinity} where unbounded)
 * @param upper      upper end of the interval ({@code +Infinity} where unbounded)
 * @param stdErr     standard error at the estimate, in Elo
 * @param confidence two-sided confidence level of the interval, e.g. 0.95
 */
public record EloEstimate(double elo, double lower, double upper, double stdErr, double confidence) {

    /** Default confidence level. */
    public static final double DEFAULT_CONFIDENCE = 0.95;

    /** @return the half-width {@code (upper - lower) / 2}, the "+/-" error margin (infinite when a side is unbounded) */
    public double margin() {
        return (upper - lower) / 2.0;
    }

    /** @return whether the data bound both sides */
    public boolean bounded() {
        return Double.isFinite(lower) && Double.isFinite(upper);
    }

    /** @return the interval as text with one decimal: {@code [-12.3, +45.6]}, {@code at least +568.0}, ... */
    public String intervalText() {
        return intervalText(lower, upper);
    }

    /**
     * An interval as text with one decimal, a side the data do not bound said in words: {@code [-12.3, +45.6]},
     * {@code at least +568.0}, {@code at most -568.0}, or {@code unbounded}.
     *
     * @param lower lower end ({@code -Infinity} where unbounded)
     * @param upper upper end ({@code +Infinity} where unbounded)
     * @return the text
     */
    public static String intervalText(double lower, double upper) {
        boolean low = Double.isFinite(lower);
        boolean high = Double.isFinite(upper);
        if (low && high) {
            return String.format(Locale.ROOT, "[%+.1f, %+.1f]", lower + 0.0, upper + 0.0);
        }
        if (low) {
            return String.format(Locale.ROOT, "at least %+.1f", lower + 0.0);
        }
        return high ? String.format(Locale.ROOT, "at most %+.1f", upper + 0.0) : "unbounded";
    }

    /**
     * Two-sided standard normal quantile {@code z = Φ^-1(1 - (1 - c) / 2)}, e.g. 1.959964 for c = 0.95.
     *
     * @param confidence confidence level in (0, 1)
     * @return the quantile
     */
    public static double zTwoSided(double confidence) {
        return critical(confidence, Double.POSITIVE_INFINITY);
    }

    /**
     * Two-sided Student-t quantile with {@code degreesOfFreedom} (the normal one when infinite).
     *
     * @param confidence       confidence level in (0, 1)
     * @param degreesOfFreedom ν &gt; 0
     * @return the quantile
     */
    public static double critical(double confidence, double degreesOfFreedom) {
        if (!(confidence > 0.0 && confidence < 1.0)) {
            throw new IllegalArgumentException("confidence must be in (0, 1): " + confidence);
        }
        if (!(degreesOfFreedom > 0.0)) {
            throw new IllegalArgumentException("degrees of freedom must be > 0: " + degreesOfFreedom);
        }
        double p = 1.0 - (1.0 - confidence) / 2.0;
        return Double.isInfinite(degreesOfFreedom) ? new NormalDistribution(null, 0.0, 1.0).inverseCumulativeProbability(p)
                : new TDistribution(null, degreesOfFreedom).inverseCumulativeProbability(p);
    }
}
