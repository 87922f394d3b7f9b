package dev.arbiter.engine.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;

/**
 * A new connection's first line, read before the connection may take a session, within the hello deadline (not
 * an idle time: each read may wait only for what is left of it, so a client trickling a byte at a time gains
 * nothing) and at most {@link #MAX_BYTES} bytes. What was read is then handed to the session as it came, which
 * answers it and keeps the same deadline for the hello itself (it closes a connection not greeted by then). A
 * connection that sends no complete line in time is closed without ever holding a session, so neither slow nor
 * idle connections delay a referee's by more than the hello deadline.
 */
final class Greeting {

    /** The most bytes a connection may send before its first newline. */
    static final int MAX_BYTES = 64 << 10;

    private Greeting() {
    }

    /**
     * What the client sent up to and including its first newline (and whatever came with it), or null if it sent
     * no complete line within {@code timeoutMs} or {@link #MAX_BYTES}, or closed the connection first.
     */
    static byte[] read(Socket client, int timeoutMs) throws IOException {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        InputStream in = client.getInputStream();
        ByteArrayOutputStream all = new ByteArrayOutputStream();
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
            all.write(buffer, 0, n);
            for (int i = 0; i < n; i++) {
                if (buffer[i] == '\n') {
                    return all.toByteArray();
                }
            }
        }
        return null;
    }
}
