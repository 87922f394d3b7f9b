package dev.arbiter.tuning;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.evolution.TunerState;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The state of a tuning run at one moment, written atomically as {@code checkpoint.json} every
 * {@link Tuning#CHECKPOINT_INTERVAL_MS} of tuning, at the start of every session and when a session ends. It is
 * bounded: the tuner's own state (DE keeps its members and rating window, SPSA its θ), the run's window of recent
 * vectors, the pairs outstanding. Everything after it is in the append-only logs: on resume the pairs that
 * {@code games.ndjson} holds beyond {@link #gamesLogBytes} are reported to the restored tuner again, in log order
 * (see {@link TuningResume}), and the validation's counts are read from its own log. The seeds of the pairs derive from
 * the run seed and the pair id ({@link PairSeeds}), so no random state beyond the tuner's is needed.
 *
 * <p>Formats 1 and 2 (written after every pair, holding every vector played and every generation row) are still
 * read; their {@code vectors}, {@code vectorGenerations} and {@code generations} are converted on resume. Format 4
 * is format 3 with snake_case keys ({@code elapsed_ms}, {@code games_log_bytes}...); formats 1 to 3 are read with
 * their camelCase keys.
 *
 * @param version    format version
 * @param tuner      the tuner's complete state (its outstanding requests are played again on resume)
 * @param elapsedMs  time spent tuning so far, over all sessions
 * @param logs       the lengths of the run's logs when the checkpoint was written
 * @param handedOut  the pairs handed out and not yet reported (format 3)
 * @param recent     the window of recent vectors (format 3)
 * @param validation the validation match, once it has started (else null)
 * @param legacy     what formats 1-2 held instead of the window (all null from format 3 on)
 */
@JsonIgnoreProperties({"results"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TuningCheckpoint(int version, TunerState tuner, long elapsedMs, @JsonUnwrapped LogLengths logs,
                               @JsonUnwrapped HandOuts handedOut, RecentVectors.State recent,
                               ValidationState validation, @JsonUnwrapped Legacy legacy) {

    /** A checkpoint without a part has it empty: no log read yet, nothing handed out, nothing of formats 1-2. */
    public TuningCheckpoint {
        logs = logs == null ? new LogLengths(0, 0) : logs;
        handedOut = handedOut == null ? new HandOuts(0, null) : handedOut;
        legacy = legacy == null ? Legacy.NONE : legacy;
    }

    /**
     * The lengths of the run's append-only logs when the checkpoint was written: what lies beyond them is replayed on
     * resume.
     *
     * @param gamesLogBytes    length of {@code games.ndjson}
     * @param generationsBytes length of {@code generations.csv} (format 3)
     */
    public record LogLengths(long gamesLogBytes, long generationsBytes) {
    }

    /**
     * The pairs the run kept handed out (format 3).
     *
     * @param lookahead   pairs the run kept handed out when the checkpoint was written (its look-ahead; written as
     *                    {@code prefetch}, its name in the checkpoints of runs whose look-ahead was their
     *                    concurrency)
     * @param outstanding the outstanding requests, each with the names of its two vectors, in hand-out order
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record HandOuts(@JsonProperty("prefetch") int lookahead, List<HandedOut> outstanding) {
    }

    /**
     * What formats 1 and 2 held instead of the window of recent vectors, converted on resume.
     *
     * @param vectors           every distinct vector played, by id
     * @param vectorGenerations the generation in which each vector was first played
     * @param generations       one row per completed generation
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Legacy(double[][] vectors, int[] vectorGenerations, List<GenerationRow> generations) {

        /** A checkpoint of format 3 or later. */
        public static final Legacy NONE = new Legacy(null, null, null);
    }

    /**
     * A request handed out and not yet reported: its id and the names of its two vectors ({@code v<a>} and
     * {@code v<b>}), written as the array {@code [id, a, b]}.
     */
    @JsonFormat(shape = JsonFormat.Shape.ARRAY)
    @JsonPropertyOrder({"id", "a", "b"})
    public record HandedOut(long id, int a, int b) {

        /** The entrants' names of its two vectors, in seat order of its first game. */
        List<String> seats() {
            return List.of("v" + a, "v" + b);
        }
    }

    /** The current format version. */
    public static final int VERSION = 4;
    /** The first format with snake_case keys. */
    static final int SNAKE_CASE = 4;
    /** The oldest format version still read. */
    public static final int OLDEST = 1;

    /**
     * Reads a checkpoint file.
     *
     * @throws IOException if it cannot be read or parsed, or its format version is not supported
     */
    public static TuningCheckpoint read(Path file) throws IOException {
        JsonNode tree = TuningJson.COMPACT.readTree(file.toFile());
        int version = tree.path("version").asInt();
        TuningCheckpoint cp = (version >= SNAKE_CASE ? TuningJson.COMPACT : TuningJson.CAMEL_CASE)
                .treeToValue(tree, TuningCheckpoint.class);
        if (cp.version() < OLDEST || cp.version() > VERSION) {
            throw new IOException(file + ": checkpoint format " + cp.version() + " is not supported");
        }
        return cp;
    }

    /**
     * The look-ahead the checkpoint of a run folder was written with, or null when the folder has no checkpoint or
     * one of formats 1 and 2 (which kept none): for a run begun before the look-ahead was a setting, whose
     * look-ahead was its concurrency, so that it resumes with the hand-outs it had.
     *
     * @throws IOException if the checkpoint cannot be read
     */
    public static Integer lookaheadOf(Path runDir) throws IOException {
        Path file = runDir.resolve(TuningOutputs.CHECKPOINT);
        int lookahead = Files.exists(file) ? read(file).handedOut().lookahead() : 0;
        return lookahead > 0 ? lookahead : null;
    }

    /**
     * One completed generation (a tuner's step), from the tuner's {@link dev.arbiter.evolution.TunerProgress}.
     *
     * @param generation     its number (1 = the first completed)
     * @param pairs          pairs played so far
     * @param elapsedSeconds seconds of tuning so far
     * @param replaced       members replaced by their trial in this generation (-1 for tuners without a population)
     * @param recommended    the tuner's recommendation after it
     * @param mean           the centre of the search per parameter (DE: the population mean, SPSA: θ)
     * @param sd             the width of the search per parameter (DE: the population's standard deviation, SPSA:
     *                       the perturbation)
     */
    @JsonIgnoreProperties({"best"})
    public record GenerationRow(int generation, long pairs, double elapsedSeconds, int replaced, double[] recommended,
                                double[] mean, double[] sd) {
    }

    /**
     * The validation match of the recommendation against the seed vector; its results are in its game log.
     *
     * @param planned        pairs to play
     * @param recommendation the vector validated (fixed when the match starts)
     */
    @JsonIgnoreProperties({"counts", "done", "logBytes"})
    public record ValidationState(int planned, double[] recommendation) {
    }
}
