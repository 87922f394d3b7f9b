package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.World;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The search algorithms by name, with their tunable parameters: the one place front ends (CLI, engine
 * server) create searchers. Parameters are given as text ({@code threshold=5}), checked against the
 * algorithm's {@link ParameterSpec}s; anything unknown or out of bounds is rejected with a one-line message
 * naming it.
 */
public final class Algorithms {

    private static final ParameterSpec MM_DEPTH = ParameterSpec.integer("depth", 64, 1, 512,
            "maximum depth of the tree, relative to the actual world");
    private static final ParameterSpec PRUNING = ParameterSpec.integer("pruning", 0, 0, 1,
            "1 to enable MiniFrame's sibling pruning");
    private static final ParameterSpec THRESHOLD = ParameterSpec.real("threshold", 10, 0, 1e9,
            "sibling pruning: children further than this below their best sibling leave the frontier");
    private static final ParameterSpec ABP_DEPTH = ParameterSpec.integer("depth", 64, 1, 256,
            "deepest iterative-deepening iteration");
    private static final ParameterSpec TT_BITS = ParameterSpec.integer("ttBits", 18, 4, 28,
            "transposition table entries as a power of two (capped by the memory budget)");
    private static final ParameterSpec KILLERS = ParameterSpec.integer("killers", 1, 0, 1, "1 to use killer moves");
    private static final ParameterSpec HISTORY = ParameterSpec.integer("history", 1, 0, 1,
            "1 to order moves by the history heuristic");
    private static final ParameterSpec PVS = ParameterSpec.integer("pvs", 1, 0, 1,
            "1 for principal variation search (null windows after the first move)");
    private static final ParameterSpec TREE_DEPTH = ParameterSpec.integer("depth", 512, 1, 512,
            "maximum depth of the tree, relative to the actual world");
    private static final ParameterSpec MCTS_C = ParameterSpec.real("c", Math.sqrt(2), 0, 100,
            "UCB1 exploration constant C");
    private static final ParameterSpec CUTOFF = ParameterSpec.integer("cutoff", 0, 0, 100_000,
            "cut playouts after this many plies and score them with the evaluation (0: play to the end)");
    private static final ParameterSpec SCALE = ParameterSpec.real("scale", 10, 1e-9, 1e12,
            "evaluation units mapped to the unit scale (sigmoid for mcts, tanh for bfmm)");
    private static final ParameterSpec BFMM_C = ParameterSpec.real("c", 1.5, 0, 100, "UCT exploration constant C");
    private static final ParameterSpec FPU = ParameterSpec.real("fpu", 0.5, -10, 10,
            "first play urgency: bonus of a child never visited");

    private static final List<AlgorithmSpec> SPECS = List.of(
            new AlgorithmSpec("mm", "MiniFrame's minimax: best-first tree grown by passes, optional sibling pruning",
                    List.of(MM_DEPTH, PRUNING, THRESHOLD)),
            new AlgorithmSpec("abp", "alpha-beta (negamax, paranoid for 3+ actors), iterative deepening, TT, "
                    + "killers, history, PVS", List.of(ABP_DEPTH, TT_BITS, KILLERS, HISTORY, PVS)),
            new AlgorithmSpec("mcts", "Monte Carlo tree search with UCB1, random or evaluation-cut playouts",
                    List.of(MCTS_C, CUTOFF, SCALE, TREE_DEPTH)),
            new AlgorithmSpec("bfmm", "best-first minimax with UCT selection (the Oware article)",
                    List.of(BFMM_C, FPU, SCALE, TREE_DEPTH)),
            new AlgorithmSpec("greedy", "one-ply evaluation, random tie-break", List.of()),
            new AlgorithmSpec("random", "a uniformly random legal action", List.of()));

    private Algorithms() {
    }

    /** Every algorithm with its parameters, in a fixed order. */
    public static List<AlgorithmSpec> list() {
        return SPECS;
    }

    /** The names of every algorithm. */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        for (AlgorithmSpec spec : SPECS) {
            names.add(spec.name());
        }
        return names;
    }

    /**
     * The description of one algorithm.
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
     * Creates a searcher.
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
        double[] p;
        try {
            p = Parameters.resolve(spec.parameters(), params);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("algorithm '" + name + "': " + e.getMessage(), e);
        }
        return switch (name) {
            case "mm" -> new MinimaxSearcher<>(game, eval, clock, (int) p[0], p[1] != 0, p[2]);
            case "abp" -> new AlphaBetaSearcher<>(game, eval, clock, (int) p[0], (int) p[1], p[2] != 0, p[3] != 0,
                    p[4] != 0);
            case "mcts" -> new MctsSearcher<>(game, eval, clock, (int) p[3], p[0], (int) p[1], p[2], seed);
            case "bfmm" -> new BestFirstSearcher<>(game, eval, clock, (int) p[3], p[0], p[1], p[2]);
            case "greedy" -> new OnePlySearcher<>(game, eval, clock, true, seed);
            case "random" -> new OnePlySearcher<>(game, eval, clock, false, seed);
            default -> throw new IllegalStateException("algorithm '" + name + "' is listed but not built");
        };
    }

    /** {@link #create} with the system clock. */
    public static <W extends World<W>> Searcher<W> create(String name, Game<W> game, Evaluator<W> eval,
                                                          Map<String, String> params, long seed) {
        return create(name, game, eval, params, seed, Clock.SYSTEM);
    }
}
