package dev.arbiter.elo;

import org.apache.commons.math3.special.Erf;

/**
 * Likelihood of superiority (LOS): the probability that the first engine is truly stronger.
 *
 * <p>The figures Arbiter prints come from a fit ({@link BradleyTerry.Fit#superiority}: {@code Φ} of the standardised
 * score at a difference of 0, which is about {@code Φ(d / se)} in the middle of the scale and stays meaningful after a
 * clean sweep); the Wald forms here serve fits built by hand.
 */
public final class Los {

    private Los() {
    }

    /**
     * LOS from a mean score and its standard error: {@code Φ((s - 1/2) / se)}.
     * A zero standard error gives 0, 0.5 or 1 according to the sign of {@code s - 1/2}.
     *
     * @param score  mean score in [0, 1]
     * @param stdErr standard error of the mean score
     * @return the LOS in [0, 1]
     */
    public static double fromScore(double score, double stdErr) {
        double d = score - 0.5;
        if (!(stdErr > 0.0) || Double.isInfinite(stdErr)) {
            return Double.isInfinite(stdErr) ? 0.5 : (d > 0 ? 1.0 : d < 0 ? 0.0 : 0.5);
        }
        return phi(d / stdErr);
    }

    /**
     * LOS of one rating over another from their difference and its standard error: {@code Φ(d / se)}.
     * A zero standard error gives 0, 0.5 or 1 according to the sign of {@code d}.
     *
     * @param diff   rating difference (any unit)
     * @param stdErr standard error of the difference, same unit
     * @return the LOS in [0, 1]
     */
    public static double fromDifference(double diff, double stdErr) {
        return fromScore(0.5 + diff, stdErr);
    }

    /** Standard normal CDF {@code Φ(x) = (1 + erf(x / sqrt 2)) / 2}. */
    static double phi(double x) {
        return 0.5 * (1.0 + Erf.erf(x / Math.sqrt(2.0)));
    }
}
