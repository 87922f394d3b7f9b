package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.World;

import java.util.List;
import java.util.Map;

/**
 * The registry of search algorithms: the one place front ends (CLI, engine server) find them by name. Each
 * entry is the {@link AlgorithmSpec} its searcher class declares (name, parameters, factory); adding an
 * algorithm is its class with its spec, one line here, and its documentation.
 */
public final class Algorithms {

    private static final List<AlgorithmSpec> SPECS = List.of(
            MinimaxSearcher.SPEC,
            AlphaBetaSearcher.SPEC,
            MctsSearcher.SPEC,
            BestFirstSearcher.SPEC,
            OnePlySearcher.GREEDY,
            OnePlySearcher.RANDOM);

    private Algorithms() {
    }

    /** Every algorithm with its parameters, in a fixed order. */
    public static List<AlgorithmSpec> list() {
        return SPECS;
    }

    /** The names of every algorithm, in the order of {@link #list()}. */
    public static List<String> names() {
        return SPECS.stream().map(AlgorithmSpec::name).toList();
    }

    /**
     * Whether the algorithm called {@code name} looks at most one ply ahead ({@code greedy}, {@code random}): it has
     * no search loop, and a move is microseconds of work however it is compiled.
     */
    public static boolean looksOnePlyAhead(String name) {
        return name.equals(OnePlySearcher.GREEDY.name()) || name.equals(OnePlySearcher.RANDOM.name());
    }

    /**
     * The algorithm called {@code name}.
     *
     * @throws IllegalArgumentException naming the algorithm when it is unknown
     */
    public static AlgorithmSpec spec(String name) {
        for (AlgorithmSpec spec : SPECS) {
            if (spec.name().equals(name)) {
                return spec;
            }
        }
        throw new IllegalArgumentException("unknown algorithm '" + name + "' (known: " + String.join(", ", names()) + ")");
    }

    /**
     * Creates a searcher from settings given as text.
     *
     * @param name   an algorithm from {@link #list()}
     * @param game   the game
     * @param eval   the evaluation (used by every algorithm but {@code random}, and by {@code mcts} only for
     *               cut playouts)
     * @param params parameter values as text, by name; missing ones take their defaults
     * @param seed   seed of the algorithm's random choices (same seed, same node budget: same result)
     * @param clock  the time source for time budgets
     * @throws IllegalArgumentException naming the algorithm or parameter that is unknown or out of bounds
     */
    public static <W extends World<W>> Searcher<W> create(String name, Game<W> game, Evaluator<W> eval,
                                                          Map<String, String> params, long seed, Clock clock) {
        AlgorithmSpec spec = spec(name);
        return spec.create(game, eval, settings(spec, params), seed, clock);
    }

    /** {@link #create} with the system clock. */
    public static <W extends World<W>> Searcher<W> create(String name, Game<W> game, Evaluator<W> eval,
                                                          Map<String, String> params, long seed) {
        return create(name, game, eval, params, seed, Clock.SYSTEM);
    }

    /**
     * The values of {@code spec}'s parameters that {@code params} (text, by name) give.
     *
     * @throws IllegalArgumentException naming the algorithm and the parameter that is unknown or out of bounds
     */
    public static Parameters settings(AlgorithmSpec spec, Map<String, String> params) {
        try {
            return Parameters.parse(spec.parameters(), params);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("algorithm '" + spec.name() + "': " + e.getMessage(), e);
        }
    }
}
