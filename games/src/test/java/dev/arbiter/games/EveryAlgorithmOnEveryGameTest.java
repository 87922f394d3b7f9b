package dev.arbiter.games;

import dev.arbiter.engine.search.AlgorithmSpec;
import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameProvider;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.World;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every algorithm can be chosen for every registered game: from a few worlds along a game it returns a legal
 * action under a node budget and a memory budget, and the same seed gives the same answer.
 */
class EveryAlgorithmOnEveryGameTest {

    @TestFactory
    List<DynamicTest> everyAlgorithmPlaysLegalDeterministicMovesInEveryGame() {
        List<DynamicTest> tests = new ArrayList<>();
        for (GameProvider provider : GameRegistry.load().providers()) {
            for (AlgorithmSpec algorithm : Algorithms.list()) {
                tests.add(DynamicTest.dynamicTest(provider.name() + " " + algorithm.name(),
                        () -> check(provider.create(Map.of()), algorithm.name())));
            }
        }
        return tests;
    }

    private static <W extends World<W>> void check(Game<W> game, String algorithm) {
        SearchLimits limits = new SearchLimits(0, 2_000, 0, 4 << 20);
        Searcher<W> first = Algorithms.create(algorithm, game, game.defaultEvaluator(), Map.of(), 3);
        Searcher<W> second = Algorithms.create(algorithm, game, game.defaultEvaluator(), Map.of(), 3);
        W world = game.initialWorld(game.createInitData(new SplittableRandom(5)));
        int[] actions = new int[game.maxActions()];
        for (int ply = 0; ply < 6 && !world.isEnd(); ply++) {
            first.setWorld(world);
            second.setWorld(world);
            SearchResult a = first.search(limits);
            SearchResult b = second.search(limits);
            assertThat(game.isLegal(world, a.action())).as("%s %s ply %d: %s is legal in %s", game.name(), algorithm,
                    ply, a.action(), world.encode()).isTrue();
            assertThat(b.action()).as("same seed, same node budget, same action").isEqualTo(a.action());
            world.apply(a.action());
            assertThat(world.legalActions(actions) > 0 || world.isEnd()).isTrue();
        }
    }
}
