package dev.arbiter.elo;

import org.apache.commons.math3.special.Erf;

/**
 * Likelihood of superiority (LOS): the probability that the first engine is truly stronger.
 *
 * <p>Per game (trinomial), draws carry no information about which side is stronger, and with the
 * normal approximation {@code LOS = Φ((W - L) / sqrt(W + L)) = (1 + erf((W - L) / sqrt(2 (W + L)))) / 2}
 * (the formula of cutechess-cli and the Chess Programming Wiki, "Match Statistics").
 * From game pairs (pentanomial), {@code LOS = Φ((s - 1/2) / se)} with {@code s} the mean pair score
 * per game and {@code se} its standard error (as in fastchess).
 */
public final class Los {

    private Los() {
    }

    /**
     * Trinomial LOS {@code Φ((W - L) / sqrt(W + L))}; 0.5 when there are no decisive games.
     *
     * @param wins   wins of the first engine
     * @param losses losses of the first engine
     * @return the LOS in [0, 1]
     */
    public static double trinomial(long wins, long losses) {
        if (wins < 0 || losses < 0) {
            throw new IllegalArgumentException("counts must be >= 0");
        }
        if (wins + losses == 0) {
            return 0.5;
        }
        return phi((wins - losses) / Math.sqrt(wins + losses));
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
     * Pentanomial LOS {@code Φ((s - 1/2) / se)} from game-pair statistics.
     *
     * @param pairs pentanomial counts
     * @return the LOS in [0, 1]
     */
    public static double pentanomial(Pentanomial pairs) {
        return pairs.pairs() == 0 ? 0.5 : fromScore(pairs.score(), pairs.scoreStdErr());
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
