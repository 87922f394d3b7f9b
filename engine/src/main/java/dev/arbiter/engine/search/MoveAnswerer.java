package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.SelfPlayShow;
import dev.arbiter.engine.world.World;

import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A searcher answering move requests in-process as the engine server answers them over the protocol: the
 * request is the call, the answer is the return, and a time limit is a deadline for the answer counted from
 * the request, kept by a {@link DeadlineKeeper} that learns from each answer. The time to impose the world
 * (which may move the tree's root and free the rest) counts against the limit, as a referee's
 * {@code position} counts against its {@code go}. Budgets without a time limit search on the caller's thread
 * as {@link Searcher#search} does, so node budgets give the same results as ever.
 *
 * <p>A timed search runs on a thread of the answerer's while the caller waits until the rescue moment
 * ({@link DeadlineKeeper#rescueAt}); if the search has not returned by then (its thread descheduled across
 * its deadline) the caller answers with the result it published last ({@link LatestResult}) and the search
 * is told to stop; the next request waits for it to end before it touches the searcher. A search that has
 * published nothing yet is waited for.
 *
 * @param <W> the world type
 */
public final class MoveAnswerer<W extends World<W>> implements AutoCloseable {

    /**
     * An answer.
     *
     * @param result       what the search found
     * @param latencyNanos time from the request to the answer
     */
    public record Answer(SearchResult result, long latencyNanos) {
    }

    /** Time limit of one warm-up move. */
    public static final long WARM_UP_MOVE_MS = 10;

    private final Searcher<W> searcher;
    private final Clock clock;
    private final DeadlineKeeper deadlines = new DeadlineKeeper();
    private final LatestResult latest = new LatestResult();
    private ExecutorService thread;
    private Future<SearchResult> running;

    /** @param clock the clock {@code searcher} reads its time budgets on */
    public MoveAnswerer(Searcher<W> searcher, Clock clock) {
        this.searcher = searcher;
        this.clock = clock;
    }

    /** An answerer for a searcher on the system clock. */
    public MoveAnswerer(Searcher<W> searcher) {
        this(searcher, Clock.SYSTEM);
    }

    /** Starts a new game ({@link Searcher#newGame}), once a search a rescue left running has ended. */
    public void newGame(long seed) {
        awaitRunning();
        searcher.newGame(seed);
    }

    /** This answerer under {@code limits}, as a self-play show plays it. */
    public SelfPlayShow.Player<W> player(SearchLimits limits) {
        return new SelfPlayShow.Player<>() {
            @Override
            public void newGame(long seed) {
                MoveAnswerer.this.newGame(seed);
            }

            @Override
            public SelfPlayShow.Choice choose(W world) {
                Answer answer = answer(world, limits);
                return new SelfPlayShow.Choice(answer.result().action(), answer.latencyNanos());
            }
        };
    }

    /** Imposes {@code world} on the searcher and searches it under {@code limits}, as a request made now. */
    public Answer answer(W world, SearchLimits limits) {
        long request = clock.nanoTime();
        awaitRunning();
        searcher.setWorld(world);
        if (limits.timeMs() == 0) {
            searcher.setListener(SearchListener.NONE);
            SearchResult result = searcher.search(limits);
            return new Answer(result, clock.nanoTime() - request);
        }
        long deadline = deadlines.deadline(request, limits.timeMs());
        long rescueAt = deadlines.rescueAt(request, limits.timeMs());
        latest.clear();
        searcher.setListener(latest);
        if (thread == null) {
            thread = Executors.newSingleThreadExecutor(runnable -> {
                Thread t = new Thread(runnable, "arbiter-answer-" + searcher.algorithm());
                t.setDaemon(true);
                return t;
            });
        }
        Future<SearchResult> search = thread.submit(() -> searcher.searchUntil(limits, deadline));
        SearchResult result = awaitUntil(search, rescueAt);
        if (result == null) {
            result = latest.get();
            if (result == null || result.action() < 0) {
                result = awaitUntil(search, null);
            } else {
                searcher.stop();
                running = search;
            }
        }
        long answered = clock.nanoTime();
        deadlines.answered(deadline, answered);
        return new Answer(result, answered - request);
    }

    /**
     * The search's result, or null when the clock passes {@code rescueAt} first (null: wait for the result).
     * The wait is measured on the searcher's clock: each timed wait is what the clock says is left, and the
     * clock is read again after it, so a test clock that moves only with the search never rescues a search
     * that keeps its deadline.
     */
    private SearchResult awaitUntil(Future<SearchResult> search, Long rescueAt) {
        try {
            if (rescueAt == null) {
                return search.get();
            }
            long left;
            while (!search.isDone() && (left = rescueAt - clock.nanoTime()) > 0) {
                try {
                    return search.get(left, TimeUnit.NANOSECONDS);
                } catch (TimeoutException e) {
                    // read the clock again
                }
            }
            return search.isDone() ? search.get() : null;
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while searching", e);
        }
    }

    /** Waits for a search a rescue left running (told to stop) to end. */
    private void awaitRunning() {
        if (running == null) {
            return;
        }
        try {
            running.get();
        } catch (ExecutionException e) {
            // its answer was given already; the failure shows again in the next search if it is real
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while a search ended", e);
        }
        running = null;
    }

    /** Stops a running search and ends the answerer's thread. */
    @Override
    public void close() {
        searcher.stop();
        if (thread != null) {
            thread.shutdown();
        }
    }

    /**
     * Plays {@code game} with {@code searcher} from random worlds for about {@code millis} milliseconds,
     * {@value #WARM_UP_MOVE_MS} ms a move under the memory, node and depth budgets of {@code limits}, so that
     * the first real request finds the search compiled and the tree allocated to its memory budget; then
     * starts a new game with {@code seed}, the seed the searcher was built with, so that nothing of the
     * warm-up remains. The engine server warms up over its own socket instead, which also exercises the
     * protocol.
     */
    public static <W extends World<W>> void warmUp(Searcher<W> searcher, Game<W> game, SearchLimits limits,
                                                   long millis, long seed) {
        SearchLimits budget = new SearchLimits(0, limits.nodes(), limits.depth(), limits.memoryBytes());
        SplittableRandom random = new SplittableRandom(seed);
        long end = System.nanoTime() + millis * 1_000_000L;
        W world = null;
        while (System.nanoTime() - end < 0) {
            if (world == null || world.isEnd()) {
                world = game.initialWorld(game.createInitData(random.split()));
                searcher.newGame(random.nextLong());
            }
            searcher.setWorld(world);
            SearchResult result = searcher.searchUntil(budget, System.nanoTime() + WARM_UP_MOVE_MS * 1_000_000L);
            if (result.action() < 0) {
                world = null;
            } else {
                world.apply(result.action());
            }
        }
        searcher.newGame(seed);
    }
}
