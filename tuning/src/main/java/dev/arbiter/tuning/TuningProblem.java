package dev.arbiter.tuning;

import dev.arbiter.evolution.ParameterSpace;

import java.util.List;

/**
 * What a tuner is set up for: the parameters (names, bounds, seed vector), the run's seed and its budget. A
 * tuner's settings read from it whatever their defaults depend on (SPSA plans its schedule for the budget's games
 * and sizes its perturbation by each range).
 *
 * @param names      parameter names, in vector order
 * @param space      bounds and integer flags
 * @param seedVector the starting vector
 * @param seed       the run seed, from which the tuner draws its random choices
 * @param budget     when tuning stops
 */
public record TuningProblem(List<String> names, ParameterSpace space, double[] seedVector, long seed, Budget budget) {

    /** Checks dimensions and copies. */
    public TuningProblem {
        names = List.copyOf(names);
        seedVector = seedVector.clone();
        if (names.size() != space.dimension() || seedVector.length != space.dimension()) {
            throw new IllegalArgumentException("names, bounds and seed vector differ in length");
        }
    }

    @Override
    public double[] seedVector() {
        return seedVector.clone();
    }
}
