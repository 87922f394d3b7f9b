package dev.arbiter.engine.search;

/**
 * The running budget of one search: node count, deadline and stop request. The clock is read only every
 * {@link #POLL_INTERVAL} polls so that time checks cost nothing measurable in the hot loop; a search
 * therefore ends within the time limit plus the time of that many nodes.
 */
final class Budget {

    /** Number of polls between two clock reads. */
    static final int POLL_INTERVAL = 16;

    private final Clock clock;
    private long startNanos;
    private long deadlineNanos;
    private boolean timed;
    private long nodeLimit;
    private int countdown;
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
        countdown = POLL_INTERVAL;
        exhausted = false;
        stopRequested = false;
    }

    /** Asks the search to end at its next poll; safe from any thread. */
    void requestStop() {
        stopRequested = true;
    }

    /**
     * Whether the search must end, given the nodes counted so far. Reads the clock once every
     * {@link #POLL_INTERVAL} calls.
     */
    boolean poll(long nodes) {
        if (exhausted) {
            return true;
        }
        if (stopRequested || (nodeLimit > 0 && nodes >= nodeLimit)) {
            exhausted = true;
            return true;
        }
        if (--countdown <= 0) {
            countdown = POLL_INTERVAL;
            if (timed && clock.nanoTime() - deadlineNanos >= 0) {
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
