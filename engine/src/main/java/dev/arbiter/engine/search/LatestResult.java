package dev.arbiter.engine.search;

/**
 * The latest result a running search published, kept for another thread: when the searching thread is
 * descheduled across its deadline (a busy machine takes the CPU for tens of milliseconds at a time), the
 * thread that waits for the answer wakes at the deadline and answers with what the search had found a moment
 * before, instead of answering late. A listener ({@link Searcher#setListener}) asking for a report every
 * {@link #INTERVAL_NANOS}; the search publishes from its own thread, at its clock reads.
 */
public final class LatestResult implements SearchListener {

    /** How often a watched search publishes. */
    public static final long INTERVAL_NANOS = 1_000_000;

    private volatile SearchResult latest;

    @Override
    public void onProgress(SearchResult progress) {
        latest = progress;
    }

    @Override
    public long intervalNanos() {
        return INTERVAL_NANOS;
    }

    /** Forgets the result of the previous search (call before a search starts). */
    public void clear() {
        latest = null;
    }

    /** The latest result published, or null when none has been since {@link #clear()}. */
    public SearchResult get() {
        return latest;
    }
}
