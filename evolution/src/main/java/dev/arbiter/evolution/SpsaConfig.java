package dev.arbiter.evolution;

import org.apache.commons.math3.distribution.ChiSquaredDistribution;

/**
 * Settings of {@link Spsa} in fishtest's form.
 *
 * @param space      bounds and integer flags
 * @param start      starting θ
 * @param cEnd       per-parameter perturbation at the last iteration
 * @param rEnd       learning rate at the last iteration, {@code r = a / c²} (one for all parameters)
 * @param alpha      decay exponent of {@code a_k} (fishtest: 0.602)
 * @param gamma      decay exponent of {@code c_k} (fishtest: 0.101)
 * @param aRatio     A as a fraction of the planned iterations (fishtest default: 0.1)
 * @param iterations planned iterations N (one game pair each); the schedule keeps decaying after them
 * @param stepPairs  iterations per step of {@link Spsa#progress()} (a row of a run's progress, a "generation" of
 *                   its budget); at least 1
 * @param rngSeed    random seed of the perturbation signs
 */
public record SpsaConfig(ParameterSpace space, double[] start, double[] cEnd, double rEnd, double alpha,
                         double gamma, double aRatio, long iterations, long stepPairs, long rngSeed) {

    /** Validates and copies. */
    public SpsaConfig {
        if (start.length != space.dimension() || cEnd.length != space.dimension()) {
            throw new IllegalArgumentException("start and cEnd need one entry per parameter");
        }
        for (double c : cEnd) {
            if (!(c > 0)) {
                throw new IllegalArgumentException("cEnd must be positive");
            }
        }
        if (!(rEnd > 0) || !(alpha >= 0) || !(gamma >= 0) || !(aRatio >= 0) || iterations < 1 || stepPairs < 1) {
            throw new IllegalArgumentException("need rEnd > 0, alpha, gamma, aRatio >= 0, iterations and stepPairs >= 1");
        }
        start = start.clone();
        cEnd = cEnd.clone();
    }

    /** Fishtest's exponents: alpha 0.602, gamma 0.101. */
    public static final double FISHTEST_ALPHA = 0.602;
    /** Fishtest's decay exponent of the perturbation. */
    public static final double FISHTEST_GAMMA = 0.101;
    /** Fishtest's A as a fraction of the planned iterations. */
    public static final double FISHTEST_A_RATIO = 0.1;

    /** Fishtest's exponents and A ratio (alpha 0.602, gamma 0.101, A = 10% of the iterations), one pair a step. */
    public static SpsaConfig fishtest(ParameterSpace space, double[] start, double[] cEnd, double rEnd,
                                      long iterations, long rngSeed) {
        return new SpsaConfig(space, start, cEnd, rEnd, FISHTEST_ALPHA, FISHTEST_GAMMA, FISHTEST_A_RATIO, iterations, 1,
                rngSeed);
    }

    /**
     * Van den Bergh's constant learning rate (SPSA simulator, used by fishtest's tuning guide) for a final precision of
     * 0.5 Elo at 95% confidence with {@code dimension} parameters and games drawn at {@code drawRate}:
     * {@code r = 0.5 / (C χ²₀.₉₅(d) (1 - drawRate) / 8)}, {@code C = 800 / ln 10}.
     */
    public static double learningRate(int dimension, double drawRate) {
        double chi2 = new ChiSquaredDistribution(null, dimension).inverseCumulativeProbability(0.95);
        return 0.5 / (800 / Math.log(10) * chi2 * (1 - drawRate) / 8);
    }

    @Override
    public double[] start() {
        return start.clone();
    }

    @Override
    public double[] cEnd() {
        return cEnd.clone();
    }
}
