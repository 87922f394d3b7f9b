package dev.arbiter.tuning;

import dev.arbiter.evolution.ParameterSpace;
import com.fasterxml.jackson.annotation.JsonCreator;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.play.BotProtocol;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.Openings;
import dev.arbiter.tournament.config.ScoreAdjudication;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.Placeholders;
import dev.arbiter.tournament.play.PlaySettings;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A checked tuning configuration.
 *
 * @param game            game name with options (two players)
 * @param names           parameter names, in vector order
 * @param space           the parameters' bounds and integer flags
 * @param seedVector      the starting vector
 * @param command         the engine command with a {@code {name}} placeholder per parameter
 * @param dir             the engine's working directory, or null
 * @param limits          per-move limits
 * @param maxPlies        plies before adjudication
 * @param adjudication    how a game at the ply limit is scored
 * @param concurrency     game pairs played at once
 * @param keepEngines     engine processes each worker keeps running (least recently used stopped first)
 * @param startTimeoutMs  how long an engine may take to start
 * @param seed            run seed (tuner and game starts)
 * @param budget          when tuning stops
 * @param tuner           the tuner and its settings
 * @param validationPairs pairs of the final validation match (0 = none)
 * @param protocol        how the referee talks to the engine ({@link BotProtocol#SERVER} when null)
 * @param scoreAdjudication resign and draw adjudication by the engines' scores ({@link ScoreAdjudication#NONE} when null)
 * @param openings        the start positions' file (each pair shares one start, seats swapped), or null for the game's
 *                        own random starts
 * @param engineLogBytes  bound of each engine's log in the run folder (the referee's included; 0 keeps none)
 */
public record TuningConfig(String game, List<String> names, ParameterSpace space, double[] seedVector,
                           List<String> command, String dir, MoveLimits limits, int maxPlies, Adjudication adjudication,
                           int concurrency, int keepEngines, long startTimeoutMs, long seed, Budget budget,
                           TunerSettings tuner, int validationPairs, BotProtocol protocol,
                           ScoreAdjudication scoreAdjudication, Openings openings, long engineLogBytes) {

    /** A configuration whose engine logs have the default bound ({@link EngineLogs#DEFAULT_LIMIT_BYTES}). */
    public TuningConfig(String game, List<String> names, ParameterSpace space, double[] seedVector,
                        List<String> command, String dir, MoveLimits limits, int maxPlies, Adjudication adjudication,
                        int concurrency, int keepEngines, long startTimeoutMs, long seed, Budget budget,
                        TunerSettings tuner, int validationPairs, BotProtocol protocol,
                        ScoreAdjudication scoreAdjudication, Openings openings) {
        this(game, names, space, seedVector, command, dir, limits, maxPlies, adjudication, concurrency, keepEngines,
                startTimeoutMs, seed, budget, tuner, validationPairs, protocol, scoreAdjudication, openings,
                EngineLogs.DEFAULT_LIMIT_BYTES);
    }

    /** A configuration without score adjudication and opening file. */
    public TuningConfig(String game, List<String> names, ParameterSpace space, double[] seedVector,
                        List<String> command, String dir, MoveLimits limits, int maxPlies, Adjudication adjudication,
                        int concurrency, int keepEngines, long startTimeoutMs, long seed, Budget budget,
                        TunerSettings tuner, int validationPairs, BotProtocol protocol) {
        this(game, names, space, seedVector, command, dir, limits, maxPlies, adjudication, concurrency, keepEngines,
                startTimeoutMs, seed, budget, tuner, validationPairs, protocol, ScoreAdjudication.NONE, null);
    }

    /** Checks dimensions and copies. */
    @JsonCreator
    public TuningConfig {
        protocol = protocol == null ? BotProtocol.SERVER : protocol;
        scoreAdjudication = scoreAdjudication == null ? ScoreAdjudication.NONE : scoreAdjudication;
        names = List.copyOf(names);
        command = List.copyOf(command);
        seedVector = seedVector.clone();
        if (engineLogBytes < 0) {
            throw new IllegalArgumentException("engineLogBytes: expected a non-negative number, got " + engineLogBytes);
        }
        if (names.size() != space.dimension() || seedVector.length != space.dimension()) {
            throw new IllegalArgumentException("names, bounds and seed vector differ in length");
        }
    }

    /** A run of an engine server (the Arbiter protocol). */
    public TuningConfig(String game, List<String> names, ParameterSpace space, double[] seedVector,
                        List<String> command, String dir, MoveLimits limits, int maxPlies, Adjudication adjudication,
                        int concurrency, int keepEngines, long startTimeoutMs, long seed, Budget budget,
                        TunerSettings tuner, int validationPairs) {
        this(game, names, space, seedVector, command, dir, limits, maxPlies, adjudication, concurrency, keepEngines,
                startTimeoutMs, seed, budget, tuner, validationPairs, BotProtocol.SERVER);
    }

    @Override
    public double[] seedVector() {
        return seedVector.clone();
    }

    /** What the tuner is set up for: parameters, seed and budget. */
    public TuningProblem problem() {
        return new TuningProblem(names, space, seedVector, seed, budget);
    }

    /** A vector's values by parameter name. */
    public Map<String, Double> values(double[] vector) {
        Map<String, Double> values = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            values.put(names.get(i), vector[i]);
        }
        return values;
    }

    /** A vector's values as the engine receives them ({@link Placeholders#format}), by parameter name. */
    public Map<String, String> shown(double[] vector) {
        Map<String, String> shown = new LinkedHashMap<>();
        values(vector).forEach((k, v) -> shown.put(k, Placeholders.format(v)));
        return shown;
    }

    /** The engine playing {@code vector}, named {@code name} in the game logs. */
    public Entrant entrant(String name, double[] vector) {
        return new Entrant(name, command, dir, values(vector), limits, 0, protocol);
    }

    /** How the game service plays this run's games. */
    public PlaySettings playSettings() {
        return new PlaySettings(concurrency, keepEngines, startTimeoutMs, null, maxPlies, adjudication,
                engineLogBytes, null, scoreAdjudication);
    }
}
