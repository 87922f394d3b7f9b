package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Message;
import dev.arbiter.engine.protocol.Messages;
import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.util.List;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One {@code go}'s reply: claimed exactly once ({@link #claim}), by the search thread or by the rescue at the
 * deadline, and the times that say where a timed reply's time went, each from the request's arrival.
 */
final class GoReply {

    final RequestId id;
    final long arrivalNanos;
    final long limitMs;
    final boolean timed;
    final long deadlineNanos;
    private final AtomicBoolean sent = new AtomicBoolean();
    volatile int action = -1;
    volatile ScheduledFuture<?> rescue;
    /** When the search thread began and ended the search (0: not yet). */
    volatile long searchStartNanos;
    volatile long searchEndNanos;
    volatile boolean rescued;

    GoReply(RequestId id, long arrivalNanos, long limitMs, long deadlineNanos) {
        this.id = id;
        this.arrivalNanos = arrivalNanos;
        this.limitMs = limitMs;
        this.timed = limitMs > 0;
        this.deadlineNanos = deadlineNanos;
    }

    /** Whether the caller is the one to send this reply (true once only). */
    boolean claim() {
        return sent.compareAndSet(false, true);
    }

    /**
     * The {@code action} reply for {@code result}, with its search info (nodes, depth, value, time, line) and, for a
     * timed {@code go}, where its time went: {@code deadlineMs}, {@code searchStartMs}, {@code searchEndMs} (those
     * that happened) and {@code rescued}; {@code latencyMs} is left to the sender.
     */
    <W extends World<W>> Message message(Game<W> game, SearchResult result) {
        Message reply = Messages.message(Protocol.ACTION);
        reply.put("action", game.formatAction(result.action()));
        Message info = reply.putObject("info");
        info.put("nodes", result.nodes()).put("depth", result.depth()).put("value", result.value())
                .put("timeMs", result.elapsedNanos() / 1_000_000.0);
        List<Object> pv = info.putArray("pv");
        for (int a : result.pv()) {
            pv.add(game.formatAction(a));
        }
        if (timed) {
            info.put("deadlineMs", millisSinceArrival(deadlineNanos));
            if (searchStartNanos != 0) {
                info.put("searchStartMs", millisSinceArrival(searchStartNanos));
            }
            if (searchEndNanos != 0) {
                info.put("searchEndMs", millisSinceArrival(searchEndNanos));
            }
            info.put("rescued", rescued);
        }
        return reply;
    }

    /** Milliseconds from the request's arrival to {@code nanos}. */
    double millisSinceArrival(long nanos) {
        return (nanos - arrivalNanos) / 1_000_000.0;
    }

    /** Whether a reply sent at {@code sentNanos} was past the request's time limit. */
    boolean late(long sentNanos) {
        return sentNanos - arrivalNanos >= limitMs * 1_000_000L;
    }

    /** The reply has been sent: the rescue has nothing left to do. */
    void cancelRescue() {
        ScheduledFuture<?> scheduled = rescue;
        if (scheduled != null) {
            scheduled.cancel(false);
        }
    }
}
