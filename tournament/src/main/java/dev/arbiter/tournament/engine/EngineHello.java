package dev.arbiter.tournament.engine;

import dev.arbiter.engine.protocol.Protocol;

import java.util.List;
import java.util.Map;
import java.util.Optional;
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
 * @param bounds     its parameters' bounds and integer flags ({@code hello.bounds}), with its values; empty when it
 *                   publishes none
 */
public record EngineHello(String name, String version, String algorithm, String game, String options,
                          Map<String, Double> parameters, Set<String> features, List<DeclaredParameters.Parameter> bounds) {

    /** Copies the collections. */
    public EngineHello {
        parameters = Map.copyOf(parameters);
        features = Set.copyOf(features);
        bounds = List.copyOf(bounds);
    }

    /** The parameters it declares with their bounds, or empty when its hello has no {@code bounds}. */
    public Optional<DeclaredParameters> declared() {
        return bounds.isEmpty() ? Optional.empty() : Optional.of(new DeclaredParameters("its hello", false, false, bounds));
    }

    /** Whether the engine takes parameter values per game in {@code newgame}. */
    public boolean takesGameParameters() {
        return features.contains(Protocol.FEATURE_PARAMETERS);
    }
}
