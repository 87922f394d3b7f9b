package dev.arbiter.cli;

import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.server.Engine;
import dev.arbiter.engine.server.EngineSettings;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import picocli.CommandLine.Option;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The options that make an engine out of a game: algorithm, parameters (evaluation weights and algorithm
 * settings in one namespace), seed and budgets. Shared by {@code search}, {@code serve} and the other
 * commands that think.
 *
 * <p>A {@code --param} name is looked up among the game's evaluation parameters, then the algorithm's;
 * a name both have must be written {@code eval.NAME} or {@code algo.NAME}. The resolution itself is the
 * engine library's {@link EngineSettings#build}, which user engines served by
 * {@link dev.arbiter.engine.server.EngineMain} share.
 */
public final class EngineMixin {

    @Option(names = {"-a", "--algo"}, defaultValue = "abp", paramLabel = "ALGO",
            description = "Search algorithm: mm, abp, mcts, bfmm, greedy, random (default: ${DEFAULT-VALUE}).")
    String algorithm;

    @Option(names = "--param", paramLabel = "NAME=VALUE",
            description = "An evaluation weight or algorithm setting (repeatable); see 'arbiter games' and 'arbiter algorithms'.")
    Map<String, String> params = new LinkedHashMap<>();

    @Option(names = "--seed", defaultValue = "1", paramLabel = "SEED",
            description = "Seed of the algorithm's random choices (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = {"-t", "--time-ms"}, defaultValue = "0", paramLabel = "MS", description = "Time per move in milliseconds.")
    long timeMs;

    @Option(names = {"-n", "--nodes"}, defaultValue = "0", paramLabel = "N", description = "Nodes per move (deterministic).")
    long nodes;

    @Option(names = {"-d", "--depth"}, defaultValue = "0", paramLabel = "D", description = "Maximum depth per move.")
    int depth;

    @Option(names = "--memory", defaultValue = "0", paramLabel = "SIZE",
            description = "Memory for the search tree: bytes, or with a suffix k, m or g (e.g. 10m).")
    String memory;

    /** A copy with another algorithm and parameters, keeping the seed and the budgets (a second engine). */
    EngineMixin withAlgorithm(String otherAlgorithm, Map<String, String> otherParams) {
        EngineMixin copy = new EngineMixin();
        copy.algorithm = otherAlgorithm;
        copy.params = new LinkedHashMap<>(otherParams);
        copy.seed = seed;
        copy.timeMs = timeMs;
        copy.nodes = nodes;
        copy.depth = depth;
        copy.memory = memory;
        return copy;
    }

    /** The per-move limits given on the command line (zero where not given). */
    public SearchLimits limits() {
        if (timeMs < 0 || nodes < 0 || depth < 0) {
            throw ArbiterException.usage("--time-ms, --nodes and --depth must not be negative");
        }
        return new SearchLimits(timeMs, nodes, depth, Sizes.parse("--memory", memory));
    }

    /** The engine settings these options give (a usage error for a bad budget). */
    public EngineSettings settings() {
        return new EngineSettings(algorithm, params, seed, limits());
    }

    /** Builds the engine for {@code game}, or fails with a usage error naming the bad option. */
    public <W extends World<W>> Engine<W> build(Game<W> game) {
        EngineSettings settings = settings();
        try {
            return settings.build(game);
        } catch (IllegalArgumentException e) {
            throw ArbiterException.usage(e.getMessage());
        }
    }
}
