package dev.arbiter.games.chess;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameOptions;
import dev.arbiter.engine.world.GameProvider;

import java.util.List;
import java.util.Map;

/** Registers {@link Chess} as {@code chess}. */
public final class ChessProvider implements GameProvider {

    @Override
    public String name() {
        return "chess";
    }

    @Override
    public String description() {
        return "chess (FIDE rules; draws by repetition, fifty moves and insufficient material end the game); "
                + "init data: a FEN [moves ...]; actions in UCI notation (e2e4, e7e8q, e1g1)";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(new OptionSpec("openings", "0", "random plies played from the start by the init data (0..40)"));
    }

    @Override
    public Game<?> create(Map<String, String> options) {
        GameOptions o = new GameOptions(name(), options(), options);
        return new Chess(o.integer("openings", 0, 40));
    }
}
