package dev.arbiter.games.sudoku;

import dev.arbiter.engine.world.World;

/**
 * A Sudoku grid being filled, with the pruning built into its rules.
 *
 * <p>Cells are numbered 0..80 row by row; a digit {@code d} (1..9) is bit {@code d-1} of a 9-bit mask. The
 * world keeps the digits of each cell and, per unit (9 rows, 9 columns, 9 boxes), the mask of digits already
 * placed, so that a cell's candidates are {@code ~(row | column | box)}. After every change it analyses the
 * grid once (81 cells, then 27 units), without allocating:
 * <ul>
 *   <li>a <em>dead end</em>: an empty cell without candidate, or a digit missing from a unit with no cell of
 *       the unit left for it; the world has ended, unsolved;</li>
 *   <li>a <em>forced single</em>: a cell with one candidate (naked single, first in cell order), else a digit
 *       that fits in one cell only of some unit (hidden single, first unit in row, column, box order); it is
 *       the only legal action;</li>
 *   <li>otherwise the legal actions are the candidates of the most constrained empty cell (fewest candidates,
 *       first in cell order).</li>
 * </ul>
 * Placing a forced digit can never lose a solution, and every solution puts one of the branching cell's
 * candidates in it, so the legal actions of this world lose no solution while keeping the tree small.
 */
public final class SudokuWorld implements World<SudokuWorld> {

    /** Mask of the nine digits. */
    static final int ALL = 0x1FF;

    private static final int ONGOING = 0;
    private static final int SOLVED = 1;
    private static final int DEAD = 2;

    /** The units (rows 0-8, columns 9-17, boxes 18-26) of each cell, and the cells of each unit. */
    static final int[] ROW = new int[81];
    static final int[] COL = new int[81];
    static final int[] BOX = new int[81];
    static final int[][] UNIT_CELLS = new int[27][9];

    private static final long[] ZOBRIST = new long[81 * 9];

    static {
        for (int c = 0; c < 81; c++) {
            int r = c / 9;
            int k = c % 9;
            int b = (r / 3) * 3 + k / 3;
            ROW[c] = r;
            COL[c] = 9 + k;
            BOX[c] = 18 + b;
            UNIT_CELLS[r][k] = c;
            UNIT_CELLS[9 + k][r] = c;
            UNIT_CELLS[18 + b][(r % 3) * 3 + k % 3] = c;
        }
        long z = 0x5DEECE66DL;
        for (int i = 0; i < ZOBRIST.length; i++) {
            z += 0x9E3779B97F4A7C15L;
            long x = z;
            x = (x ^ (x >>> 30)) * 0xBF58476D1CE4E5B9L;
            x = (x ^ (x >>> 27)) * 0x94D049BB133111EBL;
            ZOBRIST[i] = x ^ (x >>> 31);
        }
    }

    /** Digit per cell, 0 for empty. */
    final byte[] digits = new byte[81];
    /** Bit per cell (cells 0-63, then 64-80) set when the puzzle gave the digit (not an action). */
    long givenLow;
    long givenHigh;
    /** Placed digits per unit. */
    final int[] placed = new int[27];
    int filled;
    int ply;
    long hash;
    int state;
    /** The forced action, or -1 when the world branches. */
    int forced;
    /** The branching cell and its candidates (when no action is forced). */
    int branchCell;
    int branchMask;

    /** The candidate digits of an empty cell, as a mask. */
    int candidates(int cell) {
        return ~(placed[ROW[cell]] | placed[COL[cell]] | placed[BOX[cell]]) & ALL;
    }

    /** Whether every cell holds a digit (the puzzle is solved). */
    public boolean isSolved() {
        return state == SOLVED;
    }

    /** Whether the world is a dead end: an empty cell or a missing digit of a unit has no candidate left. */
    public boolean isDeadEnd() {
        return state == DEAD;
    }

    /** Number of cells holding a digit. */
    public int filledCells() {
        return filled;
    }

    /** The digit of {@code cell} (0..80), 0 when empty. */
    public int digit(int cell) {
        return digits[cell];
    }

    /** Puts {@code digit} into the empty {@code cell} without analysing (for building worlds). */
    void place(int cell, int digit, boolean isGiven) {
        int bit = 1 << (digit - 1);
        digits[cell] = (byte) digit;
        if (isGiven) {
            if (cell < 64) {
                givenLow |= 1L << cell;
            } else {
                givenHigh |= 1L << (cell - 64);
            }
        }
        placed[ROW[cell]] |= bit;
        placed[COL[cell]] |= bit;
        placed[BOX[cell]] |= bit;
        hash ^= ZOBRIST[cell * 9 + digit - 1];
        filled++;
    }

    /** Whether the puzzle gave the digit of {@code cell}. */
    boolean isGiven(int cell) {
        return cell < 64 ? (givenLow >>> cell & 1) != 0 : (givenHigh >>> (cell - 64) & 1) != 0;
    }

    /** Analyses a freshly built grid: a dead end when two equal digits share a unit. */
    void start() {
        if (consistent()) {
            analyse();
        } else {
            forced = -1;
            state = DEAD;
        }
    }

    /** Empties the grid. */
    void clear() {
        java.util.Arrays.fill(digits, (byte) 0);
        givenLow = 0;
        givenHigh = 0;
        java.util.Arrays.fill(placed, 0);
        filled = 0;
        ply = 0;
        hash = 0;
        state = ONGOING;
        forced = -1;
    }

    /**
     * Whether the digits placed so far are consistent (no digit twice in a unit); checked when building a
     * world, since the unit masks cannot tell.
     */
    boolean consistent() {
        for (int[] unit : UNIT_CELLS) {
            int seen = 0;
            for (int cell : unit) {
                int d = digits[cell];
                if (d != 0) {
                    int bit = 1 << (d - 1);
                    if ((seen & bit) != 0) {
                        return false;
                    }
                    seen |= bit;
                }
            }
        }
        return true;
    }

    /**
     * Finds the state, the forced single or the branching cell (see the class comment). A grid that is not
     * {@link #consistent()} is a dead end.
     */
    void analyse() {
        forced = -1;
        if (filled == 81) {
            state = SOLVED;
            return;
        }
        int naked = -1;
        int best = -1;
        int bestCount = 10;
        for (int c = 0; c < 81; c++) {
            if (digits[c] != 0) {
                continue;
            }
            int mask = candidates(c);
            int count = Integer.bitCount(mask);
            if (count == 0) {
                state = DEAD;
                return;
            }
            if (count < bestCount) {
                bestCount = count;
                best = c;
                if (count == 1 && naked < 0) {
                    naked = c * 9 + Integer.numberOfTrailingZeros(mask);
                }
            }
        }
        int hidden = -1;
        for (int u = 0; u < 27; u++) {
            int[] cells = UNIT_CELLS[u];
            int once = 0;
            int twice = 0;
            for (int i = 0; i < 9; i++) {
                int cell = cells[i];
                if (digits[cell] == 0) {
                    int mask = candidates(cell);
                    twice |= once & mask;
                    once |= mask;
                }
            }
            int missing = ~placed[u] & ALL;
            if ((missing & ~once) != 0) {
                state = DEAD;
                return;
            }
            int single = once & ~twice;
            if (hidden < 0 && single != 0) {
                int bit = Integer.lowestOneBit(single);
                for (int i = 0; i < 9; i++) {
                    int cell = cells[i];
                    if (digits[cell] == 0 && (candidates(cell) & bit) != 0) {
                        hidden = cell * 9 + Integer.numberOfTrailingZeros(bit);
                        break;
                    }
                }
            }
        }
        state = ONGOING;
        forced = naked >= 0 ? naked : hidden;
        branchCell = best;
        branchMask = candidates(best);
    }

    @Override
    public int actorToMove() {
        return 0;
    }

    @Override
    public boolean isAlive(int actor) {
        return true;
    }

    @Override
    public int legalActions(int[] out) {
        if (state != ONGOING) {
            return 0;
        }
        if (forced >= 0) {
            out[0] = forced;
            return 1;
        }
        int n = 0;
        int base = branchCell * 9;
        for (int m = branchMask; m != 0; m &= m - 1) {
            out[n++] = base + Integer.numberOfTrailingZeros(m);
        }
        return n;
    }

    @Override
    public void apply(int action) {
        place(action / 9, action % 9 + 1, false);
        ply++;
        analyse();
    }

    @Override
    public boolean isEnd() {
        return state != ONGOING;
    }

    /**
     * 1 when solved; otherwise minus the share of cells still empty ({@code -(81 - filled) / 81}, in (-1, 0]),
     * so that a dead end counts as a loss and one that got further ranks higher.
     */
    @Override
    public double score(int actor) {
        return state == SOLVED ? 1.0 : -(81 - filled) / 81.0;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public void copyFrom(SudokuWorld other) {
        System.arraycopy(other.digits, 0, digits, 0, 81);
        givenLow = other.givenLow;
        givenHigh = other.givenHigh;
        System.arraycopy(other.placed, 0, placed, 0, 27);
        filled = other.filled;
        ply = other.ply;
        hash = other.hash;
        state = other.state;
        forced = other.forced;
        branchCell = other.branchCell;
        branchMask = other.branchMask;
    }

    @Override
    public long hash() {
        return hash;
    }

    /** Equal when every cell holds the same digit (givens and filled cells alike). */
    @Override
    public boolean equals(Object o) {
        return o instanceof SudokuWorld w && w.hash == hash && java.util.Arrays.equals(w.digits, digits);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash);
    }

    /**
     * 81 characters row by row: {@code .} for an empty cell, {@code 1}-{@code 9} for a given digit and
     * {@code a}-{@code i} for a digit 1-9 placed by an action (so the ply can be read back).
     */
    @Override
    public String encode() {
        StringBuilder sb = new StringBuilder(81);
        for (int c = 0; c < 81; c++) {
            int d = digits[c];
            sb.append(d == 0 ? '.' : (char) ((isGiven(c) ? '0' : 'a' - 1) + d));
        }
        return sb.toString();
    }

    /** The grid as 81 digits, {@code .} for an empty cell (the init-data format). */
    public String grid() {
        StringBuilder sb = new StringBuilder(81);
        for (int c = 0; c < 81; c++) {
            sb.append(digits[c] == 0 ? '.' : (char) ('0' + digits[c]));
        }
        return sb.toString();
    }

    @Override
    public String print() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            if (r % 3 == 0) {
                sb.append("+-------+-------+-------+\n");
            }
            for (int k = 0; k < 9; k++) {
                sb.append(k % 3 == 0 ? "| " : "");
                int d = digits[r * 9 + k];
                sb.append(d == 0 ? '.' : (char) ('0' + d)).append(' ');
            }
            sb.append("|\n");
        }
        sb.append("+-------+-------+-------+\n");
        sb.append(state == SOLVED ? "solved" : state == DEAD ? "dead end" : filled + "/81 filled")
                .append(", ply ").append(ply).append('\n');
        return sb.toString();
    }

    @Override
    public String toString() {
        return encode();
    }
}
