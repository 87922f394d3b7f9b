package dev.arbiter.engine.world;

import java.util.List;
import java.util.Map;

/**
 * Creates a {@link Game} by name from options. Providers are found with {@link java.util.ServiceLoader},
 * so a user's game jar on the class path is found like the built-in games.
 */
public interface GameProvider {

    /** The registered name ({@code connectx}). */
    String name();

    /** Other names that select this game, possibly with preset options ({@code connect4}). */
    default Map<String, Map<String, String>> aliases() {
        return Map.of();
    }

    /** One line describing the game. */
    String description();

    /** The options the game accepts, with their defaults. */
    List<OptionSpec> options();

    /**
     * Creates the game.
     *
     * @throws IllegalArgumentException naming the option for an unknown option or a bad value
     */
    Game<?> create(Map<String, String> options);

    /** One option of a game, e.g. {@code rows} with default {@code 6}. */
    record OptionSpec(String name, String defaultValue, String description) {
    }
}
