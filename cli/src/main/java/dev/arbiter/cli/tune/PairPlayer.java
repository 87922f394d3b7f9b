package dev.arbiter.cli.tune;

import dev.arbiter.tournament.PairMatch;

/** Plays game pairs for one worker thread. */
public interface PairPlayer extends AutoCloseable {

    /** Plays the pair; faults forfeit games, they do not throw. */
    PairMatch.PairResult play(PairJob job);

    /** Stops at once, from any thread; the pair being played must be thrown away. */
    void abort();

    /** Releases the engines. */
    @Override
    void close();
}
