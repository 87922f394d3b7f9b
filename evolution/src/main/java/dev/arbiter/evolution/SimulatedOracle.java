package dev.arbiter.evolution;

import dev.arbiter.elo.Pentanomial;
import org.apache.commons.rng.RestorableUniformRandomProvider;
import org.apache.commons.rng.core.RandomProviderDefaultState;
import org.apache.commons.rng.simple.RandomSource;

/**
 * A simulated {@link MatchOracle} over an {@link EloLandscape}, deterministic from a seed.
 *
 * <p><b>Game model.</b> With {@code d = Elo(A) - Elo(B)} the expected game score of A is the logistic
 * {@code s = 1 / (1 + 10^(-d/400))}. A game is drawn with probability {@code D' = min(D, 2 min(s, 1 - s))}
 * ({@code D} the configured draw rate; the clip keeps all probabilities non-negative while preserving
 * the expected score exactly), won with {@code W = s - D'/2} and lost with {@code L = 1 - s - D'/2}.
 *
 * <p><b>Pair model.</b> The two games of a pair are independent and identically distributed: the
 * model has no seat advantage, so there is no seat correlation to represent. The pentanomial pair
 * distribution of A's points is the convolution of two games:
 * {@code P(0) = L²}, {@code P(0.5) = 2LD'}, {@code P(1) = 2WL + D'²}, {@code P(1.5) = 2WD'},
 * {@code P(2) = W²}. Each pair costs one uniform draw from an XoRoShiRo128++ stream
 * (commons-rng), whose state can be saved and restored. Not thread-safe.
 */
public final class SimulatedOracle implements MatchOracle {

    private final EloLandscape landscape;
    private final double drawRate;
    private final RestorableUniformRandomProvider rng;

    /**
     * @param landscape the true strength of every vector
     * @param drawRate  per-game draw probability D at equal strength, in [0, 1)
     * @param seed      random seed
     */
    public SimulatedOracle(EloLandscape landscape, double drawRate, long seed) {
        if (!(drawRate >= 0 && drawRate < 1)) {
            throw new IllegalArgumentException("drawRate must be in [0, 1): " + drawRate);
        }
        this.landscape = landscape;
        this.drawRate = drawRate;
        this.rng = RandomSource.XO_RO_SHI_RO_128_PP.create(seed);
    }

    /** The landscape. */
    public EloLandscape landscape() {
        return landscape;
    }

    /**
     * Per-game probabilities {win, draw, loss} for A at an Elo difference {@code d}.
     *
     * @param d        Elo(A) - Elo(B)
     * @param drawRate D
     * @return {W, D', L}
     */
    public static double[] gameProbabilities(double d, double drawRate) {
        double s = 1.0 / (1.0 + Math.pow(10.0, -d / 400.0));
        double draw = Math.min(drawRate, 2.0 * Math.min(s, 1.0 - s));
        return new double[] {s - draw / 2, draw, 1.0 - s - draw / 2};
    }

    /**
     * Pentanomial probabilities of A's pair score (0, 0.5, 1, 1.5, 2) at an Elo difference {@code d}.
     *
     * @param d        Elo(A) - Elo(B)
     * @param drawRate D
     * @return five probabilities summing to 1
     */
    public static double[] pairProbabilities(double d, double drawRate) {
        double[] g = gameProbabilities(d, drawRate);
        double w = g[0];
        double e = g[1];
        double l = g[2];
        return new double[] {l * l, 2 * l * e, 2 * w * l + e * e, 2 * w * e, w * w};
    }

    @Override
    public Pentanomial play(double[] a, double[] b, int pairs) {
        if (pairs < 1) {
            throw new IllegalArgumentException("pairs must be >= 1: " + pairs);
        }
        double[] p = pairProbabilities(landscape.elo(a) - landscape.elo(b), drawRate);
        long[] counts = new long[Pentanomial.CELLS];
        for (int i = 0; i < pairs; i++) {
            counts[sample(p)]++;
        }
        return Pentanomial.of(counts);
    }

    @Override
    public int playPair(double[] a, double[] b) {
        return sample(pairProbabilities(landscape.elo(a) - landscape.elo(b), drawRate));
    }

    private int sample(double[] p) {
        double u = rng.nextDouble();
        int h = 0;
        double cumulative = p[0];
        while (h < Pentanomial.CELLS - 1 && u >= cumulative) {
            h++;
            cumulative += p[h];
        }
        return h;
    }

    /** The random stream's state, for checkpoints. */
    public byte[] saveState() {
        return ((RandomProviderDefaultState) rng.saveState()).getState();
    }

    /** Restores a state from {@link #saveState()}. */
    public void restoreState(byte[] state) {
        rng.restoreState(new RandomProviderDefaultState(state));
    }
}
