package dev.arbiter.games.sudoku;

import dev.arbiter.engine.testkit.Weights;
import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.Values;
import dev.arbiter.games.Allocation;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Map;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SudokuTest {

    /** The first of Norvig's top95 puzzles and its solution. */
    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final String SOLUTION =
            "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
    private static final String EMPTY = ".".repeat(81);

    private final Sudoku game = new Sudoku(0);
    private final int[] out = new int[9];

    private int[] actions(SudokuWorld world) {
        return Arrays.copyOf(out, world.legalActions(out));
    }

    private static String withCell(String grid, int cell, char c) {
        return grid.substring(0, cell) + c + grid.substring(cell + 1);
    }

    @Test
    void actionTextRoundTripsForEveryCellAndDigit() {
        for (int action = 0; action < 729; action++) {
            assertThat(game.parseAction(game.formatAction(action))).isEqualTo(action);
        }
        assertThat(game.formatAction(4 * 9 + 6)).isEqualTo("r1c5=7");
        for (String bad : new String[] {"r0c1=1", "r1c1=0", "r1c10=1", "a1", "r1c1-1", ""}) {
            assertThatThrownBy(() -> game.parseAction(bad)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("r1c5=7");
        }
    }

    @Test
    void initDataMustBe81DigitsDotsOrZeros() {
        assertThat(game.initialWorld(PUZZLE.replace('.', '0'))).isEqualTo(game.initialWorld(PUZZLE));
        assertThatThrownBy(() -> game.initialWorld("123")).hasMessageContaining("81 characters");
        assertThatThrownBy(() -> game.initialWorld(withCell(PUZZLE, 3, 'x'))).hasMessageContaining("'x' at cell 4");
    }

    @Test
    void theLastEmptyCellIsTheOnlyActionAndSolvesThePuzzle() {
        SudokuWorld world = game.initialWorld(withCell(SOLUTION, 40, '.'));
        assertThat(actions(world)).containsExactly(40 * 9 + (SOLUTION.charAt(40) - '1'));
        world.apply(out[0]);
        assertThat(world.isEnd()).isTrue();
        assertThat(world.isSolved()).isTrue();
        assertThat(world.score(0)).isEqualTo(1.0);
        assertThat(world.legalActions(out)).isZero();
        assertThat(game.defaultEvaluator().evaluate(world, 0)).isEqualTo(Values.WIN);
    }

    @Test
    void aHiddenSingleIsTheOnlyActionWhenNoCellHasOneCandidate() {
        String grid = EMPTY;
        for (int cell : new int[] {13, 25, 37, 65}) {
            grid = withCell(grid, cell, '1');
        }
        SudokuWorld world = game.initialWorld(grid);
        assertThat(actions(world)).as("1 fits only in r1c1 of row 1 and of box 1").containsExactly(0);
    }

    @Test
    void withoutForcedSingleTheActionsAreTheCandidatesOfTheMostConstrainedCell() {
        assertThat(actions(game.initialWorld(EMPTY))).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8);
        String grid = withCell(withCell(withCell(EMPTY, 80, '1'), 79, '2'), 72, '3');
        SudokuWorld world = game.initialWorld(grid);
        int[] legal = actions(world);
        assertThat(legal).hasSizeBetween(2, 8);
        int cell = legal[0] / 9;
        for (int action : legal) {
            assertThat(action / 9).isEqualTo(cell);
        }
        for (int c = 0; c < 81; c++) {
            if (world.digit(c) == 0) {
                assertThat(Integer.bitCount(world.candidates(c))).isGreaterThanOrEqualTo(legal.length);
            }
        }
    }

    @Test
    void aCellWithoutCandidateIsADeadEndWithALowScore() {
        String grid = withCell(".12345678" + EMPTY.substring(9), 27, '9');
        SudokuWorld world = game.initialWorld(grid);
        assertThat(world.isEnd()).isTrue();
        assertThat(world.isDeadEnd()).isTrue();
        assertThat(world.legalActions(out)).isZero();
        assertThat(world.score(0)).isEqualTo(-(81 - 9) / 81.0);
        assertThat(game.defaultEvaluator().evaluate(world, 0)).isEqualTo(-Values.WIN);
    }

    @Test
    void aDigitWithNoPlaceLeftInAUnitIsADeadEnd() {
        String blocked = EMPTY;
        for (int[] placement : new int[][] {{3, 1}, {4, 2}, {5, 3}, {6, 4}, {7, 5}, {8, 6}, {9 + 1, 9}, {18 + 2, 7},
            {18 + 3, 8}}) {
            blocked = withCell(blocked, placement[0], (char) ('0' + placement[1]));
        }
        SudokuWorld dead = game.initialWorld(blocked);
        assertThat(Integer.bitCount(dead.candidates(0))).isGreaterThan(0);
        assertThat(dead.isDeadEnd()).as("9 fits nowhere in row 1").isTrue();
    }

    @Test
    void twoEqualGivensInAUnitAreADeadEnd() {
        SudokuWorld world = game.initialWorld(withCell(withCell(EMPTY, 0, '5'), 60, '5'));
        assertThat(world.isDeadEnd()).isFalse();
        assertThat(game.initialWorld(withCell(withCell(EMPTY, 0, '5'), 72, '5')).isDeadEnd()).isTrue();
    }

    @Test
    void encodingKeepsGivensApartFromPlacedDigitsAndRoundTrips() {
        SudokuWorld world = game.initialWorld(PUZZLE);
        for (int i = 0; i < 12 && !world.isEnd(); i++) {
            world.legalActions(out);
            world.apply(out[0]);
        }
        String encoded = world.encode();
        assertThat(encoded).hasSize(81).startsWith("4");
        assertThat(encoded.chars().filter(ch -> ch >= 'a' && ch <= 'i').count()).isEqualTo(12);
        SudokuWorld back = game.decodeWorld(encoded);
        assertThat(back).isEqualTo(world);
        assertThat(back.hash()).isEqualTo(world.hash());
        assertThat(back.ply()).isEqualTo(12);
        assertThat(back.encode()).isEqualTo(encoded);
        assertThat(actions(back)).containsExactly(actions(world));
        assertThat(world.print()).contains("| 4 . . | . . . | 8 . 5 |");
    }

    @Test
    void followingTheSolutionsDigitsAmongTheLegalActionsSolvesThePuzzle() {
        SudokuWorld world = game.initialWorld(PUZZLE);
        while (!world.isEnd()) {
            int n = world.legalActions(out);
            int chosen = -1;
            for (int i = 0; i < n; i++) {
                if (SOLUTION.charAt(out[i] / 9) - '1' == out[i] % 9) {
                    chosen = out[i];
                }
            }
            assertThat(chosen).as("no legal action loses the solution in " + world.encode()).isNotNegative();
            world.apply(chosen);
        }
        assertThat(world.grid()).isEqualTo(SOLUTION);
        assertThat(world.ply()).isEqualTo(81 - 17);
    }

    @Test
    void evaluationCountsFilledCellsAndPenalisesCandidates() {
        SudokuWorld world = game.initialWorld(PUZZLE);
        assertThat(game.defaultEvaluator().evaluate(world, 0)).isEqualTo(17);
        Evaluator<SudokuWorld> both = game.evaluator(Weights.only(game, Map.of("filled", 2.0, "candidates", 1.0)));
        int candidates = 0;
        for (int c = 0; c < 81; c++) {
            candidates += world.digit(c) == 0 ? Integer.bitCount(world.candidates(c)) : 0;
        }
        assertThat(both.evaluate(world, 0)).isEqualTo(34 - candidates);
    }

    @Test
    void generatedPuzzlesAreMinimalWithAUniqueSolutionAndDependOnlyOnTheSeed() {
        String puzzle = game.createInitData(new SplittableRandom(5));
        assertThat(game.createInitData(new SplittableRandom(5))).isEqualTo(puzzle);
        assertThat(game.createInitData(new SplittableRandom(6))).isNotEqualTo(puzzle);
        SudokuGenerator counter = new SudokuGenerator();
        int[] grid = new int[81];
        for (int c = 0; c < 81; c++) {
            grid[c] = puzzle.charAt(c) == '.' ? 0 : puzzle.charAt(c) - '0';
        }
        assertThat(counter.countSolutions(grid, 2)).isEqualTo(1);
        for (int c = 0; c < 81; c++) {
            if (grid[c] != 0) {
                int digit = grid[c];
                grid[c] = 0;
                assertThat(counter.countSolutions(grid, 2)).as("removing cell " + c).isEqualTo(2);
                grid[c] = digit;
            }
        }
        String thirty = new Sudoku(30).createInitData(new SplittableRandom(5));
        assertThat(thirty.chars().filter(ch -> ch != '.').count()).isEqualTo(30);
    }

    @Test
    void isRegisteredAsSudokuWithTheCluesOption() {
        assertThat(GameRegistry.load().create("sudoku", java.util.Map.of("clues", "25")).options()).isEqualTo("clues=25");
        assertThat(GameRegistry.load().create("sudoku", java.util.Map.of()).actorCount()).isEqualTo(1);
    }

    @Test
    void searchOperationsDoNotAllocate() {
        SudokuWorld start = game.initialWorld(PUZZLE);
        SudokuWorld world = game.newWorld();
        int[] buffer = new int[9];
        long bytes = Allocation.bytesDuring(2_000, () -> {
            world.copyFrom(start);
            while (!world.isEnd()) {
                world.legalActions(buffer);
                world.apply(buffer[0]);
            }
        });
        assertThat(bytes).isLessThan(1_000);
    }
}
