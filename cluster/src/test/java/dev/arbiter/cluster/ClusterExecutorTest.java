package dev.arbiter.cluster;

import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.JobSource;
import dev.arbiter.tournament.results.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The cluster executor with real worker JVMs on loopback ports ({@link ScriptedWorker}: real members, secret
 * and trust; scripted games): every job is reported exactly once and with the games a local run gives, while
 * one worker is killed with SIGKILL in the middle of a job and another joins in the middle of the run; a
 * worker holding another secret gets no job; a game naming an engine the workers do not trust is recorded as
 * refused.
 */
class ClusterExecutorTest {

    private static final int JOBS = 40;
    private static final RunSpec RUN = new RunSpec("tictactoe", 100, Adjudication.SCORE, 5_000, 4);

    @TempDir
    Path dir;

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private Path secret(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    private static final String SECRET = "0123456789abcdef0123456789abcdef-test";

    /** Jobs 0..JOBS-1 (pairs); every seventh names an engine no worker trusts. */
    private GameJob job(long id) {
        Entrant trusted = new Entrant("a", List.of("scripted"), dir.toString(), Map.of(), MoveLimits.DEFAULT);
        Entrant other = new Entrant(id % 7 == 3 ? "evil" : "b", List.of(id % 7 == 3 ? "evil" : "scripted"),
                dir.toString(), Map.of(), MoveLimits.DEFAULT);
        return GameJob.pair(id, trusted, other, 1000 + id, "");
    }

    @Test
    void threeWorkerJvmsPlayEveryJobOnceThroughAKilledWorkerAndALateJoinAndRefuseWhatTheyMust() throws Exception {
        int coordinatorPort = freePort();
        Path secretFile = secret("secret", SECRET);
        String coordinator = "127.0.0.1:" + coordinatorPort;
        List<String> events = new CopyOnWriteArrayList<>();
        CountDownLatch firstTwoReady = new CountDownLatch(2);
        CountDownLatch lateWorkerReady = new CountDownLatch(1);
        AtomicInteger ready = new AtomicInteger();
        ClusterExecutor.Listener listener = new ClusterExecutor.Listener() {
            @Override
            public void workerReady(String worker, int slots) {
                events.add("ready " + worker);
                firstTwoReady.countDown();
                if (ready.incrementAndGet() == 3) {
                    lateWorkerReady.countDown();
                }
            }

            @Override
            public void workerLost(String worker, int replayed) {
                events.add("lost " + worker + " " + replayed);
            }

            @Override
            public void workerRefused(String worker, String reason) {
                events.add("refused " + worker + ": " + reason);
            }

            @Override
            public void waitingForWorkers() {
                events.add("waiting");
            }
        };
        ClusterExecutor.Settings settings = new ClusterExecutor.Settings(MemberAddress.parse(coordinator), List.of(),
                new ClusterSecret(SECRET.getBytes()), new SelfCommand(List.of("java", "Main")), "test", RUN, false);
        Path hang = dir.resolve("hanging");
        try (WorkerProcess a = worker("a", coordinator, secretFile, 1, hang);
             WorkerProcess b = worker("b", coordinator, secretFile, 2, null);
             ClusterExecutor executor = new ClusterExecutor(settings, FaultListener.NONE, listener)) {
            Map<Long, List<JobResult>> reported = new ConcurrentHashMap<>();
            JobSource source = new JobSource() {
                private long next;

                @Override
                public synchronized GameJob next() throws InterruptedException {
                    if (next == JOBS / 2) {
                        lateWorkerReady.await();
                    }
                    return next < JOBS ? job(next++) : null;
                }

                @Override
                public void finished(JobResult result) {
                    reported.computeIfAbsent(result.jobId(), k -> new CopyOnWriteArrayList<>()).add(result);
                }
            };
            Thread run = new Thread(() -> {
                try {
                    executor.run(source);
                } catch (IOException e) {
                    throw new AssertionError(e);
                }
            });
            firstTwoReady.await();
            run.start();
            a.await("hanging in job");
            a.kill();
            try (WorkerProcess c = worker("c", coordinator, secretFile, 2, null)) {
                run.join();
                assertThat(c.lines()).anyMatch(l -> l.startsWith("played job"));
            }
            assertThat(events).anyMatch(e -> e.startsWith("lost ") && e.endsWith(" 1"));
            assertThat(reported).hasSize(JOBS).allSatisfy((id, results) -> assertThat(results).hasSize(1));
            for (long id = 0; id < JOBS; id++) {
                GameJob job = job(id);
                List<GameRecord> games = reported.get(id).get(0).games();
                for (int g = 0; g < 2; g++) {
                    GameRecord record = games.get(g);
                    if (id % 7 == 3) {
                        assertThat(record.fault()).isEqualTo("start_failure");
                        assertThat(record.reason()).contains("evil", "is not one this worker trusts");
                        assertThat(record.seats().get(record.forfeiter())).isEqualTo("evil");
                    } else {
                        assertThat(record.scores()).isEqualTo(ScriptedWorker.scores(job.games().get(g)));
                    }
                }
            }
        }
    }

    private WorkerProcess worker(String name, String join, Path secret, int slots, Path hang) throws Exception {
        List<String> args = new ArrayList<>(List.of("127.0.0.1:" + freePort(), join, secret.toString(),
                Integer.toString(slots), dir.toString()));
        if (hang != null) {
            args.add(hang.toString());
        }
        return WorkerProcess.start(name, WorkerProcess.java(ScriptedWorker.class.getName(),
                args.toArray(String[]::new)), dir.resolve(name + ".err"));
    }
}
