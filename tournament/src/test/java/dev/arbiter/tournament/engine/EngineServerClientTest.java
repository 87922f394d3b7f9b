package dev.arbiter.tournament.engine;

import dev.arbiter.engine.search.ClockBudget;
import dev.arbiter.engine.search.NodeBudgetStrategy;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.server.ConnectionBounds;
import dev.arbiter.engine.server.EngineIdentity;
import dev.arbiter.engine.server.EngineServer;
import dev.arbiter.engine.server.EngineSettings;
import dev.arbiter.engine.server.ServerOptions;
import dev.arbiter.games.tictactoe.TicTacToe;
import dev.arbiter.games.tictactoe.TicTacToeWorld;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class EngineServerClientTest {

    private static final long TIMEOUT = 5_000;
    private final TicTacToe game = new TicTacToe();
    private EngineServer<TicTacToeWorld> server;
    private Thread serving;
    private final ByteArrayOutputStream announced = new ByteArrayOutputStream();

    private void startServer(boolean waitForStop, String token) throws IOException {
        startServerWith(waitForStop, ServerOptions.defaults("test-engine").withToken(token));
    }

    private void startServerWith(boolean waitForStop, ServerOptions options) throws IOException {
        server = new EngineServer<>(game, new FirstActionSearcher<>(game, waitForStop),
                new EngineIdentity("first", Map.of("one", 1.0)), options, line -> { });
        serveInBackground();
    }

    /** Announces the server and serves its connections on a daemon thread. */
    private void serveInBackground() throws IOException {
        server.start(new PrintStream(announced, true, StandardCharsets.UTF_8));
        serving = new Thread(() -> {
            try {
                server.serve();
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        serving.setDaemon(true);
        serving.start();
    }

    /** A tic-tac-toe engine of {@code algorithm} built from settings, without limits, as {@code arbiter serve} builds it. */
    private void startBuiltServer(String algorithm) throws IOException {
        startBuiltServer(algorithm, ServerOptions.defaults("tunable"));
    }

    private void startBuiltServer(String algorithm, ServerOptions options) throws IOException {
        EngineSettings settings = new EngineSettings(algorithm, Map.of(), 1, new SearchLimits(0, 0, 0, 0));
        server = new EngineServer<>(game, settings.build(game), settings, options, line -> { });
        serveInBackground();
    }

    private static ServerOptions spreading(NodeBudgetStrategy strategy) {
        ServerOptions d = ServerOptions.defaults("budgeted");
        return new ServerOptions(d.endpoint(), d.handshake(), d.bounds(), d.limits(), strategy);
    }

    @Test
    void parameterValuesInNewgameConfigureThatGameOnly() throws Exception {
        startBuiltServer("greedy");
        try (EngineClient client = connect()) {
            assertThat(client.hello(null, TIMEOUT).takesGameParameters()).isTrue();
            client.newGame(0, "", 1, TIMEOUT);
            assertThat(client.go(0, 1, 0, TIMEOUT).action()).as("own weights: the centre is worth most").isEqualTo("b2");
            String ready = client.raw("{\"type\":\"newgame\",\"parameters\":{\"centre\":-100},\"id\":5}", TIMEOUT);
            assertThat(ready).isEqualTo("{\"type\":\"ready\",\"id\":5}");
            assertThat(client.go(0, 1, 0, TIMEOUT).action()).as("centre -100: a corner").isEqualTo("a3");
            client.newGame(0, "", 1, TIMEOUT);
            assertThat(client.go(0, 1, 0, TIMEOUT).action()).as("no values: the engine's own again").isEqualTo("b2");
            assertThat(client.raw("{\"type\":\"newgame\",\"parameters\":{\"nope\":1}}", TIMEOUT))
                    .contains("\"type\":\"error\"", "unknown parameter 'nope'");
            assertThat(client.raw("{\"type\":\"newgame\",\"parameters\":{\"centre\":\"x\"}}", TIMEOUT))
                    .contains("parameter 'centre' must be a number");
        }
    }

    @Test
    void theHelloDeclaresEachParameterWithItsBounds() throws Exception {
        startBuiltServer("abp");
        try (EngineClient client = connect()) {
            DeclaredParameters declared = client.hello(null, TIMEOUT).declared().orElseThrow();
            assertThat(declared.find("one")).contains(new DeclaredParameters.Parameter("one", -100, 100, false, 1.0));
            assertThat(declared.find("algo.ttBits"))
                    .contains(new DeclaredParameters.Parameter("algo.ttBits", 4, 28, true, 18.0));
            assertThat(declared.find("ONE")).as("names compare exactly").isEmpty();
            assertThat(declared.roundsIntegers()).isFalse();
        }
    }

    @Test
    void anEngineThatPublishesNoBoundsDeclaresNothing() throws Exception {
        startServer(false, null);
        try (EngineClient client = connect()) {
            EngineHello hello = client.hello(null, TIMEOUT);
            assertThat(hello.parameters()).containsEntry("one", 1.0);
            assertThat(hello.declared()).as("an engine that publishes no bounds").isEmpty();
        }
    }

    @Test
    void anEngineWhoseHelloDeclaresMalformedBoundsIsRefusedAtItsHandshakeNamingTheEntry() throws Exception {
        try (ServerSocket fake = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Thread engine = new Thread(() -> {
                try (Socket socket = fake.accept();
                     BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(),
                             StandardCharsets.UTF_8));
                     Writer out = new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8)) {
                    in.readLine();
                    out.write("{\"type\":\"hello\",\"id\":1,\"engine\":{\"name\":\"liar\"},\"game\":{\"name\":\"tictactoe\"},"
                            + "\"parameters\":{\"one\":1,\"two\":2},"
                            + "\"bounds\":{\"one\":{\"min\":0,\"max\":9},\"two\":{\"min\":5,\"max\":1}}}\n");
                    out.flush();
                    in.readLine();
                } catch (IOException ignored) {
                    // the client hung up
                }
            });
            engine.start();
            try (EngineClient client = EngineClient.connect("127.0.0.1", fake.getLocalPort(), 2_000, "liar")) {
                assertThatThrownBy(() -> client.hello(null, TIMEOUT))
                        .isInstanceOfSatisfying(EngineFault.class,
                                f -> assertThat(f.kind()).isEqualTo(FaultKind.MALFORMED))
                        .hasMessageContaining("liar: hello bounds.two: expected {\"min\": A, \"max\": B, "
                                + "\"integer\": true|false} with finite A <= B, got {\"min\":5,\"max\":1}");
            }
            engine.join(TIMEOUT);
        }
    }

    @Test
    void aServerOfTwoSessionsPlaysTwoConnectionsAtOnceEachWithItsOwnSearcher() throws Exception {
        EngineSettings settings = new EngineSettings("greedy", Map.of(), 1, new SearchLimits(0, 0, 0, 0));
        server = new EngineServer<>(game, settings.build(game), settings, ServerOptions.defaults("two"), line -> { });
        server.serveSessions(2);
        serveInBackground();
        assertThat(announced.toString(StandardCharsets.UTF_8)).contains("\"sessions\":2");
        try (EngineClient first = connect(); EngineClient second = connect()) {
            first.hello(null, TIMEOUT);
            assertThat(first.raw("{\"type\":\"newgame\",\"parameters\":{\"centre\":-100}}", TIMEOUT)).contains("ready");
            assertThat(second.hello(null, TIMEOUT).takesGameParameters()).as("greeted while the first is open").isTrue();
            second.newGame(0, "", 1, TIMEOUT);
            assertThat(second.go(0, 1, 0, TIMEOUT).action()).as("own weights: the centre").isEqualTo("b2");
            assertThat(first.go(0, 1, 0, TIMEOUT).action()).as("its own game's values: a corner").isEqualTo("a3");
        }
    }

    @Test
    void aServerOfOneSearcherServesOneSessionOnly() {
        server = new EngineServer<>(game, new FirstActionSearcher<>(game, false), new EngineIdentity("first", Map.of()),
                ServerOptions.defaults("one"), line -> { });
        assertThatThrownBy(() -> server.serveSessions(2)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aRandomMoverAnswersAGoWithoutLimitsAndASearchNeedsOne() throws Exception {
        startBuiltServer("random");
        try (EngineClient client = connect()) {
            client.hello(null, TIMEOUT);
            client.newGame(0, "", 1, TIMEOUT);
            assertThat(client.go(0, 0, 0, TIMEOUT).action()).matches("[a-c][1-3]");
        }
        server.close();
        startBuiltServer("abp");
        try (EngineClient client = connect()) {
            client.hello(null, TIMEOUT);
            client.newGame(0, "", 1, TIMEOUT);
            assertThat(client.raw("{\"type\":\"go\",\"limits\":{}}", TIMEOUT)).contains("'go' without any limit");
        }
    }

    @Test
    void aGameClockInGoIsALimitTheBuiltInEngineBudgetsFrom() throws Exception {
        startBuiltServer("abp");
        try (EngineClient client = connect()) {
            client.hello(null, TIMEOUT);
            client.newGame(0, "", 1, TIMEOUT);
            Move move = client.play(".........", List.of(), 0, 0, 0, new GameBudgetsLeft(2_000, 50, GameBudgetsLeft.NO_NODE_BUDGET),
                    TIMEOUT);
            assertThat(move.action()).matches("[a-c][1-3]");
            assertThat(move.engineMillis()).isLessThanOrEqualTo(ClockBudget.moveTimeMs(2_000, 50));
        }
    }

    @Test
    void gameNodesLeftInGoReachTheBuiltInEngineWhichSpendsWhatItsStrategyAllots() throws Exception {
        try (EngineClient client = budgeted(NodeBudgetStrategy.THRIFTY)) {
            assertThat(firstMove(client, 0, 500).nodes()).as("thrifty: 500 over the 5 moves x may have to make")
                    .isEqualTo(100);
            assertThat(firstMove(client, 0, 0).nodes()).as("nothing left: a move still costs a node").isEqualTo(1);
            assertThat(client.raw("{\"type\":\"go\",\"limits\":{\"gameNodesLeft\":-3}}", TIMEOUT))
                    .contains("field 'gameNodesLeft' must be a non-negative integer");
        }
        server.close();
        try (EngineClient client = budgeted(NodeBudgetStrategy.ALL)) {
            assertThat(firstMove(client, 40, 500).nodes()).as("all that is left, but the go's own nodes are tighter")
                    .isEqualTo(40);
            assertThat(firstMove(client, 0, 500).nodes()).as("all that is left").isEqualTo(500);
        }
    }

    /** A client of a new abp server spreading node budgets per game with {@code strategy}, in a new game. */
    private EngineClient budgeted(NodeBudgetStrategy strategy) throws Exception {
        startBuiltServer("abp", spreading(strategy));
        EngineClient client = connect();
        client.hello(null, TIMEOUT);
        client.newGame(0, "", 1, TIMEOUT);
        return client;
    }

    /** The answer for the empty board under {@code goNodes} per move with {@code gameNodesLeft} of the game's budget. */
    private static Move firstMove(EngineClient client, long goNodes, long gameNodesLeft) throws EngineFault {
        return client.play(".........", List.of(), 0, goNodes, 0, new GameBudgetsLeft(0, 0, gameNodesLeft), TIMEOUT);
    }

    @Test
    void anEngineWithAFixedSearcherRefusesParameterValues() throws Exception {
        startServer(false, null);
        try (EngineClient client = connect()) {
            assertThat(client.hello(null, TIMEOUT).takesGameParameters()).isFalse();
            assertThat(client.raw("{\"type\":\"newgame\",\"parameters\":{\"one\":2}}", TIMEOUT))
                    .contains("takes no parameters in 'newgame'");
        }
    }

    @AfterEach
    void stopServer() throws IOException {
        if (server != null) {
            server.close();
        }
    }

    private EngineClient connect() throws EngineFault {
        return EngineClient.connect("127.0.0.1", server.port(), 2_000, "test");
    }

    @Test
    void aConnectionThatDoesNotSayHelloIsClosedAfterTheHelloTimeoutAndTheNextClientIsServed() throws Exception {
        ServerOptions d = ServerOptions.defaults("test-engine");
        startServerWith(false, new ServerOptions(d.endpoint(), d.handshake(),
                new ConnectionBounds(d.bounds().maxLine(), 200), d.limits(), d.budgetStrategy()));
        try (java.net.Socket silent = new java.net.Socket("127.0.0.1", server.port())) {
            silent.setSoTimeout(30_000);
            assertThat(silent.getInputStream().read()).as("the server closed the silent connection").isEqualTo(-1);
        }
        try (EngineClient client = connect()) {
            assertThat(client.hello(null, TIMEOUT).name()).isEqualTo("test-engine");
        }
    }

    @Test
    void serverAnnouncesItsAddressAsJsonOnItsFirstLine() throws Exception {
        startServer(false, null);
        String first = announced.toString(StandardCharsets.UTF_8).lines().findFirst().orElseThrow();
        assertThat(first).isEqualTo("{\"type\":\"listening\",\"host\":\"127.0.0.1\",\"port\":" + server.port()
                + ",\"protocol\":1}");
    }

    @Test
    void aGameIsPlayedThroughHandshakeNewGamePositionAndGo() throws Exception {
        startServer(false, null);
        try (EngineClient client = connect()) {
            EngineHello hello = client.hello(null, TIMEOUT);
            assertThat(hello.name()).isEqualTo("test-engine");
            assertThat(hello.game()).isEqualTo("tictactoe");
            assertThat(hello.parameters()).containsEntry("one", 1.0);
            client.newGame(0, "", 1, TIMEOUT);
            Move first = client.go(0, 100, 0, TIMEOUT);
            assertThat(first.action()).isEqualTo("a3");
            client.position("x...o....", List.of("a3", "b2"), TIMEOUT);
            Move second = client.go(0, 100, 0, TIMEOUT);
            assertThat(second.action()).isEqualTo("b3");
            assertThat(second.pv()).containsExactly("b3");
        }
    }

    @Test
    void aPositionCanBeGivenByItsHistoryAlone() throws Exception {
        startServer(false, null);
        try (EngineClient client = connect()) {
            client.hello(null, TIMEOUT);
            client.newGame(1, "", 1, TIMEOUT);
            String reply = client.raw("{\"type\":\"position\",\"history\":[\"a3\",\"b3\",\"c3\"],\"id\":7}", TIMEOUT);
            assertThat(reply).isEqualTo("{\"type\":\"ok\",\"id\":7}");
            assertThat(client.go(0, 10, 0, TIMEOUT).action()).isEqualTo("a2");
        }
    }

    @Test
    void stopMakesARunningSearchAnswerAtOnce() throws Exception {
        startServer(true, null);
        try (EngineClient client = connect()) {
            client.hello(null, TIMEOUT);
            client.newGame(0, "", 1, TIMEOUT);
            assertThatThrownBy(() -> client.go(0, 100, 0, 200)).isInstanceOf(EngineFault.class)
                    .extracting(e -> ((EngineFault) e).kind()).isEqualTo(FaultKind.TIMEOUT);
        }
        try (EngineClient client = connect()) {
            client.hello(null, TIMEOUT);
            client.newGame(0, "", 1, TIMEOUT);
            String go = "{\"type\":\"go\",\"limits\":{\"timeMs\":100000},\"id\":1}\n{\"type\":\"stop\"}";
            assertThat(client.raw(go, TIMEOUT)).startsWith("{\"type\":\"action\",\"action\":\"a3\"");
        }
    }

    @Test
    void aWrongTokenIsRefusedAndTheConnectionClosed() throws Exception {
        startServer(false, "secret");
        try (EngineClient client = connect()) {
            assertThatThrownBy(() -> client.hello("guess", TIMEOUT)).hasMessageContaining("token");
        }
        try (EngineClient client = connect()) {
            assertThat(client.hello("secret", TIMEOUT).name()).isEqualTo("test-engine");
        }
    }

    @Test
    void badLinesGetErrorRepliesAndTheSessionGoesOn() throws Exception {
        startServer(false, null);
        try (EngineClient client = connect()) {
            client.hello(null, TIMEOUT);
            assertThat(client.raw("not json", TIMEOUT)).contains("\"type\":\"error\"").contains("malformed JSON");
            assertThat(client.raw("[1,2]", TIMEOUT)).contains("expected a JSON object");
            assertThat(client.raw("{\"type\":\"dance\"}", TIMEOUT)).contains("unknown message type 'dance'");
            assertThat(client.raw("{\"type\":\"go\"}", TIMEOUT)).contains("before 'newgame'");
            assertThat(client.raw("{\"type\":\"position\",\"world\":\"xyz\"}", TIMEOUT)).contains("tic-tac-toe world");
            assertThat(client.raw("x".repeat(2_000_000), TIMEOUT)).contains("line longer than");
            client.newGame(0, "", 1, TIMEOUT);
            assertThat(client.go(0, 1, 0, TIMEOUT).action()).isEqualTo("a3");
        }
    }

    @Test
    void fuzzedLinesNeverKillTheServer() throws Exception {
        startServer(false, null);
        Random random = new Random(42);
        String[] seeds = {"{\"type\":\"hello\",\"protocol\":1}", "{\"type\":\"newgame\",\"init\":\"\"}",
            "{\"type\":\"position\",\"world\":\"x...o....\"}", "{\"type\":\"go\",\"limits\":{\"nodes\":5}}",
            "{\"type\":\"ping\"}", "{\"type\":\"background\",\"on\":false}"};
        int sent = 0;
        int connections = 0;
        while (sent < 3_000) {
            connections++;
            try (EngineClient client = connect()) {
                while (sent < 3_000) {
                    String line = mutate(seeds[random.nextInt(seeds.length)], random);
                    if (line.contains("quit")) {
                        continue;
                    }
                    sent++;
                    if (!answersPingAfter(client, line)) {
                        break;
                    }
                }
            }
        }
        assertThat(connections).isGreaterThan(1);
        try (EngineClient client = connect()) {
            client.hello(null, TIMEOUT);
            client.ping(TIMEOUT);
            client.newGame(0, "", 1, TIMEOUT);
            assertThat(client.go(0, 1, 0, TIMEOUT).action()).isEqualTo("a3");
        }
    }

    /** Sends a fuzzed line then a ping; false if the server closed this connection (it may, on a bad hello). */
    private static boolean answersPingAfter(EngineClient client, String line) {
        try {
            String reply = client.raw(line + "\n{\"type\":\"ping\",\"id\":\"fz\"}", TIMEOUT);
            while (!reply.contains("\"fz\"")) {
                reply = client.raw("", TIMEOUT);
            }
            return true;
        } catch (EngineFault e) {
            assertThat(e.kind()).isEqualTo(FaultKind.CRASH);
            return false;
        }
    }

    private static String mutate(String seed, Random random) {
        StringBuilder sb = new StringBuilder(seed);
        int edits = random.nextInt(4);
        for (int e = 0; e < edits && sb.length() > 0; e++) {
            int at = random.nextInt(sb.length());
            switch (random.nextInt(3)) {
                case 0 -> sb.deleteCharAt(at);
                case 1 -> sb.insert(at, (char) (32 + random.nextInt(95)));
                default -> sb.setCharAt(at, (char) (32 + random.nextInt(95)));
            }
        }
        return sb.toString().replace('\n', ' ');
    }
}
