package dev.arbiter.games.search;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.search.TreeView;
import dev.arbiter.games.tictactoe.TicTacToe;
import dev.arbiter.games.tictactoe.TicTacToeWorld;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TreeViewTest {

    private final TicTacToe ttt = new TicTacToe();

    private Searcher<TicTacToeWorld> searcher(String algo) {
        Searcher<TicTacToeWorld> s = Algorithms.create(algo, ttt, ttt.defaultEvaluator(), Map.of(), 7);
        s.setWorld(ttt.initialWorld(""));
        return s;
    }

    private static int children(TreeView<?> view, int node) {
        int count = 0;
        for (int c = view.firstChild(node); c != TreeView.NONE; c = view.nextSibling(c)) {
            count++;
        }
        return count;
    }

    private static int childFor(TreeView<TicTacToeWorld> view, int node, int action) {
        for (int c = view.firstChild(node); c != TreeView.NONE; c = view.nextSibling(c)) {
            if (view.action(c) == action) {
                return c;
            }
        }
        throw new AssertionError("no child for action " + action);
    }

    @Test
    void minimaxTreeShowsTwoFullPliesAfterTwoPasses() {
        Searcher<TicTacToeWorld> s = searcher("mm");
        s.step(SearchLimits.depth(9));
        s.step(SearchLimits.depth(9));
        TreeView<TicTacToeWorld> view = s.treeView();
        int root = view.root();
        assertThat(view.depth(root)).isZero();
        assertThat(view.parent(root)).isEqualTo(TreeView.NONE);
        assertThat(children(view, root)).isEqualTo(9);
        for (int c = view.firstChild(root); c != TreeView.NONE; c = view.nextSibling(c)) {
            assertThat(view.depth(c)).isEqualTo(1);
            assertThat(view.parent(c)).isEqualTo(root);
            assertThat(view.expanded(c)).isTrue();
            assertThat(children(view, c)).isEqualTo(8);
            assertThat(view.world(c).ply()).isEqualTo(1);
        }
        SearchResult best = s.best();
        int chosen = view.bestChild(root);
        assertThat(view.action(chosen)).isEqualTo(best.action());
        assertThat(view.value(chosen, 0)).isEqualTo(best.value());
        assertThat(s.worldsInUse()).isEqualTo(1 + 9 + 72);
    }

    @Test
    void mctsVisitsOfTheRootAreTheSumOfItsChildren() {
        Searcher<TicTacToeWorld> s = searcher("mcts");
        s.step(SearchLimits.nodes(100_000));
        TreeView<TicTacToeWorld> view = s.treeView();
        long sum = 0;
        for (int c = view.firstChild(view.root()); c != TreeView.NONE; c = view.nextSibling(c)) {
            sum += view.visits(c);
            assertThat(view.value(c, 0)).isBetween(0.0, 1.0);
        }
        assertThat(sum).isEqualTo(view.visits(view.root())).isPositive();
    }

    @ParameterizedTest
    @ValueSource(strings = {"mm", "mcts", "bfmm"})
    void makingADeepNodeActualKeepsOnlyItsSubtree(String algo) {
        Searcher<TicTacToeWorld> s = searcher(algo);
        s.search(SearchLimits.nodes(20_000));
        TreeView<TicTacToeWorld> view = s.treeView();
        int grandchild = childFor(view, childFor(view, view.root(), 4), 0);
        int below = view.firstChild(grandchild);
        long before = s.worldsInUse();
        view.makeActual(grandchild);
        assertThat(view.root()).isEqualTo(grandchild);
        assertThat(view.depth(grandchild)).isZero();
        assertThat(view.parent(grandchild)).isEqualTo(TreeView.NONE);
        assertThat(view.world(grandchild).encode()).isEqualTo(ttt.decodeWorld("o...x....").encode());
        assertThat(s.worldsInUse()).isLessThan(before).isPositive();
        if (below != TreeView.NONE) {
            assertThat(view.depth(below)).isEqualTo(1);
        }
        SearchResult r = s.search(SearchLimits.nodes(5_000));
        assertThat(ttt.isLegal(view.world(grandchild), r.action())).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"abp", "greedy", "random"})
    void searchersWithoutATreeGiveOnePlyEvaluations(String algo) {
        Searcher<TicTacToeWorld> s = Algorithms.create(algo, ttt, ttt.defaultEvaluator(), Map.of(), 7);
        s.setWorld(ttt.decodeWorld("xx.oo...."));
        TreeView<TicTacToeWorld> view = s.treeView();
        int root = view.root();
        assertThat(view.expanded(root)).isFalse();
        assertThat(children(view, root)).isEqualTo(5);
        int best = view.bestChild(root);
        assertThat(ttt.formatAction(view.action(best))).isEqualTo("c3");
        assertThat(view.complete(best)).isTrue();
        assertThat(view.value(best, 0)).isEqualTo(ttt.defaultEvaluator().evaluate(view.world(best), 0) - 1);
        view.makeActual(childFor(view, root, ttt.parseAction("a1")));
        SearchResult r = s.search(SearchLimits.depth(3));
        assertThat(ttt.isLegal(view.world(view.root()), r.action())).isTrue();
        if (!algo.equals("random")) {
            assertThat(ttt.formatAction(r.action())).as("o takes its win after x a1").isEqualTo("c2");
        }
    }

    @Test
    void aSearcherWithoutAViewSaysSo() {
        Searcher<TicTacToeWorld> plain = new Searcher<>() {
            @Override public String algorithm() { return "plain"; }
            @Override public void setWorld(TicTacToeWorld actual) { }
            @Override public boolean step(SearchLimits limits) { return false; }
            @Override public SearchResult best() { return null; }
            @Override public SearchResult search(SearchLimits limits) { return null; }
            @Override public void stop() { }
            @Override public long worldsInUse() { return 0; }
            @Override public long worldsForMemory(long memoryBytes) { return 0; }
        };
        assertThatThrownBy(plain::treeView).isInstanceOf(UnsupportedOperationException.class).hasMessageContaining("plain");
    }
}
