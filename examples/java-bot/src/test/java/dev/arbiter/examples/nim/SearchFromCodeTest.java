package dev.arbiter.examples.nim;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.BackgroundSearch;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.search.TreeView;
import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Parameters;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The code shown in docs/ENGINE.md, "Search from code": kept here so that it compiles and works. */
class SearchFromCodeTest {

    @Test
    void playsAGameAgainstItselfOneSearchPerMove() {
        NimGame game = new NimGame();
        Evaluator<NimWorld> eval = game.evaluator(Parameters.of(game.parameters(), Map.of("xor", 10.0, "odd", 0.0)));
        Searcher<NimWorld> searcher = Algorithms.create("abp", game, eval, Map.of("pvs", "1"), 42);
        NimWorld actual = game.initialWorld("3.5.7");
        searcher.newGame(42);
        while (!actual.isEnd()) {
            searcher.setWorld(actual);                                      // copied: actual stays yours
            SearchResult best = searcher.search(new SearchLimits(100, 0, 4, 0));   // 100 ms, depth 4
            actual.apply(best.action());                                    // step the actual world
        }
        assertEquals(1.0, actual.score(0), "3.5.7 is won for the first actor");
    }

    @Test
    void stepsTheSearchByHandAndInspectsTheTree() {
        NimGame game = new NimGame();
        Searcher<NimWorld> searcher = Algorithms.create("mcts", game, game.defaultEvaluator(), Map.of(), 7);
        searcher.setWorld(game.initialWorld("3.5.7"));
        for (int i = 0; i < 50 && searcher.step(SearchLimits.nodes(200)); i++) {
            SearchResult sofar = searcher.best();                            // readable between steps
            assertTrue(sofar.action() >= 0);
        }
        TreeView<NimWorld> tree = searcher.treeView();
        int children = 0;
        for (int c = tree.firstChild(tree.root()); c != TreeView.NONE; c = tree.nextSibling(c)) {
            children++;
        }
        assertEquals(3 + 5 + 7, children);
    }

    @Test
    void thinksInTheBackgroundWhileTheWorldMoves() throws InterruptedException {
        NimGame game = new NimGame();
        Searcher<NimWorld> searcher = Algorithms.create("mm", game, game.defaultEvaluator(), Map.of(), 1);
        NimWorld actual = game.initialWorld("3.5.7");
        try (BackgroundSearch<NimWorld> background = new BackgroundSearch<>(searcher, game, actual,
                new SearchLimits(0, 0, 3, 1 << 20))) {
            background.start();
            background.awaitIdle(5_000);                                    // or just sleep while the user thinks
            actual.apply(background.best().action());
            background.setWorld(actual);                                    // the tree below is kept
            background.awaitWorld();
            assertEquals(0, actual.nimSum());
        }
    }
}
