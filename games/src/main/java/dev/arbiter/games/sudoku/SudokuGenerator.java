package dev.arbiter.games.sudoku;

import java.util.SplittableRandom;

/**
 * Makes puzzles with exactly one solution from a seed, for tournament rounds (init data).
 *
 * <p>A random solved grid is drawn by applying random validity-preserving transformations to a fixed
 * pattern grid (digit relabelling, row swaps inside a band, band swaps, the same for columns and stacks,
 * transposition). Its cells are then visited in random order and each digit is removed when the puzzle keeps
 * a unique solution, until none can be removed (a minimal puzzle) or only {@code clues} digits are left.
 *
 * <p>Uniqueness is checked by counting solutions up to two with a depth-first walk over the worlds' own
 * legal actions: in {@link SudokuWorld} they never lose a solution and two branches never share one, so the
 * leaves of that walk are exactly the solutions.
 */
final class SudokuGenerator {

    private final SudokuWorld[] stack = new SudokuWorld[82];
    private final int[][] actions = new int[82][9];

    SudokuGenerator() {
        for (int i = 0; i < stack.length; i++) {
            stack[i] = new SudokuWorld();
        }
    }

    /** A puzzle as 81 characters ({@code .} for empty), with at least {@code clues} digits (0: minimal). */
    String generate(SplittableRandom random, int clues) {
        int[] grid = solvedGrid(random);
        int[] order = permutation(random, 81);
        int left = 81;
        for (int i = 0; i < 81 && left > clues; i++) {
            int cell = order[i];
            int digit = grid[cell];
            grid[cell] = 0;
            if (countSolutions(grid, 2) == 1) {
                left--;
            } else {
                grid[cell] = digit;
            }
        }
        StringBuilder sb = new StringBuilder(81);
        for (int d : grid) {
            sb.append(d == 0 ? '.' : (char) ('0' + d));
        }
        return sb.toString();
    }

    /** The number of solutions of {@code grid} (digits, 0 for empty), counted up to {@code limit}. */
    int countSolutions(int[] grid, int limit) {
        SudokuWorld root = stack[0];
        root.clear();
        for (int c = 0; c < 81; c++) {
            if (grid[c] != 0) {
                root.place(c, grid[c], true);
            }
        }
        root.start();
        return count(0, limit);
    }

    private int count(int depth, int limit) {
        SudokuWorld world = stack[depth];
        if (world.isSolved()) {
            return 1;
        }
        int n = world.legalActions(actions[depth]);
        int found = 0;
        for (int i = 0; i < n && found < limit; i++) {
            SudokuWorld child = stack[depth + 1];
            child.copyFrom(world);
            child.apply(actions[depth][i]);
            found += count(depth + 1, limit - found);
        }
        return found;
    }

    private static int[] solvedGrid(SplittableRandom random) {
        int[] digitMap = permutation(random, 9);
        int[] rows = lineOrder(random);
        int[] cols = lineOrder(random);
        boolean transpose = random.nextBoolean();
        int[] grid = new int[81];
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                int pr = rows[r];
                int pc = cols[c];
                int pattern = (3 * (pr % 3) + pr / 3 + pc) % 9;
                grid[transpose ? c * 9 + r : r * 9 + c] = digitMap[pattern] + 1;
            }
        }
        return grid;
    }

    /** A random order of the 9 lines that keeps bands together: bands permuted, lines permuted inside each. */
    private static int[] lineOrder(SplittableRandom random) {
        int[] bands = permutation(random, 3);
        int[] order = new int[9];
        for (int b = 0; b < 3; b++) {
            int[] inside = permutation(random, 3);
            for (int i = 0; i < 3; i++) {
                order[b * 3 + i] = bands[b] * 3 + inside[i];
            }
        }
        return order;
    }

    /** A uniformly random permutation of 0..n-1 (Fisher-Yates). */
    private static int[] permutation(SplittableRandom random, int n) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }
}
