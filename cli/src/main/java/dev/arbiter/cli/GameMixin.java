package dev.arbiter.cli;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@code --game}, {@code --game-option} and {@code --game-jar} options, shared by every command that needs a
 * game.
 */
public final class GameMixin {

    @Option(names = {"-g", "--game"}, required = true, paramLabel = "GAME",
            description = "Game name, optionally with options: connectx:rows=6,cols=7,x=4 (see 'arbiter games').")
    String game;

    @Option(names = "--game-option", paramLabel = "KEY=VALUE", description = "A game option (repeatable).")
    Map<String, String> gameOptions = new LinkedHashMap<>();

    @Mixin
    GameJarMixin gameJars;

    /** Creates the selected game, or fails with a usage error naming what is wrong. */
    public Game<?> create() {
        GameRegistry registry = gameJars.registry();
        try {
            Game<?> base = registry.create(game);
            if (gameOptions.isEmpty()) {
                return base;
            }
            Map<String, String> merged = new LinkedHashMap<>();
            if (!base.options().isEmpty()) {
                for (String pair : base.options().split(",")) {
                    int eq = pair.indexOf('=');
                    merged.put(pair.substring(0, eq), pair.substring(eq + 1));
                }
            }
            merged.putAll(gameOptions);
            return registry.create(base.name(), merged);
        } catch (IllegalArgumentException e) {
            throw ArbiterException.usage(e.getMessage());
        }
    }
}
