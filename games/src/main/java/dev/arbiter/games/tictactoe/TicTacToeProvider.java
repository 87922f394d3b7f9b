package dev.arbiter.games.tictactoe;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameOptions;
import dev.arbiter.engine.world.GameProvider;

import java.util.List;
import java.util.Map;

/** Registers {@link TicTacToe} as {@code tictactoe}. */
public final class TicTacToeProvider implements GameProvider {

    @Override
    public String name() {
        return "tictactoe";
    }

    @Override
    public String description() {
        return "tic-tac-toe on a 3x3 grid";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of();
    }

    @Override
    public Game<?> create(Map<String, String> options) {
        new GameOptions(name(), options(), options);
        return new TicTacToe();
    }
}
