package dev.arbiter.cluster;

import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.ScoreAdjudication;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.play.PlaySettings;

import java.nio.file.Path;
import java.util.Objects;

/**
 * What a worker needs besides a job to play it, as plain data: the game (name and options, as the run's
 * configuration names it) and the rules every game of the run shares. Sent with every job, so that a worker
 * holds no state of a run and serves a restarted coordinator, or the next run, as it served the first.
 *
 * @param game           the game, e.g. {@code connect4:openings=4}
 * @param maxPlies       plies after which a game is adjudicated
 * @param adjudication   how a game at the ply limit is scored
 * @param startTimeoutMs how long an engine may take to start
 * @param keepEngines    idle engine processes each slot keeps
 * @param scoreAdjudication when the engines' reported values end a two-player game early (null: never)
 */
public record RunSpec(String game, int maxPlies, Adjudication adjudication, long startTimeoutMs, int keepEngines,
                      ScoreAdjudication scoreAdjudication) {

    /** Checks the game is named. */
    public RunSpec {
        Objects.requireNonNull(game, "missing game");
    }

    /** The spec of a run played with {@code settings}. */
    public static RunSpec of(String game, PlaySettings settings) {
        return new RunSpec(game, settings.maxPlies(), settings.adjudication(), settings.startTimeoutMs(),
                settings.keepEngines(), settings.scoreAdjudication());
    }

    /** The settings a worker with {@code slots} slots plays this run with, engine logs in {@code engineLogs} (or none). */
    public PlaySettings playSettings(int slots, Path engineLogs) {
        return new PlaySettings(slots, keepEngines, startTimeoutMs, engineLogs, maxPlies, adjudication,
                EngineLogs.DEFAULT_LIMIT_BYTES, null, scoreAdjudication);
    }
}
