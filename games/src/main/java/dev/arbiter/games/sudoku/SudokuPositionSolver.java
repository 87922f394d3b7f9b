package dev.arbiter.games.sudoku;

import dev.arbiter.engine.world.PositionSolver;

/**
 * Sudoku lines for {@code arbiter solve}: a puzzle of 81 characters (digits, {@code .} or {@code 0} for an
 * empty cell), optionally followed by a space and anything (e.g. its solution), gives
 * {@code puzzle solution micros}; the solution is {@code none} when the puzzle has none. Solved by the
 * generic {@code mm} search under a 10 MiB memory budget ({@link SudokuSolver}); the time covers parsing and
 * searching.
 */
public final class SudokuPositionSolver implements PositionSolver {

    private final SudokuSolver solver = new SudokuSolver();

    @Override
    public String solve(String line) {
        String puzzle = line.trim().split("\\s+", 2)[0];
        SudokuSolver.Solution solution = solver.solve(puzzle);
        return puzzle + " " + (solution.solved() ? solution.grid() : "none") + " " + solution.nanos() / 1000;
    }
}
