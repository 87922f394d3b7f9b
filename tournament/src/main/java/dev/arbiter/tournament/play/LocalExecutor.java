package dev.arbiter.tournament.play;

import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.engine.EngineFault;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * Plays jobs on K worker threads of this machine. Each worker has its own {@link JobPlayer} (and so its own
 * engine processes), created on first use and kept until {@link #close()}, so engines live across the runs
 * of one executor (a tuning and its validation match). A worker takes the next job from the source, plays it
 * and reports it; when reporting fails, or on {@link #abort()}, every worker stops at once and the jobs being
 * played are thrown away.
 */
public final class LocalExecutor implements GameExecutor {

    private final int workers;
    private final Supplier<JobPlayer> factory;
    private final JobPlayer[] players;
    private volatile boolean aborted;

    /** An executor with {@code workers} threads, each playing with a player from {@code factory}. */
    public LocalExecutor(int workers, Supplier<JobPlayer> factory) {
        if (workers < 1) {
            throw new IllegalArgumentException("workers: expected a positive number, got " + workers);
        }
        this.workers = workers;
        this.factory = factory;
        this.players = new JobPlayer[workers];
    }

    private synchronized JobPlayer player(int worker) {
        if (players[worker] == null) {
            players[worker] = factory.get();
            if (aborted) {
                players[worker].abort();
            }
        }
        return players[worker];
    }

    @Override
    public void run(JobSource source) throws IOException {
        if (aborted) {
            source.abort();
            return;
        }
        ExecutorService threads = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "arbiter-game");
            t.setDaemon(true);
            return t;
        });
        List<Future<?>> futures = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            int worker = w;
            futures.add(threads.submit(() -> {
                try {
                    JobPlayer player = player(worker);
                    GameJob job;
                    while (!aborted && (job = source.next()) != null) {
                        JobResult result = player.play(job);
                        if (aborted) {
                            break;
                        }
                        source.finished(result);
                    }
                    return null;
                } catch (RuntimeException | IOException | InterruptedException e) {
                    abort();
                    source.abort();
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
            source.abort();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) {
                throw io;
            }
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IOException("a game worker failed: " + cause, cause);
        } finally {
            threads.shutdownNow();
        }
    }

    @Override
    public void check(Entrant entrant) throws EngineFault, TournamentException {
        player(0).check(entrant);
    }

    /** As many as the machine has processors: starting an engine is mostly CPU work (a JVM's start-up). */
    @Override
    public int parallelChecks() {
        return Runtime.getRuntime().availableProcessors();
    }

    @Override
    public void abort() {
        aborted = true;
        for (int w = 0; w < workers; w++) {
            JobPlayer p;
            synchronized (this) {
                p = players[w];
            }
            if (p != null) {
                p.abort();
            }
        }
    }

    /** Ends every worker's engines, the workers' at the same time. */
    @Override
    public synchronized void close() {
        List<CompletableFuture<Void>> closing = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            if (players[w] != null) {
                closing.add(CompletableFuture.runAsync(players[w]::close, CLOSER));
                players[w] = null;
            }
        }
        closing.forEach(CompletableFuture::join);
    }

    private static final Executor CLOSER = task -> {
        Thread thread = new Thread(task, "engine-close");
        thread.setDaemon(true);
        thread.start();
    };
}
