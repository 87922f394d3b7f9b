package dev.arbiter.evolution;

import java.util.List;

/**
 * The complete state of a {@link DifferentialEvolution} run as plain data (records and arrays), for
 * checkpoints; a CLI can write it as JSON (each group's fields side by side, as they were before the grouping).
 *
 * @param counters    where the run is: generations and pairs
 * @param members     the current population
 * @param duels       this generation's trials, their duels and the requests handed out for them
 * @param recommended the recommendation and the picks it averages
 * @param surfaces    the response surfaces fitted to the duels
 * @param ledger      every vector and game
 * @param design      the refinement stage, once it has started ({@code null} before, and in checkpoints written
 *                    before it existed)
 * @param rngState    state of the tuner's random stream
 */
public record DeState(Counters counters, Members members, Duels duels, Recommended recommended, Surfaces surfaces,
                      RatingLedger.State ledger, DesignState design, byte[] rngState)
        implements TunerState {

    /**
     * Where the run is.
     *
     * @param generation    completed generations
     * @param nextRequestId the next request id
     * @param pairsPlayed   pairs reported
     */
    public record Counters(int generation, long nextRequestId, long pairsPlayed) {
    }

    /**
     * The current population.
     *
     * @param population   current members
     * @param memberIds    ledger ids of the members
     * @param memberElo    member ratings from the last joint fit
     * @param lastReplaced members replaced by their trial in the last completed generation
     */
    public record Members(double[][] population, int[] memberIds, double[] memberElo, int lastReplaced) {
    }

    /**
     * This generation's trials and their duels against the members.
     *
     * @param trials           this generation's trial per member
     * @param trialIds         ledger ids of the trials
     * @param duelCounts       pentanomial counts of each running duel (trial's view)
     * @param duelIssued       pairs handed out per duel
     * @param duelDone         whether each duel has stopped
     * @param outstandingIds   ids of requests handed out and not reported
     * @param outstandingDuels the duel of each outstanding request
     */
    public record Duels(double[][] trials, int[] trialIds, long[][] duelCounts, int[] duelIssued, boolean[] duelDone,
                        long[] outstandingIds, int[] outstandingDuels) {
    }

    /**
     * The recommendation.
     *
     * @param recommendation current recommendation
     * @param picks          every completed generation's pick, oldest first
     */
    public record Recommended(double[] recommendation, double[][] picks) {
    }

    /**
     * The response surfaces fitted to the duels.
     *
     * @param surfaceNormal normal matrix of the quadratic response surface
     * @param surfaceRhs    right-hand side of the quadratic response surface
     * @param surfacePairs  pairs recorded in the quadratic response surface
     * @param modelDuels    the duels the local response surface remembers, oldest first ({@code null} in checkpoints
     *                      written before it existed: none)
     */
    public record Surfaces(double[][] surfaceNormal, double[] surfaceRhs, long surfacePairs,
                           List<LocalResponseSurface.Duel> modelDuels) {
    }
}
