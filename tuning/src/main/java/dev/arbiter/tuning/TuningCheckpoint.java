package dev.arbiter.tuning;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import dev.arbiter.evolution.TunerState;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Everything a tuning run needs to carry on exactly where it stopped, written atomically as
 * {@code checkpoint.json} after every finished game pair. The seeds of the pairs are derived from the run
 * seed and the pair id ({@link PairSeeds}), so no random state beyond the tuner's is needed. The games
 * between the vectors are kept once, in the tuner's state (format 1 also kept a copy, {@code results}, which
 * is ignored when read).
 *
 * @param version           format version
 * @param tuner             the tuner's complete state (its outstanding requests are played again on resume)
 * @param elapsedMs         time spent tuning so far, over all sessions
 * @param gamesLogBytes     length of {@code games.ndjson} when the checkpoint was written; a longer log (games
 *                          of a pair that was not yet reported) is cut back to it on resume
 * @param vectors           every distinct vector played, by id ({@code v<id>} in the logs)
 * @param vectorGenerations the generation in which each vector was first played
 * @param generations       one row per completed generation
 * @param validation        the validation match, once it has started (else null)
 */
@JsonIgnoreProperties({"results"})
public record TuningCheckpoint(int version, TunerState tuner, long elapsedMs, long gamesLogBytes, double[][] vectors,
                               int[] vectorGenerations, List<GenerationRow> generations, ValidationState validation) {

    /** The current format version. */
    public static final int VERSION = 2;
    /** The oldest format version still read. */
    public static final int OLDEST = 1;

    /**
     * Reads a checkpoint file.
     *
     * @throws IOException if it cannot be read or parsed, or its format version is not supported
     */
    public static TuningCheckpoint read(Path file) throws IOException {
        TuningCheckpoint cp = TuningJson.COMPACT.readValue(file.toFile(), TuningCheckpoint.class);
        if (cp.version() < OLDEST || cp.version() > VERSION) {
            throw new IOException(file + ": checkpoint format " + cp.version() + " is not supported");
        }
        return cp;
    }

    /**
     * One completed generation (a tuner's step), from the tuner's {@link dev.arbiter.evolution.TunerProgress}.
     *
     * @param generation     its number (1 = the first completed)
     * @param pairs          pairs played so far
     * @param elapsedSeconds seconds of tuning so far
     * @param replaced       members replaced by their trial in this generation (-1 for tuners without a population)
     * @param recommended    the tuner's recommendation after it
     * @param mean           the centre of the search per parameter (DE: the population mean)
     * @param sd             the width of the search per parameter (DE: the population's standard deviation)
     */
    @JsonIgnoreProperties({"best"})
    public record GenerationRow(int generation, long pairs, double elapsedSeconds, int replaced, double[] recommended,
                                double[] mean, double[] sd) {
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
