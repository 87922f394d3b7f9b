package dev.arbiter.games.search;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.games.tictactoe.TicTacToe;
import dev.arbiter.games.tictactoe.TicTacToeWorld;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class TreeReuseTest {

    private final TicTacToe ttt = new TicTacToe();

    @ParameterizedTest
    @ValueSource(strings = {"mm", "mcts", "bfmm"})
    void keepsTheSubtreeOfTheActualWorldAndFreesTheRest(String algo) {
        Searcher<TicTacToeWorld> s = Algorithms.create(algo, ttt, ttt.defaultEvaluator(), Map.of(), 3);
        TicTacToeWorld world = ttt.initialWorld("");
        s.setWorld(world);
        s.search(SearchLimits.nodes(20_000));
        long before = s.worldsInUse();
        world.apply(ttt.parseAction("b2"));
        world.apply(ttt.parseAction("a3"));
        s.setWorld(world);
        long kept = s.worldsInUse();
        assertThat(kept).isGreaterThan(1).isLessThan(before);
        SearchResult r = s.search(SearchLimits.nodes(5_000));
        assertThat(ttt.isLegal(world, r.action())).isTrue();
        assertThat(s.worldsInUse()).isGreaterThan(kept);
    }

    @ParameterizedTest
    @ValueSource(strings = {"mm", "mcts", "bfmm"})
    void startsAFreshTreeForAWorldOutsideTheTree(String algo) {
        Searcher<TicTacToeWorld> s = Algorithms.create(algo, ttt, ttt.defaultEvaluator(), Map.of(), 3);
        s.setWorld(ttt.initialWorld(""));
        s.search(SearchLimits.nodes(5_000));
        TicTacToeWorld far = ttt.decodeWorld("xo.xo....");
        s.setWorld(far);
        assertThat(s.worldsInUse()).isEqualTo(1);
        assertThat(ttt.formatAction(s.search(SearchLimits.nodes(5_000)).action())).isEqualTo("a1");
    }

    @ParameterizedTest
    @ValueSource(strings = {"mm", "bfmm"})
    void reusedTreeGivesTheSameSolvedValueAsAFreshOne(String algo) {
        Searcher<TicTacToeWorld> reused = Algorithms.create(algo, ttt, ttt.defaultEvaluator(), Map.of(), 3);
        TicTacToeWorld world = ttt.decodeWorld("x........");
        reused.setWorld(world);
        reused.search(SearchLimits.depth(9));
        world.apply(ttt.parseAction("a3"));
        world.apply(ttt.parseAction("c1"));
        reused.setWorld(world);
        SearchResult again = reused.search(SearchLimits.depth(9));
        Searcher<TicTacToeWorld> fresh = Algorithms.create(algo, ttt, ttt.defaultEvaluator(), Map.of(), 3);
        fresh.setWorld(world);
        SearchResult expected = fresh.search(SearchLimits.depth(9));
        assertThat(again.value()).isEqualTo(expected.value());
    }
}
