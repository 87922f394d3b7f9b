package dev.arbiter.tuning;

import dev.arbiter.evolution.ParameterSpace;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.play.BotProtocol;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.Placeholders;
import dev.arbiter.tournament.play.PlaySettings;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A checked tuning configuration.
 *
 * @param rules           how every game is played: game (two players), limits, ply limit, adjudication, openings
 *                        (each pair shares one start, seats swapped), start timeout
 * @param names           parameter names, in vector order
 * @param space           the parameters' bounds and integer flags
 * @param seedVector      the starting vector
 * @param command         the engine command with a {@code {name}} placeholder per parameter
 * @param dir             the engine's working directory, or null
 * @param concurrency     game pairs played at once
 * @param keepEngines     engine processes each worker keeps running (least recently used stopped first)
 * @param seed            run seed (tuner and game starts)
 * @param budget          when tuning stops
 * @param tuner           the tuner and its settings
 * @param validationPairs pairs of the final validation match (0 = none)
 * @param protocol        how the referee talks to the engine ({@link BotProtocol#SERVER} when null)
 * @param engineLogBytes  bound of each engine's log in the run folder (the referee's included; 0 keeps none)
 */
public record TuningConfig(GameRules rules, List<String> names, ParameterSpace space, double[] seedVector,
                           List<String> command, String dir, int concurrency, int keepEngines, long seed, Budget budget,
                           TunerSettings tuner, int validationPairs, BotProtocol protocol, long engineLogBytes) {

    /** Checks dimensions and copies. */
    public TuningConfig {
        protocol = protocol == null ? BotProtocol.SERVER : protocol;
        names = List.copyOf(names);
        command = List.copyOf(command);
        seedVector = seedVector.clone();
        if (rules == null) {
            throw new IllegalArgumentException("rules: missing");
        }
        if (engineLogBytes < 0) {
            throw new IllegalArgumentException("engineLogBytes: expected a non-negative number, got " + engineLogBytes);
        }
        if (names.size() != space.dimension() || seedVector.length != space.dimension()) {
            throw new IllegalArgumentException("names, bounds and seed vector differ in length");
        }
    }

    /** A run of an engine server (the Arbiter protocol). */
    public TuningConfig(GameRules rules, List<String> names, ParameterSpace space, double[] seedVector,
                        List<String> command, String dir, int concurrency, int keepEngines, long seed, Budget budget,
                        TunerSettings tuner, int validationPairs) {
        this(rules, names, space, seedVector, command, dir, concurrency, keepEngines, seed, budget, tuner,
                validationPairs, BotProtocol.SERVER);
    }

    /** A run whose engine logs have the default bound ({@link EngineLogs#DEFAULT_LIMIT_BYTES}). */
    public TuningConfig(GameRules rules, List<String> names, ParameterSpace space, double[] seedVector,
                        List<String> command, String dir, int concurrency, int keepEngines, long seed, Budget budget,
                        TunerSettings tuner, int validationPairs, BotProtocol protocol) {
        this(rules, names, space, seedVector, command, dir, concurrency, keepEngines, seed, budget, tuner,
                validationPairs, protocol, EngineLogs.DEFAULT_LIMIT_BYTES);
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
        return new Entrant(name, command, dir, values(vector), rules.limits(), 0, protocol);
    }

    /** How the game service plays this run's games. */
    public PlaySettings playSettings() {
        return new PlaySettings(rules, concurrency, keepEngines,
                new PlaySettings.EngineFiles(null, engineLogBytes, null));
    }
}
