package dev.arbiter.tournament;

import dev.arbiter.tournament.config.ScheduleKind;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.engine.ProcessTree;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.support.Engines;
import dev.arbiter.tournament.support.FaultyEngine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The fault guarantees for an engine process that serves the games of both workers at once ({@code "sessions":2}
 * in its announcement): a fault in one session forfeits that game only, a crash of the process forfeits the games
 * it was playing and the process is started again once (not once per worker), every game is recorded, and no
 * process outlives the run.
 */
class SharedEngineFaultsTest {

    private static final Game<?> TICTACTOE = GameRegistry.load().create("tictactoe");

    @TempDir
    Path dir;

    @Test
    void anIllegalMoveInOneSessionForfeitsOnlyThatGame() throws Exception {
        List<GameRecord> games = run("illegal");

        assertThat(games.stream().filter(g -> g.forfeiter() >= 0).map(GameRecord::fault)).containsExactly("illegal_action");
        assertThat(starts()).as("processes of the shared engine started").isBetween(1L, 2L);
        assertNoProcessLeft();
    }

    @Test
    void aCrashedSharedProcessForfeitsItsGamesAndIsStartedAgainOnce() throws Exception {
        List<GameRecord> games = run("crash");

        List<String> faults = games.stream().filter(g -> g.forfeiter() >= 0).map(GameRecord::fault).toList();
        assertThat(faults).as("the games the process was playing").isNotEmpty().hasSizeLessThanOrEqualTo(2)
                .allMatch("crash"::equals);
        assertThat(starts()).as("the first process and one restart, whatever the workers").isEqualTo(2);
        assertNoProcessLeft();
    }

    /** 8 games of the faulty engine (two sessions) against a sound one at concurrency 2; every game is logged. */
    private List<GameRecord> run(String fault) throws Exception {
        List<String> argv = Engines.java(FaultyEngine.class.getName());
        argv.addAll(List.of("tictactoe", "random", "1", fault, "3", dir.resolve("fired").toString(), "sessions=2"));
        EngineSpec faulty = new EngineSpec("faulty", argv, null, null, null, 8_000);
        EngineSpec sound = Engines.engine("sound", "tictactoe", "abp", 2_000);
        QualifyConfig config = new QualifyConfig(GameRules.of("tictactoe").withLimits(new MoveLimits(0, 0, 0, 0, 2_000))
                .withPlyLimit(20, Adjudication.SCORE).withStartTimeoutMs(120_000), List.of(sound, faulty),
                new QualifyConfig.Rounds(4, null, ScheduleKind.ROUND_ROBIN), new QualifyConfig.Serving(2), 11,
                StopRule.NONE);
        Qualification.Result result = new Qualification(config, TICTACTOE, new RunFiles(dir.resolve("run")),
                QualificationListener.NONE).run();
        assertThat(result.games().played()).isEqualTo(result.games().planned()).isEqualTo(8);
        List<GameRecord> games = GameLog.read(dir.resolve("run").resolve(RunFiles.GAMES));
        assertThat(games).extracting(GameRecord::index).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6, 7);
        for (GameRecord forfeited : games.stream().filter(g -> g.forfeiter() >= 0).toList()) {
            assertThat(forfeited.seats().get(forfeited.forfeiter())).isEqualTo("faulty");
        }
        return games;
    }

    /** How many processes of the faulty engine started (each counts itself in a file of its own). */
    private long starts() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().startsWith("fired.starts.")).count();
        }
    }

    /** No engine process of the run is alive, and the run's record of running processes is empty. */
    private void assertNoProcessLeft() throws IOException {
        List<Long> pids = new ArrayList<>();
        Pattern started = Pattern.compile("started \\S+ \\(pid (\\d+)\\)");
        for (String engine : List.of("faulty", "sound")) {
            Matcher m = started.matcher(Files.readString(dir.resolve("run").resolve("engines").resolve(engine + ".log")));
            while (m.find()) {
                pids.add(Long.parseLong(m.group(1)));
            }
        }
        assertThat(pids).as("engine processes seen").isNotEmpty();
        for (long pid : pids) {
            assertThat(ProcessHandle.of(pid).filter(p -> !ProcessTree.gone(p))).as("process " + pid).isEmpty();
        }
        assertThat(Files.readString(dir.resolve("run").resolve(ProcessLedger.FILE)).strip()).isEqualTo("[]");
    }
}
