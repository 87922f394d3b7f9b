package dev.arbiter.games.search;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.World;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Map;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link Searcher#nodeOvershoot} is a bound: a search with a node limit of {@code N - overshoot} reports at most
 * {@code N} nodes (for {@code N} above the overshoot), so an engine spending a per-game node budget never reports
 * more than it allotted a move. Checked
 * on Connect X boards of two widths, from random positions early and late in the game, at allotments from one node
 * to a few thousand, with each searcher keeping its tree from move to move as in a game.
 */
class NodeOvershootTest {

    private static final long[] ALLOTMENTS = {1, 2, 7, 30, 100, 450, 3_000};

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"abp", "mm", "mcts", "bfmm"})
    void aSearchLimitedToTheAllotmentLessTheOvershootReportsAtMostTheAllotment(String algorithm) {
        check(algorithm, GameRegistry.load().create("connectx:rows=6,cols=7,x=4"));
        check(algorithm, GameRegistry.load().create("connectx:rows=5,cols=9,x=4"));
    }

    private static <W extends World<W>> void check(String algorithm, Game<W> game) {
        SplittableRandom random = new SplittableRandom(23);
        Searcher<W> searcher = Algorithms.create(algorithm, game, game.defaultEvaluator(), Map.of(), 5);
        int[] actions = new int[game.maxActions()];
        for (int trial = 0; trial < 8; trial++) {
            searcher.newGame(trial);
            W world = game.initialWorld("");
            while (!world.isEnd()) {
                searcher.setWorld(world);
                long allotment = ALLOTMENTS[random.nextInt(ALLOTMENTS.length)];
                long overshoot = searcher.nodeOvershoot(world);
                long limit = Math.max(1, allotment - overshoot);
                SearchResult result = searcher.search(SearchLimits.nodes(limit));
                assertThat(result.nodes()).as("%s on %s at ply %d, limit %d", algorithm, game.options(), world.ply(),
                        limit).isLessThanOrEqualTo(limit + overshoot);
                world.apply(random.nextInt(4) == 0 ? actions[random.nextInt(world.legalActions(actions))]
                        : result.action());
            }
        }
    }
}
