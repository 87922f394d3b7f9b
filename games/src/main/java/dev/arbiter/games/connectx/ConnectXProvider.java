package dev.arbiter.games.connectx;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameOptions;
import dev.arbiter.engine.world.GameProvider;

import java.util.List;
import java.util.Map;

/** Registers {@link ConnectX} as {@code connectx}, with the alias {@code connect4} (the defaults, 6x7, four in a row). */
public final class ConnectXProvider implements GameProvider {

    @Override
    public String name() {
        return "connectx";
    }

    @Override
    public Map<String, Map<String, String>> aliases() {
        return Map.of("connect4", Map.of());
    }

    @Override
    public String description() {
        return "Connect X: drop stones into columns, first to line up x stones wins (connect4 = 6 rows x 7 columns, x=4)";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(
                new OptionSpec("rows", "6", "number of rows (height)"),
                new OptionSpec("cols", "7", "number of columns (width); (rows + 1) * cols <= 64"),
                new OptionSpec("x", "4", "stones in a row needed to win"),
                new OptionSpec("openings", "0", "random plies played before each tournament round (init data)"));
    }

    @Override
    public Game<?> create(Map<String, String> options) {
        GameOptions o = new GameOptions(name(), options(), options);
        return new ConnectX(o.integer("rows", 1, 63), o.integer("cols", 1, 32), o.integer("x", 2, 63),
                o.integer("openings", 0, 2015));
    }
}
