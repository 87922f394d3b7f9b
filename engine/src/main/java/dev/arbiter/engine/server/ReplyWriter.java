package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Message;
import dev.arbiter.engine.protocol.Messages;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A session's way to its client: each reply one line of JSON carrying the request's {@code id} when it had one,
 * written whole and flushed under a lock, since the reading thread, the search thread and the deadline rescue
 * all reply (docs/PROTOCOL.md).
 */
final class ReplyWriter {

    private final OutputStream out;

    /** @param out the connection's output, buffered so that a reply leaves in one write */
    ReplyWriter(OutputStream out) {
        this.out = out;
    }

    /** Writes {@code message} with the request's {@code id}; returns the moment it had been written. */
    long send(Message message, RequestId id) throws IOException {
        if (id != null) {
            message.put("id", id.value());
        }
        byte[] bytes = (Messages.write(message) + "\n").getBytes(StandardCharsets.UTF_8);
        synchronized (this) {
            out.write(bytes);
            out.flush();
        }
        return System.nanoTime();
    }
}
