package dev.arbiter.cluster;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The cluster with its workers on separate test hosts (network namespaces, {@link TestHosts}): the
 * coordinator and each worker listen on their own addresses, and a worker whose network is cut in the middle
 * of a job (its process lives on, silent) is declared lost after the heartbeat timeout
 * ({@link Scenario#LOST_AFTER_SECONDS} here, 10 s by default); its job is played
 * again by the other, and every job is reported once. Skipped where namespaces cannot be made (not root, no
 * {@code ip} tool).
 */
class ClusterOnSeparateHostsTest {

    private static final int JOBS = 20;

    @TempDir
    Path dir;

    @Test
    void workersOnSeparateHostsPlayEveryJobOnceWhenOneIsCutOffInTheMiddleOfAJob() throws Exception {
        String unavailable = TestHosts.unavailable();
        assumeTrue(unavailable == null, () -> "skipped: network namespaces unavailable here (" + unavailable + ")");
        Scenario scenario = new Scenario(dir, JOBS);
        CountDownLatch both = scenario.ready(2);
        try (TestHosts hosts = TestHosts.create(2)) {
            String coordinator = hosts.self() + ":" + Scenario.freePort();
            try (ClusterExecutor executor = scenario.coordinator(coordinator);
                 WorkerProcess cut = WorkerProcess.start("cut", hosts.on(0, scenario.worker(hosts.address(0) + ":5702",
                         coordinator, 1, dir.resolve("hanging"))), dir.resolve("cut.err"));
                 WorkerProcess other = WorkerProcess.start("other", hosts.on(1, scenario.worker(hosts.address(1) + ":5702",
                         coordinator, 1, null)), dir.resolve("other.err"))) {
                both.await();
                Thread run = Scenario.run(executor, scenario.source(-1, null));
                cut.await("hanging in job");
                hosts.cut(0);
                run.join();
                assertThat(scenario.events).anyMatch(e -> e.matches("lost " + hosts.address(0) + "\\S* [1-9]"));
                assertThat(other.lines()).anyMatch(l -> l.startsWith("played job"));
                scenario.assertEveryJobReportedOnceAsALocalRunWould();
            }
        }
    }
}
