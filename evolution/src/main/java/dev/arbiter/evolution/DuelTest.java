package dev.arbiter.evolution;

import dev.arbiter.elo.Pentanomial;

/**
 * The sequential test that decides a DE duel (trial A against target B) from its pentanomial counts.
 *
 * <p><b>Test.</b> A generalised SPRT on the pair-mean score {@code x = (A's points in the pair) / 2}
 * with the normal approximation (Van den Bergh's GSPRT, as used by fishtest), between the symmetric
 * hypotheses {@code H0: Elo(A) - Elo(B) = -δ} and {@code H1: = +δ}. With {@code μ± = 1/(1+10^(∓δ/400))},
 * {@code n} pairs, mean {@code x̄} and per-pair variance {@code σ²}:
 * <pre>  LLR = n (μ+ - μ-) (2 x̄ - 1) / (2 σ²)</pre>
 * because {@code μ+ + μ- = 1}. The test stops at the first pair count {@code n >= minPairs} where
 * {@code |LLR| >= ln((1 - α)/α)}, or at {@code maxPairs}. Because the hypotheses are symmetric,
 * the sign of the LLR is the sign of {@code x̄ - 1/2}, so the decision rule is simply
 * <b>the trial replaces the target iff it scored strictly more than 50%</b> when the duel stops.
 *
 * <p><b>Variance.</b> With few pairs the sample variance is unreliable (it is 0 after one pair), so it
 * is shrunk towards {@link #PRIOR_VARIANCE} with the weight of {@link #PRIOR_PAIRS} pairs:
 * {@code σ² = (Σ (x - x̄)² + PRIOR_PAIRS · PRIOR_VARIANCE) / (n + PRIOR_PAIRS)}.
 */
public final class DuelTest {

    /** Prior per-pair variance of {@code x}: independent games at equal strength with a 60% draw rate. */
    public static final double PRIOR_VARIANCE = 0.05;

    /** Weight of the prior variance, in pairs. */
    public static final double PRIOR_PAIRS = 4;

    private final int minPairs;
    private final int maxPairs;
    private final double muDiff;
    private final double bound;

    /**
     * @param minPairs pairs before the test may stop early (at least 1)
     * @param maxPairs pairs at which the duel always stops
     * @param elo      δ, the Elo difference of the hypotheses (positive)
     * @param alpha    error rate α = β of the test, in (0, 0.5); loose values (0.2..0.4) make a sequential
     *                 "clear leader" rule rather than a confirmation test
     */
    public DuelTest(int minPairs, int maxPairs, double elo, double alpha) {
        if (minPairs < 1 || maxPairs < minPairs) {
            throw new IllegalArgumentException("need 1 <= minPairs <= maxPairs");
        }
        if (!(elo > 0) || !(alpha > 0 && alpha < 0.5)) {
            throw new IllegalArgumentException("need elo > 0 and 0 < alpha < 0.5");
        }
        this.minPairs = minPairs;
        this.maxPairs = maxPairs;
        this.muDiff = 2.0 / (1.0 + Math.pow(10.0, -elo / 400.0)) - 1.0;
        this.bound = Math.log((1 - alpha) / alpha);
    }

    /** Pairs at which a duel always stops. */
    public int maxPairs() {
        return maxPairs;
    }

    /** Log-likelihood ratio of H1 against H0 for pair counts indexed by A's half-points. */
    public double llr(long[] counts) {
        long n = 0;
        double sum = 0;
        for (int h = 0; h < Pentanomial.CELLS; h++) {
            n += counts[h];
            sum += counts[h] * (h / 4.0);
        }
        if (n == 0) {
            return 0;
        }
        double mean = sum / n;
        double squares = 0;
        for (int h = 0; h < Pentanomial.CELLS; h++) {
            double dev = h / 4.0 - mean;
            squares += counts[h] * dev * dev;
        }
        double variance = (squares + PRIOR_PAIRS * PRIOR_VARIANCE) / (n + PRIOR_PAIRS);
        return n * muDiff * (2 * mean - 1) / (2 * variance);
    }

    /** Whether a duel with these counts has stopped. */
    public boolean stopped(long[] counts) {
        long n = 0;
        for (long c : counts) {
            n += c;
        }
        return n >= maxPairs || (n >= minPairs && Math.abs(llr(counts)) >= bound);
    }

    /** The decision: whether A (the trial) scored strictly more than 50%. */
    public static boolean trialWins(long[] counts) {
        long below = counts[0] * 2 + counts[1];
        long above = counts[4] * 2 + counts[3];
        return above > below;
    }
}
