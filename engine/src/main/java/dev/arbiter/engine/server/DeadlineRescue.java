package dev.arbiter.engine.server;

import dev.arbiter.engine.search.DeadlineKeeper;
import dev.arbiter.engine.search.LatestResult;
import dev.arbiter.engine.search.SearchListener;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.World;

import java.io.IOException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The answer to a timed {@code go} whose search thread is descheduled across its deadline. A {@code go} with a
 * time limit is a deadline counted from the request's arrival; the search ends by the deadline the engine's
 * {@link DeadlineKeeper} sets, but a thread preempted then waits its turn, on a busy machine for tens of
 * milliseconds. So the search publishes its result every millisecond ({@link LatestResult}), and a timer thread
 * wakes at the rescue moment ({@link DeadlineKeeper#rescueAt}, halfway between the search's deadline and the
 * limit): when the reply has not left, it claims it, tells the search to stop and sends the result published
 * last; a thread waking from a timed sleep is scheduled at once where a preempted one waits its turn. A search
 * that has published nothing by then (its thread has not run a millisecond since the request) answers itself,
 * late: an action nobody has looked at is no answer. The reply then says {@code rescued} (docs/PROTOCOL.md).
 *
 * @param <W> the world type
 */
final class DeadlineRescue<W extends World<W>> {

    private final DeadlineKeeper deadlines;
    private final ScheduledExecutorService timer;
    private final GoReplySender<W> sender;
    private final Consumer<String> log;
    private final LatestResult latest = new LatestResult();

    /** @param timer the session's timer thread, which the session shuts down */
    DeadlineRescue(DeadlineKeeper deadlines, ScheduledExecutorService timer, GoReplySender<W> sender,
                   Consumer<String> log) {
        this.deadlines = deadlines;
        this.timer = timer;
        this.sender = sender;
        this.log = log;
    }

    /**
     * The reply to a {@code go} with a time limit of {@code timeMs} (0: none) that arrived at {@code arrivalNanos},
     * to be searched by {@code searcher}: when timed, with the search's deadline, the search watched and the
     * rescue scheduled.
     */
    GoReply open(RequestId id, long arrivalNanos, long timeMs, Searcher<W> searcher) {
        boolean timed = timeMs > 0;
        GoReply reply = new GoReply(id, arrivalNanos, timeMs, timed ? deadlines.deadline(arrivalNanos, timeMs) : 0);
        latest.clear();
        searcher.setListener(timed ? latest : SearchListener.NONE);
        if (timed) {
            reply.rescue = timer.schedule(() -> rescue(reply, searcher),
                    deadlines.rescueAt(arrivalNanos, timeMs) - System.nanoTime(), TimeUnit.NANOSECONDS);
        }
        return reply;
    }

    /**
     * At the rescue moment: a reply the search thread has not sent yet is sent from here, with the result the
     * search published last, and the search is told to stop; a search that has published nothing answers itself.
     */
    void rescue(GoReply reply, Searcher<W> searcher) {
        SearchResult result = latest.get();
        if (result == null || result.action() < 0 || !reply.claim()) {
            return;
        }
        reply.rescued = true;
        searcher.stop();
        try {
            sender.deliver(reply, result);
        } catch (IOException e) {
            log.accept("cannot send action: " + e.getMessage());
        }
    }
}
