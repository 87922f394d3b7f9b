package dev.arbiter.evolution;

import java.util.List;

/**
 * The complete state of a {@link DifferentialEvolution} run as plain data (records and arrays), for
 * checkpoints; a CLI can write it as JSON.
 *
 * @param generation       completed generations
 * @param population       current members
 * @param memberIds        ledger ids of the members
 * @param memberElo        member ratings from the last joint fit
 * @param trials           this generation's trial per member
 * @param trialIds         ledger ids of the trials
 * @param duelCounts       pentanomial counts of each running duel (trial's view)
 * @param duelIssued       pairs handed out per duel
 * @param duelDone         whether each duel has stopped
 * @param outstandingIds   ids of requests handed out and not reported
 * @param outstandingDuels the duel of each outstanding request
 * @param nextRequestId    the next request id
 * @param pairsPlayed      pairs reported
 * @param rngState         state of the tuner's random stream
 * @param recommendation   current recommendation
 * @param picks            every completed generation's pick, oldest first
 * @param ledger           every vector and game
 * @param surfaceNormal    normal matrix of the quadratic response surface
 * @param surfaceRhs       right-hand side of the quadratic response surface
 * @param surfacePairs     pairs recorded in the quadratic response surface
 * @param lastReplaced     members replaced by their trial in the last completed generation
 * @param modelDuels       the duels the local response surface remembers, oldest first ({@code null} in checkpoints
 *                         written before it existed: none)
 * @param design           the refinement stage, once it has started ({@code null} before, and in checkpoints written
 *                         before it existed)
 */
public record DeState(int generation, double[][] population, int[] memberIds, double[] memberElo, double[][] trials,
                      int[] trialIds, long[][] duelCounts, int[] duelIssued, boolean[] duelDone, long[] outstandingIds,
                      int[] outstandingDuels, long nextRequestId, long pairsPlayed, byte[] rngState,
                      double[] recommendation, double[][] picks,
                      RatingLedger.State ledger, double[][] surfaceNormal, double[] surfaceRhs,
                      long surfacePairs, int lastReplaced, List<LocalResponseSurface.Duel> modelDuels,
                      DesignState design)
        implements TunerState {
}
