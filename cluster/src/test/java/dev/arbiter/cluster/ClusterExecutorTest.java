package dev.arbiter.cluster;

import com.hazelcast.cluster.Address;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.LifecycleEvent;
import com.hazelcast.instance.impl.HazelcastInstanceProxy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The cluster executor with real worker JVMs on loopback ports ({@link ScriptedWorker}: real members, secret
 * and trust; scripted games): every job is reported exactly once and with the games a local run gives, while
 * one worker is killed with SIGKILL in the middle of a job (its next job waiting on it) and another joins in the middle of the run; a
 * member holding another secret gets no job; a game naming an engine the workers do not trust is recorded as
 * refused; a worker whose call fails while it stays in the cluster is greeted again rather than forgotten; a run
 * goes on with its worker when the coordinator's member leaves its cluster and joins it anew.
 */
class ClusterExecutorTest {

    private static final int JOBS = 40;

    @TempDir
    Path dir;

    @Test
    void threeWorkerJvmsPlayEveryJobOnceThroughAKilledWorkerAndALateJoinAndRefuseWhatTheyMust() throws Exception {
        Scenario scenario = new Scenario(dir, JOBS);
        String coordinator = "127.0.0.1:" + Scenario.freePort();
        CountDownLatch first = scenario.ready(1);
        CountDownLatch second = scenario.ready(2);
        CountDownLatch lateOne = scenario.ready(3);
        Path hang = dir.resolve("hanging");
        try (WorkerProcess a = WorkerProcess.start("a", scenario.worker("127.0.0.1:" + Scenario.freePort(), coordinator, 1,
                hang), dir.resolve("a.err"));
             ClusterExecutor executor = scenario.coordinator(coordinator);
             ClusterWorker stranger = new ClusterWorker(new ClusterWorker.Settings(
                     MemberAddress.parse("127.0.0.1:" + Scenario.freePort()), List.of(MemberAddress.parse(coordinator)), 1,
                     new ClusterSecret("not-the-secret-of-this-cluster-at-all".getBytes(StandardCharsets.UTF_8)),
                     new EngineTrust(List.of()), new SelfCommand(List.of("java")), false, Scenario.LOST_AFTER_SECONDS),
                     (run, slots, faults) -> {
                         throw new AssertionError("a worker with another secret must never get to play");
                     }, line -> { })) {
            first.await();
            Thread run = Scenario.run(executor, scenario.source(JOBS / 2, lateOne));
            // a, alone at first, hangs in its first job in its one slot; the coordinator keeps the slot's next job on
            // a, where it waits (with a second worker already there, it could take every job before a's second request)
            a.await("hanging in job");
            a.await("queued job");
            try (WorkerProcess b = WorkerProcess.start("b", scenario.worker("127.0.0.1:" + Scenario.freePort(),
                    coordinator, 2, null), dir.resolve("b.err"))) {
                second.await();
                a.kill();
                try (WorkerProcess c = WorkerProcess.start("c", scenario.worker("127.0.0.1:" + Scenario.freePort(),
                        coordinator, 2, null), dir.resolve("c.err"))) {
                    run.join();
                    assertThat(c.lines()).as("the late worker got work").anyMatch(l -> l.startsWith("played job"));
                }
                assertThat(b.lines()).as("the second worker got work").anyMatch(l -> l.startsWith("played job"));
            }
            assertThat(scenario.events).as("the killed worker's jobs replayed: the one it played and the one queued")
                    .anyMatch(e -> e.matches("lost \\S+ 2"));
            assertThat(executor.requestsSent()).as("one job a request").isEqualTo(executor.jobsSent());
            assertThat(scenario.events).as("the member with another secret")
                    .anyMatch(e -> e.startsWith("refused ") && e.contains("does not hold this secret"));
            scenario.assertEveryJobReportedOnceAsALocalRunWould();
        }
    }

    @Test
    void aWorkerWhoseCallFailsWhileItStaysInTheClusterIsGreetedAgainAndPlaysTheRest() throws Exception {
        int jobs = 6;
        Scenario scenario = new Scenario(dir, jobs);
        String coordinator = "127.0.0.1:" + Scenario.freePort();
        CountDownLatch greeted = scenario.ready(1);
        try (WorkerProcess w = WorkerProcess.start("w", scenario.worker("127.0.0.1:" + Scenario.freePort(), coordinator, 1,
                null, dir.resolve("failing")), dir.resolve("w.err"));
             ClusterExecutor executor = scenario.coordinator(coordinator)) {
            greeted.await();
            CountDownLatch greetedAgain = scenario.ready(1);
            Thread run = Scenario.run(executor, scenario.source(-1, null));
            w.await("failing job");
            // the only worker: without a new greeting the run would wait for a worker forever (bounded for the failure)
            assertThat(greetedAgain.await(90, TimeUnit.SECONDS)).as("greeted again; events: %s", scenario.events).isTrue();
            run.join();
            assertThat(scenario.events).as("its jobs replayed, then it was greeted again")
                    .anyMatch(e -> e.startsWith("lost ")).filteredOn(e -> e.startsWith("ready ")).hasSize(2);
            assertThat(w.lines()).filteredOn(l -> l.startsWith("coordinator ") && l.contains("connected")).hasSize(2);
            scenario.assertEveryJobReportedOnceAsALocalRunWould();
        }
    }

    @Test
    void aRunGoesOnWithItsWorkerWhenTheCoordinatorLeavesItsClusterAndJoinsItAnew() throws Exception {
        int jobs = 6;
        Scenario scenario = new Scenario(dir, jobs);
        String coordinator = "127.0.0.1:" + Scenario.freePort();
        String worker = "127.0.0.1:" + Scenario.freePort();
        CountDownLatch greeted = scenario.ready(1);
        CountDownLatch resume = new CountDownLatch(1);
        try (WorkerProcess w = WorkerProcess.start("w", scenario.worker(worker, coordinator, 1, null), dir.resolve("w.err"));
             ClusterExecutor executor = scenario.coordinator(coordinator)) {
            greeted.await();
            Thread run = Scenario.run(executor, scenario.source(2, resume));
            w.await("played job 1");
            // what a split-brain merge does to this member (after a pause longer than the lost-after timeout on a
            // loaded machine): it leaves its cluster and joins it anew, under a new id, and finds the worker listed.
            // A call in flight then fails and the worker is forgotten and greeted again (the member-list look); a
            // link with no call in flight goes on as it is
            rejoin(executor.member(), MemberAddress.parse(worker));
            resume.countDown();
            // the only worker: had it been forgotten for good, the run would wait for a worker forever (bounded)
            run.join(TimeUnit.SECONDS.toMillis(90));
            assertThat(run.isAlive()).as("the run went on; events: %s", scenario.events).isFalse();
            scenario.assertEveryJobReportedOnceAsALocalRunWould();
        }
    }

    /** Makes {@code member} leave its cluster and join the one of {@code target} anew, as a split-brain merge does. */
    private static void rejoin(HazelcastInstance member, MemberAddress target) throws Exception {
        UUID before = member.getCluster().getLocalMember().getUuid();
        CountDownLatch merged = new CountDownLatch(1);
        member.getLifecycleService().addLifecycleListener(e -> {
            if (e.getState() == LifecycleEvent.LifecycleState.MERGED) {
                merged.countDown();
            }
        });
        ((HazelcastInstanceProxy) member).getOriginal().node.getClusterService()
                .merge(new Address(target.host(), target.port()));
        assertThat(merged.await(60, TimeUnit.SECONDS)).as("merged").isTrue();
        assertThat(member.getCluster().getLocalMember().getUuid()).as("a new id").isNotEqualTo(before);
    }
}
