package dev.arbiter.cli;

import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.server.Engine;
import dev.arbiter.engine.server.EngineOptions;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.World;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;

/** {@code arbiter search}: runs one search from a world and prints the best action, its value and line. */
@Command(name = "search", mixinStandardHelpOptions = true,
        description = "Search a world with one algorithm and print the best action, value, depth, nodes, "
                + "nodes per second and principal variation.")
final class SearchCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Mixin
    WorldMixin position;

    @Mixin
    EngineOptions engineOptions;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        if (engineOptions.limits().unlimited()) {
            throw ArbiterException.usage("give a budget: --time-ms, --nodes or --depth");
        }
        search(position.game(), out);
    }

    private <W extends World<W>> void search(Game<W> game, PrintWriter out) {
        W world = position.world(game);
        if (world.isEnd()) {
            throw ArbiterException.usage("the world has ended: nothing to search");
        }
        Engine<W> engine = engineOptions.build(game);
        Searcher<W> searcher = engine.searcher();
        searcher.setWorld(world);
        SearchResult r = searcher.search(engine.limits());
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

}
