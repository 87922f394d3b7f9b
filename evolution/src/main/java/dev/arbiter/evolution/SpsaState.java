package dev.arbiter.evolution;

/**
 * The complete state of an {@link Spsa} run as plain data.
 *
 * @param theta                 current θ
 * @param reported              pairs reported (the iteration counter)
 * @param nextRequestId         the next request id
 * @param outstandingIds        requests handed out and not reported
 * @param outstandingIterations the iteration snapshot of each
 * @param outstandingFlips      the perturbation signs of each
 * @param outstandingA          vector A of each
 * @param outstandingB          vector B of each
 * @param rngState              state of the random stream
 */
public record SpsaState(double[] theta, long reported, long nextRequestId, long[] outstandingIds,
                        long[] outstandingIterations, int[][] outstandingFlips, double[][] outstandingA,
                        double[][] outstandingB, byte[] rngState) implements TunerState {
}
