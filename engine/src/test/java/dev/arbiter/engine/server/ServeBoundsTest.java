package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.testkit.Nim;
import dev.arbiter.engine.testkit.StallingSearcher;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code serve} on loopback is not held by slow or idle connections: the hello deadline covers the whole hello
 * (a client trickling a byte at a time, before or after a first line, is closed at it), connections send their
 * first line concurrently, and a real client is greeted while a trickling one and 200 idle ones are still
 * connected, well within the hello deadline. Alone on the machine ({@code @Isolated}): its bounds are wall-clock
 * times.
 */
@Isolated
class ServeBoundsTest {

    private static final int HELLO_TIMEOUT_MS = 3_000;
    private static final String HELLO = "{\"type\":\"hello\",\"protocol\":1}\n";

    private EngineServer<Nim.NimWorld> server;

    @BeforeEach
    void startServer() throws Exception {
        ServerOptions options = new ServerOptions(Endpoint.loopback(), new Handshake("bounded", "dev", null),
                new ConnectionBounds(Protocol.DEFAULT_MAX_LINE, HELLO_TIMEOUT_MS), new SearchLimits(0, 0, 0, 0),
                ServeSettings.DEFAULT_BUDGET_STRATEGY);
        server = new EngineServer<>(new Nim(), new StallingSearcher<>(2, 1), new EngineIdentity("bounded", Map.of()),
                options, line -> { });
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
    }

    @AfterEach
    void stopServer() throws Exception {
        server.close();
    }

    /** Says hello as a referee would; returns how long the answer took, in milliseconds. */
    private long greet() throws Exception {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(2 * HELLO_TIMEOUT_MS);
            long start = System.nanoTime();
            socket.getOutputStream().write(HELLO.getBytes(StandardCharsets.UTF_8));
            String reply = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8))
                    .readLine();
            assertThat(reply).contains("\"type\":\"hello\"");
            return (System.nanoTime() - start) / 1_000_000;
        }
    }

    @Test
    void aClientTricklingItsHelloIsClosedAtTheDeadlineAndDelaysNoOther() throws Exception {
        try (Socket trickler = new Socket("127.0.0.1", server.port())) {
            trickler.setSoTimeout(3 * HELLO_TIMEOUT_MS);
            CountDownLatch trickling = new CountDownLatch(3);
            Thread writer = new Thread(() -> {
                try {
                    OutputStream out = trickler.getOutputStream();
                    while (true) {
                        out.write('{');
                        out.flush();
                        trickling.countDown();
                        Thread.sleep(50);
                    }
                } catch (Exception closed) {
                    // the server closed the connection (or the test did)
                }
            });
            writer.setDaemon(true);
            long start = System.nanoTime();
            writer.start();
            assertThat(trickling.await(HELLO_TIMEOUT_MS, TimeUnit.MILLISECONDS)).isTrue();

            assertThat(greet()).as("ms to greet a client while another trickles").isLessThan(HELLO_TIMEOUT_MS);

            InputStream in = trickler.getInputStream();
            int read;
            try {
                read = in.read();
            } catch (SocketTimeoutException stillOpen) {
                read = -2;
            } catch (java.io.IOException reset) {
                read = -1;
            }
            long closedAfter = (System.nanoTime() - start) / 1_000_000;
            assertThat(read).as("the trickling connection is closed, not answered").isEqualTo(-1);
            assertThat(closedAfter).isLessThan(2L * HELLO_TIMEOUT_MS);
        }
    }

    @Test
    void aClientThatSendsALineThenTricklesIsClosedAtTheHelloDeadline() throws Exception {
        try (Socket trickler = new Socket("127.0.0.1", server.port())) {
            trickler.setSoTimeout(3 * HELLO_TIMEOUT_MS);
            long start = System.nanoTime();
            OutputStream out = trickler.getOutputStream();
            out.write("{\"type\":\"ping\"}\n".getBytes(StandardCharsets.UTF_8));
            BufferedReader in = new BufferedReader(new InputStreamReader(trickler.getInputStream(), StandardCharsets.UTF_8));
            assertThat(in.readLine()).contains("expected 'hello' first");
            Thread writer = new Thread(() -> {
                try {
                    while (true) {
                        out.write('{');
                        out.flush();
                        Thread.sleep(50);
                    }
                } catch (Exception closed) {
                    // the server closed the connection (or the test did)
                }
            });
            writer.setDaemon(true);
            writer.start();

            String line;
            try {
                line = in.readLine();
            } catch (java.io.IOException reset) {
                line = null;
            }

            assertThat(line).as("closed, not answered").isNull();
            assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(2L * HELLO_TIMEOUT_MS);
        }
    }

    @Test
    void twoHundredIdleConnectionsDelayARealClientByLessThanTheHelloDeadline() throws Exception {
        List<Socket> idle = new ArrayList<>();
        try {
            for (int i = 0; i < 200; i++) {
                idle.add(new Socket("127.0.0.1", server.port()));
            }

            assertThat(greet()).as("ms to greet a client behind 200 idle connections").isLessThan(HELLO_TIMEOUT_MS);
        } finally {
            for (Socket socket : idle) {
                socket.close();
            }
        }
    }
}
