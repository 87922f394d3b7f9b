package dev.arbiter.tournament;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.engine.ProcessTree;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.support.Engines;
import dev.arbiter.tournament.support.PythonEngines;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The fault suite of third-party engines: engines written from docs/PROTOCOL.md alone (a Python script,
 * {@code faults/tictactoe_engine.py}) that misbehave the way real ones do: fork a helper that keeps the port,
 * ignore end-of-file and SIGTERM, flood their output, start slowly, crash with a status or die by a signal,
 * outlive a referee killed with kill -9. After every run no process of any engine is left (checked by process
 * id and process group), every log is within its bound, and every fault is recorded once, with the engine's
 * exit status or signal. Skipped when {@code python3} is not installed.
 */
class ThirdPartyEngineFaultsTest {

    private static final Game<?> TICTACTOE = GameRegistry.load().create("tictactoe");
    private static final long LOG_BYTES = 64 * 1024;

    @TempDir
    Path dir;

    @BeforeEach
    void needsPython() {
        assumeTrue(PythonEngines.available(), "python3 is not installed: skipping the third-party fault suite");
    }

    private Qualification.Result run(List<EngineSpec> engines, QualificationListener listener) throws Exception {
        QualifyConfig config = PythonEngines.config(engines, 4, StopRule.NONE, LOG_BYTES);
        return new Qualification(config, TICTACTOE, new RunFiles(dir.resolve("run")), listener).run();
    }

    private List<GameRecord> games() throws IOException {
        return GameLog.read(dir.resolve("run").resolve(RunFiles.GAMES));
    }

    private List<GameRecord> forfeits() throws IOException {
        return games().stream().filter(g -> g.forfeiter() >= 0).toList();
    }

    /** No process an engine ran is alive, and no process is left in any engine's process group. */
    private void assertNoProcessLeft() throws IOException {
        List<Long> pids = PythonEngines.pidsOf(dir);
        assertThat(pids).as("engine processes seen").isNotEmpty();
        for (long pid : pids) {
            assertThat(ProcessHandle.of(pid).filter(p -> !ProcessTree.gone(p))).as("process " + pid).isEmpty();
            if (ProcessTree.groups()) {
                assertThat(ProcessTree.members(pid, java.time.Instant.EPOCH)).as("process group " + pid).isEmpty();
            }
        }
        assertThat(ProcessHandle.current().descendants().filter(p -> pids.contains(p.pid()) && !ProcessTree.gone(p)))
                .isEmpty();
        assertThat(Files.readString(dir.resolve("run").resolve(ProcessLedger.FILE)).strip()).isEqualTo("[]");
    }

    @Test
    void anEngineWhoseDetachedHelperKeepsThePortLeavesNoProcessBehind() throws Exception {
        Qualification.Result result = run(List.of(PythonEngines.engine("sound", "none", dir, 0),
                PythonEngines.engine("forker", "fork-keep-port", dir, 0)), QualificationListener.NONE);

        assertThat(result.games().played()).isEqualTo(8);
        assertThat(forfeits()).isEmpty();
        assertThat(PythonEngines.pidsOf(dir)).as("the engines and the forker's helper").hasSizeGreaterThanOrEqualTo(3);
        assertNoProcessLeft();
    }

    @Test
    void anEngineThatIgnoresEndOfFileAndSigtermIsStillEndedWithTheRun() throws Exception {
        Qualification.Result result = run(List.of(PythonEngines.engine("sound", "none", dir, 0),
                PythonEngines.engine("stubborn", "ignore-eof", dir, 0)), QualificationListener.NONE);

        assertThat(result.games().played()).isEqualTo(8);
        assertNoProcessLeft();
    }

    @Test
    void anEngineFloodingItsOutputKeepsItsLogWithinTheBoundAndItsLatestOutput() throws Exception {
        Qualification.Result result = run(List.of(PythonEngines.engine("sound", "none", dir, 0),
                PythonEngines.engine("flood", "flood", dir, 0)), QualificationListener.NONE);

        assertThat(result.games().played()).isEqualTo(8);
        Path logs = dir.resolve("run").resolve("engines");
        long bytes;
        try (Stream<Path> files = Files.list(logs)) {
            bytes = files.filter(f -> f.getFileName().toString().startsWith("flood.log"))
                    .mapToLong(f -> f.toFile().length()).sum();
        }
        assertThat(bytes).isLessThanOrEqualTo(LOG_BYTES);
        assertThat(Files.readString(logs.resolve("flood.log"))).startsWith("[arbiter] log continued");
        assertNoProcessLeft();
    }

    @Test
    void aSlowStarterPlaysWithinItsOwnStartTimeoutAndForfeitsOnceBeyondIt() throws Exception {
        Qualification.Result patient = run(List.of(PythonEngines.engine("sound", "none", dir, 0),
                PythonEngines.engine("slow", "slow-start", dir, 60_000, "--delay", "1.5")), QualificationListener.NONE);
        assertThat(patient.games().played()).isEqualTo(8);
        assertThat(forfeits()).isEmpty();
        assertNoProcessLeft();

        Files.walk(dir.resolve("run")).sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        List<String> faults = new CopyOnWriteArrayList<>();
        QualificationListener listener = new QualificationListener() {
            @Override
            public void engineFault(String engine, dev.arbiter.tournament.engine.EngineFault fault) {
                faults.add(engine + ": " + fault.getMessage());
            }
        };
        EngineSpec tooSlow = PythonEngines.engine("slow", "slow-start", dir, 300, "--delay", "30");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> run(List.of(PythonEngines.engine("sound", "none", dir, 0),
                        tooSlow), listener))
                .isInstanceOf(TournamentException.class)
                .hasMessage("engine 'slow' cannot start (tried twice): slow: did not announce its address within 300 ms "
                        + "(the start timeout, startTimeoutMs)");
        assertThat(faults).as("a start that fails twice is reported once, by the error").isEmpty();
        assertNoProcessLeft();
    }

    @Test
    void aCrashIsRecordedOnceWithTheExitStatusAndADeathBySignalWithTheSignal() throws Exception {
        run(List.of(PythonEngines.engine("crasher", "crash", dir, 0), PythonEngines.engine("victim", "signal", dir, 0)),
                QualificationListener.NONE);

        List<GameRecord> forfeits = forfeits();
        assertThat(forfeits).extracting(GameRecord::fault).containsExactly("crash", "crash");
        assertThat(forfeits).extracting(GameRecord::reason).anySatisfy(r -> assertThat(r)
                .startsWith("crasher crashed: crasher: connection closed by the engine (exited with status 3"));
        assertThat(forfeits).extracting(GameRecord::reason).anySatisfy(r -> assertThat(r)
                .startsWith("victim crashed: victim: connection closed by the engine (killed by signal 9 (SIGKILL)"));
        assertThat(games()).hasSize(8);
        assertNoProcessLeft();
    }

    @Test
    void aKilledRefereeLeavesOnlyTheEngineThatIgnoresEndOfFileAndTheResumeEndsIt() throws Exception {
        Path run = dir.resolve("run");
        List<String> argv = Engines.java(PythonEngines.class.getName());
        argv.addAll(List.of(run.toString(), dir.toString()));
        Process referee = new ProcessBuilder(argv).redirectErrorStream(true)
                .redirectOutput(dir.resolve("referee.out").toFile()).start();
        Map<String, Long> engines;
        try {
            engines = awaitBothEnginesPlaying(run, referee);
        } finally {
            referee.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }
        ProcessHandle.of(engines.get("sound")).ifPresent(sound -> assertThat(sound.onExit())
                .as("an engine that follows the protocol exits when its referee dies")
                .succeedsWithin(java.time.Duration.ofSeconds(30)));
        ProcessHandle stubborn = ProcessHandle.of(engines.get("stubborn")).orElseThrow(() -> new AssertionError(
                "the engine that ignores end-of-file is gone; the referee said: " + readOrEmpty(dir.resolve("referee.out"))));
        assertThat(stubborn.isAlive()).as("an engine that ignores end-of-file outlives the killed referee").isTrue();

        List<String> ended = new CopyOnWriteArrayList<>();
        QualificationListener listener = new QualificationListener() {
            @Override
            public void leftoversEnded(List<String> processes) {
                ended.addAll(processes);
            }
        };
        QualifyConfig resume = PythonEngines.config(List.of(PythonEngines.engine("sound", "none", dir, 0),
                PythonEngines.engine("stubborn", "ignore-eof", dir, 0)), 100_000, StopRule.maxGames(1),
                EngineLogs.DEFAULT_LIMIT_BYTES);
        new Qualification(resume, TICTACTOE, new RunFiles(run), listener).run();

        assertThat(ended).containsExactly("pid " + stubborn.pid() + " (stubborn)");
        assertThat(ProcessTree.gone(stubborn)).isTrue();
        assertNoProcessLeft();
    }

    private static String readOrEmpty(Path p) {
        try {
            return Files.exists(p) ? Files.readString(p) : "";
        } catch (IOException e) {
            return e.toString();
        }
    }

    /**
     * Waits until the referee recorded both engines as running and logged a game (both are past their start);
     * their process ids by name.
     */
    private static Map<String, Long> awaitBothEnginesPlaying(Path run, Process referee) throws Exception {
        ObjectMapper json = new ObjectMapper();
        Path ledger = run.resolve(ProcessLedger.FILE);
        Path games = run.resolve(RunFiles.GAMES);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline && referee.isAlive()) {
            if (Files.exists(ledger) && Files.exists(games) && Files.size(games) > 0) {
                Map<String, Long> pids = new java.util.HashMap<>();
                json.readTree(Files.readString(ledger)).forEach(e -> pids.put(e.path("engine").asText(),
                        e.path("pid").asLong()));
                if (pids.containsKey("sound") && pids.containsKey("stubborn")) {
                    return pids;
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the referee never played a game: " + readOrEmpty(run.resolve("../referee.out")));
    }
}
