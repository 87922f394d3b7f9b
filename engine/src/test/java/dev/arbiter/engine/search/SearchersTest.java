package dev.arbiter.engine.search;

import dev.arbiter.engine.testkit.ExhaustiveMinimax;
import dev.arbiter.engine.testkit.Nim;
import dev.arbiter.engine.world.Values;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Map;

import static dev.arbiter.engine.testkit.Searches.search;
import static dev.arbiter.engine.testkit.Searches.searcher;
import static org.assertj.core.api.Assertions.assertThat;

class SearchersTest {

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
    void everyAlphaBetaAblationKeepsTheMinimaxValueAndPlainMinimaxSearchesTheWholeTree() {
        Map<String, Map<String, String>> variants = Map.of(
                "minimax", Map.of("cutoffs", "0", "tt", "0", "iterative", "0", "killers", "0", "history", "0", "pvs", "0"),
                "plain", Map.of("tt", "0", "iterative", "0", "killers", "0", "history", "0", "pvs", "0"),
                "no-tt", Map.of("tt", "0"),
                "no-iterative", Map.of("iterative", "0"),
                "all", Map.of());
        for (long treeSeed = 1; treeSeed <= 6; treeSeed++) {
            long seed = treeSeed;
            RandomTree game = new RandomTree(4, 12, seed);
            ExhaustiveMinimax<RandomTree.Node> reference = new ExhaustiveMinimax<>(game, game.defaultEvaluator());
            RandomTree.Node root = game.initialWorld("");
            int depth = 5;
            double expected = reference.value(root, depth);
            Map<String, SearchResult> results = new java.util.HashMap<>();
            variants.forEach((name, params) -> {
                Searcher<RandomTree.Node> s = Algorithms.create("abp", game, game.defaultEvaluator(), params, 1);
                s.setWorld(root);
                results.put(name, s.search(SearchLimits.depth(depth)));
            });
            results.forEach((name, r) -> assertThat(r.value()).as(name + " seed " + seed).isEqualTo(expected));
            assertThat(results.get("plain").action()).as("the same decision, same move order")
                    .isEqualTo(results.get("minimax").action());
            assertThat(results.get("minimax").nodes()).as("plain minimax visits every node below the root")
                    .isEqualTo(reference.nodes(root, depth));
            assertThat(results.get("plain").nodes()).isLessThan(results.get("minimax").nodes());
        }
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
