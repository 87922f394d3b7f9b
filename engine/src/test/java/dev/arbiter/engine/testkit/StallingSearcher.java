package dev.arbiter.engine.testkit;

import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchListener;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.World;

import java.util.concurrent.CountDownLatch;

/**
 * A searcher whose thread stalls across its deadline, as one descheduled by a busy machine does: a timed
 * search publishes {@code published} to its listener (already when the listener is set, so the test does not
 * depend on when the search thread runs), then waits until it is told to stop and returns {@code late}; or, made {@link #silent}, publishes nothing and returns {@code late} once {@link #released}.
 * Tests wait on {@link #published} and {@link #stopped} instead of on time.
 *
 * @param <W> the world type
 */
public final class StallingSearcher<W extends World<W>> implements Searcher<W> {

    /** Counted down once the timed search has published its result. */
    public final CountDownLatch published = new CountDownLatch(1);
    /** Counted down once the search has been told to stop. */
    public final CountDownLatch stopped = new CountDownLatch(1);
    /** Counted down by the test to let a silent search return. */
    public final CountDownLatch released = new CountDownLatch(1);

    private final SearchResult early;
    private final SearchResult late;
    private final boolean silent;
    private SearchListener listener = SearchListener.NONE;

    /** A searcher that publishes {@code published} and, once stopped, returns {@code late} (both actions). */
    public StallingSearcher(int published, int late) {
        this(published, late, false);
    }

    private StallingSearcher(int published, int late, boolean silent) {
        this.early = new SearchResult(published, 0, 1, 1, 0, new int[] {published});
        this.late = new SearchResult(late, 0, 2, 2, 0, new int[] {late});
        this.silent = silent;
    }

    /** A searcher that publishes nothing and returns {@code late} once {@link #released}. */
    public static <W extends World<W>> StallingSearcher<W> silent(int late) {
        return new StallingSearcher<>(-1, late, true);
    }

    @Override
    public String algorithm() {
        return "stalling";
    }

    @Override
    public void setWorld(W actual) {
        // the answers do not depend on the world
    }

    @Override
    public boolean step(SearchLimits limits) {
        return false;
    }

    @Override
    public SearchResult best() {
        return late;
    }

    @Override
    public SearchResult search(SearchLimits limits) {
        return late;
    }

    @Override
    public SearchResult searchUntil(SearchLimits limits, long deadlineNanos) {
        if (!silent) {
            listener.onProgress(early);
        }
        published.countDown();
        try {
            (silent ? released : stopped).await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return late;
    }

    @Override
    public void stop() {
        stopped.countDown();
    }

    @Override
    public long worldsInUse() {
        return 1;
    }

    @Override
    public long worldsForMemory(long memoryBytes) {
        return 1;
    }

    /**
     * Takes the listener and, unless silent, publishes {@code published} to it at once, as a search whose
     * thread ran a moment would have: a rescue finds it however late the machine runs the search thread.
     */
    @Override
    public void setListener(SearchListener listener) {
        this.listener = listener == null ? SearchListener.NONE : listener;
        if (!silent) {
            this.listener.onProgress(early);
        }
    }
}
