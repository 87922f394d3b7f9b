package dev.arbiter.tuning;

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
 * @param problem         what is tuned: the parameters (names, bounds, seed vector), the run seed and the budget
 * @param engine          the engine under tuning: its command, working directory and protocol
 * @param serving         how many games at once, the engine processes kept, the bound of the engines' logs
 * @param tuner           the tuner and its settings
 * @param validationPairs pairs of the final validation match (0 = none)
 */
public record TuningConfig(GameRules rules, TuningProblem problem, TunedEngine engine, Serving serving,
                           TunerSettings tuner, int validationPairs) {

    /** Checks that the rules are given. */
    public TuningConfig {
        if (rules == null) {
            throw new IllegalArgumentException("rules: missing");
        }
    }

    /**
     * The engine under tuning.
     *
     * @param command  the engine command with a {@code {name}} placeholder per parameter
     * @param dir      the engine's working directory, or null
     * @param protocol how the referee talks to the engine ({@link BotProtocol#SERVER} when null)
     */
    public record TunedEngine(List<String> command, String dir, BotProtocol protocol) {

        /** Copies; the engine server's protocol by default. */
        public TunedEngine {
            command = List.copyOf(command);
            protocol = protocol == null ? BotProtocol.SERVER : protocol;
        }
    }

    /**
     * How the run's games are served.
     *
     * @param concurrency    game pairs played at once
     * @param keepEngines    engine processes each worker keeps running (least recently used stopped first)
     * @param engineLogBytes bound of each engine's log in the run folder (the referee's included; 0 keeps none)
     * @param lookahead      the tuner's requests the run keeps handed out and not yet reported ({@link PairHandOuts}):
     *                       with their results reported in hand-out order, the run's games are a function of the
     *                       seed and the look-ahead, whatever the concurrency; at least the concurrency, or fewer
     *                       pairs than that are played at once
     */
    public record Serving(int concurrency, int keepEngines, long engineLogBytes, int lookahead) {

        /**
         * The look-ahead of a run that does not set one: the pairs at once of a machine of up to 16 cores, so that
         * runs on any such machine play the same games; on the tuning bench DE and SPSA needed no more games with it
         * than with one pair at a time (docs/BENCHMARKS.md, "The look-ahead of a tuning run").
         */
        public static final int DEFAULT_LOOKAHEAD = 16;

        /** Checks the log bound and the look-ahead. */
        public Serving {
            if (engineLogBytes < 0) {
                throw new IllegalArgumentException("engineLogBytes: expected a non-negative number, got "
                        + engineLogBytes);
            }
            if (lookahead < 1) {
                throw new IllegalArgumentException("lookahead: expected at least 1 pair, got " + lookahead);
            }
        }

        /** Engine logs of the default bound ({@link EngineLogs#DEFAULT_LIMIT_BYTES}), the default look-ahead. */
        public Serving(int concurrency, int keepEngines) {
            this(concurrency, keepEngines, EngineLogs.DEFAULT_LIMIT_BYTES, lookahead(null, concurrency));
        }

        /**
         * The look-ahead of a run: the one asked for ({@link #DEFAULT_LOOKAHEAD} when null), raised to the
         * concurrency, since a run cannot play more pairs at once than it has handed out.
         */
        public static int lookahead(Integer asked, int concurrency) {
            return Math.max(asked == null ? DEFAULT_LOOKAHEAD : asked, concurrency);
        }
    }

    /** A vector's values by parameter name. */
    public Map<String, Double> values(double[] vector) {
        Map<String, Double> values = new LinkedHashMap<>();
        List<String> names = problem.names();
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
        return new Entrant(name, engine.command(), engine.dir(), values(vector), rules.limits(), 0, engine.protocol());
    }

    /** How the game service plays this run's games. */
    public PlaySettings playSettings() {
        return new PlaySettings(rules, serving.concurrency(), serving.keepEngines(),
                new PlaySettings.EngineFiles(null, serving.engineLogBytes(), null));
    }
}
