package dev.arbiter.cluster;

import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.play.PlaySettings;

import java.nio.file.Path;

/**
 * What a worker needs besides a job to play it, as plain data: the run's rules ({@link GameRules}, as they are) and
 * how many idle engines a slot keeps. Sent with every job, so that a worker holds no state of a run and serves a
 * restarted coordinator, or the next run, as it served the first.
 *
 * @param rules       how every game of the run is played
 * @param keepEngines idle engine processes each slot keeps
 */
public record RunSpec(GameRules rules, int keepEngines) {

    /** The spec of a run played with {@code settings}. */
    public static RunSpec of(PlaySettings settings) {
        return new RunSpec(settings.rules(), settings.keepEngines());
    }

    /** The settings a worker with {@code slots} slots plays this run with, engine logs in {@code engineLogs} (or none). */
    public PlaySettings playSettings(int slots, Path engineLogs) {
        return new PlaySettings(rules, slots, keepEngines).withEngineLogs(engineLogs);
    }
}
