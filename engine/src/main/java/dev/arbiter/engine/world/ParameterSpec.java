package dev.arbiter.engine.world;

/**
 * One named, bounded, typed parameter of an evaluation function (a weight, a threshold).
 *
 * @param name         identifier used in configs and on the command line ({@code corner}, {@code mobility})
 * @param defaultValue the value used when none is given
 * @param min          smallest allowed value
 * @param max          largest allowed value
 * @param integer      whether only whole numbers are allowed
 * @param description  one line for {@code arbiter games}
 */
public record ParameterSpec(String name, double defaultValue, double min, double max, boolean integer, String description) {

    /** Validates the bounds. */
    public ParameterSpec {
        if (name == null || !name.matches("[a-zA-Z][a-zA-Z0-9_.-]*")) {
            throw new IllegalArgumentException("bad parameter name: " + name);
        }
        if (!(min <= max) || defaultValue < min || defaultValue > max) {
            throw new IllegalArgumentException("parameter " + name + ": need min <= default <= max, got "
                    + min + " <= " + defaultValue + " <= " + max);
        }
    }

    /** A real-valued parameter. */
    public static ParameterSpec real(String name, double defaultValue, double min, double max, String description) {
        return new ParameterSpec(name, defaultValue, min, max, false, description);
    }

    /** An integer parameter. */
    public static ParameterSpec integer(String name, int defaultValue, int min, int max, String description) {
        return new ParameterSpec(name, defaultValue, min, max, true, description);
    }

    /** Whether {@code value} is inside the bounds (and whole, for an integer parameter). */
    public boolean accepts(double value) {
        return value >= min && value <= max && (!integer || value == Math.rint(value));
    }
}
