package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Messages;
import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.protocol.ProtocolException;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/**
 * A new connection's way to its {@code hello}, read before the connection may take a session: every line up to and
 * including the first {@code hello} (or {@code quit}), within one deadline for all of it (not an idle time: each
 * read may wait only for what is left of it, so a client trickling a byte at a time gains nothing) and at most
 * {@link #MAX_BYTES} bytes. The lines are then handed to the session as they came, which answers them in order.
 * A connection that does not get there is closed without ever holding a session, so neither slow nor idle
 * connections delay a referee's by more than the hello deadline.
 */
final class Greeting {

    /** The most bytes a connection may send before and with its hello. */
    static final int MAX_BYTES = 64 << 10;

    private Greeting() {
    }

    /**
     * The lines the client sent up to its hello (with their newlines), or null if it did not send one within
     * {@code timeoutMs} or {@link #MAX_BYTES}, or closed the connection first.
     */
    static byte[] read(Socket client, int timeoutMs) throws IOException {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        InputStream in = client.getInputStream();
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        while (all.size() < MAX_BYTES) {
            long left = (deadline - System.nanoTime()) / 1_000_000L;
            if (left <= 0) {
                return null;
            }
            client.setSoTimeout((int) Math.min(Integer.MAX_VALUE, left));
            int n;
            try {
                n = in.read(buffer, 0, Math.min(buffer.length, MAX_BYTES - all.size()));
            } catch (SocketTimeoutException e) {
                return null;
            }
            if (n < 0) {
                return null;
            }
            for (int i = 0; i < n; i++) {
                all.write(buffer[i]);
                if (buffer[i] != '\n') {
                    line.write(buffer[i]);
                } else if (isHelloOrQuit(line.toString(StandardCharsets.UTF_8))) {
                    all.write(buffer, i + 1, n - i - 1);
                    return all.toByteArray();
                } else {
                    line.reset();
                }
            }
        }
        return null;
    }

    private static boolean isHelloOrQuit(String line) {
        try {
            String type = Messages.parse(line.strip()).type();
            return type.equals(Protocol.HELLO) || type.equals(Protocol.QUIT);
        } catch (ProtocolException | RuntimeException e) {
            return false;
        }
    }
}
