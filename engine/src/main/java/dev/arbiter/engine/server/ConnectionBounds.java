package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Protocol;

/**
 * The bounds an engine server puts on each connection, so that a client cannot hold it with one endless line or
 * with silence.
 *
 * @param maxLine        longest accepted protocol line in bytes
 * @param helloTimeoutMs how long a new connection may take to say {@code hello} before it is closed
 */
public record ConnectionBounds(int maxLine, int helloTimeoutMs) {

    /** The protocol's defaults: {@link Protocol#DEFAULT_MAX_LINE}, {@link Protocol#DEFAULT_HELLO_TIMEOUT_MS}. */
    public static ConnectionBounds defaults() {
        return new ConnectionBounds(Protocol.DEFAULT_MAX_LINE, Protocol.DEFAULT_HELLO_TIMEOUT_MS);
    }
}
