package dev.arbiter.engine.search;

/**
 * Receives progress events from a search (an iteration completed, a new best action). The search core
 * never prints; front ends (the server, the CLI, the debug console) listen.
 */
@FunctionalInterface
public interface SearchListener {

    /** A listener that ignores everything. */
    SearchListener NONE = progress -> { };

    /** Called from the searching thread whenever the best line changes or an iteration completes. */
    void onProgress(SearchResult progress);

    /**
     * The least time between two progress reports during one step (a step's end always reports): 100 ms
     * unless the listener needs fresher results (the engine server keeps the latest result for answering at
     * the deadline when the searching thread is late, {@link LatestResult}).
     */
    default long intervalNanos() {
        return 100_000_000L;
    }
}
