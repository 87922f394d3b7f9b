package dev.arbiter.cli;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.World;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;

/** {@code arbiter search}: runs one search from a world and prints the best action, its value and line. */
@Command(name = "search", mixinStandardHelpOptions = true,
        description = "Search a world with one algorithm and print the best action, value, depth, nodes, "
                + "nodes per second and principal variation.")
final class SearchCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Mixin
    GameMixin gameMixin;

    @Mixin
    PositionMixin position;

    @Option(names = {"-a", "--algo"}, defaultValue = "abp", paramLabel = "ALGO",
            description = "Algorithm: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).",
            completionCandidates = AlgorithmNames.class)
    String algorithm;

    @Option(names = "--param", paramLabel = "KEY=VALUE", description = "An algorithm parameter (repeatable); "
            + "see 'arbiter algorithms'.")
    Map<String, String> params = new LinkedHashMap<>();

    @Option(names = "--eval-param", paramLabel = "KEY=VALUE",
            description = "An evaluation parameter of the game (repeatable); default: the game's defaults.")
    Map<String, String> evalParams = new LinkedHashMap<>();

    @Option(names = {"-t", "--time-ms"}, defaultValue = "0", paramLabel = "MS", description = "Time budget in ms.")
    long timeMs;

    @Option(names = {"-n", "--nodes"}, defaultValue = "0", paramLabel = "N", description = "Node budget.")
    long nodes;

    @Option(names = {"-d", "--depth"}, defaultValue = "0", paramLabel = "D",
            description = "Maximum depth relative to the world.")
    int depth;

    @Option(names = "--memory", defaultValue = "0", paramLabel = "BYTES",
            description = "Memory budget for the tree in bytes (default: 64 MiB).")
    long memory;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed of random choices.")
    long seed;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        if (timeMs < 0 || nodes < 0 || depth < 0 || memory < 0) {
            throw ArbiterException.usage("--time-ms, --nodes, --depth and --memory must not be negative");
        }
        if (timeMs == 0 && nodes == 0 && depth == 0) {
            throw ArbiterException.usage("give a budget: --time-ms, --nodes or --depth");
        }
        search(gameMixin.create(), out);
    }

    private <W extends World<W>> void search(Game<W> game, PrintWriter out) {
        W world = position.world(game);
        if (world.isEnd()) {
            throw ArbiterException.usage("the world has ended: nothing to search");
        }
        Searcher<W> searcher;
        try {
            Evaluator<W> eval = game.evaluator(Parameters.resolve(game.parameters(), evalParams));
            searcher = Algorithms.create(algorithm, game, eval, params, seed);
        } catch (IllegalArgumentException e) {
            throw ArbiterException.usage(e.getMessage());
        }
        searcher.setWorld(world);
        SearchResult r = searcher.search(new SearchLimits(timeMs, nodes, depth, memory));
        StringBuilder pv = new StringBuilder();
        for (int action : r.pv()) {
            pv.append(pv.length() == 0 ? "" : " ").append(game.formatAction(action));
        }
        out.printf("algorithm  %s%n", searcher.algorithm());
        out.printf("action     %s%n", r.action() < 0 ? "(none)" : game.formatAction(r.action()));
        out.printf("value      %s%n", Parameters.format(r.value()));
        out.printf("depth      %d%n", r.depth());
        out.printf("nodes      %d%n", r.nodes());
        out.printf("time-ms    %.1f%n", r.elapsedNanos() / 1e6);
        out.printf("nodes/s    %d%n", r.nodesPerSecond());
        out.printf("worlds     %d%n", searcher.worldsInUse());
        out.printf("pv         %s%n", pv);
        out.flush();
    }

    /** The algorithm names, for the help text. */
    static final class AlgorithmNames extends java.util.ArrayList<String> {
        private static final long serialVersionUID = 1L;

        AlgorithmNames() {
            super(Algorithms.names());
        }
    }
}
