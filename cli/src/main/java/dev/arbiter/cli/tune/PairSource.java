package dev.arbiter.cli.tune;

import dev.arbiter.tournament.PairMatch;

import java.io.IOException;

/** Hands out game pairs to the workers of a {@link PairRunner} and takes their results; thread-safe. */
public interface PairSource {

    /** The next pair for a worker, waiting while the source needs results first; {@code null} when this worker may stop. */
    PairJob next() throws InterruptedException;

    /** A finished pair (never called for a pair that was played while aborting). */
    void finished(PairJob job, PairMatch.PairResult result) throws IOException;

    /** Wakes workers waiting in {@link #next()} and makes it return {@code null} from now on. */
    void abort();
}
