package dev.arbiter.engine.server;

import dev.arbiter.engine.world.ParameterSpec;

import java.util.List;
import java.util.Map;

/**
 * What an engine tells a referee about itself in the handshake: its algorithm, the values of its parameters
 * (evaluation weights and algorithm settings) and each one's bounds and integer flag, which a tuning run takes as
 * the engine's declaration (docs/PROTOCOL.md, {@code hello.bounds}).
 *
 * @param algorithm  the search algorithm's name
 * @param parameters parameter name to value, in a stable order
 * @param declared   the parameters with their bounds, under the names of {@code parameters} (empty: none declared)
 */
public record EngineIdentity(String algorithm, Map<String, Double> parameters, List<ParameterSpec> declared) {

    /** Copies the declarations. */
    public EngineIdentity {
        declared = List.copyOf(declared);
    }

    /** An engine that declares no bounds. */
    public EngineIdentity(String algorithm, Map<String, Double> parameters) {
        this(algorithm, parameters, List.of());
    }
}
