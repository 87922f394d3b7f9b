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
}
