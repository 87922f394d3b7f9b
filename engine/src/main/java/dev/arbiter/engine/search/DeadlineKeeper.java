package dev.arbiter.engine.search;

/**
 * Turns a per-move time limit into the deadline of the search, so that the <em>answer</em> leaves before the
 * limit, counted from the moment the request arrived; one keeper per engine, learning from every move.
 *
 * <p>A contest platform judges the slowest answer, and the answer is late by everything that happens after
 * the search's deadline: the last stretch of search past it, building and writing the reply, and any pause
 * (garbage collection, the thread descheduled) in between. The keeper therefore ends the search a
 * <em>reserve</em> before the limit: {@code deadline = request + limit - reserve}, and after each answer
 * records its overshoot, {@code answered - deadline}. The reserve is the largest overshoot of the last
 * {@link #WINDOW} answers plus a quarter (a running high quantile: the maximum of a window of 128 estimates
 * roughly the 99th percentile of the recent ones), never below a floor, which covers what the engine cannot
 * see (the request's and the reply's way through the machine to the referee) or has not seen yet:
 * {@link #FLOOR_NANOS} or 1/{@link #FLOOR_SHARE} of the limit, whichever is more (on the loaded 2-core machine
 * of {@code arbiter bench --only deadlines}, replies that left the engine within 99.7 ms of a 100 ms limit
 * reached the referee up to 3 ms later); and never above half the limit, so that a short limit still leaves
 * time to search. A pause that makes one answer late raises the reserve at once, for the next
 * {@link #WINDOW} moves.
 *
 * <p>Thread-safe (the engine server records answers from its search thread).
 */
public final class DeadlineKeeper {

    /** Least reserve, in nanoseconds. */
    public static final long FLOOR_NANOS = 1_000_000;
    /** The reserve is at least this fraction (1/FLOOR_SHARE) of the limit. */
    public static final int FLOOR_SHARE = 20;
    /** Answers whose overshoot sets the reserve. */
    public static final int WINDOW = 128;

    private final long[] overshoots = new long[WINDOW];
    private int recorded;
    private int next;
    private long learned;

    /**
     * The moment a search must end for its answer to leave within {@code timeMs} of {@code requestNanos} (both
     * moments on the clock that will measure the answer).
     */
    public synchronized long deadline(long requestNanos, long timeMs) {
        long limit = timeMs * 1_000_000L;
        return requestNanos + limit - reserveNanos(limit);
    }

    /**
     * The moment to answer without the search when it has not answered by then (its thread descheduled past
     * its deadline): halfway between the search's deadline and the limit, so the rescued answer still leaves
     * before the limit with half the reserve to spare.
     */
    public synchronized long rescueAt(long requestNanos, long timeMs) {
        long limitEnd = requestNanos + timeMs * 1_000_000L;
        long deadline = deadline(requestNanos, timeMs);
        return deadline + (limitEnd - deadline) / 2;
    }

    /** Records that the answer to a search given {@code deadlineNanos} left at {@code answeredNanos}. */
    public synchronized void answered(long deadlineNanos, long answeredNanos) {
        overshoots[next] = Math.max(0, answeredNanos - deadlineNanos);
        next = (next + 1) % WINDOW;
        recorded = Math.min(WINDOW, recorded + 1);
        long worst = 0;
        for (int i = 0; i < recorded; i++) {
            worst = Math.max(worst, overshoots[i]);
        }
        learned = worst + worst / 4;
    }

    /** The reserve the next deadline keeps before a limit of {@code limitNanos}, in nanoseconds. */
    public synchronized long reserveNanos(long limitNanos) {
        return Math.min(limitNanos / 2, Math.max(learned, Math.max(FLOOR_NANOS, limitNanos / FLOOR_SHARE)));
    }
}
