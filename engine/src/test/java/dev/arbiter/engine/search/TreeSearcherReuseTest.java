package dev.arbiter.engine.search;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;
import java.util.BitSet;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Moving the root of a big tree is constant work (the old tree is neither walked nor freed then), the garbage
 * it leaves is reclaimed as the new tree grows to the memory limit, and depth-cut completeness follows the
 * horizon without being recomputed.
 */
class TreeSearcherReuseTest {

    private final RandomTree game = new RandomTree(6, 40, 5);

    @ParameterizedTest
    @ValueSource(strings = {"mm", "mcts", "bfmm"})
    void movingTheRootOfABigTreeWritesAHandfulOfSlots(String algo) {
        TreeSearcher<RandomTree.Node> s = searcher(algo);
        RandomTree.Node world = game.initialWorld("");
        s.setWorld(world);
        s.search(SearchLimits.nodes(nodes(algo, 100_000)));
        NodePool<RandomTree.Node> pool = s.pool;
        int before = pool.size();
        assertThat(before).isGreaterThan(1_000);
        PoolSnapshot snapshot = new PoolSnapshot(pool);

        RandomTree.Node grandchild = grandchildOnTheBestLine(s);
        s.setWorld(grandchild);

        assertThat(s.world(s.root())).isEqualTo(grandchild);
        assertThat(snapshot.slotsChanged(pool)).as("slots written by setWorld").isBetween(1, 4);
        assertThat(s.worldsInUse()).isGreaterThan(1).isLessThan(before);
        assertTreeIsSound(s);
    }

    @ParameterizedTest
    @ValueSource(strings = {"mm", "bfmm"}) // mcts spends this budget replaying a proven win, growing little
    void aReusedTreeGrowsToTheMemoryLimitByReclaimingTheOldTree(String algo) {
        TreeSearcher<RandomTree.Node> s = searcher(algo);
        long memory = 2_000 * s.bytesPerWorld();
        long limit = s.worldsForMemory(memory);
        RandomTree.Node world = game.initialWorld("");
        s.setWorld(world);
        s.search(new SearchLimits(0, nodes(algo, 400_000), 0, memory));
        assertThat(s.worldsInUse()).isGreaterThan(limit - game.maxActions()).isLessThanOrEqualTo(limit);

        for (int move = 0; move < 4 && !s.world(s.root()).isEnd(); move++) {
            RandomTree.Node next = grandchildOnTheBestLine(s);
            if (next == null) {
                break;
            }
            s.setWorld(next);
            long kept = s.worldsInUse();
            s.search(new SearchLimits(0, nodes(algo, 400_000), 0, memory));
            assertTreeIsSound(s);
            if (!s.complete(s.root())) {
                assertThat(s.worldsInUse()).as("live worlds after move %d (kept %d)", move, kept)
                        .isGreaterThan(limit - game.maxActions()).isLessThanOrEqualTo(limit);
            }
        }
    }

    @Test
    void aTreeCompleteToTheDepthLimitOpensAgainWhenTheRootMovesOrTheLimitGrows() {
        // bfmm skips complete children, so it completes a depth-limited tree (mcts keeps visiting them)
        TreeSearcher<RandomTree.Node> s = searcher("bfmm");
        RandomTree.Node world = game.initialWorld("");
        s.setWorld(world);
        s.search(new SearchLimits(0, 1_000_000, 2, 0));
        assertThat(s.complete(s.root())).as("complete to depth 2").isTrue();
        assertThat(s.search(new SearchLimits(0, 1_000_000, 2, 0)).nodes()).as("nothing left to depth 2").isZero();

        SearchResult deeper = s.search(new SearchLimits(0, 1_000_000, 3, 0));
        assertThat(deeper.nodes()).as("a deeper limit searches on").isPositive();
        assertThat(deeper.depth()).isEqualTo(3);
        assertThat(s.complete(s.root())).isTrue();

        RandomTree.Node child = game.copyOf(s.world(s.bestChild(s.root())));
        s.setWorld(child);
        assertThat(s.complete(s.root())).as("one ply down, the cut leaves are above the limit").isFalse();
        SearchResult next = s.search(new SearchLimits(0, 1_000_000, 3, 0));
        assertThat(next.nodes()).isPositive();
        assertThat(next.depth()).isEqualTo(3);
        assertThat(s.complete(s.root())).isTrue();
        assertTreeIsSound(s);
    }

    /** A node budget that grows a tree of about the same size: mcts counts every ply of its playouts. */
    private static long nodes(String algo, long budget) {
        return algo.equals("mcts") ? budget * 10 : budget;
    }

    @SuppressWarnings("unchecked")
    private TreeSearcher<RandomTree.Node> searcher(String algo) {
        return (TreeSearcher<RandomTree.Node>) Algorithms.create(algo, game, game.defaultEvaluator(), Map.of(), 7);
    }

    /** The world two plies down the principal variation, or null when the tree is not that deep. */
    private RandomTree.Node grandchildOnTheBestLine(TreeSearcher<RandomTree.Node> s) {
        int child = s.bestChild(s.root());
        if (child == TreeView.NONE) {
            return null;
        }
        int grandchild = s.firstChild(child);
        if (grandchild == TreeView.NONE) {
            return null;
        }
        while (s.nextSibling(grandchild) != TreeView.NONE) {
            grandchild = s.nextSibling(grandchild);
        }
        return game.copyOf(s.world(grandchild));
    }

    /** Every node is reached once from the root, its parent link and depth agree, and the count is the size. */
    private static void assertTreeIsSound(TreeSearcher<RandomTree.Node> s) {
        NodePool<RandomTree.Node> pool = s.pool;
        BitSet seen = new BitSet();
        int[] stack = new int[1 << 16];
        int top = 0;
        int count = 0;
        int root = s.root();
        assertThat(pool.parent[root]).isEqualTo(NodePool.NONE);
        assertThat(pool.nextSibling[root]).isEqualTo(NodePool.NONE);
        stack[top++] = root;
        while (top > 0) {
            int n = stack[--top];
            if (seen.get(n)) {
                fail("node %d reached twice", n);
            }
            seen.set(n);
            count++;
            for (int c = pool.firstChild[n]; c != NodePool.NONE; c = pool.nextSibling[c]) {
                if (pool.parent[c] != n || pool.depth[c] != pool.depth[n] + 1 || pool.height[n] <= pool.height[c]) {
                    fail("child %d of %d: parent %d, depth %d under %d, height %d under %d", c, n, pool.parent[c],
                            pool.depth[c], pool.depth[n], pool.height[c], pool.height[n]);
                }
                if (top == stack.length) {
                    stack = Arrays.copyOf(stack, top * 2);
                }
                stack[top++] = c;
            }
        }
        assertThat((long) count).isEqualTo(s.worldsInUse());
    }

    /** The link, depth and completeness fields of every slot in use, to count the slots a call writes. */
    private static final class PoolSnapshot {
        private final int[][] ints;
        private final short[] height;
        private final byte[] flags;

        PoolSnapshot(NodePool<?> pool) {
            ints = new int[][] {pool.parent.clone(), pool.firstChild.clone(), pool.nextSibling.clone(),
                    pool.depth.clone(), pool.completeTo.clone()};
            height = pool.height.clone();
            flags = pool.flags.clone();
        }

        int slotsChanged(NodePool<?> pool) {
            int[][] now = {pool.parent, pool.firstChild, pool.nextSibling, pool.depth, pool.completeTo};
            int changed = 0;
            for (int n = 0; n < flags.length; n++) {
                boolean differs = height[n] != pool.height[n] || flags[n] != pool.flags[n];
                for (int f = 0; f < ints.length && !differs; f++) {
                    differs = ints[f][n] != now[f][n];
                }
                if (differs) {
                    changed++;
                }
            }
            return changed;
        }
    }
}
