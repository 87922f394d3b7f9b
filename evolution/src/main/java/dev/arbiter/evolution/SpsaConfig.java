package dev.arbiter.evolution;

import org.apache.commons.math3.distribution.ChiSquaredDistribution;

/**
 * Settings of {@link Spsa} in fishtest's form.
 *
 * @param space     bounds and integer flags
 * @param start     starting θ
 * @param schedule  the gain and perturbation schedule
 * @param stepPairs iterations per step of {@link Spsa#progress()} (a row of a run's progress, a "generation" of its
 *                  budget); at least 1
 * @param rngSeed   random seed of the perturbation signs
 */
public record SpsaConfig(ParameterSpace space, double[] start, Schedule schedule, long stepPairs, long rngSeed) {

    /** Validates and copies. */
    public SpsaConfig {
        if (start.length != space.dimension() || schedule.cEnd.length != space.dimension()) {
            throw new IllegalArgumentException("start and cEnd need one entry per parameter");
        }
        if (stepPairs < 1) {
            throw new IllegalArgumentException("need stepPairs >= 1");
        }
        start = start.clone();
    }

    /**
     * SPSA's schedule in fishtest's terms: {@code c_k = c / (k + 1)^gamma}, {@code a_k = a / (A + k + 1)^alpha}, with
     * {@code c} and {@code a} such that the last planned iteration has {@code cEnd} and {@code rEnd}.
     *
     * @param cEnd       per-parameter perturbation at the last iteration
     * @param rEnd       learning rate at the last iteration, {@code r = a / c²} (one for all parameters)
     * @param alpha      decay exponent of {@code a_k} (fishtest: 0.602)
     * @param gamma      decay exponent of {@code c_k} (fishtest: 0.101)
     * @param aRatio     A as a fraction of the planned iterations (fishtest default: 0.1)
     * @param iterations planned iterations N (one game pair each); the schedule keeps decaying after them
     */
    public record Schedule(double[] cEnd, double rEnd, double alpha, double gamma, double aRatio, long iterations) {

        /** Validates and copies. */
        public Schedule {
            for (double c : cEnd) {
                if (!(c > 0)) {
                    throw new IllegalArgumentException("cEnd must be positive");
                }
            }
            if (!(rEnd > 0) || !(alpha >= 0) || !(gamma >= 0) || !(aRatio >= 0) || iterations < 1) {
                throw new IllegalArgumentException("need rEnd > 0, alpha, gamma, aRatio >= 0 and iterations >= 1");
            }
            cEnd = cEnd.clone();
        }

        @Override
        public double[] cEnd() {
            return cEnd.clone();
        }
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
        return new SpsaConfig(space, start,
                new Schedule(cEnd, rEnd, FISHTEST_ALPHA, FISHTEST_GAMMA, FISHTEST_A_RATIO, iterations), 1, rngSeed);
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
}
