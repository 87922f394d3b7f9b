package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.ProtocolException;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.Searcher;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * The threads of one session and the hand-off between them, after the Leader/Followers pattern (Schmidt et
 * al., "Leader/Followers: A Design Pattern for Efficient Multi-threaded I/O Demultiplexing and Dispatching",
 * PLoP 2000): one thread reads requests; the thread that reads a {@code go} runs its search itself and hands the
 * reading to another thread of the session, so that no thread is woken between a request and its search (a
 * woken thread first waits to be scheduled, on a busy machine for milliseconds) and {@code stop}, {@code ping}
 * and {@code quit} are still answered while it searches.
 *
 * <p>A {@code go} keeps the session busy from its start until it has answered; after the answer its search may
 * go on exploring (pondering) until the next request needs the searcher. A search clears its stop request when it
 * starts, so a stop is repeated until the search is done. The threads are daemons of a pool that {@link #close}
 * stops: none outlives the session.
 */
final class SearchHandOff {

    private final ExecutorService roles = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "arbiter-session");
        thread.setDaemon(true);
        return thread;
    });
    private final Consumer<String> log;
    private volatile boolean goRunning;
    private volatile boolean pondering;
    private Future<?> thinking;
    private Searcher<?> thinker;
    /** A search the reading thread is to run itself once it has handed the reading over. */
    private FutureTask<Void> handedOver;

    /** @param log where a search that ended with an exception is logged */
    SearchHandOff(Consumer<String> log) {
        this.log = log;
    }

    /** Starts reading on a thread of the session. */
    void read(Runnable reading) {
        roles.execute(reading);
    }

    /** Throws when a {@code go} has not answered yet. */
    void requireIdle() throws ProtocolException {
        if (goRunning) {
            throw new ProtocolException("busy: a search is running (send 'stop' first)");
        }
    }

    /** Whether a {@code go} has not answered yet. */
    boolean answering() {
        return goRunning;
    }

    /** A {@code go} starts: stops what runs (pondering); the session is busy until {@link #answered}. */
    void beginGo() {
        stopThinking();
        goRunning = true;
    }

    /** The {@code go} has answered: the session takes requests again (its search may go on pondering). */
    void answered() {
        goRunning = false;
    }

    /**
     * Gives {@code search}, run with {@code searcher}, to the thread reading the {@code go}, to run once it has
     * handed the reading over ({@link #searchIfHandedOver}); the session is idle again when it ends.
     */
    void handOver(Searcher<?> searcher, Runnable search) {
        FutureTask<Void> task = new FutureTask<>(() -> {
            try {
                search.run();
            } finally {
                goRunning = false;
            }
        }, null);
        thinking = task;
        thinker = searcher;
        handedOver = task;
    }

    /**
     * On the reading thread, after each request: when it was a {@code go}, hands the reading ({@code reading}) to
     * another thread of the session ({@code cannotRead} when the session is closing) and runs the search here;
     * returns whether it did, and so has stopped reading.
     */
    boolean searchIfHandedOver(Runnable reading, Runnable cannotRead) {
        FutureTask<Void> search = handedOver;
        if (search == null) {
            return false;
        }
        handedOver = null;
        try {
            roles.execute(reading);
        } catch (RejectedExecutionException e) {
            cannotRead.run();
        }
        search.run();
        return true;
    }

    /** Explores with {@code searcher} after the {@code go}'s answer until the next request needs the searcher. */
    void ponder(Searcher<?> searcher, SearchLimits unbounded) {
        pondering = true;
        while (pondering && searcher.step(unbounded)) {
            Thread.onSpinWait();
        }
    }

    /** The {@code stop} request: stops the search until the {@code go} has answered (pondering goes on). */
    void stopSearch() {
        stopUntilDone(false);
    }

    /** Stops the search or pondering that runs and waits until it has ended. */
    void stopThinking() {
        pondering = false;
        stopUntilDone(true);
        thinking = null;
    }

    /** Stops what runs and the session's threads. */
    void close() {
        stopThinking();
        roles.shutdownNow();
    }

    /**
     * Stops the search or pondering that runs, repeating the request until it is done (or, when {@code whole} is
     * false, until the {@code go} has answered).
     */
    private void stopUntilDone(boolean whole) {
        Future<?> task = thinking;
        if (task == null) {
            return;
        }
        while (!task.isDone() && (whole || goRunning)) {
            thinker.stop();
            try {
                task.get(1, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                continue;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (ExecutionException e) {
                log.accept("search ended with " + e.getCause());
                return;
            }
        }
    }
}
