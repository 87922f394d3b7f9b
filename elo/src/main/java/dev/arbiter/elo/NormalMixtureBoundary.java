package dev.arbiter.elo;

import org.apache.commons.numbers.gamma.Erfc;

/**
 * A one-sided confidence sequence for a parameter estimated sequentially with a normal estimator: Robbins'
 * normal-mixture boundary (H. Robbins, "Statistical methods related to the law of the iterated logarithm",
 * Ann. Math. Statist. 41, 1970), in the form of S. R. Howard, A. Ramdas, J. McAuliffe and J. Sekhon,
 * "Time-uniform, nonparametric, nonasymptotic confidence sequences", Ann. Statist. 49(2), 2021, §3 (the
 * one-sided normal mixture, mixing density a half-normal of precision ρ).
 *
 * <p><b>Statement.</b> Let {@code θ̂_t} estimate {@code θ} with standard error {@code se_t} after the
 * {@code t}-th observation and let {@code V_t = 1 / se_t²} be the information. For efficient estimators
 * in regular models, {@code S_t = (θ̂_t - θ) V_t} behaves like a Brownian motion in information time
 * {@code V} (D. Scharfstein, A. Tsiatis and J. Robins, "Semiparametric efficiency and its implication on the
 * design and analysis of group-sequential studies", JASA 92, 1997; C. Jennison and B. Turnbull, <i>Group
 * Sequential Methods</i>, 2000, §11), so
 * <pre>  M_t = ∫₀^∞ exp(λ S_t - λ² V_t / 2) 2 sqrt(ρ / 2π) e^(-ρλ²/2) dλ
 *      = 2 sqrt(ρ / (V_t + ρ)) exp(S_t² / (2 (V_t + ρ))) Φ(S_t / sqrt(V_t + ρ))</pre>
 * is a nonnegative martingale with {@code M_0 = 1}, and by Ville's inequality
 * {@code P(∃t: M_t >= 1/α) <= α}. Writing {@code x = S / sqrt(V + ρ)}, {@code M >= 1/α} is
 * <pre>  x²/2 + ln Φ(x) >= ln(1/(2α)) + ½ ln((V + ρ)/ρ),</pre>
 * whose smallest root {@code x*} gives the bound {@code θ >= θ̂_t - x* sqrt(V_t + ρ) / V_t} for all
 * {@code t} at once, with probability at least {@code 1 - α}: it may be looked at after every observation
 * and stopped on at any data-dependent time. The standard errors are estimated, which makes the statement
 * asymptotic (I. Waudby-Smith, D. Arbour, R. Sinha, E. H. Kennedy and A. Ramdas, "Time-uniform central
 * limit theory and asymptotic confidence sequences", 2021, Thm. 2.2, where the same mixture is used with an
 * estimated variance).
 *
 * <p><b>ρ</b> sets where the boundary is tightest: in standard errors the width {@code x* sqrt(1 + ρ se²)}
 * is within a few percent of its minimum for information {@code V} from about {@code 3ρ} to {@code 30ρ}
 * and grows like {@code sqrt(ln V)} beyond (the price of looking forever); below {@code ρ} it widens
 * quickly, which protects the first, small-sample looks.
 */
public final class NormalMixtureBoundary {

    private final double precision;
    private final double logInverseTwoAlpha;

    /**
     * @param precision ρ &gt; 0, in units of information (inverse squared units of the parameter)
     * @param alpha     one-sided error probability over all looks, in (0, 1/2)
     */
    public NormalMixtureBoundary(double precision, double alpha) {
        if (!(precision > 0.0) || Double.isInfinite(precision)) {
            throw new IllegalArgumentException("precision must be finite and > 0: " + precision);
        }
        if (!(alpha > 0.0 && alpha < 0.5)) {
            throw new IllegalArgumentException("alpha must be in (0, 0.5): " + alpha);
        }
        this.precision = precision;
        this.logInverseTwoAlpha = Math.log(1.0 / (2.0 * alpha));
    }

    /** @return ρ */
    public double precision() {
        return precision;
    }

    /**
     * The half-width of the one-sided bound: {@code θ >= θ̂ - width(se)} (and, by symmetry,
     * {@code θ <= θ̂ + width(se)} at the same level for the other side).
     *
     * @param stdErr the current standard error of the estimate (&gt; 0); infinite gives an infinite width
     * @return the width, in the units of the standard error
     */
    public double width(double stdErr) {
        return width(stdErr, Double.POSITIVE_INFINITY);
    }

    /**
     * The half-width when the standard error is itself estimated from {@code degreesOfFreedom} independent units:
     * the normal critical value {@code x*} is replaced by the Student-t quantile of the same tail probability,
     * from the Cornish-Fisher expansion {@code t ≈ x + (x³ + x)/(4ν) + (5x⁵ + 16x³ + 3x)/(96ν²)}
     * (M. Abramowitz and I. A. Stegun, <i>Handbook of Mathematical Functions</i>, 26.7.5). This widens the bound
     * at the first looks, when few game pairs have been played, and vanishes as they accumulate.
     *
     * @param stdErr           the current standard error (&gt; 0)
     * @param degreesOfFreedom ν &gt; 0 ({@code +Infinity} for a known standard error)
     * @return the width
     */
    public double width(double stdErr, double degreesOfFreedom) {
        if (!(degreesOfFreedom > 0.0)) {
            throw new IllegalArgumentException("degrees of freedom must be > 0: " + degreesOfFreedom);
        }
        if (!(stdErr > 0.0)) {
            throw new IllegalArgumentException("standard error must be > 0: " + stdErr);
        }
        if (Double.isInfinite(stdErr)) {
            return Double.POSITIVE_INFINITY;
        }
        double information = 1.0 / (stdErr * stdErr);
        double ratio = 1.0 + precision / information;
        double target = logInverseTwoAlpha + 0.5 * Math.log1p(information / precision);
        return student(root(target), degreesOfFreedom) * stdErr * Math.sqrt(ratio);
    }

    /**
     * How far the mixture martingale of a sum {@code s} with information {@code v} is past the boundary, in units of
     * {@code sqrt(v + ρ)}: {@code s / sqrt(v + ρ) - t*(v)}, with {@code t*} the critical value {@link #width} uses.
     * Positive exactly when {@code M >= 1/α}, i.e. when the hypothesis the sum was computed under is rejected. This
     * is the score form of the boundary ({@code s = (θ̂ - θ0) v}), for a variance evaluated at {@code θ0}.
     *
     * @param s                the sum (score) under the hypothesis
     * @param v                its information (&gt; 0), in the units of ρ
     * @param degreesOfFreedom ν &gt; 0 ({@code +Infinity} for a known variance)
     * @return the excess; positive rejects
     */
    public double excess(double s, double v, double degreesOfFreedom) {
        if (!(v > 0.0) || !(degreesOfFreedom > 0.0)) {
            throw new IllegalArgumentException("information and degrees of freedom must be > 0: " + v + ", "
                    + degreesOfFreedom);
        }
        double target = logInverseTwoAlpha + 0.5 * Math.log1p(v / precision);
        return s / Math.sqrt(v + precision) - student(root(target), degreesOfFreedom);
    }

    private static double student(double x, double nu) {
        if (Double.isInfinite(nu)) {
            return x;
        }
        double x3 = x * x * x;
        return x + (x3 + x) / (4.0 * nu) + (5.0 * x3 * x * x + 16.0 * x3 + 3.0 * x) / (96.0 * nu * nu);
    }

    /**
     * The critical value in standard errors, {@code width(se) / se}.
     *
     * @param stdErr the current standard error (&gt; 0)
     * @return {@code x* sqrt(1 + ρ se²)}
     */
    public double critical(double stdErr) {
        return width(stdErr) / stdErr;
    }

    /**
     * The root of {@code h(x) = x²/2 + ln Φ(x) = target} (target &gt; 0) by Newton's method from
     * {@code sqrt(2 target)}, which lies below it; h is increasing and convex on {@code x > 0}, so after the
     * first step the iterates decrease monotonically to the root.
     */
    private static double root(double target) {
        double x = Math.sqrt(2.0 * target);
        for (int i = 0; i < 50; i++) {
            double cdf = cdf(x);
            double next = x - (0.5 * x * x + Math.log(cdf) - target) / (x + density(x) / cdf);
            if (Math.abs(next - x) <= 1e-13 * x) {
                return next;
            }
            x = next;
        }
        return x;
    }

    private static double cdf(double x) {
        return 0.5 * Erfc.value(-x / Math.sqrt(2.0));
    }

    private static double density(double x) {
        return Math.exp(-0.5 * x * x) / Math.sqrt(2.0 * Math.PI);
    }
}
