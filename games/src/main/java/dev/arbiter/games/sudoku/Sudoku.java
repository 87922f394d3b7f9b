package dev.arbiter.games.sudoku;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.Values;
import dev.arbiter.engine.world.PositionSolver;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Sudoku as a one-actor problem with pruning by design (see {@link SudokuWorld}): the only legal action is
 * a forced single when there is one, otherwise the candidates of the most constrained cell.
 *
 * <p>Init data is the puzzle: 81 characters row by row, a digit or {@code .}/{@code 0} for an empty cell.
 * Generated init data is a minimal puzzle with a unique solution (or one with {@code clues} digits left,
 * see {@link SudokuGenerator}). Actions are {@code cell * 9 + digit - 1}, text {@code r1c5=7} (row and
 * column 1..9). Worlds encode as 81 characters (see {@link SudokuWorld#encode()}).
 *
 * <p>Score: 1 when solved, otherwise {@code -(empty cells) / 81} (a dead end is a loss; further is better).
 * Evaluation: a solved world is {@link Values#WIN}, a dead end {@code -WIN}; otherwise
 * {@code filled * (filled cells) - candidates * (candidates left over all empty cells)}.
 */
public final class Sudoku implements Game<SudokuWorld> {

    private static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.real("filled", 1, 0, 1000, "value of each filled cell"),
            ParameterSpec.real("candidates", 0, 0, 100, "penalty per candidate left in the empty cells"));

    private final int clues;

    /** Sudoku whose generated puzzles keep {@code clues} digits (0: as few as uniqueness allows). */
    public Sudoku(int clues) {
        if (clues < 0 || clues > 81) {
            throw new IllegalArgumentException("sudoku: clues must be in [0, 81], got " + clues);
        }
        this.clues = clues;
    }

    @Override
    public String name() {
        return "sudoku";
    }

    @Override
    public String options() {
        return "clues=" + clues;
    }

    @Override
    public int actorCount() {
        return 1;
    }

    @Override
    public int maxActions() {
        return 9;
    }

    @Override
    public SudokuWorld newWorld() {
        return new SudokuWorld();
    }

    @Override
    public String createInitData(SplittableRandom random) {
        return new SudokuGenerator().generate(random, clues);
    }

    @Override
    public void setInitial(SudokuWorld world, String initData) {
        String puzzle = initData.trim();
        if (puzzle.length() != 81) {
            throw new IllegalArgumentException("sudoku puzzle: expected 81 characters (digits, '.' or '0' for empty), got "
                    + puzzle.length() + ": '" + initData + "'");
        }
        world.clear();
        for (int c = 0; c < 81; c++) {
            char ch = puzzle.charAt(c);
            if (ch >= '1' && ch <= '9') {
                world.place(c, ch - '0', true);
            } else if (ch != '.' && ch != '0') {
                throw new IllegalArgumentException("sudoku puzzle: bad character '" + ch + "' at cell " + (c + 1)
                        + " of '" + initData + "'");
            }
        }
        world.start();
    }

    @Override
    public SudokuWorld decodeWorld(String encoded) {
        if (encoded.length() != 81) {
            throw new IllegalArgumentException("sudoku world: expected 81 characters, got '" + encoded + "'");
        }
        SudokuWorld world = new SudokuWorld();
        world.clear();
        for (int c = 0; c < 81; c++) {
            char ch = encoded.charAt(c);
            if (ch >= '1' && ch <= '9') {
                world.place(c, ch - '0', true);
            } else if (ch >= 'a' && ch <= 'i') {
                world.place(c, ch - 'a' + 1, false);
                world.ply++;
            } else if (ch != '.' && ch != '0') {
                throw new IllegalArgumentException("sudoku world: bad character '" + ch + "' in '" + encoded + "'");
            }
        }
        world.start();
        return world;
    }

    @Override
    public String formatAction(int action) {
        int cell = action / 9;
        return "r" + (cell / 9 + 1) + "c" + (cell % 9 + 1) + "=" + (action % 9 + 1);
    }

    @Override
    public int parseAction(String text) {
        String t = text.trim().toLowerCase();
        if (t.length() == 6 && t.charAt(0) == 'r' && t.charAt(2) == 'c' && t.charAt(4) == '=') {
            int row = t.charAt(1) - '1';
            int col = t.charAt(3) - '1';
            int digit = t.charAt(5) - '1';
            if (row >= 0 && row < 9 && col >= 0 && col < 9 && digit >= 0 && digit < 9) {
                return (row * 9 + col) * 9 + digit;
            }
        }
        throw new IllegalArgumentException("sudoku action: expected r<row>c<column>=<digit> with values 1..9, e.g. "
                + "r1c5=7, got '" + text + "'");
    }

    @Override
    public List<ParameterSpec> parameters() {
        return PARAMETERS;
    }

    @Override
    public Evaluator<SudokuWorld> evaluator(Parameters weights) {
        double filled = weights.get("filled");
        double candidates = weights.get("candidates");
        return (world, actor) -> {
            if (world.isSolved()) {
                return Values.WIN;
            }
            if (world.isDeadEnd()) {
                return -Values.WIN;
            }
            double value = filled * world.filledCells();
            if (candidates != 0) {
                int left = 0;
                for (int c = 0; c < 81; c++) {
                    if (world.digit(c) == 0) {
                        left += Integer.bitCount(world.candidates(c));
                    }
                }
                value -= candidates * left;
            }
            return value;
        };
    }

    /** The generic {@code mm} search as an exact solver ({@link SudokuPositionSolver}); it has no settings. */
    @Override
    public Optional<PositionSolver.Factory> solver() {
        return Optional.of(new PositionSolver.Factory() {
            @Override
            public PositionSolver create(PositionSolver.Settings settings) {
                return new SudokuPositionSolver();
            }

            @Override
            public java.util.Set<PositionSolver.Setting> uses() {
                return java.util.EnumSet.noneOf(PositionSolver.Setting.class);
            }
        });
    }
}
