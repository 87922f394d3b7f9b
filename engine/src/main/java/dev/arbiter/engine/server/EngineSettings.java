package dev.arbiter.engine.server;

import dev.arbiter.engine.search.AlgorithmSpec;
import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.World;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What makes an engine out of a game: the algorithm, the parameters (evaluation weights and algorithm
 * settings in one namespace), the seed of the random choices and the engine's own per-move limits. These are
 * the {@code --algo}, {@code --param}, {@code --seed} and budget options of {@code arbiter serve} and of
 * {@link EngineMain}.
 *
 * <p>A parameter name is looked up among the game's evaluation parameters, then the algorithm's; a name both
 * have must be written {@code eval.NAME} or {@code algo.NAME}.
 *
 * @param algorithm the algorithm's name (see {@link Algorithms#list()})
 * @param params    parameter values as text, by name, in the order given
 * @param seed      seed of the algorithm's random choices
 * @param limits    the engine's own per-move limits
 */
public record EngineSettings(String algorithm, Map<String, String> params, long seed, SearchLimits limits) {

    /** The algorithm used when none is named. */
    public static final String DEFAULT_ALGORITHM = "abp";

    /** The seed used when none is given. */
    public static final long DEFAULT_SEED = 1;

    /** Copies the parameters, keeping their order. */
    public EngineSettings {
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    /** The default algorithm with default parameters, the default seed and no limits. */
    public static EngineSettings defaults() {
        return new EngineSettings(DEFAULT_ALGORITHM, Map.of(), DEFAULT_SEED, new SearchLimits(0, 0, 0, 0));
    }

    /**
     * Builds the engine for {@code game}.
     *
     * @throws IllegalArgumentException naming the algorithm or parameter that is unknown, ambiguous or out of
     *                                  bounds
     */
    public <W extends World<W>> Engine<W> build(Game<W> game) {
        Resolved resolved = resolve(game);
        Searcher<W> searcher = resolved.spec().create(game, game.evaluator(resolved.weights()), resolved.settings(),
                seed, Clock.SYSTEM);
        Map<String, Double> reported = new LinkedHashMap<>(resolved.weights().asMap());
        resolved.settings().asMap().forEach((name, value) -> reported.put("algo." + name, value));
        return new Engine<>(searcher, new EngineIdentity(algorithm, reported), limits);
    }

    /**
     * These settings with {@code values} replacing or adding parameters by name (the values a referee sends in
     * {@code newgame}); names are resolved as those of {@code --param} are.
     */
    public EngineSettings withParameters(Map<String, Double> values) {
        Map<String, String> merged = new LinkedHashMap<>(params);
        values.forEach((name, value) -> merged.put(name, Parameters.format(value)));
        return new EngineSettings(algorithm, merged, seed, limits);
    }

    /** The algorithm, the evaluation weights and the algorithm's settings the parameters give. */
    record Resolved(AlgorithmSpec spec, Parameters weights, Parameters settings) {
    }

    /**
     * Splits the parameters between the game's evaluation and the algorithm and checks them.
     *
     * @throws IllegalArgumentException naming the algorithm or parameter that is unknown, ambiguous or out of
     *                                  bounds
     */
    Resolved resolve(Game<?> game) {
        AlgorithmSpec spec = Algorithms.spec(algorithm);
        Map<String, String> evalParams = new LinkedHashMap<>();
        Map<String, String> algoParams = new LinkedHashMap<>();
        for (Map.Entry<String, String> p : params.entrySet()) {
            String name = p.getKey();
            if (name.startsWith("eval.")) {
                evalParams.put(name.substring(5), p.getValue());
            } else if (name.startsWith("algo.")) {
                algoParams.put(name.substring(5), p.getValue());
            } else {
                boolean inEval = has(game.parameters(), name);
                boolean inAlgo = has(spec.parameters(), name);
                if (inEval && inAlgo) {
                    throw new IllegalArgumentException("parameter '" + name + "' exists for the game and the "
                            + "algorithm: write eval." + name + " or algo." + name);
                }
                if (!inEval && !inAlgo) {
                    throw new IllegalArgumentException("unknown parameter '" + name + "' (game " + game.name()
                            + ": " + names(game.parameters()) + "; algorithm " + algorithm + ": "
                            + names(spec.parameters()) + ")");
                }
                (inEval ? evalParams : algoParams).put(name, p.getValue());
            }
        }
        return new Resolved(spec, Parameters.parse(game.parameters(), evalParams), Algorithms.settings(spec, algoParams));
    }

    private static boolean has(List<ParameterSpec> specs, String name) {
        return specs.stream().anyMatch(s -> s.name().equals(name));
    }

    private static String names(List<ParameterSpec> specs) {
        return specs.isEmpty() ? "none" : String.join(", ", specs.stream().map(ParameterSpec::name).toList());
    }
}
