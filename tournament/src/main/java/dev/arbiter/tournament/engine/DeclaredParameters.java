package dev.arbiter.tournament.engine;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The tunable parameters an engine declares about itself, so that a tuning run's bounds are declared once, by the
 * engine: an engine server in its {@code hello} ({@code bounds} beside {@code parameters}, docs/PROTOCOL.md), a UCI
 * engine in its {@code option} lines ({@code spin} with {@code min}/{@code max}; a {@code string} option is a
 * parameter without bounds). An engine that publishes nothing has no declaration at all (no check is possible).
 *
 * @param where            where the engine declared them, for messages ({@code "its hello"}, {@code "its option lines"})
 * @param roundsIntegers   whether the protocol rounds a value to the nearest integer before sending it to an integer
 *                         parameter (UCI {@code spin}s, as OpenBench does), so a real-valued tuning of one is sound
 * @param namesIgnoreCase  whether names compare case-insensitively (UCI)
 * @param parameters       the declared parameters, in the engine's order
 */
public record DeclaredParameters(String where, boolean roundsIntegers, boolean namesIgnoreCase,
                                 List<Parameter> parameters) {

    /** Copies the list. */
    public DeclaredParameters {
        parameters = List.copyOf(parameters);
    }

    /**
     * One declared parameter.
     *
     * @param name    its name as the engine spells it
     * @param min     its lower bound, {@link Double#NEGATIVE_INFINITY} when it declares none
     * @param max     its upper bound, {@link Double#POSITIVE_INFINITY} when it declares none
     * @param integer whether it takes whole values only
     * @param value   the engine's own value (its default), or null when it does not say
     */
    public record Parameter(String name, double min, double max, boolean integer, Double value) {

        /** A parameter without bounds (a UCI {@code string} option). */
        public static Parameter unbounded(String name, Double value) {
            return new Parameter(name, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, false, value);
        }

        /** Whether it declares both bounds. */
        public boolean bounded() {
            return Double.isFinite(min) && Double.isFinite(max);
        }
    }

    /**
     * The parameter called {@code name}, if declared. As an engine server takes them in {@code newgame}
     * (docs/PROTOCOL.md), {@code eval.X} names the evaluation's {@code X} and a bare {@code X} that the evaluation
     * does not have names the algorithm's {@code algo.X}.
     */
    public Optional<Parameter> find(String name) {
        Optional<Parameter> exact = exactly(name.startsWith("eval.") ? name.substring("eval.".length()) : name);
        return exact.isPresent() || name.contains(".") ? exact : exactly("algo." + name);
    }

    private Optional<Parameter> exactly(String name) {
        for (Parameter p : parameters) {
            if (namesIgnoreCase ? p.name().equalsIgnoreCase(name) : p.name().equals(name)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** The declared names, for a message ({@code "none"} when empty). */
    public String names() {
        return parameters.isEmpty() ? "none" : String.join(", ", parameters.stream().map(Parameter::name).toList());
    }

    /** How a parameter's bounds read in a message: {@code [200, 450], integer}, or that it declares none. */
    public static String describe(Parameter p) {
        if (!p.bounded()) {
            return "no bounds";
        }
        return "[" + number(p.min()) + ", " + number(p.max()) + "]" + (p.integer() ? ", integer" : "");
    }

    /** A number as it reads best: without a useless ".0". */
    public static String number(double x) {
        return x == Math.rint(x) && Math.abs(x) < 1e15 ? Long.toString((long) x) : String.format(Locale.ROOT, "%s", x);
    }
}
