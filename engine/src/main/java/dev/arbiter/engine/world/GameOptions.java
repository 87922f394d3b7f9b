package dev.arbiter.engine.world;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a game's options: checks names against the provider's {@link GameProvider.OptionSpec}s and parses
 * values with errors that name the option.
 */
public final class GameOptions {

    private final String game;
    private final Map<String, String> values = new LinkedHashMap<>();

    /**
     * @throws IllegalArgumentException for an option the game does not have
     */
    public GameOptions(String game, List<GameProvider.OptionSpec> specs, Map<String, String> given) {
        this.game = game;
        for (GameProvider.OptionSpec spec : specs) {
            values.put(spec.name(), spec.defaultValue());
        }
        for (Map.Entry<String, String> entry : given.entrySet()) {
            if (!values.containsKey(entry.getKey())) {
                throw new IllegalArgumentException("game '" + game + "' has no option '" + entry.getKey()
                        + "' (options: " + (values.isEmpty() ? "none" : String.join(", ", values.keySet())) + ")");
            }
            values.put(entry.getKey(), entry.getValue());
        }
    }

    /** An integer option within [min, max]. */
    public int integer(String name, int min, int max) {
        String text = values.get(name);
        try {
            int value = Integer.parseInt(text.trim());
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("game '" + game + "' option '" + name + "': expected an integer in ["
                + min + ", " + max + "], got '" + text + "'");
    }

    /** A boolean option ({@code true}/{@code false}). */
    public boolean bool(String name) {
        String text = values.get(name).trim();
        if (text.equalsIgnoreCase("true")) {
            return true;
        }
        if (text.equalsIgnoreCase("false")) {
            return false;
        }
        throw new IllegalArgumentException("game '" + game + "' option '" + name + "': expected true or false, got '"
                + text + "'");
    }

    /** A string option that must be one of {@code allowed}. */
    public String choice(String name, String... allowed) {
        String text = values.get(name).trim();
        for (String a : allowed) {
            if (a.equals(text)) {
                return text;
            }
        }
        throw new IllegalArgumentException("game '" + game + "' option '" + name + "': expected one of "
                + String.join(", ", allowed) + ", got '" + text + "'");
    }

    /** The canonical {@code k=v,k=v} form of every option (defaults included). */
    public String canonical() {
        StringBuilder sb = new StringBuilder();
        values.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : ",").append(k).append('=').append(v.trim()));
        return sb.toString();
    }
}
