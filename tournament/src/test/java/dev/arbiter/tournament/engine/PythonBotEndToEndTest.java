package dev.arbiter.tournament.engine;

import dev.arbiter.engine.protocol.Message;
import dev.arbiter.engine.protocol.Messages;
import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.server.EngineIdentity;
import dev.arbiter.engine.server.EngineServer;
import dev.arbiter.engine.server.ServerOptions;
import dev.arbiter.games.connectx.ConnectX;
import dev.arbiter.games.connectx.ConnectXWorld;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.referee.Referee;
import dev.arbiter.tournament.referee.Schedule;
import dev.arbiter.tournament.referee.ScheduledGame;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.support.PythonEngines;
import dev.arbiter.tournament.support.PythonBots;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The example bot of {@code examples/python-bot} (another language, another process) plays Connect Four
 * through the referee against a Java engine server: the protocol as documented is enough to take part.
 * Skipped when {@code python3} is not installed.
 */
class PythonBotEndToEndTest {

    private static final long TIMEOUT = 5_000;
    private static final MoveLimits BOT_LIMITS = new MoveLimits(100, 0, 0, 2_000, 5_000);
    private static final MoveLimits JAVA_LIMITS = new MoveLimits(0, 0, 4, 1_000, 5_000);

    private final ConnectX game = new ConnectX(6, 7, 4);
    private Path bot;
    private EngineServer<ConnectXWorld> javaServer;

    @BeforeEach
    void findPythonAndTheBot() throws Exception {
        PythonBots.assumePython();
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isRegularFile(dir.resolve("examples/python-bot/bot.py"))) {
            dir = dir.getParent();
        }
        assumeTrue(dir != null, "examples/python-bot/bot.py not found above " + Path.of("").toAbsolutePath());
        bot = dir.resolve("examples/python-bot/bot.py");
    }

    @AfterEach
    void stopJavaServer() throws IOException {
        if (javaServer != null) {
            javaServer.close();
        }
    }

    private EngineProcess startBot(String mode) throws EngineFault {
        EngineCommand command = new EngineCommand("py-" + mode,
                List.of(PythonEngines.python(), bot.toString(), "--mode", mode, "--seed", "11"), null);
        return EngineProcess.start(command, EngineLog.DISCARD, TIMEOUT);
    }

    private EngineClient startJavaEngine() throws Exception {
        javaServer = new EngineServer<>(game, Algorithms.create("abp", game, game.defaultEvaluator(), Map.of(), 1),
                new EngineIdentity("abp", Map.of()), ServerOptions.defaults("java-abp"), line -> { });
        javaServer.start(new PrintStream(OutputStream.nullOutputStream()));
        Thread serving = new Thread(() -> {
            try {
                javaServer.serve();
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }, "java-engine");
        serving.setDaemon(true);
        serving.start();
        EngineClient client = EngineClient.connect("127.0.0.1", javaServer.port(), 2_000, "java-abp");
        client.hello(null, TIMEOUT);
        return client;
    }

    /** Plays a round-robin of {@code rounds} rounds (seats swapped) between the bot (engine 0) and Java (engine 1). */
    private List<GameRecord> playMatch(String mode, int rounds) throws Exception {
        try (EngineProcess python = startBot(mode); EngineClient java = startJavaEngine()) {
            assertThat(python.hello().game()).isEqualTo("connectx");
            assertThat(python.hello().options()).isEqualTo(game.options());
            Referee<ConnectXWorld> referee = new Referee<>(game, 42, Adjudication.DRAW);
            List<EngineClient> engines = List.of(python.client(), java);
            List<Entrant> entrants = List.of(new Entrant("py-" + mode, List.of(PythonBots.python()), null, null, BOT_LIMITS),
                    new Entrant("java-abp", List.of("java"), null, null, JAVA_LIMITS));
            List<GameRecord> records = new ArrayList<>();
            for (ScheduledGame g : Schedule.plan(2, 2, rounds, -1)) {
                List<Referee.SeatFault> faults = new ArrayList<>();
                List<EngineClient> seated = new ArrayList<>();
                List<Entrant> seats = new ArrayList<>();
                for (int engine : g.seats()) {
                    seated.add(engines.get(engine));
                    seats.add(entrants.get(engine));
                }
                GameRecord record = referee.play(new PlannedGame(g.index(), g.round(), g.pairing(), 0, "", seats), seated,
                        faults);
                assertThat(faults).as("faults in game %d: %s", g.index(), record.reason()).isEmpty();
                records.add(record);
            }
            java.quit(false);
            assertThat(python.isAlive()).isTrue();
            return records;
        }
    }

    @Test
    void theOnePlyBotPlaysWholeGamesAgainstAJavaEngineWithoutFaultsOrMissedWins() throws Exception {
        List<GameRecord> records = playMatch("oneply", 3);
        assertThat(records).hasSize(6);
        for (GameRecord record : records) {
            assertThat(record.end()).as(record.reason()).isEqualTo(GameEnd.END);
            assertThat(record.forfeiter()).isEqualTo(-1);
            int botSeat = record.seats().indexOf("py-oneply");
            ConnectXWorld world = game.initialWorld("");
            for (String text : record.actions()) {
                int action = game.parseAction(text);
                assertThat(game.isLegal(world, action)).as("action %s in %s", text, world.encode()).isTrue();
                if (world.actorToMove() == botSeat && winningAction(world) >= 0) {
                    assertThat(wins(world, action)).as("bot missed a win in %s", world.encode()).isTrue();
                }
                world.apply(action);
            }
            assertThat(world.isEnd()).isTrue();
        }
    }

    @Test
    void theRandomBotCompletesGamesWithLegalMoves() throws Exception {
        List<GameRecord> records = playMatch("random", 1);
        assertThat(records).hasSize(2).allSatisfy(r -> assertThat(r.end()).isEqualTo(GameEnd.END));
    }

    @Test
    void theOnePlyBotTakesEveryImmediateWinAndBlocksASingleThreat() throws Exception {
        SplittableRandom random = new SplittableRandom(5);
        int wins = 0;
        int blocks = 0;
        try (EngineProcess python = startBot("oneply")) {
            EngineClient client = python.client();
            client.newGame(0, "", 1, TIMEOUT);
            int[] actions = new int[game.maxActions()];
            for (int g = 0; g < 30; g++) {
                ConnectXWorld world = game.initialWorld("");
                List<String> history = new ArrayList<>();
                while (!world.isEnd()) {
                    boolean canWin = winningAction(world) >= 0;
                    List<Integer> threats = threats(world);
                    if (canWin || threats.size() == 1) {
                        int answer = game.parseAction(client.play(world.encode(), history, 100, 0, 0, TIMEOUT).action());
                        if (canWin) {
                            assertThat(wins(world, answer)).as("win missed in %s", world.encode()).isTrue();
                            wins++;
                        } else {
                            assertThat(answer).as("threat not blocked in %s", world.encode()).isEqualTo(threats.get(0));
                            blocks++;
                        }
                    }
                    int n = world.legalActions(actions);
                    int action = actions[random.nextInt(n)];
                    history.add(game.formatAction(action));
                    world.apply(action);
                }
            }
        }
        assertThat(wins).isGreaterThan(10);
        assertThat(blocks).isGreaterThan(5);
    }

    @Test
    void theBotRefusesAWrongTokenAndClosesTheConnection() throws Exception {
        ProcessBuilder builder = new ProcessBuilder(PythonEngines.python(), bot.toString(), "--mode", "random");
        builder.environment().put("ARBITER_TOKEN", "s3cret");
        builder.redirectError(ProcessBuilder.Redirect.DISCARD);
        Process process = builder.start();
        try {
            BufferedReader stdout = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            Message listening = Messages.parse(stdout.readLine());
            assertThat(listening.type()).isEqualTo("listening");
            assertThat(listening.asInt("protocol", 0)).isEqualTo(1);
            String host = listening.asText("host", "");
            int port = listening.asInt("port", 0);
            try (EngineClient intruder = EngineClient.connect(host, port, 2_000, "intruder")) {
                assertThatThrownBy(() -> intruder.hello("guess", TIMEOUT)).isInstanceOf(EngineFault.class)
                        .hasMessageContaining("token");
                assertThatThrownBy(() -> intruder.ping(TIMEOUT)).isInstanceOf(EngineFault.class)
                        .extracting(e -> ((EngineFault) e).kind()).isEqualTo(FaultKind.CRASH);
            }
            try (EngineClient referee = EngineClient.connect(host, port, 2_000, "referee")) {
                assertThat(referee.hello("s3cret", TIMEOUT).game()).isEqualTo("connectx");
                referee.ping(TIMEOUT);
                referee.quit(true);
            }
            assertThat(process.waitFor(5, TimeUnit.SECONDS)).as("bot exits on quit with shutdown").isTrue();
            assertThat(process.exitValue()).isZero();
        } finally {
            process.destroyForcibly();
        }
    }

    /** A column that wins at once for the actor to move, or -1. */
    private int winningAction(ConnectXWorld world) {
        int[] actions = new int[game.maxActions()];
        int n = world.legalActions(actions);
        for (int i = 0; i < n; i++) {
            if (wins(world, actions[i])) {
                return actions[i];
            }
        }
        return -1;
    }

    /** Whether {@code action} wins at once for the actor to move. */
    private boolean wins(ConnectXWorld world, int action) {
        ConnectXWorld copy = game.copyOf(world);
        int mover = copy.actorToMove();
        copy.apply(action);
        return copy.winner() == mover;
    }

    /** The columns where the opponent of the actor to move would make four in a row with his next stone. */
    private List<Integer> threats(ConnectXWorld world) {
        String[] rows = world.encode().split("/");
        char opponent = world.actorToMove() == 0 ? 'o' : 'x';
        List<Integer> threats = new ArrayList<>();
        for (int col = 0; col < game.cols(); col++) {
            int row = rows.length - 1;
            while (row >= 0 && rows[row].charAt(col) != '.') {
                row--;
            }
            if (row >= 0 && makesFour(rows, row, col, opponent)) {
                threats.add(col);
            }
        }
        return threats;
    }

    /** Whether a stone {@code who} at ({@code row} from the top, {@code col}) completes four in a row. */
    private static boolean makesFour(String[] rows, int row, int col, char who) {
        int[][] directions = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (int[] d : directions) {
            int count = 1;
            for (int sign = -1; sign <= 1; sign += 2) {
                int r = row + sign * d[0];
                int c = col + sign * d[1];
                while (r >= 0 && r < rows.length && c >= 0 && c < rows[r].length() && rows[r].charAt(c) == who) {
                    count++;
                    r += sign * d[0];
                    c += sign * d[1];
                }
            }
            if (count >= 4) {
                return true;
            }
        }
        return false;
    }
}
