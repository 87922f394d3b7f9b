package dev.arbiter.engine.server;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Alone in its JVM ({@code @Isolated}): it reads the heap's young generation, which any other test would fill. */
@Isolated
class BetweenGamesTest {

    private static volatile Object sink;

    @Test
    void aGameStartCollectsAYoungGenerationPastHalfFullAndLeavesAnEmptyOneAlone() {
        MemoryPoolMXBean eden = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getType() == MemoryType.HEAP && p.getName().contains("Eden")).findFirst().orElse(null);
        assumeTrue(eden != null, "this JVM's collector has no eden pool");
        BetweenGames policy = BetweenGames.forThisJvm();

        System.gc();
        assertThat(policy.collectIfDue()).as("just after a collection").isFalse();

        while (share(eden.getUsage()) < 70) {
            sink = new byte[64 << 10];
        }
        long collections = collections();
        assertThat(policy.collectIfDue()).as("with the young generation %d%% full", share(eden.getUsage())).isTrue();
        assertThat(collections()).isGreaterThan(collections);
    }

    private static long share(MemoryUsage usage) {
        long capacity = usage.getMax() > 0 ? usage.getMax() : usage.getCommitted();
        return capacity <= 0 ? 0 : usage.getUsed() * 100 / capacity;
    }

    private static long collections() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().mapToLong(b -> Math.max(0, b.getCollectionCount())).sum();
    }
}
