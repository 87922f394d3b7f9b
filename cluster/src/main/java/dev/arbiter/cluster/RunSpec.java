package dev.arbiter.cluster;

import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.play.PlaySettings;

import java.nio.file.Path;
import java.util.Objects;

/**
 * What a worker needs besides a job to play it, as plain data: the run's rules ({@link GameRules}, as they are), how
 * many idle engines a slot keeps and the bound of each engine's log. Sent with every job, so that a worker holds no state of a run and serves a
 * restarted coordinator, or the next run, as it served the first.
 *
 * @param rules       how every game of the run is played
 * @param keepEngines idle engine processes each slot keeps
 * @param logBytes    bound of each engine's log on the worker (the run's {@code engineLogMb}; 0 keeps none)
 */
public record RunSpec(GameRules rules, int keepEngines, long logBytes) {

    /** Checks the rules are there and the bound is not negative. */
    public RunSpec {
        Objects.requireNonNull(rules, "missing rules");
        if (logBytes < 0) {
            throw new IllegalArgumentException("engine logs of " + logBytes + " bytes");
        }
    }

    /** A spec whose engine logs have the default bound. */
    public RunSpec(GameRules rules, int keepEngines) {
        this(rules, keepEngines, EngineLogs.DEFAULT_LIMIT_BYTES);
    }

    /** The spec of a run played with {@code settings}. */
    public static RunSpec of(PlaySettings settings) {
        return new RunSpec(settings.rules(), settings.keepEngines(), settings.files().logBytes());
    }

    /** The settings a worker with {@code slots} slots plays this run with, engine logs in {@code engineLogs} (or none). */
    public PlaySettings playSettings(int slots, Path engineLogs) {
        return new PlaySettings(rules, slots, keepEngines, new PlaySettings.EngineFiles(engineLogs, logBytes, null));
    }
}
