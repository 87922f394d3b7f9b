package dev.arbiter.cli.tune;

import dev.arbiter.evolution.DeConfig;
import dev.arbiter.tournament.config.EngineSpec;
import dev.arbiter.tournament.config.MoveLimits;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A checked tuning configuration.
 *
 * @param game            game name with options
 * @param names           parameter names, in vector order
 * @param engine          the engine command with a {@code {name}} placeholder per parameter
 * @param limits          per-move limits
 * @param maxPlies        plies before adjudication
 * @param adjudicate      {@code score} or {@code draw}
 * @param concurrency     game pairs played at once
 * @param keepEngines     engine processes each worker keeps running (least recently used stopped first)
 * @param seed            run seed (tuner and game starts)
 * @param maxGenerations  stop after this many generations (0 = no limit)
 * @param maxGames        stop after this many tuning games (0 = no limit)
 * @param maxHours        stop after this many hours of tuning (0 = no limit)
 * @param de              the tuner's settings
 * @param validationPairs pairs of the final validation match
 */
public record TuneConfig(String game, List<String> names, EngineSpec engine, MoveLimits limits, int maxPlies,
                         String adjudicate, int concurrency, int keepEngines, long seed, int maxGenerations, long maxGames,
                         double maxHours, DeConfig de, int validationPairs) {

    /** Copies the list. */
    public TuneConfig {
        names = List.copyOf(names);
    }

    /** The placeholder values for a vector: integers as whole numbers, reals to six significant digits. */
    public Map<String, String> values(double[] vector) {
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            values.put(names.get(i), format(vector[i], de.space().isInteger(i)));
        }
        return values;
    }

    /** The engine spec for a vector, named {@code name}. */
    public EngineSpec engineFor(String name, double[] vector) {
        return new EngineSpec(name, engine.command(), engine.dir(), values(vector), null);
    }

    /** A value as it is passed to the engine. */
    public static String format(double value, boolean integer) {
        if (integer) {
            return Long.toString(Math.round(value));
        }
        if (value == 0) {
            return "0";
        }
        return new BigDecimal(value).round(new MathContext(6)).stripTrailingZeros().toPlainString();
    }
}
