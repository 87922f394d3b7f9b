package dev.arbiter.bench;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.World;

import java.util.List;
import java.util.Map;

/**
 * Search speed: nodes per second of every searching algorithm ({@code mm}, {@code abp}, {@code mcts},
 * {@code bfmm}, {@code greedy}; {@code random} looks at no node) from the initial world of tic-tac-toe,
 * Connect Four, Reversi and four-player Tron (corner start, 15x15), with default parameters, one thread and a node budget. Games that are not
 * registered are skipped. Each figure is the best of three runs after a warm-up, each with a fresh searcher
 * (no tree kept between runs).
 */
final class SearchBench implements BenchSuite {

    private static final List<String> GAMES = List.of("tictactoe", "connect4", "reversi", "tron");
    private static final List<String> ALGORITHMS = List.of("mm", "abp", "mcts", "bfmm", "greedy");

    @Override
    public String name() {
        return "search";
    }

    @Override
    public void run(boolean quick, Figures figures) {
        GameRegistry registry = GameRegistry.load();
        long budget = quick ? 50_000 : 500_000;
        for (String name : GAMES) {
            Game<?> game;
            try {
                game = registry.create(name);
            } catch (IllegalArgumentException e) {
                continue;
            }
            for (String algorithm : ALGORITHMS) {
                measure(game, algorithm, budget, figures);
            }
        }
    }

    private static <W extends World<W>> void measure(Game<W> game, String algorithm, long budget, Figures figures) {
        W root = game.initialWorld("");
        long bestSpeed = 0;
        long nodes = 0;
        for (int run = 0; run < 4; run++) {
            Searcher<W> searcher = Algorithms.create(algorithm, game, game.defaultEvaluator(), Map.of(), 1);
            searcher.setWorld(root);
            SearchResult r = searcher.search(SearchLimits.nodes(budget));
            nodes = r.nodes();
            if (run > 0) {
                bestSpeed = Math.max(bestSpeed, (long) (r.nodes() * 1e9 / Math.max(1, r.elapsedNanos())));
            }
        }
        String prefix = "search." + game.name() + "." + algorithm;
        figures.report(prefix + ".nodes", Long.toString(nodes), "nodes");
        figures.report(prefix + ".speed", Long.toString(bestSpeed), "nodes/s");
    }
}
