package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.LineReader;
import dev.arbiter.engine.protocol.Message;
import dev.arbiter.engine.protocol.Messages;
import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.protocol.ProtocolException;

import java.io.IOException;
import java.net.SocketTimeoutException;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * A session's reading of its connection (docs/PROTOCOL.md): line by line, within the connection's bounds (the
 * {@link HelloDeadline}, the {@link MessageRate}, the longest line), each line decoded and given to the session's
 * {@link Handler}; a line that is no request, or a request the session refuses, is answered with an {@code error}
 * (carrying the request's {@code id} when it had one) and the reading goes on. After a {@code go} the reading moves
 * to another thread ({@link SearchHandOff}). The loop ends the session ({@link #ended}) when the connection ends,
 * breaks a bound, or the handler says so.
 */
final class RequestLoop {

    /** What the session does after a request. */
    enum Next { CONTINUE, CLOSE, SHUTDOWN }

    /** A session's handling of one decoded request. */
    @FunctionalInterface
    interface Handler {
        /** Handles {@code request}; a {@link ProtocolException} or an {@link IllegalArgumentException} is its error. */
        Next handle(Message request, RequestId id) throws ProtocolException, IOException;
    }

    private final LineReader reader;
    private final ReplyWriter writer;
    private final HelloDeadline hello;
    private final MessageRate rate;
    private final int maxLine;
    private final SearchHandOff handOff;
    private final Handler handler;
    private final Consumer<String> log;
    private final CompletableFuture<Boolean> ended = new CompletableFuture<>();

    RequestLoop(LineReader reader, ReplyWriter writer, HelloDeadline hello, MessageRate rate, int maxLine,
                SearchHandOff handOff, Handler handler, Consumer<String> log) {
        this.reader = reader;
        this.writer = writer;
        this.hello = hello;
        this.rate = rate;
        this.maxLine = maxLine;
        this.handOff = handOff;
        this.handler = handler;
        this.log = log;
    }

    /** Completed when the session ends: whether the client asked the server to shut down. */
    CompletableFuture<Boolean> ended() {
        return ended;
    }

    /**
     * Reads and handles requests until the connection ends, or until a {@code go} hands the reading over to
     * another thread, this one running the search.
     */
    void read() {
        try {
            String line;
            while ((line = reader.readLine()) != null) {
                long now = System.nanoTime();
                hello.checkArrival(now);
                if (!rate.admit(now)) {
                    writer.send(Messages.error("more than " + Protocol.MAX_MESSAGES_PER_SECOND
                            + " messages in one second: closing the connection"), null);
                    ended.complete(false);
                    return;
                }
                Next next = handleLine(line);
                if (next != Next.CONTINUE) {
                    ended.complete(next == Next.SHUTDOWN);
                    return;
                }
                hello.renewReadTimeout();
                if (handOff.searchIfHandedOver(this::read, () -> ended.complete(false))) {
                    return;
                }
            }
            ended.complete(false);
        } catch (SocketTimeoutException e) {
            hello.logMissed();
            ended.complete(false);
        } catch (IOException e) {
            log.accept("connection lost: " + e.getMessage());
            ended.complete(false);
        } catch (RuntimeException | Error e) {
            ended.completeExceptionally(e);
        }
    }

    private Next handleLine(String line) throws IOException {
        if (line == LineReader.TOO_LONG) {
            writer.send(Messages.error("line longer than " + maxLine + " bytes"), null);
            return Next.CONTINUE;
        }
        if (line.isBlank()) {
            return Next.CONTINUE;
        }
        Message request;
        try {
            request = Messages.parse(line);
        } catch (ProtocolException e) {
            writer.send(Messages.error(e.getMessage()), null);
            return Next.CONTINUE;
        }
        RequestId id = RequestId.of(request);
        try {
            return handler.handle(request, id);
        } catch (ProtocolException | IllegalArgumentException e) {
            writer.send(Messages.error(e.getMessage()), id);
            return Next.CONTINUE;
        } catch (RuntimeException e) {
            log.accept("internal error: " + e);
            writer.send(Messages.error("internal error: " + e), id);
            return Next.CONTINUE;
        }
    }
}
