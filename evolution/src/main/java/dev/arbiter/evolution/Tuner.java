package dev.arbiter.evolution;

import java.util.List;
import java.util.Optional;

/**
 * A tuner written as a step machine: it says which game pair to play next and is told the result.
 * This makes checkpointing (state between two calls is complete) and concurrency (several requests
 * may be outstanding) straightforward; the tuner itself never blocks and never plays games.
 *
 * <p>Protocol: call {@link #nextRequest()}; if it returns a request, play it and later call
 * {@link #report(long, int)} with its id. A {@code null} request means the tuner needs outstanding
 * results before it can hand out more; with nothing outstanding it never returns {@code null}.
 * Results may be reported in any order. Sequential use (one request at a time) is deterministic.
 *
 * <p>Checkpoints: {@link #save()} returns the complete state as plain data (records and arrays, no
 * references to live objects); each implementation has a constructor taking its configuration and that
 * state. A restored tuner expects its {@link #outstandingRequests()} to be played (again) and reported.
 */
public interface Tuner {

    /** The next game pair to play, or {@code null} if the tuner must first receive outstanding results. */
    PairRequest nextRequest();

    /**
     * Reports the result of a request.
     *
     * @param requestId  the id of an outstanding request
     * @param halfPoints A's points in the pair times two, 0..4
     */
    void report(long requestId, int halfPoints);

    /** The vector the tuner currently recommends (a copy). */
    double[] recommendation();

    /** Pairs reported so far. */
    long pairsPlayed();

    /**
     * The most pairs that can be played before the recommendation first differs from the seed vector: for DE its
     * whole first generation with every duel at its longest, for SPSA one pair. A driver whose budget is smaller
     * would end recommending the seed unchanged, and should say so before it starts.
     */
    long pairsBeforeFirstStep();

    /** Requests handed out and not yet reported, in the order they were handed out (copies). */
    List<PairRequest> outstandingRequests();

    /** The complete state as plain data, for a checkpoint. */
    TunerState save();

    /** Where the run stands, in a form that does not depend on the tuner. */
    TunerProgress progress();

    /**
     * Every pair this tuner was told about, by the vectors that played it, if it keeps such a record for a
     * joint rating (a copy as plain data); empty for tuners that keep none. A tuning run reports its
     * evaluations from it rather than recording every pair a second time.
     */
    default Optional<RatingLedger.State> ratings() {
        return Optional.empty();
    }
}
