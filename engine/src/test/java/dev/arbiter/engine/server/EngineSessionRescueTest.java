package dev.arbiter.engine.server;

import dev.arbiter.engine.testkit.Nim;
import dev.arbiter.engine.testkit.StallingSearcher;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class EngineSessionRescueTest {

    @Test
    void aSearchThreadStalledPastItsDeadlineIsAnsweredForWithTheResultItPublishedLast() throws Exception {
        Nim nim = new Nim();
        StallingSearcher<Nim.NimWorld> stalling = new StallingSearcher<>(2, 1);
        try (EngineServer<Nim.NimWorld> server = new EngineServer<>(nim, stalling,
                new EngineIdentity("stalling", Map.of()), ServerOptions.defaults("stalling"), line -> { })) {
            server.start(new PrintStream(OutputStream.nullOutputStream()));
            Thread serving = new Thread(() -> {
                try {
                    server.serve();
                } catch (java.io.IOException e) {
                    throw new IllegalStateException(e);
                }
            });
            serving.setDaemon(true);
            serving.start();
            try (Socket socket = new Socket("127.0.0.1", server.port());
                 PrintWriter to = new PrintWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8), true);
                 BufferedReader from = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8))) {
                socket.setSoTimeout(10_000);
                to.println("{\"type\":\"hello\",\"protocol\":1}");
                from.readLine();
                to.println("{\"type\":\"newgame\",\"init\":\"9\"}");
                assertThat(from.readLine()).contains("\"ready\"");
                to.println("{\"type\":\"go\",\"limits\":{\"timeMs\":20},\"id\":7}");
                assertThat(from.readLine()).as("the published action, sent while the search thread still stalls")
                        .contains("\"type\":\"action\",\"action\":\"2\"", "\"rescued\":true", "\"id\":7");
                assertThat(stalling.stopped.getCount()).as("the stalled search was told to stop").isZero();
                to.println("{\"type\":\"go\",\"limits\":{\"depth\":1},\"id\":8}");
                assertThat(from.readLine()).as("the session serves on once the stalled search has ended")
                        .contains("\"type\":\"action\",\"action\":\"1\"", "\"id\":8");
                to.println("{\"type\":\"quit\",\"shutdown\":true}");
            }
            serving.join(10_000);
        }
    }
}
