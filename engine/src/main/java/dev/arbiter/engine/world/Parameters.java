package dev.arbiter.engine.world;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Resolves {@code name=value} settings against a list of {@link ParameterSpec}s into a value vector,
 * with defaults for what is not given and a one-line error for what is wrong.
 */
public final class Parameters {

    private Parameters() {
    }

    /**
     * The value vector for {@code specs}: defaults, overridden by {@code given}.
     *
     * @throws IllegalArgumentException naming the parameter for an unknown name, a non-number, a value out
     *                                  of bounds or a fraction for an integer parameter
     */
    public static double[] resolve(List<ParameterSpec> specs, Map<String, String> given) {
        double[] values = ParameterSpec.defaults(specs);
        Map<String, Integer> index = new LinkedHashMap<>();
        for (int i = 0; i < specs.size(); i++) {
            index.put(specs.get(i).name(), i);
        }
        for (Map.Entry<String, String> entry : given.entrySet()) {
            Integer i = index.get(entry.getKey());
            if (i == null) {
                throw new IllegalArgumentException("unknown parameter '" + entry.getKey() + "' (known: "
                        + String.join(", ", index.keySet()) + ")");
            }
            ParameterSpec spec = specs.get(i);
            double value;
            try {
                value = Double.parseDouble(entry.getValue().trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("parameter '" + spec.name() + "': expected a number, got '"
                        + entry.getValue() + "'");
            }
            if (!spec.accepts(value)) {
                throw new IllegalArgumentException("parameter '" + spec.name() + "': expected "
                        + (spec.integer() ? "an integer" : "a number") + " in [" + format(spec.min()) + ", "
                        + format(spec.max()) + "], got " + entry.getValue());
            }
            values[i] = value;
        }
        return values;
    }

    /** Formats a parameter value without a useless ".0". */
    public static String format(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value) : Double.toString(value);
    }
}
