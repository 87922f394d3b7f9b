package dev.arbiter.engine.server;

import java.io.IOException;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The deadline for a connection's {@code hello} (docs/PROTOCOL.md, Connections): one deadline for the whole hello,
 * counted from the connection's opening, so that a client trickling bytes within a line cannot hold the session
 * past it. Three guards keep it: the socket's read timeout is the time left until the client has said hello, a
 * line read past the deadline before the hello ends the session, and a timer closes the socket at the deadline
 * when no hello has come by then (a trickling client's reads never time out).
 */
final class HelloDeadline {

    private final Socket client;
    private final int timeoutMs;
    private final Consumer<String> log;
    private long deadlineNanos;
    private volatile boolean greeted;

    HelloDeadline(Socket client, int timeoutMs, Consumer<String> log) {
        this.client = client;
        this.timeoutMs = timeoutMs;
        this.log = log;
    }

    /** Starts the deadline for a connection opened at {@code startNanos}; {@code timer} closes it when due. */
    void start(long startNanos, ScheduledExecutorService timer) throws SocketException {
        deadlineNanos = startNanos + timeoutMs * 1_000_000L;
        client.setSoTimeout(timeoutMs);
        timer.schedule(this::closeIfNotGreeted, Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
    }

    /** Whether the client has said hello. */
    boolean greeted() {
        return greeted;
    }

    /** The client has said hello: the deadline no longer holds. */
    void greet() {
        greeted = true;
    }

    /** Throws when a line read at {@code nowNanos} came at or past the deadline with no hello before it. */
    void checkArrival(long nowNanos) throws SocketTimeoutException {
        if (!greeted && nowNanos - deadlineNanos >= 0) {
            throw new SocketTimeoutException();
        }
    }

    /** After a request: the socket's read timeout is the time left until the hello, or none once it came. */
    void renewReadTimeout() throws SocketException {
        if (!greeted) {
            client.setSoTimeout((int) Math.max(1, (deadlineNanos - System.nanoTime()) / 1_000_000L));
        } else if (client.getSoTimeout() != 0) {
            client.setSoTimeout(0);
        }
    }

    /** Logs that the connection was closed for want of a hello. */
    void logMissed() {
        log.accept("no hello within " + timeoutMs + " ms: connection closed");
    }

    private void closeIfNotGreeted() {
        if (!greeted) {
            logMissed();
            try {
                client.close();
            } catch (IOException ignored) {
                // closed already
            }
        }
    }
}
