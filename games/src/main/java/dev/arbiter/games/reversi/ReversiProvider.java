package dev.arbiter.games.reversi;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameOptions;
import dev.arbiter.engine.world.GameProvider;

import java.util.List;
import java.util.Map;

/** Registers {@link Reversi} as {@code reversi}. */
public final class ReversiProvider implements GameProvider {

    @Override
    public String name() {
        return "reversi";
    }

    @Override
    public String description() {
        return "Reversi (Othello) 8x8, Black first, explicit passes";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(new OptionSpec("openings", "0", "random plies played from the start by the init data (0..60)"));
    }

    @Override
    public Game<?> create(Map<String, String> options) {
        GameOptions o = new GameOptions(name(), options(), options);
        return new Reversi(o.integer("openings", 0, 60));
    }
}
