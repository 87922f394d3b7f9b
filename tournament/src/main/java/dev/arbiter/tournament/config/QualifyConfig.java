package dev.arbiter.tournament.config;

import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.play.PlaySettings;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A qualification: which game, which engines, how many rounds and how they are scheduled, the limits,
 * adjudication, the seed of every random choice, and the early-stop rule.
 *
 * @param game        game name with options ({@code connect4}, {@code connectx:rows=5})
 * @param engines     the engines (at least two)
 * @param rounds      number of rounds; a round is one fresh start played once for every seat assignment
 * @param gauntlet    name of the engine playing against the field, or null for a full round-robin
 * @param concurrency games played at once
 * @param limits      per-move limits
 * @param maxPlies    plies after which the game is adjudicated
 * @param adjudicate  how a game at the ply limit is scored
 * @param seed        seed of every random choice (the start of each round)
 * @param stop        early-stop rule
 * @param startTimeoutMs how long an engine may take to start (announce its address and answer hello), unless
 *                    its {@link EngineSpec} says otherwise
 * @param engineLogBytes bound of each engine's log in the run folder (0 keeps none)
 * @param scoreAdjudication when the engines' reported values end a two-player game early
 * @param openings    the start positions' file, or null for the game's own starts from the round's seed
 * @param schedule    which games the rounds play: a round-robin, or an elimination that follows the results
 */
public record QualifyConfig(String game, List<EngineSpec> engines, int rounds, String gauntlet, int concurrency,
                            MoveLimits limits, int maxPlies, Adjudication adjudicate, long seed, StopRule stop,
                            long startTimeoutMs, long engineLogBytes, ScoreAdjudication scoreAdjudication,
                            Openings openings, ScheduleKind schedule) {

    /** A round-robin (or gauntlet) configuration. */
    public QualifyConfig(String game, List<EngineSpec> engines, int rounds, String gauntlet, int concurrency,
                         MoveLimits limits, int maxPlies, Adjudication adjudicate, long seed, StopRule stop,
                         long startTimeoutMs, long engineLogBytes, ScoreAdjudication scoreAdjudication,
                         Openings openings) {
        this(game, engines, rounds, gauntlet, concurrency, limits, maxPlies, adjudicate, seed, stop, startTimeoutMs,
                engineLogBytes, scoreAdjudication, openings, ScheduleKind.ROUND_ROBIN);
    }

    /** A configuration without score adjudication and opening file. */
    public QualifyConfig(String game, List<EngineSpec> engines, int rounds, String gauntlet, int concurrency,
                         MoveLimits limits, int maxPlies, Adjudication adjudicate, long seed, StopRule stop,
                         long startTimeoutMs, long engineLogBytes) {
        this(game, engines, rounds, gauntlet, concurrency, limits, maxPlies, adjudicate, seed, stop, startTimeoutMs,
                engineLogBytes, ScoreAdjudication.NONE, null);
    }

    /** A configuration with the default start timeout and engine log bound. */
    public QualifyConfig(String game, List<EngineSpec> engines, int rounds, String gauntlet, int concurrency,
                         MoveLimits limits, int maxPlies, Adjudication adjudicate, long seed, StopRule stop) {
        this(game, engines, rounds, gauntlet, concurrency, limits, maxPlies, adjudicate, seed, stop,
                PlaySettings.DEFAULT_START_TIMEOUT_MS, EngineLogs.DEFAULT_LIMIT_BYTES);
    }

    /** Checks the values and copies the list. */
    public QualifyConfig {
        engines = List.copyOf(engines);
        scoreAdjudication = scoreAdjudication == null ? ScoreAdjudication.NONE : scoreAdjudication;
        schedule = schedule == null ? ScheduleKind.ROUND_ROBIN : schedule;
        if (engines.size() < 2) {
            throw new IllegalArgumentException("engines: at least two engines are needed, got " + engines.size());
        }
        Set<String> names = new HashSet<>();
        for (EngineSpec e : engines) {
            if (!names.add(e.name())) {
                throw new IllegalArgumentException("engines: duplicate engine name '" + e.name() + "'");
            }
        }
        if (rounds < 1) {
            throw new IllegalArgumentException("rounds: expected a positive integer, got " + rounds);
        }
        if (concurrency < 1 || concurrency > PlaySettings.MAX_WORKERS) {
            throw new IllegalArgumentException("concurrency: expected an integer in [1, " + PlaySettings.MAX_WORKERS
                    + "], got " + concurrency);
        }
        if (startTimeoutMs < 1) {
            throw new IllegalArgumentException("startTimeoutMs: expected a positive number of milliseconds, got "
                    + startTimeoutMs);
        }
        if (engineLogBytes < 0) {
            throw new IllegalArgumentException("engineLogBytes: expected a non-negative number, got " + engineLogBytes);
        }
        if (maxPlies < 1) {
            throw new IllegalArgumentException("maxPlies: expected a positive integer, got " + maxPlies);
        }
        if (adjudicate == null) {
            throw new IllegalArgumentException("adjudicate: expected 'score' or 'draw'");
        }
        if (gauntlet != null && !names.contains(gauntlet)) {
            throw new IllegalArgumentException("gauntlet: no engine named '" + gauntlet + "'");
        }
        if (stop != null) {
            stop.problemWith(engines.size()).ifPresent(problem -> {
                throw new IllegalArgumentException("stop: " + problem);
            });
        }
    }

    /**
     * The confidence of the elimination's statement (the {@code threshold} rule's, else 0.95).
     *
     * @return c in (0, 1)
     */
    public double eliminationConfidence() {
        return stop == null ? StopRule.NONE.namingConfidence() : stop.namingConfidence();
    }

    /** The index of the engine with this name, or -1. */
    public int engineIndex(String name) {
        for (int i = 0; i < engines.size(); i++) {
            if (engines.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }
}
