package dev.arbiter.tournament.play.uci;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * One {@code option} line an engine printed before {@code uciok} (the UCI protocol, "option name ID type T
 * [default D] [min M] [max M] [var V]..."): names may contain spaces ({@code Skill Level}), so the line is cut
 * at its keywords, as the protocol defines them.
 *
 * @param name     the option's name, as the engine spells it
 * @param type     {@code check}, {@code spin}, {@code combo}, {@code button} or {@code string}
 * @param defaultValue its default, or the empty string when none is given
 * @param min      a spin's lower bound ({@link Long#MIN_VALUE} for other types)
 * @param max      a spin's upper bound ({@link Long#MAX_VALUE} for other types)
 * @param vars     a combo's choices
 */
public record UciOption(String name, String type, String defaultValue, long min, long max, List<String> vars) {

    private static final Set<String> KEYWORDS = Set.of("name", "type", "default", "min", "max", "var");

    /** Copies the choices. */
    public UciOption {
        vars = List.copyOf(vars);
    }

    /**
     * Reads an {@code option} line.
     *
     * @throws IllegalArgumentException when the line has no name or no type, or a spin's bounds are not integers
     */
    public static UciOption parse(String line) {
        String[] words = line.trim().split("\\s+");
        String name = null;
        String type = null;
        String defaultValue = "";
        String min = null;
        String max = null;
        List<String> vars = new ArrayList<>();
        int i = words.length > 0 && words[0].equals("option") ? 1 : 0;
        while (i < words.length) {
            String key = words[i++];
            StringBuilder value = new StringBuilder();
            while (i < words.length && !KEYWORDS.contains(words[i])) {
                value.append(value.isEmpty() ? "" : " ").append(words[i++]);
            }
            switch (key) {
                case "name" -> name = value.toString();
                case "type" -> type = value.toString().toLowerCase(Locale.ROOT);
                case "default" -> defaultValue = value.toString().equals("<empty>") ? "" : value.toString();
                case "min" -> min = value.toString();
                case "max" -> max = value.toString();
                case "var" -> vars.add(value.toString());
                default -> throw new IllegalArgumentException("unexpected word '" + key + "'");
            }
        }
        if (name == null || name.isEmpty() || type == null || type.isEmpty()) {
            throw new IllegalArgumentException("an option line needs a name and a type: '" + line + "'");
        }
        try {
            return new UciOption(name, type, defaultValue,
                    min == null ? Long.MIN_VALUE : Long.parseLong(min), max == null ? Long.MAX_VALUE : Long.parseLong(max),
                    vars);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option '" + name + "': min and max must be integers: '" + line + "'");
        }
    }

    /** Whether it is a spin (an integer within {@link #min}..{@link #max}). */
    public boolean isSpin() {
        return type.equals("spin");
    }

    /**
     * Checks a value the configuration gives this option: a spin's integer within its bounds, a check's
     * {@code true}/{@code false}, a combo's choice (case-insensitive, as the protocol says option names and
     * values are); any text for a string; nothing for a button.
     *
     * @return null if the value fits, else what was expected
     */
    public String whyNot(String value) {
        return switch (type) {
            case "spin" -> {
                try {
                    long v = Long.parseLong(value.trim());
                    yield v >= min && v <= max ? null : "an integer in [" + min + ", " + max + "]";
                } catch (NumberFormatException e) {
                    yield "an integer in [" + min + ", " + max + "]";
                }
            }
            case "check" -> value.equalsIgnoreCase("true") || value.equalsIgnoreCase("false") ? null : "true or false";
            case "combo" -> vars.stream().anyMatch(v -> v.equalsIgnoreCase(value)) ? null
                    : "one of " + String.join(", ", vars);
            default -> null;
        };
    }
}
