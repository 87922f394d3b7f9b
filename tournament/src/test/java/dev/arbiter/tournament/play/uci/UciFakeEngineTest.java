package dev.arbiter.tournament.play.uci;

import dev.arbiter.games.tictactoe.TicTacToe;
import dev.arbiter.engine.search.Clock;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.engine.EngineConnection;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.engine.ProcessTree;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.referee.Referee;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.MoveRecord;
import dev.arbiter.tournament.support.Leftovers;
import dev.arbiter.tournament.support.UciFakes;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The UCI client against scripted fake engines (real Python processes, {@code uci/fake_uci.py}): the handshake and
 * options, a whole game with its search reports, and every fault: each forfeits its game with its reason, the
 * pool starts the engine afresh for the next game, and nothing outlives the pool.
 */
class UciFakeEngineTest {

    /** 100 ms a move plus a 200 ms margin: a fake answers in a few ms, a late one after 600 ms. */
    private static final MoveLimits LIMITS = new MoveLimits(100, 0, 0, 200, 5_000);
    private static final long START_MS = 10_000;

    @TempDir
    Path dir;
    private UciEngines engines;

    @BeforeEach
    void pool() {
        engines = new UciEngines(new EngineLogs(dir.resolve("logs"), 1 << 20), ProcessLedger.NONE, dir);
    }

    @AfterEach
    void close() {
        engines.close();
    }

    private EngineCommand fake(String name, String mode) {
        return UciFakes.command(dir, name, mode, UciFakes.TICTACTOE_WIN);
    }

    @Test
    void handshakeReadsTheNameAndOptionsAndKeepsTheOptionLinesInTheRunFolder() throws Exception {
        UciEngine engine = engines.acquire(fake("fake", "normal"), UciSettings.DEFAULT, START_MS);
        assertThat(engine.idName()).isEqualTo("Fake normal");
        UciOption skill = engine.option("skill level");
        assertThat(skill.name()).isEqualTo("Skill Level");
        assertThat(skill.isSpin()).isTrue();
        assertThat(skill.min()).isZero();
        assertThat(skill.max()).isEqualTo(20);
        assertThat(engine.option("Style").vars()).containsExactly("Solid", "Normal", "Risky");
        assertThat(Files.readAllLines(dir.resolve("fake.uci-options.txt")))
                .contains("id name Fake normal", "option name Skill Level type spin default 20 min 0 max 20");
    }

    @Test
    void declaredOptionsAreSetAndAnUndeclaredOneIsRejectedNamingIt() throws Exception {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("Hash", "64");
        options.put("Skill Level", "3");
        options.put("Clear Hash", "");
        engines.acquire(fake("fake", "normal"), new UciSettings(options, false), START_MS);

        assertThatThrownBy(() -> engines.acquire(fake("fake", "normal"),
                new UciSettings(Map.of("Contempt", "10"), false), START_MS))
                .isInstanceOf(EngineFault.class)
                .hasMessage("fake: option 'Contempt' is not declared by the engine (it declares: Hash, Skill Level,"
                        + " Ponder, Style, Clear Hash)")
                .extracting(e -> ((EngineFault) e).kind()).isEqualTo(FaultKind.REJECTED_SETTINGS);
        assertThatThrownBy(() -> engines.acquire(fake("fake", "normal"),
                new UciSettings(Map.of("Skill Level", "21"), false), START_MS))
                .hasMessage("fake: option 'Skill Level' expects an integer in [0, 20], got '21'");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"nouciok, no uciok within", "noreadyok, no readyok within"})
    void anEngineThatDoesNotFinishItsHandshakeFailsToStart(String mode, String reason) {
        assertThatThrownBy(() -> engines.acquire(fake("fake", mode), UciSettings.DEFAULT, 1_000))
                .isInstanceOf(EngineFault.class)
                .hasMessageContaining(reason)
                .extracting(e -> ((EngineFault) e).kind()).isEqualTo(FaultKind.START_FAILURE);
        assertThat(engines.running()).isZero();
    }

    @Test
    void aGameIsPlayedToItsEndWithEachMovesSearchReport() throws Exception {
        GameRecord record = play(fake("x", "normal"), fake("o", "normal"), 0);
        assertThat(record.end()).isEqualTo(GameEnd.END);
        assertThat(record.actions()).isEqualTo(UciFakes.TICTACTOE_WIN);
        assertThat(record.scores()).containsExactly(1.0, 0.0);
        assertThat(record.moves()).extracting(MoveRecord::nodes).containsOnly(1234L);
        assertThat(record.moves()).extracting(MoveRecord::depth).containsOnly(3);
        assertThat(record.moves()).extracting(MoveRecord::value).containsOnly(42.0);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "crash, crash, ended its output",
            "hang, timeout, no bestmove within",
            "silent, timeout, no bestmove within",
            "illegal, illegal_action, illegal action 'a3'",
            "nomove, malformed, bestmove without a move",
            "unparsable, malformed, unparsable action 'z9z9'",
            "late, late, over the 100 ms limit"})
    void aFaultyEngineForfeitsWithItsReasonAndIsStartedAfreshForTheNextGame(String mode, String code, String detail)
            throws Exception {
        EngineCommand faulty = fake("faulty", mode);
        GameRecord record = play(fake("x", "normal"), faulty, 0);
        assertThat(record.end()).isEqualTo(GameEnd.FORFEIT);
        assertThat(record.forfeiter()).isEqualTo(1);
        assertThat(record.fault()).isEqualTo(code);
        assertThat(record.reason()).contains(detail);
        assertThat(record.scores()).containsExactly(1.0, 0.0);
        assertThat(engines.running()).isEqualTo(1);

        GameRecord next = play(fake("x", "normal"), fake("o", "normal"), 1);
        assertThat(next.end()).isEqualTo(GameEnd.END);
        assertThat(engines.running()).isEqualTo(2);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"spam", "garbage"})
    void infoSpamAndStdoutGarbageDoNotDisturbTheGame(String mode) throws Exception {
        GameRecord record = play(fake("x", mode), fake("o", "normal"), 0, new MoveLimits(5_000, 0, 0, 1_000, 10_000));
        assertThat(record.reason()).isEqualTo("game over");
        assertThat(record.end()).isEqualTo(GameEnd.END);
        assertThat(record.actions()).isEqualTo(UciFakes.TICTACTOE_WIN);
        assertThat(record.moves()).extracting(MoveRecord::nodes).containsOnly(1234L);
    }

    @Test
    void anEngineThatIgnoresQuitIsEndedWithEverythingItStarted() throws Exception {
        UciEngine engine = engines.acquire(fake("stubborn", "ignorequit"), UciSettings.DEFAULT, START_MS);
        long pid = pidOf(engine);
        var before = ProcessTree.members(pid, java.time.Instant.EPOCH);
        assertThat(before).hasSizeGreaterThanOrEqualTo(2);
        engines.close();
        assertThat(before).allMatch(ProcessTree::gone);
    }

    @Test
    void aHelperThatLeftTheEnginesSessionEndsWithTheEngine() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(ProcessTree.groups(), "setsid and /proc are needed");
        UciEngine engine = engines.acquire(fake("escaper", "escape"), UciSettings.DEFAULT, START_MS);
        List<Long> ids = new ArrayList<>(Leftovers.written(dir));
        ids.add(pidOf(engine));
        assertThat(ids).hasSize(2);
        assertThat(Leftovers.of(ids)).as("the engine and its detached helper, running").hasSize(2);
        engines.close();
        assertThat(Leftovers.of(ids)).as("processes left by pid, group or session").isEmpty();
    }

    @Test
    void enginesAreKeptAcrossGamesAndRestartStartsOneForEveryGame() throws Exception {
        UciEngine first = engines.acquire(fake("x", "normal"), UciSettings.DEFAULT, START_MS);
        engines.release(first, UciSettings.DEFAULT);
        assertThat(engines.acquire(fake("x", "normal"), UciSettings.DEFAULT, START_MS)).isSameAs(first);
        UciSettings restart = new UciSettings(Map.of(), true);
        engines.release(first, restart);
        assertThat(first.isAlive()).isFalse();
        assertThat(engines.acquire(fake("x", "normal"), restart, START_MS)).isNotSameAs(first);
    }

    private static long pidOf(UciEngine engine) {
        String s = engine.toString();
        return Long.parseLong(s.substring(s.indexOf("pid ") + 4, s.length() - 1));
    }

    /** Plays one game as a worker would: engines from the pool, a faulty one discarded, the others given back. */
    private GameRecord play(EngineCommand x, EngineCommand o, int index) throws EngineFault {
        return play(x, o, index, LIMITS);
    }

    private GameRecord play(EngineCommand x, EngineCommand o, int index, MoveLimits limits) throws EngineFault {
        List<EngineCommand> commands = List.of(x, o);
        List<UciEngine> seated = new ArrayList<>();
        List<EngineConnection> connections = new ArrayList<>();
        for (EngineCommand c : commands) {
            UciEngine e = engines.acquire(c, UciSettings.DEFAULT, START_MS);
            seated.add(e);
            connections.add(new UciConnection(e));
        }
        PlannedGame game = new PlannedGame(index, index, 0, 7, "",
                commands.stream().map(c -> Entrant.of(c, limits)).toList());
        List<Referee.SeatFault> faults = new ArrayList<>();
        GameRecord record = new Referee<>(new TicTacToe(), 20, Adjudication.DRAW, Clock.SYSTEM)
                .play(game, connections, faults);
        for (int s = 0; s < seated.size(); s++) {
            int seat = s;
            if (faults.stream().anyMatch(f -> f.seat() == seat)) {
                engines.discard(seated.get(s));
            } else {
                engines.release(seated.get(s), UciSettings.DEFAULT);
            }
        }
        return record;
    }
}
