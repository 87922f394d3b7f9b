package dev.arbiter.tournament.play;

import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.engine.EngineLogs;

import java.nio.file.Path;

/**
 * How the game service plays a run's games: the rules every game shares, how many at once, and how engine
 * processes are kept, logged and recorded.
 *
 * @param rules       how every game is played
 * @param workers     jobs played at once (K), at most {@link #MAX_WORKERS}
 * @param keepEngines idle engine processes each worker keeps, least recently used ended first
 * @param files       where the engines' logs and the record of their processes go
 */
public record PlaySettings(GameRules rules, int workers, int keepEngines, EngineFiles files) {

    /** The most workers a service runs (a bound against typos; configurations check the machine's own). */
    public static final int MAX_WORKERS = 1024;

    /** Checks the values. */
    public PlaySettings {
        if (rules == null || workers < 1 || workers > MAX_WORKERS || keepEngines < 0) {
            throw new IllegalArgumentException("play settings out of range: " + workers + " workers, keep " + keepEngines
                    + (rules == null ? ", no rules" : ""));
        }
        files = files == null ? EngineFiles.NONE : files;
    }

    /** Settings whose engines' output is discarded and whose processes are not recorded. */
    public PlaySettings(GameRules rules, int workers, int keepEngines) {
        this(rules, workers, keepEngines, EngineFiles.NONE);
    }

    /** These settings with the engines' bounded logs in {@code folder} (null: none). */
    public PlaySettings withEngineLogs(Path folder) {
        return new PlaySettings(rules, workers, keepEngines, new EngineFiles(folder, files.logBytes(), files.processFile()));
    }

    /** These settings with the running engine processes recorded in {@code file}. */
    public PlaySettings withProcessFile(Path file) {
        return new PlaySettings(rules, workers, keepEngines, new EngineFiles(files.logs(), files.logBytes(), file));
    }

    /**
     * Where a run's engines leave their traces.
     *
     * @param logs        folder of the engines' logs ({@code NAME.log}), or null to discard their output
     * @param logBytes    bound of each engine's log ({@link dev.arbiter.tournament.engine.EngineLog}); 0 keeps none
     * @param processFile the run's record of its running engine processes
     *                    ({@link dev.arbiter.tournament.engine.ProcessLedger}), or null for none
     */
    public record EngineFiles(Path logs, long logBytes, Path processFile) {

        /** No logs (of the default bound, were a folder given) and no process record. */
        public static final EngineFiles NONE = new EngineFiles(null, EngineLogs.DEFAULT_LIMIT_BYTES, null);

        /** Checks the bound. */
        public EngineFiles {
            if (logBytes < 0) {
                throw new IllegalArgumentException("engine logs of " + logBytes + " bytes");
            }
        }

        /** The bounded logs these files name. */
        public EngineLogs engineLogs() {
            return new EngineLogs(logs, logBytes);
        }
    }
}
