package dev.arbiter.cluster;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The cluster executor with real worker JVMs on loopback ports ({@link ScriptedWorker}: real members, secret
 * and trust; scripted games): every job is reported exactly once and with the games a local run gives, while
 * one worker is killed with SIGKILL in the middle of a job and another joins in the middle of the run; a
 * member holding another secret gets no job; a game naming an engine the workers do not trust is recorded as
 * refused.
 */
class ClusterExecutorTest {

    private static final int JOBS = 40;

    @TempDir
    Path dir;

    @Test
    void threeWorkerJvmsPlayEveryJobOnceThroughAKilledWorkerAndALateJoinAndRefuseWhatTheyMust() throws Exception {
        Scenario scenario = new Scenario(dir, JOBS);
        String coordinator = "127.0.0.1:" + Scenario.freePort();
        CountDownLatch firstTwo = scenario.ready(2);
        CountDownLatch lateOne = scenario.ready(3);
        Path hang = dir.resolve("hanging");
        try (WorkerProcess a = WorkerProcess.start("a", scenario.worker("127.0.0.1:" + Scenario.freePort(), coordinator, 1,
                hang), dir.resolve("a.err"));
             WorkerProcess b = WorkerProcess.start("b", scenario.worker("127.0.0.1:" + Scenario.freePort(), coordinator, 2,
                     null), dir.resolve("b.err"));
             ClusterExecutor executor = scenario.coordinator(coordinator);
             ClusterWorker stranger = new ClusterWorker(new ClusterWorker.Settings(
                     MemberAddress.parse("127.0.0.1:" + Scenario.freePort()), List.of(MemberAddress.parse(coordinator)), 1,
                     new ClusterSecret("not-the-secret-of-this-cluster-at-all".getBytes(StandardCharsets.UTF_8)),
                     new EngineTrust(List.of()), new SelfCommand(List.of("java")), false, Scenario.LOST_AFTER_SECONDS),
                     (run, slots, faults) -> {
                         throw new AssertionError("a worker with another secret must never get to play");
                     }, line -> { })) {
            firstTwo.await();
            Thread run = Scenario.run(executor, scenario.source(JOBS / 2, lateOne));
            a.await("hanging in job");
            a.kill();
            try (WorkerProcess c = WorkerProcess.start("c", scenario.worker("127.0.0.1:" + Scenario.freePort(), coordinator,
                    2, null), dir.resolve("c.err"))) {
                run.join();
                assertThat(c.lines()).as("the late worker got work").anyMatch(l -> l.startsWith("played job"));
            }
            assertThat(scenario.events).as("the killed worker's jobs replayed").anyMatch(e -> e.matches("lost \\S+ [1-9]"));
            assertThat(executor.requestsSent()).as("one job a request").isEqualTo(executor.jobsSent());
            assertThat(scenario.events).as("the member with another secret")
                    .anyMatch(e -> e.startsWith("refused ") && e.contains("does not hold this secret"));
            scenario.assertEveryJobReportedOnceAsALocalRunWould();
        }
    }
}
