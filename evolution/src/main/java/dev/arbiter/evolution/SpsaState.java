package dev.arbiter.evolution;

/**
 * The complete state of an {@link Spsa} run as plain data.
 *
 * @param theta         current θ
 * @param reported      pairs reported (the iteration counter)
 * @param nextRequestId the next request id
 * @param pending       the requests handed out and not reported
 * @param rngState      state of the random stream
 */
public record SpsaState(double[] theta, long reported, long nextRequestId, Pending pending, byte[] rngState)
        implements TunerState {

    /**
     * The requests handed out and not reported, in order, as parallel arrays.
     *
     * @param outstandingIds        their ids
     * @param outstandingIterations the iteration snapshot of each
     * @param outstandingFlips      the perturbation signs of each
     * @param outstandingA          vector A of each
     * @param outstandingB          vector B of each
     */
    public record Pending(long[] outstandingIds, long[] outstandingIterations, int[][] outstandingFlips,
                          double[][] outstandingA, double[][] outstandingB) {
    }
}
