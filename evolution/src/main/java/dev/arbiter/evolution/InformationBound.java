package dev.arbiter.evolution;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;

/**
 * The information bound of a tuning problem: how soon an efficient estimator of the optimum, fed the most
 * informative game pairs there are, has its estimate stay within a threshold of the optimum. On a quadratic
 * landscape no tuner that does not know where the optimum is can do better on average; the benchmark states every
 * tuner's games as a multiple of this.
 *
 * <p><b>Information of a pair.</b> A pair's pentanomial result depends on the Elo difference {@code Δ} of its two
 * vectors; its Fisher information about {@code Δ} is {@code I(Δ) = Σ_h p_h'(Δ)² / p_h(Δ)} over the five pair
 * scores ({@link SimulatedOracle#pairProbabilities}; {@code 1 / I(0) ≈ 23,500 Elo²} at 61% draws). A pair between
 * {@code a} and {@code b} on a landscape known up to the position {@code θ*} of its optimum carries the information
 * {@code I(Δ) J Jᵀ} about {@code θ*}, {@code J = ∇loss(a) - ∇loss(b)}.
 *
 * <p><b>Best design.</b> By Elfving's theorem (G. Elfving, "Optimum allocation in linear regression theory", Ann.
 * Math. Statist. 23, 1952) the optimal design for a linear functional of a regression's coefficients puts its
 * observations at the extreme points of the design region; for the location of a quadratic's maximum, whose
 * information is {@code 4 I(0) (H w)(H w)ᵀ} for the pair {@code θ* ± w}, the design region is the box and the best
 * pairs are symmetric about the optimum and as wide as the box allows in every coordinate at once:
 * {@code θ* ± W s} with {@code W_i} the distance from {@code θ*_i} to its nearer bound and {@code s} a random sign
 * per coordinate (so that every pair informs every coordinate and the pairs together are orthogonal). The design
 * knows {@code θ*}; a tuner can only centre its pairs on its estimate, so it can approach but not beat this.
 *
 * <p><b>Efficient estimator.</b> The maximum-likelihood estimate of {@code θ*} with the landscape's shape known,
 * to first order (its asymptotic expansion, which attains the Cramér–Rao bound): after {@code n} pairs
 * {@code θ̂ = θ* + M⁻¹ S} with {@code M = Σ I(Δ_k) J_k J_kᵀ} and {@code S = Σ J_k ∂log p(h_k | Δ_k)/∂Δ}, each pair's
 * score {@code h_k} drawn from the same oracle stream as the tuners' (so the comparison is paired). On the skewed
 * landscape the same design is used with its own gradients, so the figure is what a tuner that knew the
 * landscape's shape would get from symmetric full-width pairs: a reference, not a bound, since that design is
 * Elfving's best only for a quadratic. The figures are those of {@link TuningBenchmark}:
 * the games after which {@code loss(θ̂)} stays below each threshold.
 */
public final class InformationBound {

    private static final double GRADIENT_STEP = 1e-4;
    private static final double PROBABILITY_STEP = 1e-3;

    private InformationBound() {
    }

    /**
     * Fisher information per pair about the Elo difference {@code Δ} of its two vectors.
     *
     * @param delta    Elo difference
     * @param drawRate per-game draw rate at equal strength
     */
    public static double pairInformation(double delta, double drawRate) {
        double[] p = SimulatedOracle.pairProbabilities(delta, drawRate);
        double[] slope = probabilitySlopes(delta, drawRate);
        double info = 0;
        for (int h = 0; h < p.length; h++) {
            info += slope[h] * slope[h] / p[h];
        }
        return info;
    }

    private static double[] probabilitySlopes(double delta, double drawRate) {
        double[] up = SimulatedOracle.pairProbabilities(delta + PROBABILITY_STEP, drawRate);
        double[] down = SimulatedOracle.pairProbabilities(delta - PROBABILITY_STEP, drawRate);
        double[] slope = new double[up.length];
        for (int h = 0; h < up.length; h++) {
            slope[h] = (up[h] - down[h]) / (2 * PROBABILITY_STEP);
        }
        return slope;
    }

    /**
     * Runs the efficient estimator with the best design on one problem and calls {@code observer} with the pairs
     * played and the estimate's loss after every pair (while fewer pairs than parameters leave the estimate
     * undetermined, the loss of the box's centre).
     *
     * @param landscape the problem's landscape
     * @param space     the box
     * @param oracle    the pairs' results (the tuners' stream)
     * @param drawRate  the oracle's draw rate
     * @param signSeed  seed of the design's random signs
     * @param pairs     pairs to play
     * @param observer  told the loss after every pair
     */
    public static void run(EloLandscape landscape, ParameterSpace space, SimulatedOracle oracle, double drawRate,
                           long signSeed, long pairs, LossObserver observer) {
        int d = landscape.dimension();
        double[] optimum = landscape.optimum();
        double[] width = new double[d];
        for (int i = 0; i < d; i++) {
            width[i] = Math.min(optimum[i] - space.low(i), space.high(i) - optimum[i]);
        }
        UniformRandomProvider signs = RandomSource.XO_RO_SHI_RO_128_PP.create(signSeed);
        double[][] information = new double[d][d];
        double[] score = new double[d];
        double[] a = new double[d];
        double[] b = new double[d];
        double[] jacobian = new double[d];
        double[] gradient = new double[d];
        double[][] factor = new double[d][d];
        double[] estimate = new double[d];
        for (int i = 0; i < d; i++) {
            estimate[i] = (space.low(i) + space.high(i)) / 2;
        }
        double centreLoss = landscape.loss(estimate);
        for (long k = 1; k <= pairs; k++) {
            for (int i = 0; i < d; i++) {
                double step = signs.nextBoolean() ? width[i] : -width[i];
                a[i] = optimum[i] + step;
                b[i] = optimum[i] - step;
            }
            gradient(landscape, a, gradient);
            System.arraycopy(gradient, 0, jacobian, 0, d);
            gradient(landscape, b, gradient);
            for (int i = 0; i < d; i++) {
                jacobian[i] -= gradient[i];
            }
            double delta = landscape.elo(a) - landscape.elo(b);
            int h = oracle.playPair(a, b);
            double[] p = SimulatedOracle.pairProbabilities(delta, drawRate);
            double logSlope = probabilitySlopes(delta, drawRate)[h] / p[h];
            double info = pairInformation(delta, drawRate);
            for (int i = 0; i < d; i++) {
                score[i] += jacobian[i] * logSlope;
                for (int j = 0; j < d; j++) {
                    information[i][j] += info * jacobian[i] * jacobian[j];
                }
            }
            double loss = centreLoss;
            if (k >= d && solve(information, score, factor, estimate)) {
                for (int i = 0; i < d; i++) {
                    estimate[i] = Math.max(space.low(i), Math.min(space.high(i), optimum[i] + estimate[i]));
                }
                loss = landscape.loss(estimate);
            }
            observer.after(k, loss);
        }
    }

    /** Told the estimate's loss after each pair. */
    @FunctionalInterface
    public interface LossObserver {
        /** After {@code pairs} pairs the estimate is {@code loss} Elo below the optimum. */
        void after(long pairs, double loss);
    }

    /** Central-difference gradient of the landscape's loss. */
    private static void gradient(EloLandscape landscape, double[] x, double[] out) {
        for (int i = 0; i < x.length; i++) {
            double keep = x[i];
            x[i] = keep + GRADIENT_STEP;
            double up = landscape.loss(x);
            x[i] = keep - GRADIENT_STEP;
            double down = landscape.loss(x);
            x[i] = keep;
            out[i] = (up - down) / (2 * GRADIENT_STEP);
        }
    }

    /** Solves {@code m x = rhs} by Cholesky into {@code x}; false when {@code m} is not positive definite. */
    static boolean solve(double[][] m, double[] rhs, double[][] l, double[] x) {
        int d = rhs.length;
        double scale = 0;
        for (int i = 0; i < d; i++) {
            scale = Math.max(scale, m[i][i]);
        }
        for (int i = 0; i < d; i++) {
            for (int j = 0; j <= i; j++) {
                double sum = m[i][j];
                for (int k = 0; k < j; k++) {
                    sum -= l[i][k] * l[j][k];
                }
                if (i == j) {
                    if (!(sum > 1e-10 * scale)) {
                        return false;
                    }
                    l[i][i] = Math.sqrt(sum);
                } else {
                    l[i][j] = sum / l[j][j];
                }
            }
        }
        for (int i = 0; i < d; i++) {
            double sum = rhs[i];
            for (int k = 0; k < i; k++) {
                sum -= l[i][k] * x[k];
            }
            x[i] = sum / l[i][i];
        }
        for (int i = d - 1; i >= 0; i--) {
            double sum = x[i];
            for (int k = i + 1; k < d; k++) {
                sum -= l[k][i] * x[k];
            }
            x[i] = sum / l[i][i];
        }
        return true;
    }
}
