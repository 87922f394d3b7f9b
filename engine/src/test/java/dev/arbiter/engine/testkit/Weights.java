package dev.arbiter.engine.testkit;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;

import java.util.LinkedHashMap;
import java.util.Map;

/** Evaluation weights for tests that look at one term of an evaluation at a time. */
public final class Weights {

    private Weights() {
    }

    /** The weights of {@code game} with {@code name} at 1 and every other weight at 0. */
    public static Parameters only(Game<?> game, String name) {
        return only(game, Map.of(name, 1.0));
    }

    /** The weights of {@code game} with the {@code given} values and every other weight at 0. */
    public static Parameters only(Game<?> game, Map<String, Double> given) {
        Map<String, Double> values = new LinkedHashMap<>();
        for (ParameterSpec spec : game.parameters()) {
            values.put(spec.name(), 0.0);
        }
        values.putAll(given);
        return Parameters.of(game.parameters(), values);
    }
}
