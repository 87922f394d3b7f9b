package dev.arbiter.tournament.play;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one place where values reach an engine's command line: {@code {name}} placeholders inside argv elements
 * are replaced by values. A placeholder is replaced inside one argv element only, so a value can never add or
 * split arguments; a value must not contain whitespace or control characters.
 *
 * <p>Numbers are written in their shortest decimal form that parses back to the same {@code double}
 * ({@link Double#toString}, without an exponent): {@code 3}, {@code 0.1}, {@code 0.00001},
 * {@code 1234.5678901234}. Every language's number parser reads it, and no precision is lost on the way.
 */
public final class Placeholders {

    /** A placeholder: {@code {name}} with a name of letters, digits and {@code _.-}, starting with a letter. */
    public static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z][A-Za-z0-9_.-]*)}");
    private static final Pattern SAFE_VALUE = Pattern.compile("[^\\s\\p{Cntrl}]+");

    private Placeholders() {
    }

    /** {@code value} as it is passed to an engine: the shortest exact decimal, whole numbers without a point. */
    public static String format(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("parameter values must be finite, got " + value);
        }
        if (value == 0) {
            return "0";
        }
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    /**
     * {@code argv} with every placeholder replaced by its value.
     *
     * @param owner named in error messages (the engine)
     * @throws IllegalArgumentException for a placeholder without a value or an unsafe value
     */
    public static List<String> substitute(List<String> argv, Map<String, String> values, String owner) {
        List<String> resolved = new ArrayList<>(argv.size());
        for (String arg : argv) {
            Matcher m = PLACEHOLDER.matcher(arg);
            StringBuilder sb = new StringBuilder();
            while (m.find()) {
                String value = values.get(m.group(1));
                if (value == null) {
                    throw new IllegalArgumentException("engine '" + owner + "': no value for placeholder {" + m.group(1) + "}");
                }
                if (!SAFE_VALUE.matcher(value).matches()) {
                    throw new IllegalArgumentException("engine '" + owner + "': value of '" + m.group(1)
                            + "' must not contain spaces or control characters");
                }
                m.appendReplacement(sb, Matcher.quoteReplacement(value));
            }
            m.appendTail(sb);
            resolved.add(sb.toString());
        }
        return resolved;
    }

    /** The names of the placeholders in {@code argv}, in order of appearance (with repeats). */
    public static List<String> names(List<String> argv) {
        List<String> names = new ArrayList<>();
        for (String arg : argv) {
            Matcher m = PLACEHOLDER.matcher(arg);
            while (m.find()) {
                names.add(m.group(1));
            }
        }
        return names;
    }
}
