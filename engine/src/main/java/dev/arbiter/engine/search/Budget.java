package dev.arbiter.engine.search;

/**
 * The running budget of one search: node count, deadline and stop request.
 *
 * <p>Clock reads: the clock is read once every few polls so that time checks cost nothing measurable in the
 * hot loop; the number of polls between reads adapts (doubling, or halving, between 1 and
 * {@link #MAX_POLL_INTERVAL}) so that reads stay about {@link #READ_GAP_NANOS} apart whether a node costs
 * 50 ns or 1 ms (an expansion whose children are each evaluated by rolling the game out).
 *
 * <p>Deadline: a timed search must <em>end</em> by its deadline, not notice it afterwards. At each clock read
 * the budget predicts the time to the next read, {@code interval * peak}, where {@code peak} is the largest
 * recent cost of one poll's work (the gaps between reads divided by the polls they covered, a running maximum
 * that decays by 1/{@code 2^}{@link #PEAK_DECAY_SHIFT} per read so one slow stretch does not cut every later
 * search short), and ends the search when the deadline falls before that next read. A node as slow as the
 * slowest recent one therefore no longer overshoots the deadline by its own cost: with polls of steady cost
 * the search ends before its deadline; a poll slower than any recent one overshoots by the difference only.
 * Without a time limit the clock is read once, at the start, and the prediction is never made, unless the
 * search is <em>watched</em> (a listener wants progress reports at intervals): then the clock is read the same
 * adaptive way, for {@link #lastRead()}, and only the deadline is left out; the nodes searched are the same.
 */
final class Budget {

    /** Most polls between two clock reads. */
    static final int MAX_POLL_INTERVAL = 1024;
    /** Aimed-for time between two clock reads. */
    static final long READ_GAP_NANOS = 50_000;
    /** The peak cost of a poll loses {@code 1 / 2^PEAK_DECAY_SHIFT} of itself at every clock read. */
    static final int PEAK_DECAY_SHIFT = 4;

    private final Clock clock;
    private long startNanos;
    private long deadlineNanos;
    private boolean timed;
    private boolean clocked;
    private long nodeLimit;
    private int countdown;
    private int interval;
    private long lastRead;
    private long peakPollNanos;
    private boolean exhausted;
    private volatile boolean stopRequested;

    Budget(Clock clock) {
        this.clock = clock;
    }

    /** The clock this budget reads. */
    Clock clock() {
        return clock;
    }

    /** Starts an unwatched budget for {@code limits} now, its time limit (if any) counted from now. */
    void start(SearchLimits limits) {
        start(limits, false);
    }

    /** Starts a budget for {@code limits} now, its time limit (if any) counted from now. */
    void start(SearchLimits limits, boolean watched) {
        long now = clock.nanoTime();
        begin(limits, now, limits.timeMs() > 0, now + limits.timeMs() * 1_000_000L, watched);
    }

    /**
     * Starts a timed budget now that must end by {@code deadline} (a moment on this budget's clock; the time
     * limit of {@code limits} is not read), with the node limit of {@code limits}.
     */
    void startUntil(SearchLimits limits, long deadline, boolean watched) {
        begin(limits, clock.nanoTime(), true, deadline, watched);
    }

    private void begin(SearchLimits limits, long now, boolean isTimed, long deadline, boolean watched) {
        startNanos = now;
        timed = isTimed;
        clocked = isTimed || watched;
        deadlineNanos = deadline;
        nodeLimit = limits.nodes();
        interval = 1;
        countdown = 1;
        lastRead = now;
        peakPollNanos = 0;
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
        if (clocked && --countdown <= 0) {
            readClock();
        }
        return exhausted;
    }

    private void readClock() {
        long now = clock.nanoTime();
        long gap = now - lastRead;
        lastRead = now;
        long perPoll = gap / interval;
        peakPollNanos = Math.max(perPoll, peakPollNanos - (peakPollNanos >> PEAK_DECAY_SHIFT));
        if (gap < READ_GAP_NANOS / 2 && interval < MAX_POLL_INTERVAL) {
            interval <<= 1;
        } else if (gap > READ_GAP_NANOS && interval > 1) {
            interval >>= 1;
        }
        countdown = interval;
        if (timed && now + peakPollNanos * interval - deadlineNanos >= 0) {
            exhausted = true;
        }
    }

    /** The clock's last reading (its reading at the start until it is read again). */
    long lastRead() {
        return lastRead;
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
