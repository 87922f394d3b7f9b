package dev.arbiter.games.sudoku;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameOptions;
import dev.arbiter.engine.world.GameProvider;

import java.util.List;
import java.util.Map;

/** Registers {@link Sudoku} as {@code sudoku}. */
public final class SudokuProvider implements GameProvider {

    @Override
    public String name() {
        return "sudoku";
    }

    @Override
    public String description() {
        return "Sudoku (one actor): fill the 9x9 grid; forced singles first, else the most constrained cell";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(new OptionSpec("clues", "0",
                "digits left in generated puzzles (0: minimal puzzles with a unique solution)"));
    }

    @Override
    public Game<?> create(Map<String, String> options) {
        GameOptions o = new GameOptions(name(), options(), options);
        return new Sudoku(o.integer("clues", 0, 81));
    }
}
