package dev.arbiter.tuning;

import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.JobSource;

import java.io.IOException;

/**
 * The tuner's pairs for the game service's workers: requests outstanding from a checkpoint first, then new ones,
 * none once the budget is spent. A worker asking while every request to play is being played, or has a result
 * waiting for an earlier one, waits for a result (the tuner hands out more only after one is reported, see
 * {@link PairHandOuts}). Everything happens under the run's lock, so results are logged and reported one at a time,
 * in hand-out order; after {@link #abort()} results are thrown away and no pair is handed out, and after a breach of
 * the void bounds no pair is handed out.
 */
final class TuningPairs implements JobSource {

    /** What becomes of a finished pair: called under the lock. */
    interface Results {
        void finished(JobResult result) throws IOException;
    }

    private final Object lock;
    private final PairHandOuts handOuts;
    private final VoidPairs voids;
    private final Results results;
    private boolean aborted;

    /** @param lock the run's lock, which {@code handOuts}, {@code voids} and {@code results} are used under */
    TuningPairs(Object lock, PairHandOuts handOuts, VoidPairs voids, Results results) {
        this.lock = lock;
        this.handOuts = handOuts;
        this.voids = voids;
        this.results = results;
    }

    @Override
    public GameJob next() throws InterruptedException {
        synchronized (lock) {
            while (!aborted && !voids.breached() && !handOuts.budgetSpent()) {
                GameJob job = handOuts.nextJob();
                if (job != null) {
                    return job;
                }
                if (handOuts.nothingToPlay()) {
                    return null;
                }
                lock.wait();
            }
            return null;
        }
    }

    @Override
    public void finished(JobResult result) throws IOException {
        synchronized (lock) {
            if (aborted) {
                return;
            }
            results.finished(result);
            lock.notifyAll();
        }
    }

    @Override
    public void abort() {
        synchronized (lock) {
            aborted = true;
            lock.notifyAll();
        }
    }
}
