package dev.arbiter.engine.server;

import dev.arbiter.engine.testkit.Nim;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class EngineMainTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return EngineMain.run(new Nim(), args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void helpListsTheOptionsUnderTheGamesName() {
        assertThat(run("--algo", "mm", "--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("Usage: nim ")
                .contains("--param=NAME=VALUE", "--addr-file=FILE", "--memory=SIZE",
                        "Search algorithm: mm, abp, mcts, bfmm, greedy,");
    }

    @Test
    void versionIsPrintedWithTheGamesName() {
        assertThat(run("-V")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("nim dev" + System.lineSeparator());
    }

    @Test
    void badUsageAndBadParametersExitWithStatusTwoAndOneLine() {
        assertThat(run("--port", "x")).isEqualTo(2);
        assertThat(run("--param", "bias=5")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).lines().toList()).containsExactly(
                "nim: Invalid value for option '--port': 'x' is not an int (see 'nim --help')",
                "nim: parameter 'bias': expected a number in [-1, 1], got 5 (see 'nim --help')");
    }

    @Test
    void servesAMoveAndShutsDownWhenAskedTo(@TempDir Path dir) throws Exception {
        Path addr = dir.resolve("addr");
        CompletableFuture<Integer> status = CompletableFuture.supplyAsync(() ->
                run("--algo", "abp", "--param", "bias=0.25", "--depth", "6", "--addr-file", addr.toString(),
                        "--name", "pile-test"));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!Files.exists(addr) && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        String[] hostPort = Files.readString(addr).trim().split(" ");
        try (Socket socket = new Socket(hostPort[0], Integer.parseInt(hostPort[1]));
             PrintWriter to = new PrintWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8), true);
             BufferedReader from = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8))) {
            to.println("{\"type\":\"hello\",\"protocol\":1}");
            String hello = from.readLine();
            assertThat(hello).contains("\"name\":\"pile-test\"", "\"algorithm\":\"abp\"", "\"bias\":0.25",
                    "\"algo.pvs\":1.0", "\"depth\":6");
            to.println("{\"type\":\"newgame\",\"init\":\"9\"}");
            assertThat(from.readLine()).contains("\"ready\"");
            to.println("{\"type\":\"go\"}");
            assertThat(from.readLine()).contains("\"type\":\"action\",\"action\":\"1\"");
            to.println("{\"type\":\"quit\",\"shutdown\":true}");
        }
        assertThat(status.get(10, TimeUnit.SECONDS)).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("{\"type\":\"listening\"");
    }

    @Test
    void anEngineWarmedUpOverItsSocketAnswersAsAColdOneDoes(@TempDir Path dir) throws Exception {
        String cold = firstAnswer(dir.resolve("cold"), "0");
        String warm = firstAnswer(dir.resolve("warm"), "200");
        assertThat(warm).isEqualTo(cold).contains("\"nodes\":300");
    }

    /** The reply to a position and a go of 300 nodes with no newgame, times removed, from a new mcts engine. */
    private String firstAnswer(Path addr, String warmUpMs) throws Exception {
        CompletableFuture<Integer> status = CompletableFuture.supplyAsync(() ->
                run("--algo", "mcts", "--seed", "7", "--warmup-ms", warmUpMs, "--addr-file", addr.toString()));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!Files.exists(addr) && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        String[] hostPort = Files.readString(addr).trim().split(" ");
        String action;
        try (Socket socket = new Socket(hostPort[0], Integer.parseInt(hostPort[1]));
             PrintWriter to = new PrintWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8), true);
             BufferedReader from = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8))) {
            to.println("{\"type\":\"hello\",\"protocol\":1}");
            from.readLine();
            to.println("{\"type\":\"position\",\"init\":\"9\",\"history\":[\"2\"]}");
            assertThat(from.readLine()).contains("\"ok\"");
            to.println("{\"type\":\"go\",\"limits\":{\"nodes\":300}}");
            action = from.readLine().replaceAll("\"(timeMs|latencyMs)\":[0-9.E-]+,?", "");
            to.println("{\"type\":\"quit\",\"shutdown\":true}");
        }
        assertThat(status.get(10, TimeUnit.SECONDS)).isZero();
        return action;
    }
}
