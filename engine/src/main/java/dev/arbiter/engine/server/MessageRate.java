package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Protocol;

/**
 * The protocol's bound on a connection's requests: at most {@link Protocol#MAX_MESSAGES_PER_SECOND} in a window of
 * one second, the window starting again at the first request a second or more after it began.
 */
final class MessageRate {

    private long windowStart;
    private int inWindow;

    /** @param startNanos when the connection opened: the first window's start */
    MessageRate(long startNanos) {
        this.windowStart = startNanos;
    }

    /** Counts a request read at {@code nowNanos}; false when it is one too many for its window. */
    boolean admit(long nowNanos) {
        if (nowNanos - windowStart >= 1_000_000_000L) {
            windowStart = nowNanos;
            inWindow = 0;
        }
        return ++inWindow <= Protocol.MAX_MESSAGES_PER_SECOND;
    }
}
