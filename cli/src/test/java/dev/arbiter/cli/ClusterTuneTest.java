package dev.arbiter.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.cluster.FileEvents;
import dev.arbiter.cluster.WorkerProcess;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The acceptance test of tuning on a cluster: a run started by one coordinator and played by two
 * {@code arbiter worker} processes, killed with SIGKILL at the coordinator and at one worker in the middle,
 * and resumed, ends with the {@code best.json} (and the games) of the same run on one machine; and that run on
 * one machine, in a JVM of its own, loads no class of the cluster nor of Hazelcast (so it pays nothing for
 * them: no thread, no port). Engines are real ({@code arbiter serve}, tic-tac-toe at 200 nodes); duels have a
 * fixed length, so the tuner's decisions do not depend on the order in which pairs finish (see
 * docs/DISTRIBUTED.md). The run on one machine is started once, alongside the cluster's.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ClusterTuneTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /**
     * Seconds the test's members wait for a silent one (10 by default): short, so that the workers started before
     * their coordinator merge into its cluster within a second or two.
     */
    private static final String LOST_AFTER = "3";
    /** Bound on the resumed run (about 15 s on an idle machine): reached only when it never ends, a failure. */
    private static final long RESUMED_RUN_SECONDS = 180;

    @TempDir
    static Path dir;

    private Path config;
    private Path whole;
    private Path classes;
    private Process local;

    @BeforeAll
    void startTheRunOnOneMachine() throws IOException {
        config = config();
        whole = dir.resolve("whole");
        classes = dir.resolve("classes.log");
        List<String> argv = arbiter("tune", config.toString(), "--out", whole.toString(), "--no-progress");
        argv.add(1, "-Xlog:class+load=info:file=" + classes);
        local = new ProcessBuilder(argv).redirectErrorStream(true).redirectOutput(dir.resolve("whole.out").toFile()).start();
    }

    @AfterAll
    void endTheRunOnOneMachine() {
        local.destroyForcibly();
    }

    private void awaitTheRunOnOneMachine() throws Exception {
        assertThat(local.waitFor()).as(Files.readString(dir.resolve("whole.out"))).isZero();
    }

    @Test
    void aRunOnOneMachineLoadsNoClassOfTheClusterNorOfHazelcast() throws Exception {
        awaitTheRunOnOneMachine();
        List<String> loaded = Files.readAllLines(classes);
        assertThat(loaded).as("classes loaded").anyMatch(l -> l.contains("dev.arbiter.tuning.Tuning "));
        assertThat(loaded).noneMatch(l -> l.contains("com.hazelcast.") || l.contains("dev.arbiter.cluster."));
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private Path config() throws IOException {
        Path file = dir.resolve("tune.yaml");
        // two pairs at once (one per worker), as many on one machine where it has the processors: the same run
        Files.writeString(file, """
                game: tictactoe
                concurrency: %d
                seed: 11
                limits: {nodes: 200, maxMoveMs: 10000}
                engine:
                  cmd: [arbiter, serve, --game, tictactoe, --algo, abp, --param, 'one={one}', --param, 'two={two}', --param, 'centre={centre}']
                parameters:
                  - {name: one, min: -20, max: 20, seed: -5}
                  - {name: two, min: -20, max: 20, seed: -5}
                  - {name: centre, min: -20, max: 20, seed: 0, integer: true}
                population: 4
                budget: {generations: 3}
                duel: {minPairs: 1, maxPairs: 1}
                validation: {pairs: 1}
                """.formatted(Math.min(2, Runtime.getRuntime().availableProcessors())));
        return file;
    }

    private static List<String> arbiter(String... args) {
        return WorkerProcess.java(Arbiter.class.getName(), args);
    }

    @Test
    void aRunOnTwoWorkersKilledAtTheCoordinatorAndAWorkerAndResumedEndsWithTheBestJsonOfARunOnOneMachine()
            throws Exception {
        Path secret = dir.resolve("secret");
        Files.writeString(secret, "a-secret-shared-by-this-test-and-its-workers\n");
        String coordinator = "127.0.0.1:" + freePort();
        String w1 = "127.0.0.1:" + freePort();
        String w2 = "127.0.0.1:" + freePort();
        Path killed = dir.resolve("killed");
        try (WorkerProcess one = WorkerProcess.start("w1", arbiter("worker", "--join", coordinator, "--bind", w1,
                "--secret-file", secret.toString(), "--trust", config.toString(), "--lost-after", LOST_AFTER),
                dir.resolve("w1.err"));
             WorkerProcess two = WorkerProcess.start("w2", arbiter("worker", "--join", coordinator, "--bind", w2,
                     "--secret-file", secret.toString(), "--trust", config.toString(), "--lost-after", LOST_AFTER),
                     dir.resolve("w2.err"))) {
            try (WorkerProcess first = WorkerProcess.start("coordinator", arbiter("tune", config.toString(), "--out",
                    killed.toString(), "--no-progress", "--secret-file", secret.toString(), "--bind", coordinator,
                    "--members", w1 + "," + w2, "--lost-after", LOST_AFTER), dir.resolve("coordinator.err"))) {
                one.await(l -> l.contains("connected (run killed)"));
                two.await(l -> l.contains("connected (run killed)"));
                FileEvents.awaitLines(killed.resolve("games.ndjson"), 2);
                one.kill();
                first.kill();
            }
            // results are logged in hand-out order, so a slow first pair lets a later burst in at once: three
            // generations (24 games) leave the kill room to fall in the middle
            awaitTheRunOnOneMachine();
            assertThat(GameLog.read(killed.resolve("games.ndjson"))).as("killed in the middle of the run")
                    .hasSizeLessThan(GameLog.read(whole.resolve("games.ndjson")).size());
            two.await(l -> l.contains("left; its jobs are stopped"));

            // a JVM of its own, as the first: its standard error outlives the test (resumed.err) when it fails
            Path resumedErr = dir.resolve("resumed.err");
            try (WorkerProcess resumed = WorkerProcess.start("resumed coordinator", arbiter("tune", "--resume",
                    killed.toString(), "--no-progress"), resumedErr)) {
                assertThat(resumed.awaitExit(RESUMED_RUN_SECONDS)).as(Files.readString(resumedErr)).isZero();
            }
            assertThat(Files.readString(resumedErr)).contains("worker " + w2 + " joined");
            // greeted by the first coordinator and by the resumed one (again if a late answer to the first one
            // completed one of the resumed one's calls: ReplyCheck)
            assertThat(two.lines()).filteredOn(l -> l.contains("connected (run killed)")).hasSizeGreaterThanOrEqualTo(2);
        }

        assertThat(best(killed)).isEqualTo(best(whole));
        assertThat(games(killed)).isEqualTo(games(whole));
    }

    /** best.json without the elapsed time. */
    private static ObjectNode best(Path run) throws IOException {
        ObjectNode best = (ObjectNode) JSON.readTree(run.resolve("best.json").toFile());
        best.remove("elapsed_seconds");
        return best;
    }

    private static List<String> games(Path run) throws IOException {
        List<String> games = new ArrayList<>();
        for (String file : List.of("games.ndjson", "validation-games.ndjson")) {
            GameLog.read(run.resolve(file)).stream().sorted(Comparator.comparingInt(GameRecord::index))
                    .map(g -> file + " " + g.index() + " " + g.seats() + " " + g.actions() + " " + g.scores())
                    .forEach(games::add);
        }
        return games;
    }
}
