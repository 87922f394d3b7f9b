package dev.arbiter.cli.tune;

import dev.arbiter.evolution.DeState;
import dev.arbiter.evolution.RatingLedger;

import java.util.List;

/**
 * Everything a tuning run needs to carry on exactly where it stopped, written atomically as
 * {@code checkpoint.json} after every finished game pair. The seeds of the pairs are derived from the run
 * seed and the pair id ({@link PairSeeds}), so no random state beyond the tuner's is needed.
 *
 * @param version           format version
 * @param tuner             the tuner's complete state (its outstanding requests are played again on resume)
 * @param elapsedMs         wall-clock time spent so far, over all sessions
 * @param gamesLogBytes     length of {@code games.ndjson} when the checkpoint was written; a longer log (games
 *                          of a pair that was not yet reported) is cut back to it on resume
 * @param vectors           every distinct vector played, by id ({@code v<id>} in the logs)
 * @param vectorGenerations the generation in which each vector was first played
 * @param results           games and points between the vectors
 * @param generations       one row per completed generation
 * @param validation        the validation match, once it has started (else null)
 */
public record TuneCheckpoint(int version, DeState tuner, long elapsedMs, long gamesLogBytes, double[][] vectors,
                             int[] vectorGenerations, RatingLedger.State results, List<GenerationRow> generations,
                             ValidationState validation) {

    /** The current format version. */
    public static final int VERSION = 1;

    /**
     * One completed generation.
     *
     * @param generation     its number (1 = the first completed)
     * @param pairs          pairs played so far
     * @param elapsedSeconds wall-clock seconds so far
     * @param replaced       members replaced by their trial in this generation
     * @param recommended    the tuner's recommendation after it
     * @param best           the population member with the best joint rating
     * @param mean           mean of each parameter over the population
     * @param sd             standard deviation of each parameter over the population
     */
    public record GenerationRow(int generation, long pairs, double elapsedSeconds, int replaced, double[] recommended,
                                double[] best, double[] mean, double[] sd) {
    }

    /**
     * The validation match of the recommendation against the seed vector.
     *
     * @param planned        pairs to play
     * @param recommendation the vector validated (fixed when the match starts)
     * @param counts         pentanomial counts from the recommendation's view
     * @param done           ids of the pairs played
     * @param logBytes       length of the validation game log at this checkpoint
     */
    public record ValidationState(int planned, double[] recommendation, long[] counts, long[] done, long logBytes) {
    }
}
