package dev.arbiter.engine.server;

import java.util.Map;

/**
 * What an engine tells a referee about itself in the handshake: its algorithm and the values of its
 * parameters (evaluation weights and algorithm settings).
 *
 * @param algorithm  the search algorithm's name
 * @param parameters parameter name to value, in a stable order
 */
public record EngineIdentity(String algorithm, Map<String, Double> parameters) {
}
