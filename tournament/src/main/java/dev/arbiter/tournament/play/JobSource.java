package dev.arbiter.tournament.play;

import java.io.IOException;

/**
 * Hands out the jobs of a run to the game service and takes their results; must be thread-safe. A
 * qualification's source is its pending schedule; a tuning's asks the tuner, and may make a worker wait
 * until results it needs have come in.
 */
public interface JobSource {

    /** The next job, waiting while the source needs results first; {@code null} when there is no more work. */
    GameJob next() throws InterruptedException;

    /** A finished job; never called for a job that was being played when the run was aborted. */
    void finished(JobResult result) throws IOException;

    /** The run is aborted: wake workers waiting in {@link #next()} and return {@code null} from now on. */
    default void abort() {
    }
}
