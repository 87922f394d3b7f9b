package dev.arbiter.tournament.stdio;

import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.engine.search.Clock;
import dev.arbiter.games.oware.Oware;
import dev.arbiter.games.tictactoe.TicTacToe;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.play.stdio.StdioProtocol;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.play.EngineServerPlayer;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.PlaySettings;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.support.PythonBots;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A misbehaving stdio bot is treated exactly as a misbehaving engine server: it forfeits with the fault's code,
 * the fault is reported, and the next game starts it afresh. The bot is a real Python process speaking the
 * generic line format (tic-tac-toe); it misbehaves on its second turn in the way its argument names ({@code twice}:
 * a second line after its answer, caught as printed out of turn or read as the next answer).
 */
class StdioBotFaultTest {

    private static final String BOT = """
            import sys, time
            mode = sys.argv[1]
            seat, seats = input().split()
            input()
            turn = 0
            played = None
            while True:
                world = input()
                actions = [input() for _ in range(int(input()))]
                turn += 1
                if turn == 1 and mode == 'slowstart':
                    time.sleep(2.5)
                if turn == 2:
                    if mode == 'hang':
                        time.sleep(30)
                    if mode == 'garbage':
                        print('hello there', flush=True)
                        continue
                    if mode == 'crash':
                        sys.exit(3)
                    if mode == 'illegal':
                        print(played, flush=True)
                        continue
                played = actions[0]
                print(played, flush=True)
                if turn == 2 and mode == 'twice':
                    print('an extra line', flush=True)
            """;
    /**
     * Later turns may take 50 ms plus a 1.5 s margin; the first turn (the bot starts during it) 20 s plus the
     * margin: generous, since the test machine may be loaded.
     */
    private static final MoveLimits LIMITS = new MoveLimits(50, 0, 0, 1_500, 5_000);

    private final List<String> faults = new CopyOnWriteArrayList<>();
    private Path script;
    @TempDir
    Path dir;

    @BeforeEach
    void writeBot() throws Exception {
        PythonBots.assumePython();
        script = PythonBots.write(dir, "bot.py", BOT);
    }

    private Entrant bot(String name, String mode) {
        return new Entrant(name, List.of(PythonBots.python(), script.toString(), mode), null, Map.of(), LIMITS, 0,
                new StdioProtocol(20_000));
    }

    private List<GameRecord> pair(Entrant a, Entrant b) {
        PlaySettings settings = new PlaySettings(GameRules.of("tictactoe").withPlyLimit(20, Adjudication.SCORE).withStartTimeoutMs(10_000), 1, 2)
                .withEngineLogs(dir);
        try (EngineServerPlayer player = new EngineServerPlayer(new TicTacToe(), settings,
                (engine, fault) -> faults.add(engine + ":" + fault.kind().code()), Clock.SYSTEM)) {
            return player.play(GameJob.pair(0, a, b, 1, "")).games();
        }
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({"hang, timeout", "garbage, malformed", "crash, crash", "illegal, illegal_action", "twice, malformed"})
    void aMisbehavingBotForfeitsWithItsFaultCodeAndIsStartedAfreshForTheNextGame(String mode, String code) {
        List<GameRecord> games = pair(bot("bad", mode), bot("good", "good"));

        for (GameRecord game : games) {
            int badSeat = game.seats().indexOf("bad");
            assertThat(game.end()).isEqualTo(GameEnd.FORFEIT);
            assertThat(game.forfeiter()).isEqualTo(badSeat);
            assertThat(game.fault()).as(game.reason()).isEqualTo(code);
            assertThat(game.actions()).isNotEmpty();
        }
        assertThat(faults).containsExactly("bad:" + code, "bad:" + code);
    }

    @Test
    void aWellFormedOwareHouseOutOfRangeIsAnIllegalActionNotAMalformedLine() throws Exception {
        Path seven = PythonBots.write(dir, "seven.py", """
                input()
                while True:
                    for _ in range(3):
                        input()
                    print(7, flush=True)
                """);
        Entrant a = new Entrant("a", List.of(PythonBots.python(), seven.toString()), null, Map.of(), LIMITS, 0,
                new StdioProtocol(20_000));
        Entrant b = new Entrant("b", List.of(PythonBots.python(), seven.toString()), null, Map.of(), LIMITS, 0,
                new StdioProtocol(20_000));
        PlaySettings settings = new PlaySettings(GameRules.of("tictactoe").withPlyLimit(20, Adjudication.SCORE).withStartTimeoutMs(10_000), 1, 2)
                .withEngineLogs(dir);
        List<GameRecord> games;
        try (EngineServerPlayer player = new EngineServerPlayer(new Oware(200), settings, (e, f) -> { }, Clock.SYSTEM)) {
            games = player.play(GameJob.pair(0, a, b, 1, "")).games();
        }

        assertThat(games).allSatisfy(g -> {
            assertThat(g.forfeiter()).isZero();
            assertThat(g.fault()).isEqualTo("illegal_action");
            assertThat(g.reason()).contains("illegal action '7'", "house 7 does not exist (0..5)");
        });
    }

    @Test
    void theFirstTurnMayTakeTheFirstTurnLimitLaterTurnsOnlyTheMoveLimit() {
        List<GameRecord> games = pair(bot("slow", "slowstart"), bot("good", "good"));

        assertThat(games).allSatisfy(g -> assertThat(g.end()).isEqualTo(GameEnd.END));
        assertThat(faults).isEmpty();
    }

    @Test
    void aBotThatCannotBeStartedForfeitsBeforeItsFirstMove() {
        Entrant missing = new Entrant("missing", List.of(dir.resolve("no-such-program").toString()), null, Map.of(),
                LIMITS, 0, new StdioProtocol(20_000));

        List<GameRecord> games = pair(missing, bot("good", "good"));

        assertThat(games).allSatisfy(g -> {
            assertThat(g.fault()).isEqualTo("start_failure");
            assertThat(g.actions()).isEmpty();
        });
    }

    @Test
    void checkingAStdioEntrantThatCannotRunFailsItsStart() {
        PlaySettings settings = new PlaySettings(GameRules.of("tictactoe").withPlyLimit(20, Adjudication.SCORE).withStartTimeoutMs(10_000), 1, 2)
                .withEngineLogs(dir);
        Entrant missing = new Entrant("missing", List.of(dir.resolve("no-such-program").toString()), null, Map.of(),
                LIMITS, 0, new StdioProtocol(20_000));
        try (EngineServerPlayer player = new EngineServerPlayer(new TicTacToe(), settings, (e, f) -> { }, Clock.SYSTEM)) {
            assertThatThrownBy(() -> player.check(missing)).isInstanceOfSatisfying(EngineFault.class,
                    f -> assertThat(f.kind().code()).isEqualTo("start_failure"));
        }
    }
}
