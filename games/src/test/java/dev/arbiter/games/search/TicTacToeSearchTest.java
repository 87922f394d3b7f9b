package dev.arbiter.games.search;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.BackgroundSearch;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.testkit.ExhaustiveMinimax;
import dev.arbiter.engine.world.Values;
import dev.arbiter.games.tictactoe.TicTacToe;
import dev.arbiter.games.tictactoe.TicTacToeWorld;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;

import static dev.arbiter.engine.testkit.Searches.search;
import static dev.arbiter.engine.testkit.Searches.searcher;
import static org.assertj.core.api.Assertions.assertThat;

/** The searches on tic-tac-toe: forced wins, exact values, legality, memory budgets, sibling pruning, background search. */
class TicTacToeSearchTest {

    private final TicTacToe ttt = new TicTacToe();

    @ParameterizedTest
    @ValueSource(strings = {"mm", "abp", "mcts", "bfmm"})
    void findsTheOnlyWinningMoveInTicTacToe(String algo) {
        for (String[] c : new String[][] {{"xo.x..o..", "b2"}, {"xx...o...", "c3"}, {"xox...o..", "c1"}}) {
            SearchResult r = search(algo, ttt, ttt.decodeWorld(c[0]), SearchLimits.nodes(30_000));
            assertThat(ttt.formatAction(r.action())).as(algo + " in " + c[0]).isEqualTo(c[1]);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"mm", "abp", "bfmm"})
    void provesTheWinWithADecisiveValue(String algo) {
        SearchResult r = search(algo, ttt, ttt.decodeWorld("xo.x..o.."), SearchLimits.nodes(100_000));
        assertThat(r.value()).isEqualTo(Values.WIN - 3);
        assertThat(r.pv()).startsWith(4);
    }

    @ParameterizedTest
    @ValueSource(strings = {"greedy", "mm", "abp", "mcts", "bfmm"})
    void takesAnImmediateWin(String algo) {
        SearchResult r = search(algo, ttt, ttt.decodeWorld("xx.oo...."), SearchLimits.nodes(5_000));
        assertThat(ttt.formatAction(r.action())).isEqualTo("c3");
    }

    @ParameterizedTest
    @ValueSource(strings = {"mm", "abp", "mcts", "bfmm", "greedy", "random"})
    void neverReturnsAnIllegalAction(String algo) {
        SplittableRandom random = new SplittableRandom(7);
        int[] actions = new int[9];
        for (int game = 0; game < 20; game++) {
            TicTacToeWorld world = ttt.initialWorld("");
            int plies = random.nextInt(8);
            for (int i = 0; i < plies && !world.isEnd(); i++) {
                world.apply(actions[random.nextInt(world.legalActions(actions))]);
            }
            if (world.isEnd()) {
                continue;
            }
            SearchResult r = search(algo, ttt, world, SearchLimits.nodes(500));
            assertThat(ttt.isLegal(world, r.action())).as(algo + " in " + world.encode()).isTrue();
            assertThat(r.pv()).isNotEmpty().startsWith(r.action());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"mm", "abp", "mcts", "bfmm"})
    void respectsItsMemoryBudget(String algo) {
        Searcher<TicTacToeWorld> s = searcher(algo, ttt, Map.of());
        long memory = 40_000;
        long allowed = s.worldsForMemory(memory);
        assertThat(allowed).isBetween(10L, 1_000L);
        s.setWorld(ttt.initialWorld(""));
        SearchResult r = s.search(new SearchLimits(0, 200_000, 0, memory));
        assertThat(s.worldsInUse()).isLessThanOrEqualTo(allowed);
        assertThat(ttt.isLegal(ttt.initialWorld(""), r.action())).isTrue();
    }

    @Test
    void minimaxAndAlphaBetaSolveTicTacToePositionsExactly() {
        ExhaustiveMinimax<TicTacToeWorld> reference = new ExhaustiveMinimax<>(ttt, ttt.defaultEvaluator());
        for (String position : new String[] {"x........", "x...o....", "xo.......", "x.o.x...o", "xx.oo...."}) {
            TicTacToeWorld world = ttt.decodeWorld(position);
            double expected = reference.value(world, 9);
            for (String algo : new String[] {"mm", "abp"}) {
                SearchResult r = search(algo, ttt, world, SearchLimits.depth(9));
                assertThat(r.value()).as(algo + " in " + position).isEqualTo(expected);
            }
        }
    }

    @Test
    void siblingPruningStillSolvesAndVisitsFewerNodes() {
        TicTacToeWorld world = ttt.decodeWorld("x...o....");
        Searcher<TicTacToeWorld> full = searcher("mm", ttt, Map.of());
        full.setWorld(world);
        SearchResult all = full.search(SearchLimits.depth(9));
        Searcher<TicTacToeWorld> pruned = searcher("mm", ttt, Map.of("pruning", "1", "threshold", "5"));
        pruned.setWorld(world);
        SearchResult some = pruned.search(SearchLimits.depth(9));
        assertThat(some.nodes()).isLessThan(all.nodes());
        assertThat(ttt.isLegal(world, some.action())).isTrue();
        Searcher<TicTacToeWorld> win = searcher("mm", ttt, Map.of("pruning", "1", "threshold", "1"));
        win.setWorld(ttt.decodeWorld("xo.x..o.."));
        assertThat(ttt.formatAction(win.search(SearchLimits.nodes(50_000)).action())).isEqualTo("b2");
    }

    @Test
    @Timeout(20)
    void searchesOnItsOwnThreadAndFollowsTheActualWorld() throws InterruptedException {
        Searcher<TicTacToeWorld> searcher = Algorithms.create("mm", ttt, ttt.defaultEvaluator(), Map.of(), 1);
        AtomicInteger published = new AtomicInteger();
        TicTacToeWorld world = ttt.decodeWorld("x...o....");
        try (BackgroundSearch<TicTacToeWorld> bg = new BackgroundSearch<>(searcher, ttt, world,
                new SearchLimits(0, 0, 0, 8 << 20), r -> published.incrementAndGet())) {
            bg.start();
            assertThat(bg.awaitIdle(10_000)).isTrue();
            assertThat(ttt.isLegal(world, bg.best().action())).isTrue();
            assertThat(bg.best().value()).isZero();
            world.apply(ttt.parseAction("a1"));
            world.apply(ttt.parseAction("c3"));
            bg.setWorld(world);
            bg.awaitWorld();
            assertThat(bg.worldsImposed()).isEqualTo(1);
            assertThat(bg.awaitIdle(10_000)).isTrue();
            assertThat(ttt.isLegal(world, bg.best().action())).isTrue();
        }
        assertThat(published.get()).isGreaterThan(1);
    }
}
