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

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

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
        return new Engine<>(searcher, new EngineIdentity(algorithm, reported, resolved.declared()), limits);
    }

    /**
     * The algorithm, the evaluation weights and the algorithm's settings the parameters give, as numbers.
     *
     * @param spec     the algorithm
     * @param weights  the game's evaluation weights
     * @param settings the algorithm's settings
     */
    record Resolved(AlgorithmSpec spec, Parameters weights, Parameters settings) {

        /**
         * These values with {@code values} replacing some of them by name (the numbers a referee sends in
         * {@code newgame} or a UCI {@code setoption} sets), names resolved as those of {@code --param} are.
         *
         * @throws IllegalArgumentException naming the parameter that is unknown, ambiguous or out of bounds
         */
        Resolved with(Game<?> game, Map<String, Double> values) {
            if (values.isEmpty()) {
                return this;
            }
            Split<Double> split = split(game, spec, values);
            return new Resolved(spec, weights.with(split.eval()), algorithmSettings(spec, () -> settings.with(split.algo())));
        }

        /** Every parameter with its bounds under the names of {@code hello}: weights as they are, settings as {@code algo.NAME}. */
        List<ParameterSpec> declared() {
            List<ParameterSpec> all = new ArrayList<>(weights.specs());
            for (ParameterSpec s : settings.specs()) {
                all.add(new ParameterSpec("algo." + s.name(), s.defaultValue(), s.min(), s.max(), s.integer(),
                        s.description()));
            }
            return all;
        }
    }

    /**
     * Splits the parameters between the game's evaluation and the algorithm and checks them.
     *
     * @throws IllegalArgumentException naming the algorithm or parameter that is unknown, ambiguous or out of
     *                                  bounds
     */
    Resolved resolve(Game<?> game) {
        AlgorithmSpec spec = Algorithms.spec(algorithm);
        Split<String> split = split(game, spec, params);
        return new Resolved(spec, Parameters.parse(game.parameters(), split.eval()), Algorithms.settings(spec, split.algo()));
    }

    /** Parameters split between the evaluation's and the algorithm's, each by its own name. */
    private record Split<T>(Map<String, T> eval, Map<String, T> algo) {
    }

    private static <T> Split<T> split(Game<?> game, AlgorithmSpec spec, Map<String, T> given) {
        Map<String, T> evalParams = new LinkedHashMap<>();
        Map<String, T> algoParams = new LinkedHashMap<>();
        for (Map.Entry<String, T> p : given.entrySet()) {
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
                            + ": " + names(game.parameters()) + "; algorithm " + spec.name() + ": "
                            + names(spec.parameters()) + ")");
                }
                (inEval ? evalParams : algoParams).put(name, p.getValue());
            }
        }
        return new Split<>(evalParams, algoParams);
    }

    private static Parameters algorithmSettings(AlgorithmSpec spec, Supplier<Parameters> values) {
        try {
            return values.get();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("algorithm '" + spec.name() + "': " + e.getMessage(), e);
        }
    }

    private static boolean has(List<ParameterSpec> specs, String name) {
        return specs.stream().anyMatch(s -> s.name().equals(name));
    }

    private static String names(List<ParameterSpec> specs) {
        return specs.isEmpty() ? "none" : String.join(", ", specs.stream().map(ParameterSpec::name).toList());
    }
}
