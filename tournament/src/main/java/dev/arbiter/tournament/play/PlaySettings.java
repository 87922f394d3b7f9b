package dev.arbiter.tournament.play;

import dev.arbiter.tournament.config.Adjudication;

import java.nio.file.Path;

/**
 * How the game service plays a run's games: the rules every game shares, how many at once, and how engine
 * processes are kept.
 *
 * @param workers        jobs played at once (K)
 * @param keepEngines    idle engine processes each worker keeps, least recently used ended first
 * @param startTimeoutMs how long an engine may take to start (announce its address and answer hello)
 * @param engineLogs     folder of the engines' logs ({@code NAME.log}), or null to discard their output
 * @param maxPlies       plies after which a game is adjudicated
 * @param adjudication   how a game at the ply limit is scored
 */
public record PlaySettings(int workers, int keepEngines, long startTimeoutMs, Path engineLogs, int maxPlies,
                           Adjudication adjudication) {

    /** Default time an engine has to announce its address and answer the handshake. */
    public static final long DEFAULT_START_TIMEOUT_MS = 20_000;

    /** Checks the values. */
    public PlaySettings {
        if (workers < 1 || keepEngines < 0 || startTimeoutMs <= 0 || maxPlies < 1) {
            throw new IllegalArgumentException("play settings out of range: " + workers + " workers, keep " + keepEngines
                    + ", start timeout " + startTimeoutMs + " ms, " + maxPlies + " plies");
        }
    }

    /** These settings with another start timeout. */
    public PlaySettings withStartTimeoutMs(long ms) {
        return new PlaySettings(workers, keepEngines, ms, engineLogs, maxPlies, adjudication);
    }
}
