package dev.arbiter.examples.nim;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.Perft;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NimGameTest {

    private final NimGame game = new NimGame();

    @Test
    void everyActionTakesStonesFromOneHeap() {
        NimWorld world = game.initialWorld("1.0.2");
        int[] actions = new int[game.maxActions()];
        int n = world.legalActions(actions);
        assertEquals(3, n);
        assertEquals("1:1", game.formatAction(actions[0]));
        assertEquals("3:2", game.formatAction(actions[2]));
        world.apply(game.parseAction("3:2"));
        assertEquals("1.0.0/1", world.encode());
        world.apply(game.parseAction("1:1"));
        assertTrue(world.isEnd());
        assertEquals(0.0, world.score(0));
        assertEquals(1.0, world.score(1), "actor 1 took the last stone");
    }

    @Test
    void perftCountsTheGameTree() {
        Perft<NimWorld> perft = new Perft<>(game, 3, Perft.Convention.EARLY_END_IS_LEAF);
        // From heaps 1 and 2 (plus an empty one): 3 first moves, then the leaves of 0.0.2, 1.0.1 and 1.0.0.
        assertEquals(3, perft.count(game.initialWorld("1.0.2"), 1));
        assertEquals(2 + 2 + 1, perft.count(game.initialWorld("1.0.2"), 2));
    }

    @Test
    void encodingAndInitDataRoundTrip() {
        String init = game.createInitData(new SplittableRandom(5));
        NimWorld world = game.initialWorld(init);
        assertEquals(world, game.decodeWorld(world.encode()));
        assertEquals(init, game.createInitData(new SplittableRandom(5)));
        assertThrows(IllegalArgumentException.class, () -> game.parseAction("4:1"));
        assertThrows(IllegalArgumentException.class, () -> game.initialWorld("1.2"));
    }

    @Test
    void alphaBetaMovesToANimSumOfZero() {
        Searcher<NimWorld> searcher = Algorithms.create("abp", game, game.defaultEvaluator(), Map.of(), 1);
        searcher.setWorld(game.initialWorld("3.5.7"));
        SearchResult result = searcher.search(SearchLimits.depth(2));
        NimWorld next = game.initialWorld("3.5.7");
        next.apply(result.action());
        assertEquals(0, next.nimSum());
    }

    @Test
    void withoutTheNimSumWeightADeepSearchStillProvesTheWin() {
        Searcher<NimWorld> searcher = Algorithms.create("abp", game, game.evaluator(Parameters.of(game.parameters(), Map.of("xor", 0.0, "odd", 0.0))), Map.of(), 1);
        searcher.setWorld(game.initialWorld("1.2.4"));
        SearchResult result = searcher.search(SearchLimits.depth(8));
        assertTrue(result.value() > 0, "a won position: " + result);
        NimWorld next = game.initialWorld("1.2.4");
        next.apply(result.action());
        assertEquals(0, next.nimSum());
    }

    @Test
    void theProviderIsFoundByServiceLoaderWithItsOptions() {
        assertEquals("heaps=4,size=9", GameRegistry.load().create("nim:heaps=4,size=9").options());
    }
}
