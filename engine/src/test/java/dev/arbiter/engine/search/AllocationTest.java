package dev.arbiter.engine.search;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.lang.management.ManagementFactory;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class AllocationTest {

    @ParameterizedTest
    @ValueSource(strings = {"mm", "abp", "mcts", "bfmm"})
    void aSearchOverAWarmPoolAllocatesAlmostNothing(String algo) {
        // the measured search starts from a world outside the last tree, so the pool is cleared and its slots
        // (arrays and worlds, created by the earlier searches) are reused; only the result is allocated
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "no per-thread allocation counter");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
        Assumptions.assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled(),
                "per-thread allocation counting is off");
        RandomTree game = new RandomTree(6, 40, 11);
        Searcher<RandomTree.Node> searcher = Algorithms.create(algo, game, game.defaultEvaluator(), Map.of(), 1);
        RandomTree.Node root = game.initialWorld("");
        RandomTree.Node other = game.copyOf(root);
        other.path ^= 1;
        for (int i = 0; i < 3; i++) {
            searcher.setWorld(i % 2 == 0 ? root : other);
            searcher.search(SearchLimits.nodes(50_000));
        }
        searcher.setWorld(other);
        long id = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(id);
        SearchResult r = searcher.search(SearchLimits.nodes(50_000));
        long allocated = threads.getThreadAllocatedBytes(id) - before;
        assertThat(r.nodes()).isGreaterThan(40_000);
        assertThat(allocated).as("bytes allocated by a 50k-node search").isLessThan(16_384);
    }
}
