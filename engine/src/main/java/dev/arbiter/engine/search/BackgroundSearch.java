package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

/**
 * Runs a {@link Searcher} on its own thread (MiniFrame's background exploration): the thread runs steps
 * one after another, publishing the best result after each step and at least every 100 ms during a long
 * one; {@link #best()} reads the latest from any thread at any moment.
 *
 * <p>{@link #setWorld} hands a new actual world over: the world is copied, the running step is asked to
 * stop, and the searching thread imposes the world (keeping the matching subtree) before its next step.
 * When the searcher can make no further progress (tree complete, memory full) the thread waits for the
 * next world. The given limits apply to each step; normally only depth and memory are set. A step that
 * started just as the stop was requested runs to its end before the hand-off.
 *
 * @param <W> the world type
 */
public final class BackgroundSearch<W extends World<W>> implements AutoCloseable {

    private final Searcher<W> searcher;
    private final SearchLimits limits;
    private final W pendingWorld;
    private final Object lock = new Object();
    private final Thread thread;
    private final SearchListener listener;

    private volatile SearchResult latest;
    private volatile boolean running = true;
    private boolean pending;
    private boolean idle;
    private long generation;

    /**
     * Prepares a background search of {@code initial}; call {@link #start()} to begin.
     *
     * @param listener told about every published result, from the searching thread (may be
     *                 {@link SearchListener#NONE})
     */
    public BackgroundSearch(Searcher<W> searcher, Game<W> game, W initial, SearchLimits limits,
                            SearchListener listener) {
        this.searcher = searcher;
        this.limits = limits;
        this.listener = listener;
        this.pendingWorld = game.copyOf(initial);
        searcher.setWorld(initial);
        searcher.setListener(this::publish);
        this.latest = searcher.best();
        this.thread = new Thread(this::run, "arbiter-search-" + searcher.algorithm());
        thread.setDaemon(true);
    }

    /** {@link #BackgroundSearch(Searcher, Game, World, SearchLimits, SearchListener)} without listener. */
    public BackgroundSearch(Searcher<W> searcher, Game<W> game, W initial, SearchLimits limits) {
        this(searcher, game, initial, limits, SearchListener.NONE);
    }

    /** Starts the searching thread. */
    public void start() {
        thread.start();
    }

    private void publish(SearchResult result) {
        latest = result;
        listener.onProgress(result);
    }

    private void run() {
        while (running) {
            synchronized (lock) {
                if (pending) {
                    searcher.setWorld(pendingWorld);
                    pending = false;
                    idle = false;
                    generation++;
                    publish(searcher.best());
                    lock.notifyAll();
                }
                if (idle) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                    continue;
                }
            }
            boolean more = searcher.step(limits);
            publish(searcher.best());
            if (!more) {
                synchronized (lock) {
                    if (!pending) {
                        idle = true;
                        lock.notifyAll();
                    }
                }
            }
        }
    }

    /** The best result published so far (for the latest world handed over and imposed). */
    public SearchResult best() {
        return latest;
    }

    /**
     * Hands a new actual world to the searching thread (copied; the caller keeps {@code actual}). Returns at
     * once; {@link #awaitWorld()} waits until the thread has imposed it.
     */
    public void setWorld(W actual) {
        synchronized (lock) {
            pendingWorld.copyFrom(actual);
            pending = true;
            lock.notifyAll();
        }
        searcher.stop();
    }

    /** Waits until the last world handed over has been imposed (its results are the ones published). */
    public void awaitWorld() throws InterruptedException {
        synchronized (lock) {
            while (pending && running && thread.isAlive()) {
                lock.wait(100);
            }
        }
    }

    /** Waits until the searcher can make no further progress on the current world, or the timeout passes. */
    public boolean awaitIdle(long timeoutMs) throws InterruptedException {
        long end = System.nanoTime() + timeoutMs * 1_000_000L;
        synchronized (lock) {
            while (!idle || pending) {
                long left = (end - System.nanoTime()) / 1_000_000L;
                if (left <= 0 || !thread.isAlive()) {
                    return idle && !pending;
                }
                lock.wait(left);
            }
            return true;
        }
    }

    /** Number of worlds imposed on the searching thread so far (the initial one not counted). */
    public long worldsImposed() {
        synchronized (lock) {
            return generation;
        }
    }

    /** Stops the searching thread and waits for it to end. */
    public void stop() {
        running = false;
        searcher.stop();
        synchronized (lock) {
            lock.notifyAll();
        }
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Same as {@link #stop()}. */
    @Override
    public void close() {
        stop();
    }
}
