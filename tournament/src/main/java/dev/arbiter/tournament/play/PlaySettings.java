package dev.arbiter.tournament.play;

import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.ScoreAdjudication;
import dev.arbiter.tournament.engine.EngineLogs;

import java.nio.file.Path;

/**
 * How the game service plays a run's games: the rules every game shares, how many at once, and how engine
 * processes are kept, logged and recorded.
 *
 * @param workers        jobs played at once (K), at most {@link #MAX_WORKERS}
 * @param keepEngines    idle engine processes each worker keeps, least recently used ended first
 * @param startTimeoutMs how long an engine may take to start (announce its address and answer hello), unless
 *                       its {@link Entrant} says otherwise
 * @param engineLogs     folder of the engines' logs ({@code NAME.log}), or null to discard their output
 * @param maxPlies       plies after which a game is adjudicated
 * @param adjudication   how a game at the ply limit is scored
 * @param engineLogBytes bound of each engine's log ({@link dev.arbiter.tournament.engine.EngineLog}); 0 keeps none
 * @param processFile    the run's record of its running engine processes
 *                       ({@link dev.arbiter.tournament.engine.ProcessLedger}), or null for none
 * @param scoreAdjudication when the engines' reported values end a two-player game early (null: never)
 */
public record PlaySettings(int workers, int keepEngines, long startTimeoutMs, Path engineLogs, int maxPlies,
                           Adjudication adjudication, long engineLogBytes, Path processFile,
                           ScoreAdjudication scoreAdjudication) {

    /** Default time an engine has to announce its address and answer the handshake. */
    public static final long DEFAULT_START_TIMEOUT_MS = 20_000;

    /** The most workers a service runs (a bound against typos; configurations check the machine's own). */
    public static final int MAX_WORKERS = 1024;

    /** Checks the values. */
    public PlaySettings {
        if (workers < 1 || workers > MAX_WORKERS || keepEngines < 0 || startTimeoutMs <= 0 || maxPlies < 1
                || engineLogBytes < 0) {
            throw new IllegalArgumentException("play settings out of range: " + workers + " workers, keep " + keepEngines
                    + ", start timeout " + startTimeoutMs + " ms, " + maxPlies + " plies, engine logs of "
                    + engineLogBytes + " bytes");
        }
        scoreAdjudication = scoreAdjudication == null ? ScoreAdjudication.NONE : scoreAdjudication;
    }

    /** Settings without score adjudication. */
    public PlaySettings(int workers, int keepEngines, long startTimeoutMs, Path engineLogs, int maxPlies,
                        Adjudication adjudication, long engineLogBytes, Path processFile) {
        this(workers, keepEngines, startTimeoutMs, engineLogs, maxPlies, adjudication, engineLogBytes, processFile,
                ScoreAdjudication.NONE);
    }

    /** Settings with engine logs of the default bound and no process record. */
    public PlaySettings(int workers, int keepEngines, long startTimeoutMs, Path engineLogs, int maxPlies,
                        Adjudication adjudication) {
        this(workers, keepEngines, startTimeoutMs, engineLogs, maxPlies, adjudication, EngineLogs.DEFAULT_LIMIT_BYTES,
                null);
    }

    /** These settings with another start timeout. */
    public PlaySettings withStartTimeoutMs(long ms) {
        return new PlaySettings(workers, keepEngines, ms, engineLogs, maxPlies, adjudication, engineLogBytes, processFile,
                scoreAdjudication);
    }

    /** These settings with the engines' bounded logs in {@code folder} (null: none). */
    public PlaySettings withEngineLogs(Path folder) {
        return new PlaySettings(workers, keepEngines, startTimeoutMs, folder, maxPlies, adjudication, engineLogBytes,
                processFile, scoreAdjudication);
    }

    /** These settings with the running engine processes recorded in {@code file}. */
    public PlaySettings withProcessFile(Path file) {
        return new PlaySettings(workers, keepEngines, startTimeoutMs, engineLogs, maxPlies, adjudication, engineLogBytes,
                file, scoreAdjudication);
    }
}
