package dev.arbiter.examples.nim;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameOptions;
import dev.arbiter.engine.world.GameProvider;

import java.util.List;
import java.util.Map;

/**
 * Registers Nim for {@link java.util.ServiceLoader} (file
 * {@code META-INF/services/dev.arbiter.engine.world.GameProvider}), so that {@code arbiter qualify --game-jar}
 * finds it: the referee needs the rules to check every move.
 */
public final class NimProvider implements GameProvider {

    @Override
    public String name() {
        return "nim";
    }

    @Override
    public String description() {
        return "Nim: take stones from one heap, whoever takes the last stone wins (example plug-in)";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(new OptionSpec("heaps", "3", "number of heaps (1-8)"),
                new OptionSpec("size", "7", "largest starting heap (1-63)"));
    }

    @Override
    public Game<?> create(Map<String, String> given) {
        GameOptions options = new GameOptions(name(), options(), given);
        return new NimGame(options.integer("heaps", 1, 8), options.integer("size", 1, 63));
    }
}
