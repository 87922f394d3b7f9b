package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Message;
import dev.arbiter.engine.protocol.Messages;
import dev.arbiter.engine.search.DeadlineKeeper;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.io.IOException;
import java.util.function.Consumer;

/**
 * Sends a {@code go}'s reply once: whoever claims it ({@link GoReply#claim}), the search thread when its search
 * ends or the {@link DeadlineRescue} at the rescue moment, sends it; the other's result is dropped. The reply's
 * {@code info.latencyMs} is the time from the request's arrival to the reply's hand-over to the socket; the
 * session is told the {@code go} has answered just before the reply is written, so that a request the client
 * sends on reading it finds the session idle. A timed reply's send time teaches the engine's
 * {@link DeadlineKeeper} how much to keep in reserve, and one sent past the limit is logged with where its time
 * went.
 *
 * @param <W> the world type
 */
final class GoReplySender<W extends World<W>> {

    private final Game<W> game;
    private final DeadlineKeeper deadlines;
    private final ReplyWriter writer;
    private final Runnable answered;
    private final Consumer<String> log;

    /** @param answered told that the {@code go} has answered, before the reply is written */
    GoReplySender(Game<W> game, DeadlineKeeper deadlines, ReplyWriter writer, Runnable answered,
                  Consumer<String> log) {
        this.game = game;
        this.deadlines = deadlines;
        this.writer = writer;
        this.answered = answered;
        this.log = log;
    }

    /** Sends {@code result} as the reply unless it has been sent (or claimed by the rescue). */
    void answer(GoReply reply, SearchResult result) throws IOException {
        if (reply.claim()) {
            deliver(reply, result);
        }
    }

    /** Sends the search's {@code failure} as the reply's error unless the reply has been sent. */
    void fail(GoReply reply, RuntimeException failure) {
        if (reply.claim()) {
            try {
                writer.send(Messages.error("search failed: " + failure), reply.id);
            } catch (IOException e) {
                log.accept("cannot send error: " + e.getMessage());
            }
        }
    }

    /**
     * Sends {@code result} as the reply its caller has claimed; records when it left. The rescue claims the
     * reply before it stops the search, so the search's own answer, which the stop releases, cannot overtake it.
     */
    void deliver(GoReply reply, SearchResult result) throws IOException {
        Message message = reply.message(game, result);
        Message info = message.object("info");
        info.put("latencyMs", reply.millisSinceArrival(System.nanoTime()));
        reply.action = result.action();
        answered.run();
        long sent = writer.send(message, reply.id);
        if (reply.timed) {
            deadlines.answered(reply.deadlineNanos, sent);
            if (reply.late(sent)) {
                log.accept("late reply: " + reply.millisSinceArrival(sent) + " ms for a limit of "
                        + reply.limitMs + " ms; " + info);
            }
        }
        reply.cancelRescue();
    }
}
