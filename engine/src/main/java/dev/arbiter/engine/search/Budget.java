package dev.arbiter.engine.search;

/**
 * The running budget of one search: node count, deadline and stop request. The clock is read once every few
 * polls so that time checks cost nothing measurable in the hot loop; the number of polls between reads adapts
 * (doubling, or halving, between 1 and {@link #MAX_POLL_INTERVAL}) so that reads stay about
 * {@link #READ_GAP_NANOS} apart whether a node costs 50 ns or 50 us (an evaluation that rolls a game out). A
 * timed search therefore ends within about that gap, plus one poll, after its deadline.
 */
final class Budget {

    /** Most polls between two clock reads. */
    static final int MAX_POLL_INTERVAL = 1024;
    /** Aimed-for time between two clock reads. */
    static final long READ_GAP_NANOS = 50_000;

    private final Clock clock;
    private long startNanos;
    private long deadlineNanos;
    private boolean timed;
    private long nodeLimit;
    private int countdown;
    private int interval;
    private long lastRead;
    private boolean exhausted;
    private volatile boolean stopRequested;

    Budget(Clock clock) {
        this.clock = clock;
    }

    /** Starts a budget for {@code limits} now; clears a previous stop request. */
    void start(SearchLimits limits) {
        startNanos = clock.nanoTime();
        timed = limits.timeMs() > 0;
        deadlineNanos = startNanos + limits.timeMs() * 1_000_000L;
        nodeLimit = limits.nodes();
        interval = 1;
        countdown = 1;
        lastRead = startNanos;
        exhausted = false;
        stopRequested = false;
    }

    /** Asks the search to end at its next poll; safe from any thread. */
    void requestStop() {
        stopRequested = true;
    }

    /**
     * Whether the search must end, given the nodes counted so far. Reads the clock (when the budget is timed)
     * once every few calls.
     */
    boolean poll(long nodes) {
        if (exhausted) {
            return true;
        }
        if (stopRequested || (nodeLimit > 0 && nodes >= nodeLimit)) {
            exhausted = true;
            return true;
        }
        if (timed && --countdown <= 0) {
            long now = clock.nanoTime();
            long gap = now - lastRead;
            lastRead = now;
            if (gap < READ_GAP_NANOS / 2 && interval < MAX_POLL_INTERVAL) {
                interval <<= 1;
            } else if (gap > READ_GAP_NANOS && interval > 1) {
                interval >>= 1;
            }
            countdown = interval;
            if (now - deadlineNanos >= 0) {
                exhausted = true;
            }
        }
        return exhausted;
    }

    /** Whether {@code more} further nodes would pass the node limit (checked before an expansion). */
    boolean wouldExceed(long nodes, int more) {
        return nodeLimit > 0 && nodes + more > nodeLimit;
    }

    /** Marks the budget spent (for example when an expansion would pass the node limit). */
    void exhaust() {
        exhausted = true;
    }

    /** Whether the budget has been found spent. */
    boolean exhausted() {
        return exhausted;
    }

    /** Whether a time or node limit is set, so that the search ends even if it could go on forever. */
    boolean bounded() {
        return timed || nodeLimit > 0;
    }

    /** Nanoseconds since {@link #start}. */
    long elapsed() {
        return clock.nanoTime() - startNanos;
    }
}
