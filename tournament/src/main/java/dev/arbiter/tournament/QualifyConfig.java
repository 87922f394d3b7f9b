package dev.arbiter.tournament;

import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.ScheduleKind;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.play.PlaySettings;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A qualification: how its games are played, which engines, how many rounds and how they are scheduled, the seed of
 * every random choice, and the early-stop rule.
 *
 * @param rules   how every game is played: game, limits, ply limit, adjudication, openings, start timeout
 * @param engines the engines (at least two)
 * @param rounds  how many rounds, which games they play, and the engine against the field if any
 * @param serving how the games are served: how many at once, how much of each engine's log is kept
 * @param seed    seed of every random choice (the start of each round)
 * @param stop    early-stop rule
 */
public record QualifyConfig(GameRules rules, List<EngineSpec> engines, Rounds rounds, Serving serving, long seed,
                            StopRule stop) {

    /** A round-robin (or gauntlet) of {@code game} under {@code limits}, engine logs of the default bound. */
    public QualifyConfig(String game, List<EngineSpec> engines, int rounds, String gauntlet, int concurrency,
                         MoveLimits limits, int maxPlies, Adjudication adjudicate, long seed, StopRule stop) {
        this(GameRules.of(game).withLimits(limits).withPlyLimit(maxPlies, adjudicate), engines,
                new Rounds(rounds, gauntlet, ScheduleKind.ROUND_ROBIN), new Serving(concurrency), seed, stop);
    }

    /**
     * The rounds of a qualification.
     *
     * @param count    number of rounds; a round is one fresh start played once for every seat assignment
     * @param gauntlet name of the engine playing against the field, or null for a full round-robin
     * @param schedule which games the rounds play: a round-robin, or an elimination that follows the results
     */
    public record Rounds(int count, String gauntlet, ScheduleKind schedule) {

        /** Checks the count; no schedule is a round-robin. */
        public Rounds {
            schedule = schedule == null ? ScheduleKind.ROUND_ROBIN : schedule;
            if (count < 1) {
                throw new IllegalArgumentException("rounds: expected a positive integer, got " + count);
            }
        }
    }

    /**
     * How a qualification's games are served.
     *
     * @param concurrency    games played at once
     * @param engineLogBytes bound of each engine's log in the run folder (0 keeps none)
     */
    public record Serving(int concurrency, long engineLogBytes) {

        /** Checks the values. */
        public Serving {
            if (concurrency < 1 || concurrency > PlaySettings.MAX_WORKERS) {
                throw new IllegalArgumentException("concurrency: expected an integer in [1, "
                        + PlaySettings.MAX_WORKERS + "], got " + concurrency);
            }
            if (engineLogBytes < 0) {
                throw new IllegalArgumentException("engineLogBytes: expected a non-negative number, got "
                        + engineLogBytes);
            }
        }

        /** {@code concurrency} games at once, engine logs of the default bound. */
        public Serving(int concurrency) {
            this(concurrency, EngineLogs.DEFAULT_LIMIT_BYTES);
        }
    }

    /** Checks the values and copies the list. */
    public QualifyConfig {
        engines = List.copyOf(engines);
        if (rounds == null || serving == null) {
            throw new IllegalArgumentException(rounds == null ? "rounds: missing" : "serving: missing");
        }
        if (rules == null) {
            throw new IllegalArgumentException("rules: missing");
        }
        if (engines.size() < 2) {
            throw new IllegalArgumentException("engines: at least two engines are needed, got " + engines.size());
        }
        Set<String> names = new HashSet<>();
        for (EngineSpec e : engines) {
            if (!names.add(e.name())) {
                throw new IllegalArgumentException("engines: duplicate engine name '" + e.name() + "'");
            }
        }
        if (rounds.gauntlet() != null && !names.contains(rounds.gauntlet())) {
            throw new IllegalArgumentException("gauntlet: no engine named '" + rounds.gauntlet() + "'");
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
