package dev.arbiter.engine.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * An engine server serving on a daemon thread and one client connection to it, for tests that talk to a session
 * line by line: {@link #send} a request, {@link #read} the next reply (10 s at most). Closing sends a shutting
 * {@code quit} and waits for the server to end.
 */
final class ServedSession implements AutoCloseable {

    private final EngineServer<?> server;
    private final Thread serving;
    private final Socket socket;
    private final PrintWriter to;
    private final BufferedReader from;

    ServedSession(EngineServer<?> server) throws IOException {
        this.server = server;
        server.start(new PrintStream(OutputStream.nullOutputStream()));
        serving = new Thread(() -> {
            try {
                server.serve();
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        serving.setDaemon(true);
        serving.start();
        socket = new Socket("127.0.0.1", server.port());
        socket.setSoTimeout(10_000);
        to = new PrintWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8), true);
        from = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
    }

    void send(String request) {
        to.println(request);
    }

    String read() throws IOException {
        return from.readLine();
    }

    @Override
    public void close() throws Exception {
        try (server) {
            try (socket) {
                send("{\"type\":\"quit\",\"shutdown\":true}");
            }
            serving.join(10_000);
        }
    }
}
