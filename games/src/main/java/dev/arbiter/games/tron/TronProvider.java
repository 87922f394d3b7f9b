package dev.arbiter.games.tron;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameOptions;
import dev.arbiter.engine.world.GameProvider;

import java.util.List;
import java.util.Map;

/** Registers {@link Tron} as {@code tron}. */
public final class TronProvider implements GameProvider {

    @Override
    public String name() {
        return "tron";
    }

    @Override
    public String description() {
        return "light cycles for 2-4 players on a grid, sequential turns; the last one alive wins";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(
                new OptionSpec("players", "4", "number of players (2..4)"),
                new OptionSpec("width", "15", "grid columns (" + Tron.MIN_SIDE + ".." + Tron.MAX_SIDE + ")"),
                new OptionSpec("height", "15", "grid rows (" + Tron.MIN_SIDE + ".." + Tron.MAX_SIDE + ")"),
                new OptionSpec("maxPlies", "0", "ply cap; the alive players tie there (0: width*height)"));
    }

    @Override
    public Game<?> create(Map<String, String> options) {
        GameOptions o = new GameOptions(name(), options(), options);
        return new Tron(o.integer("players", 2, 4), o.integer("width", Tron.MIN_SIDE, Tron.MAX_SIDE),
                o.integer("height", Tron.MIN_SIDE, Tron.MAX_SIDE), o.integer("maxPlies", 0, 1_000_000));
    }
}
