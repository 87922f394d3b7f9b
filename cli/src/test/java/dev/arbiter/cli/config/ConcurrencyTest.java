package dev.arbiter.cli.config;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@code concurrency} on one machine is bounded by its processors; with a cluster it counts the games in flight
 * over the workers' slots, which the coordinator's processors do not bound.
 */
class ConcurrencyTest {

    private static final int BEYOND_THIS_MACHINE = Runtime.getRuntime().availableProcessors() + 62;

    @Test
    void onOneMachineConcurrencyIsAtMostItsProcessors() {
        assertThatThrownBy(() -> ConfigChecks.concurrency(BEYOND_THIS_MACHINE, "q.yaml", "concurrency", false))
                .isInstanceOf(ConfigException.class).hasMessageContaining("the processors of this machine");
    }

    @Test
    void withAClusterConcurrencyCountsTheWorkersSlotsUpToItsBound() {
        assertThat(ConfigChecks.concurrency(BEYOND_THIS_MACHINE, "q.yaml", "concurrency", true))
                .isEqualTo(BEYOND_THIS_MACHINE);
        assertThatThrownBy(() -> ConfigChecks.concurrency(ConfigChecks.MAX_CLUSTER_CONCURRENCY + 1, "q.yaml",
                "concurrency", true)).isInstanceOf(ConfigException.class)
                .hasMessageContaining("games at once over the cluster's workers");
    }
}
