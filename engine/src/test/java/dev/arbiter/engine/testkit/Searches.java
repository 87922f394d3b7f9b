package dev.arbiter.engine.testkit;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.util.Map;

/** One-line searches for tests: the default evaluation, seed 42. */
public final class Searches {

    private Searches() {
    }

    /** A searcher of {@code algo} for {@code game} with the given settings. */
    public static <W extends World<W>> Searcher<W> searcher(String algo, Game<W> game, Map<String, String> params) {
        return Algorithms.create(algo, game, game.defaultEvaluator(), params, 42);
    }

    /** The result of one search of {@code algo}, default settings, from {@code world}. */
    public static <W extends World<W>> SearchResult search(String algo, Game<W> game, W world, SearchLimits limits) {
        Searcher<W> s = searcher(algo, game, Map.of());
        s.setWorld(world);
        return s.search(limits);
    }
}
