package dev.arbiter.tournament.engine;

import dev.arbiter.engine.protocol.Protocol;

import java.util.Map;
import java.util.Set;

/**
 * What an engine said about itself in the handshake.
 *
 * @param name       engine name
 * @param version    engine version
 * @param algorithm  search algorithm, if it says
 * @param game       game name it plays
 * @param options    game options it plays with
 * @param parameters its parameter values
 * @param features   the optional protocol features it supports ({@link Protocol#FEATURE_PARAMETERS})
 */
public record EngineHello(String name, String version, String algorithm, String game, String options,
                          Map<String, Double> parameters, Set<String> features) {

    /** Copies the collections. */
    public EngineHello {
        parameters = Map.copyOf(parameters);
        features = Set.copyOf(features);
    }

    /** Whether the engine takes parameter values per game in {@code newgame}. */
    public boolean takesGameParameters() {
        return features.contains(Protocol.FEATURE_PARAMETERS);
    }
}
