package dev.arbiter.engine.server;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The command-line options that make an engine out of a game ({@link EngineSettings}): {@code --algo},
 * {@code --param NAME=VALUE}, {@code --seed} and the per-move budgets {@code --time-ms}, {@code --nodes},
 * {@code --depth}, {@code --memory}. A picocli mixin shared by {@code arbiter serve} and the other commands
 * that think ({@code search}, {@code play}, ...) and by users' engines ({@link EngineMain}), so that all of
 * them accept the same options with the same messages.
 *
 * <p>A {@code --param} name is looked up among the game's evaluation parameters, then the algorithm's; a
 * name both have must be written {@code eval.NAME} or {@code algo.NAME} ({@link EngineSettings#build}).
 */
public final class EngineOptions {

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Option(names = {"-a", "--algo"}, defaultValue = EngineSettings.DEFAULT_ALGORITHM, paramLabel = "ALGO",
            completionCandidates = AlgorithmNames.class,
            description = "Search algorithm: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    String algorithm;

    @Option(names = "--param", paramLabel = "NAME=VALUE",
            description = "An evaluation weight or algorithm setting (repeatable); a name both have is written "
                    + "eval.NAME or algo.NAME.")
    Map<String, String> params = new LinkedHashMap<>();

    @Option(names = "--seed", defaultValue = "" + EngineSettings.DEFAULT_SEED, paramLabel = "SEED",
            description = "Seed of the algorithm's random choices (default: ${DEFAULT-VALUE}).")
    long seed;

    private long timeMs;
    private long nodes;
    private int depth;

    @Option(names = "--memory", defaultValue = "0", paramLabel = "SIZE", converter = MemorySize.class,
            description = "Memory for the search tree: bytes, or with a suffix k, m or g (e.g. 10m).")
    long memory;

    @Option(names = {"-t", "--time-ms"}, paramLabel = "MS", description = "Time per move in milliseconds.")
    void timeMs(long value) {
        timeMs = nonNegative("--time-ms", value);
    }

    @Option(names = {"-n", "--nodes"}, paramLabel = "N", description = "Nodes per move (deterministic).")
    void nodes(long value) {
        nodes = nonNegative("--nodes", value);
    }

    @Option(names = {"-d", "--depth"}, paramLabel = "D", description = "Maximum depth per move.")
    void depth(int value) {
        depth = (int) nonNegative("--depth", value);
    }

    /** The algorithm's name. */
    public String algorithm() {
        return algorithm;
    }

    /** The seed of the algorithm's random choices. */
    public long seed() {
        return seed;
    }

    /** The per-move limits given (zero where not given). */
    public SearchLimits limits() {
        return new SearchLimits(timeMs, nodes, depth, memory);
    }

    /** The engine settings these options give. */
    public EngineSettings settings() {
        return new EngineSettings(algorithm, params, seed, limits());
    }

    /**
     * Builds the engine for {@code game}.
     *
     * @throws ParameterException naming the algorithm or parameter that is unknown, ambiguous or out of bounds
     *                            (a usage error of the command these options belong to)
     */
    public <W extends World<W>> Engine<W> build(Game<W> game) {
        try {
            return settings().build(game);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(command.commandLine(), e.getMessage(), e);
        }
    }

    /** A copy with another algorithm and parameters, keeping the seed and the budgets (a second engine). */
    public EngineOptions withAlgorithm(String otherAlgorithm, Map<String, String> otherParams) {
        EngineOptions copy = new EngineOptions();
        copy.command = command;
        copy.algorithm = otherAlgorithm;
        copy.params = new LinkedHashMap<>(otherParams);
        copy.seed = seed;
        copy.timeMs = timeMs;
        copy.nodes = nodes;
        copy.depth = depth;
        copy.memory = memory;
        return copy;
    }

    private long nonNegative(String option, long value) {
        if (value < 0) {
            throw new ParameterException(command.commandLine(), "option '" + option
                    + "': expected a non-negative integer, got " + value);
        }
        return value;
    }

    /** The algorithms' names for {@code --help}, from the registry. */
    static final class AlgorithmNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Algorithms.names().iterator();
        }
    }

    /** Reads {@code --memory} with {@link SearchLimits#parseMemory}. */
    static final class MemorySize implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            try {
                return SearchLimits.parseMemory(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
