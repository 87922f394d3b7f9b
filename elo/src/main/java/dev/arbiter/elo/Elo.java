package dev.arbiter.elo;

/**
 * Conversions between an expected score and an Elo difference under the logistic Elo model.
 *
 * <p>The expected score of a player rated {@code d} Elo above its opponent is
 * {@code s = 1 / (1 + 10^(-d/400))}, hence {@code d = -400 log10(1/s - 1)}
 * (A. Elo, <i>The Rating of Chessplayers, Past and Present</i>, 1978; the logistic form used by
 * FIDE, cutechess-cli, fastchess and fishtest). The natural-log Bradley–Terry strength {@code r}
 * relates to Elo by {@code d = r * 400 / ln 10}.
 */
public final class Elo {

    /** Elo points per natural-log unit of strength: {@code 400 / ln 10 ≈ 173.7178}. */
    public static final double SCALE = 400.0 / Math.log(10.0);

    private Elo() {
    }

    /**
     * Elo difference for an expected score: {@code d = -400 log10(1/s - 1)}.
     * Returns {@code +/-Infinity} for {@code s = 1} / {@code s = 0}.
     *
     * @param score expected score in [0, 1]
     * @return the Elo difference
     */
    public static double fromScore(double score) {
        if (!(score >= 0.0 && score <= 1.0)) {
            throw new IllegalArgumentException("score must be in [0, 1]: " + score);
        }
        return -400.0 * Math.log10(1.0 / score - 1.0);
    }

    /**
     * Expected score for an Elo difference: {@code s = 1 / (1 + 10^(-d/400))}.
     *
     * @param elo Elo difference
     * @return expected score in [0, 1]
     */
    public static double toScore(double elo) {
        return 1.0 / (1.0 + Math.pow(10.0, -elo / 400.0));
    }

    /**
     * Derivative of the Elo difference with respect to the score, {@code dd/ds = 400 / (ln 10 · s (1 - s))},
     * used by the delta method to turn a score standard error into an Elo standard error.
     *
     * @param score expected score in (0, 1)
     * @return the derivative in Elo per unit of score
     */
    public static double slope(double score) {
        return SCALE / (score * (1.0 - score));
    }
}
