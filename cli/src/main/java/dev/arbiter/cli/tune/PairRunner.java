package dev.arbiter.cli.tune;

import dev.arbiter.tournament.PairMatch;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * K worker threads, each with its own {@link PairPlayer}, pull pairs from a {@link PairSource} until it
 * has no more and hand back the results. {@link #abort()} (Ctrl-C) stops the workers at once; a pair
 * that was being played is thrown away, never reported.
 */
public final class PairRunner {

    private final int workers;
    private final Supplier<PairPlayer> players;
    private final List<PairPlayer> active = new CopyOnWriteArrayList<>();
    private volatile PairSource source;
    private volatile boolean aborted;

    /** A runner with {@code workers} threads, each using a player from {@code players}. */
    public PairRunner(int workers, Supplier<PairPlayer> players) {
        this.workers = workers;
        this.players = players;
    }

    /** Plays pairs of {@code source} until it returns no more or the runner is aborted. */
    public void run(PairSource source) throws IOException {
        this.source = source;
        if (aborted) {
            source.abort();
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "arbiter-tune");
            t.setDaemon(true);
            return t;
        });
        List<Future<?>> futures = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            futures.add(pool.submit(() -> {
                try (PairPlayer player = players.get()) {
                    active.add(player);
                    if (aborted) {
                        return null;
                    }
                    PairJob job;
                    while (!aborted && (job = source.next()) != null) {
                        PairMatch.PairResult result = player.play(job);
                        if (aborted) {
                            break;
                        }
                        source.finished(job, result);
                    }
                    return null;
                } catch (RuntimeException | IOException | InterruptedException e) {
                    abort();
                    throw e;
                }
            }));
        }
        try {
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            abort();
        } catch (ExecutionException e) {
            abort();
            Throwable cause = e.getCause();
            throw cause instanceof IOException io ? io : new IOException("a tuning worker failed: " + cause, cause);
        } finally {
            pool.shutdownNow();
        }
    }

    /** Stops every worker at once; may be called from any thread. */
    public void abort() {
        aborted = true;
        PairSource s = source;
        if (s != null) {
            s.abort();
        }
        active.forEach(PairPlayer::abort);
    }

    /** Whether {@link #abort()} was called. */
    public boolean aborted() {
        return aborted;
    }
}
