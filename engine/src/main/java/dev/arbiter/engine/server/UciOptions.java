package dev.arbiter.engine.server;

import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The UCI options of one of Arbiter's engines ({@link UciServer}): every evaluation parameter of the game under its
 * own name and every setting of the algorithm as {@code algo.NAME}, with the engine's own values as defaults; an
 * integer parameter, and a real one with whole bounds at least 10 apart, is a {@code spin} with its bounds (what tuners
 * such as OpenBench and chess-tuning-tools read), any other real one a {@code string} (UCI has no real type; its
 * bounds are those {@code arbiter games} lists). Besides them {@code Hash} (MiB of the search tree) and {@code Threads} (1: the searches
 * are single-threaded), which chess tools set by habit. Names compare case-insensitively, as UCI asks.
 */
final class UciOptions {

    /** The option {@code Hash}: megabytes of the search tree. */
    static final String HASH = "Hash";
    /** The option {@code Threads}, 1 only. */
    static final String THREADS = "Threads";

    /** One declared option: the parameter it sets ({@code eval.NAME} or {@code algo.NAME}), or a built-in one. */
    private record Declared(String name, String parameter, ParameterSpec spec, double defaultValue) {
    }

    private final List<Declared> declared = new ArrayList<>();
    private final long defaultHashMb;
    private final Map<String, Double> values = new LinkedHashMap<>();
    private long hashMb;

    UciOptions(Parameters weights, Parameters settings, long memoryBytes) {
        for (ParameterSpec spec : weights.specs()) {
            declared.add(new Declared(spec.name(), "eval." + spec.name(), spec, weights.get(spec.name())));
        }
        for (ParameterSpec spec : settings.specs()) {
            declared.add(new Declared("algo." + spec.name(), "algo." + spec.name(), spec, settings.get(spec.name())));
        }
        this.defaultHashMb = Math.max(1, (memoryBytes > 0 ? memoryBytes : SearchLimits.DEFAULT_MEMORY_BYTES) >> 20);
        this.hashMb = defaultHashMb;
    }

    /** The {@code option} lines, in order. */
    List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add("option name " + HASH + " type spin default " + defaultHashMb + " min 1 max 65536");
        lines.add("option name " + THREADS + " type spin default 1 min 1 max 1");
        for (Declared d : declared) {
            ParameterSpec s = d.spec();
            if (isSpin(s)) {
                lines.add("option name " + d.name() + " type spin default " + Math.round(d.defaultValue()) + " min "
                        + (long) s.min() + " max " + (long) s.max());
            } else {
                lines.add("option name " + d.name() + " type string default " + Parameters.format(d.defaultValue()));
            }
        }
        return lines;
    }

    /**
     * Whether a parameter is declared a {@code spin}: an integer one, or a real one whose bounds and default are whole
     * and at least 10 apart (a weight in centipawns, as chess engines declare theirs; a tuner then sets whole values).
     */
    private static boolean isSpin(ParameterSpec s) {
        boolean bounded = Math.abs(s.min()) < 1e15 && Math.abs(s.max()) < 1e15;
        boolean whole = s.min() == Math.rint(s.min()) && s.max() == Math.rint(s.max())
                && s.defaultValue() == Math.rint(s.defaultValue());
        return bounded && (s.integer() || whole && s.max() - s.min() >= 10);
    }

    /**
     * Sets an option from {@code setoption}.
     *
     * @throws IllegalArgumentException saying why the option or value is refused (the engine reports it as an
     *                                  {@code info string} and keeps its value)
     */
    void set(String name, String value) {
        String v = value.strip();
        if (name.equalsIgnoreCase(HASH)) {
            hashMb = Math.max(1, Math.min(65_536, number(name, v).longValue()));
            return;
        }
        if (name.equalsIgnoreCase(THREADS)) {
            return;
        }
        for (Declared d : declared) {
            if (d.name().equalsIgnoreCase(name)) {
                double x = number(d.name(), v);
                if (!d.spec().accepts(x)) {
                    throw new IllegalArgumentException("option " + d.name() + ": expected a" + (d.spec().integer()
                            ? "n integer" : " number") + " in [" + Parameters.format(d.spec().min()) + ", "
                            + Parameters.format(d.spec().max()) + "], got " + v);
                }
                if (x == d.defaultValue()) {
                    values.remove(d.parameter());
                } else {
                    values.put(d.parameter(), x);
                }
                return;
            }
        }
        throw new IllegalArgumentException("no option " + name);
    }

    private static Double number(String name, String v) {
        try {
            double x = Double.parseDouble(v);
            if (!Double.isFinite(x)) {
                throw new NumberFormatException();
            }
            return x;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option " + name + ": expected a number, got '" + v + "'");
        }
    }

    /** The parameter values that differ from the engine's own, for its next game ({@code eval.NAME}, {@code algo.NAME}). */
    Map<String, Double> values() {
        return Map.copyOf(values);
    }

    /** The tree's memory in bytes. */
    long memoryBytes() {
        return hashMb << 20;
    }
}
