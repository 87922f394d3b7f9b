package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.Values;
import dev.arbiter.engine.world.World;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Map;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

class SearchersTest {

    private static final String[] SEARCHING = {"mm", "abp", "mcts", "bfmm"};

    private final Ttt ttt = new Ttt();

    private static <W extends World<W>> Searcher<W> searcher(String algo, Game<W> game, Map<String, String> params) {
        return Algorithms.create(algo, game, game.defaultEvaluator(), params, 42);
    }

    private static <W extends World<W>> SearchResult search(String algo, Game<W> game, W world, SearchLimits limits) {
        Searcher<W> s = searcher(algo, game, Map.of());
        s.setWorld(world);
        return s.search(limits);
    }

    @ParameterizedTest
    @ValueSource(strings = {"mm", "abp", "mcts", "bfmm"})
    void findsTheForcedWinInNim(String algo) {
        Nim nim = new Nim(2, 9, 3);
        SearchResult r = search(algo, nim, nim.world(9, 0), SearchLimits.nodes(20_000));
        assertThat(r.action()).as("take 1 to leave a multiple of 4").isEqualTo(1);
    }

    @Test
    void minimaxStopsItsPassAtTheFirstProvenWinOfAOneActorProblem() {
        Nim solo = new Nim(1, 4, 3);
        SearchResult r = search("mm", solo, solo.world(4, 0), SearchLimits.nodes(1_000));
        assertThat(r.value()).isEqualTo(Values.WIN - 2);
        assertThat(r.nodes()).as("the root's 3 children, then the 3 children of the first one, which hold a win")
                .isEqualTo(6);
        assertThat(r.pv()).containsExactly(1, 3);
    }

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
            TttWorld world = ttt.initialWorld("");
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
    @ValueSource(strings = {"mm", "abp", "mcts", "bfmm", "greedy", "random"})
    void isDeterministicUnderANodeBudget(String algo) {
        RandomTree game = new RandomTree(6, 40, 3);
        SearchResult a = search(algo, game, game.initialWorld(""), SearchLimits.nodes(3_000));
        SearchResult b = search(algo, game, game.initialWorld(""), SearchLimits.nodes(3_000));
        assertThat(b.action()).isEqualTo(a.action());
        assertThat(b.value()).isEqualTo(a.value());
        assertThat(b.nodes()).isEqualTo(a.nodes()).isLessThanOrEqualTo(3_000 + 6);
        assertThat(b.depth()).isEqualTo(a.depth());
        assertThat(b.pv()).containsExactly(a.pv());
    }

    @ParameterizedTest
    @ValueSource(strings = {"mm", "abp", "mcts", "bfmm"})
    void respectsItsMemoryBudget(String algo) {
        Searcher<TttWorld> s = searcher(algo, ttt, Map.of());
        long memory = 40_000;
        long allowed = s.worldsForMemory(memory);
        assertThat(allowed).isBetween(10L, 1_000L);
        s.setWorld(ttt.initialWorld(""));
        SearchResult r = s.search(new SearchLimits(0, 200_000, 0, memory));
        assertThat(s.worldsInUse()).isLessThanOrEqualTo(allowed);
        assertThat(ttt.isLegal(ttt.initialWorld(""), r.action())).isTrue();
    }

    @Test
    void minimaxWithoutPruningAndAlphaBetaAgreeWithExhaustiveMinimax() {
        for (long seed = 1; seed <= 12; seed++) {
            RandomTree game = new RandomTree(5, 12, seed);
            ExhaustiveMinimax<RandomTree.Node> reference = new ExhaustiveMinimax<>(game, game.defaultEvaluator());
            RandomTree.Node root = game.initialWorld("");
            for (int depth = 1; depth <= 5; depth++) {
                double expected = reference.value(root, depth);
                for (String algo : new String[] {"mm", "abp"}) {
                    SearchResult r = search(algo, game, root, SearchLimits.depth(depth));
                    assertThat(r.value()).as(algo + " seed " + seed + " depth " + depth).isEqualTo(expected);
                    assertThat(reference.valueOf(root, r.action(), depth)).isEqualTo(expected);
                }
            }
        }
    }

    @Test
    void minimaxAndAlphaBetaSolveTicTacToePositionsExactly() {
        ExhaustiveMinimax<TttWorld> reference = new ExhaustiveMinimax<>(ttt, ttt.defaultEvaluator());
        for (String position : new String[] {"x........", "x...o....", "xo.......", "x.o.x...o", "xx.oo...."}) {
            TttWorld world = ttt.decodeWorld(position);
            double expected = reference.value(world, 9);
            for (String algo : new String[] {"mm", "abp"}) {
                SearchResult r = search(algo, ttt, world, SearchLimits.depth(9));
                assertThat(r.value()).as(algo + " in " + position).isEqualTo(expected);
            }
        }
    }

    @Test
    void siblingPruningStillSolvesAndVisitsFewerNodes() {
        TttWorld world = ttt.decodeWorld("x...o....");
        Searcher<TttWorld> full = searcher("mm", ttt, Map.of());
        full.setWorld(world);
        SearchResult all = full.search(SearchLimits.depth(9));
        Searcher<TttWorld> pruned = searcher("mm", ttt, Map.of("pruning", "1", "threshold", "5"));
        pruned.setWorld(world);
        SearchResult some = pruned.search(SearchLimits.depth(9));
        assertThat(some.nodes()).isLessThan(all.nodes());
        assertThat(ttt.isLegal(world, some.action())).isTrue();
        Searcher<TttWorld> win = searcher("mm", ttt, Map.of("pruning", "1", "threshold", "1"));
        win.setWorld(ttt.decodeWorld("xo.x..o.."));
        assertThat(ttt.formatAction(win.search(SearchLimits.nodes(50_000)).action())).isEqualTo("b2");
    }

    @ParameterizedTest
    @ValueSource(strings = {"mm", "abp", "mcts", "bfmm"})
    void handlesThreeActors(String algo) {
        Nim nim = new Nim(3, 6, 3);
        SearchResult r = search(algo, nim, nim.world(3, 1), SearchLimits.nodes(5_000));
        assertThat(r.action()).as("take all three").isEqualTo(3);
        SearchResult any = search(algo, nim, nim.world(6, 0), SearchLimits.nodes(2_000));
        assertThat(any.action()).isBetween(1, 3);
    }

    @ParameterizedTest
    @ValueSource(strings = {"mm", "abp", "mcts", "bfmm"})
    void stopsAtTheTimeLimitOfAFakeClock(String algo) {
        long[] now = {0};
        Clock fake = () -> now[0] += 100_000;
        RandomTree game = new RandomTree(8, 60, 5);
        Searcher<RandomTree.Node> s = Algorithms.create(algo, game, game.defaultEvaluator(), Map.of(), 1, fake);
        s.setWorld(game.initialWorld(""));
        SearchResult r = s.search(SearchLimits.time(20));
        assertThat(r.elapsedNanos()).isBetween(20_000_000L, 20_300_000L);
        assertThat(r.nodes()).isPositive();
        assertThat(r.action()).isBetween(0, 7);
    }
}
