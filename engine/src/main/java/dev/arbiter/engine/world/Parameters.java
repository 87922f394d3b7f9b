package dev.arbiter.engine.world;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The values of a list of {@link ParameterSpec}s (an evaluation's weights, an algorithm's settings), each one
 * checked against its bounds, read by name: {@code values.get("corner")}, {@code values.integer("depth")},
 * {@code values.flag("pvs")}. Immutable.
 *
 * <p>Values come from text ({@link #parse}: {@code --param NAME=VALUE}, configs) or as numbers
 * ({@link #of(List, Map)}, {@link #of(List, double[])}: a tuner's vector; {@link #with}: a game's values over an
 * engine's own), numbers never passing through text. Text is read with
 * {@link Double#parseDouble}, so a value written with {@link Double#toString} comes back exactly.
 * Anything unknown, not a number, out of bounds or fractional for an integer parameter is rejected with a
 * one-line message naming the parameter.
 */
public final class Parameters {

    private final List<ParameterSpec> specs;
    private final double[] values;

    private Parameters(List<ParameterSpec> specs, double[] values) {
        this.specs = specs;
        this.values = values;
    }

    /** Every parameter of {@code specs} at its default. */
    public static Parameters defaults(List<ParameterSpec> specs) {
        List<ParameterSpec> copy = List.copyOf(specs);
        double[] values = new double[copy.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = copy.get(i).defaultValue();
        }
        return new Parameters(copy, values);
    }

    /**
     * The defaults of {@code specs}, overridden by {@code given} (values as text).
     *
     * @throws IllegalArgumentException naming the parameter for an unknown name, a non-number, a value out
     *                                  of bounds or a fraction for an integer parameter
     */
    public static Parameters parse(List<ParameterSpec> specs, Map<String, String> given) {
        Parameters result = defaults(specs);
        for (Map.Entry<String, String> entry : given.entrySet()) {
            int i = result.index(entry.getKey());
            double value;
            try {
                value = Double.parseDouble(entry.getValue().trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("parameter '" + entry.getKey() + "': expected a number, got '"
                        + entry.getValue() + "'");
            }
            result.set(i, value, entry.getValue());
        }
        return result;
    }

    /**
     * These values with {@code given} replacing some of them by name, as numbers (no text in between: a referee's
     * per-game values reach the evaluation as they were sent).
     *
     * @throws IllegalArgumentException naming the parameter for an unknown name or a bad value
     */
    public Parameters with(Map<String, Double> given) {
        if (given.isEmpty()) {
            return this;
        }
        Parameters result = new Parameters(specs, values.clone());
        for (Map.Entry<String, Double> entry : given.entrySet()) {
            result.set(result.index(entry.getKey()), entry.getValue(), null);
        }
        return result;
    }

    /**
     * The defaults of {@code specs}, overridden by {@code given}.
     *
     * @throws IllegalArgumentException naming the parameter for an unknown name or a bad value
     */
    public static Parameters of(List<ParameterSpec> specs, Map<String, Double> given) {
        Parameters result = defaults(specs);
        for (Map.Entry<String, Double> entry : given.entrySet()) {
            result.set(result.index(entry.getKey()), entry.getValue(), null);
        }
        return result;
    }

    /**
     * One value per entry of {@code specs}, in their order (a tuner's vector).
     *
     * @throws IllegalArgumentException for a wrong count or a bad value, naming the parameter
     */
    public static Parameters of(List<ParameterSpec> specs, double[] vector) {
        if (vector.length != specs.size()) {
            throw new IllegalArgumentException("expected " + specs.size() + " parameter values, got " + vector.length);
        }
        Parameters result = defaults(specs);
        for (int i = 0; i < vector.length; i++) {
            result.set(i, vector[i], null);
        }
        return result;
    }

    /** The parameters these are values of, in order. */
    public List<ParameterSpec> specs() {
        return specs;
    }

    /**
     * The value of the parameter called {@code name}.
     *
     * @throws IllegalArgumentException if there is no such parameter (a reader asking for one it did not declare)
     */
    public double get(String name) {
        return values[index(name)];
    }

    /**
     * The value of the integer parameter called {@code name}.
     *
     * @throws IllegalArgumentException if there is no such parameter or it is not declared integer
     */
    public int integer(String name) {
        int i = index(name);
        if (!specs.get(i).integer()) {
            throw new IllegalArgumentException("parameter '" + name + "' is real, read as an integer");
        }
        return (int) values[i];
    }

    /**
     * The value of the on/off parameter called {@code name} (an integer parameter in [0, 1]): whether it is 1.
     *
     * @throws IllegalArgumentException if there is no such parameter or it is not an integer in [0, 1]
     */
    public boolean flag(String name) {
        int i = index(name);
        ParameterSpec spec = specs.get(i);
        if (!spec.integer() || spec.min() != 0 || spec.max() != 1) {
            throw new IllegalArgumentException("parameter '" + name + "' is not an integer in [0, 1], read as a flag");
        }
        return values[i] != 0;
    }

    /** Every value by name, in the order of {@link #specs()}. */
    public Map<String, Double> asMap() {
        Map<String, Double> map = new LinkedHashMap<>();
        for (int i = 0; i < values.length; i++) {
            map.put(specs.get(i).name(), values[i]);
        }
        return Collections.unmodifiableMap(map);
    }

    /** Formats a parameter value without a useless ".0" (exactly: {@link Double#parseDouble} reads it back). */
    public static String format(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value) : Double.toString(value);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Parameters p && p.specs.equals(specs) && Arrays.equals(p.values, values);
    }

    @Override
    public int hashCode() {
        return 31 * specs.hashCode() + Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return asMap().toString();
    }

    private int index(String name) {
        for (int i = 0; i < specs.size(); i++) {
            if (specs.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException("unknown parameter '" + name + "' (known: "
                + String.join(", ", specs.stream().map(ParameterSpec::name).toList()) + ")");
    }

    /** Sets value {@code i}; {@code given} is its text for the message of a refusal (null: the number's). */
    private void set(int i, double value, String given) {
        ParameterSpec spec = specs.get(i);
        if (!spec.accepts(value)) {
            throw new IllegalArgumentException("parameter '" + spec.name() + "': expected "
                    + (spec.integer() ? "an integer" : "a number") + " in [" + format(spec.min()) + ", "
                    + format(spec.max()) + "], got " + (given == null ? format(value) : given));
        }
        values[i] = value;
    }
}
