package dev.arbiter.engine.search;

import dev.arbiter.engine.world.ParameterSpec;

import java.util.List;

/**
 * The description of one search algorithm offered by {@link Algorithms}: its name, one line about it and the
 * parameters it accepts (so that front ends can expose them as engine options).
 *
 * @param name        the name passed to {@link Algorithms#create}
 * @param description one line for listings
 * @param parameters  the tunable parameters with their bounds and defaults
 */
public record AlgorithmSpec(String name, String description, List<ParameterSpec> parameters) {

    /** Copies the parameter list. */
    public AlgorithmSpec {
        parameters = List.copyOf(parameters);
    }
}
