package dev.arbiter.cluster;

import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.JobSource;
import dev.arbiter.tournament.results.GameRecord;

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

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A cluster run for tests: a coordinator ({@link ClusterExecutor}) in the test's JVM, {@link ScriptedWorker}
 * JVMs, a source of pair jobs (every seventh naming an engine no worker trusts) that may pause at one job until
 * a condition holds, the events the coordinator reported, and the check that every job was reported once with
 * the games a local run gives.
 */
final class Scenario implements ClusterExecutor.Listener {

    static final String SECRET = "0123456789abcdef0123456789abcdef-test";
    /**
     * How long the tests' members wait for a silent one: short, so that a cut-off worker is replayed (and a
     * worker started before its coordinator merges into its cluster) within seconds, yet several heartbeats.
     */
    static final int LOST_AFTER_SECONDS = 3;
    private static final RunSpec RUN = new RunSpec(GameRules.of("tictactoe").withPlyLimit(100, Adjudication.SCORE)
            .withStartTimeoutMs(5_000), 4);

    final List<String> events = new CopyOnWriteArrayList<>();
    final Map<Long, List<JobResult>> reported = new ConcurrentHashMap<>();
    private final Path dir;
    private final Path secretFile;
    private final int jobs;
    private final List<CountDownLatch> readyCounts = new ArrayList<>();

    Scenario(Path dir, int jobs) throws IOException {
        this.dir = dir;
        this.jobs = jobs;
        this.secretFile = dir.resolve("secret");
        Files.writeString(secretFile, SECRET);
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** A latch released when {@code n} workers have been greeted (ask before they join). */
    CountDownLatch ready(int n) {
        CountDownLatch latch = new CountDownLatch(n);
        readyCounts.add(latch);
        return latch;
    }

    /** The coordinator, listening on {@code bind}, declaring a silent worker lost after {@link #LOST_AFTER_SECONDS}. */
    ClusterExecutor coordinator(String bind) {
        return new ClusterExecutor(new ClusterExecutor.Settings(MemberAddress.parse(bind), List.of(),
                new ClusterSecret(SECRET.getBytes()), new SelfCommand(List.of("java", "Main")), "test", RUN, false,
                LOST_AFTER_SECONDS), FaultListener.NONE, this);
    }

    /** The java command of a scripted worker at {@code bind} joining {@code join}, hanging in its first job if asked. */
    List<String> worker(String bind, String join, int slots, Path hang) {
        return worker(bind, join, slots, hang, null);
    }

    /**
     * The java command of a scripted worker at {@code bind} joining {@code join}, hanging in its first job if
     * {@code hang} is given, and failing its first job (an exception, the worker staying) if {@code fail} is.
     */
    List<String> worker(String bind, String join, int slots, Path hang, Path fail) {
        List<String> args = new ArrayList<>(List.of(bind, join, secretFile.toString(), Integer.toString(slots), dir.toString(),
                Integer.toString(LOST_AFTER_SECONDS)));
        if (hang != null || fail != null) {
            args.add(hang == null ? "-" : hang.toString());
        }
        if (fail != null) {
            args.add(fail.toString());
        }
        return WorkerProcess.java(ScriptedWorker.class.getName(), args.toArray(String[]::new));
    }

    /** Job {@code id}: a pair; every seventh names an engine no worker trusts. */
    GameJob job(long id) {
        Entrant trusted = new Entrant("a", List.of("scripted"), dir.toString(), Map.of(), MoveLimits.DEFAULT);
        boolean evil = id % 7 == 3;
        Entrant other = new Entrant(evil ? "evil" : "b", List.of(evil ? "evil" : "scripted"), dir.toString(), Map.of(),
                MoveLimits.DEFAULT);
        return GameJob.pair(id, trusted, other, 1000 + id, "");
    }

    /** The jobs in order, pausing before job {@code pauseAt} until {@code resume} opens (-1: never pauses). */
    JobSource source(int pauseAt, CountDownLatch resume) {
        return new JobSource() {
            private long next;

            @Override
            public synchronized GameJob next() throws InterruptedException {
                if (next == pauseAt) {
                    resume.await();
                }
                return next < jobs ? job(next++) : null;
            }

            @Override
            public void finished(JobResult result) {
                reported.computeIfAbsent(result.jobId(), k -> new CopyOnWriteArrayList<>()).add(result);
            }
        };
    }

    /** Runs {@code source} on {@code executor} in a thread of its own. */
    static Thread run(ClusterExecutor executor, JobSource source) {
        Thread run = new Thread(() -> {
            try {
                executor.run(source);
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        });
        run.start();
        return run;
    }

    /** Every job was reported exactly once, with the games of a local run and the untrusted engine's refusals. */
    void assertEveryJobReportedOnceAsALocalRunWould() {
        assertThat(reported).hasSize(jobs).allSatisfy((id, results) -> assertThat(results).hasSize(1));
        for (long id = 0; id < jobs; id++) {
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

    @Override
    public void workerReady(String worker, int slots) {
        events.add("ready " + worker);
        readyCounts.forEach(CountDownLatch::countDown);
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
}
