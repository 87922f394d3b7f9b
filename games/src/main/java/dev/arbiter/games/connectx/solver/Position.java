package dev.arbiter.games.connectx.solver;

/**
 * A Connect Four position (7 columns, 6 rows) as two bitboards, in Pascal Pons' layout ("Solving Connect 4",
 * part 6, bitboard): column {@code c} uses bits {@code 7c .. 7c+5} (bottom to top) and bit {@code 7c+6} stays
 * empty as a separator, so shifts by 1 (vertical), 7 (horizontal), 6 and 8 (the two diagonals) never wrap a
 * line onto the next column.
 *
 * <p>{@code current} holds the stones of the player to move, {@code mask} all stones. Playing a stone swaps
 * the sides with {@code current ^= mask} before the stone is added, so the bitboards stay relative to the
 * player to move. {@code current + mask} is a unique key: it adds a one bit just above each column's top
 * stone and keeps the player to move's stones below it (part 7).
 *
 * <p>Mutable, with {@link #play(long)} and {@link #undo(long)} so that a search allocates nothing.
 */
public final class Position {

    /** Number of columns. */
    public static final int WIDTH = 7;
    /** Number of rows. */
    public static final int HEIGHT = 6;
    /** Number of cells, the longest possible game. */
    public static final int CELLS = WIDTH * HEIGHT;
    /** Lowest score a position can have in practice (a loss with the last stone of the loser's 21). */
    public static final int MIN_SCORE = -CELLS / 2 + 3;
    /** Highest score a position can have in practice (a win with the winner's 4th stone). */
    public static final int MAX_SCORE = (CELLS + 1) / 2 - 3;

    private static final int STRIDE = HEIGHT + 1;
    private static final long BOTTOM = bottomRow();
    private static final long BOARD = BOTTOM * ((1L << HEIGHT) - 1);

    long current;
    long mask;
    int moves;

    /** The empty board. */
    public Position() {
    }

    /** A copy of {@code other}. */
    public Position(Position other) {
        copyFrom(other);
    }

    /** Makes this position equal to {@code other}. */
    public void copyFrom(Position other) {
        current = other.current;
        mask = other.mask;
        moves = other.moves;
    }

    /**
     * Parses Pons' notation, the sequence of played columns {@code 1..7}. Rejects a column out of range, a full
     * column, and any move played after a win (a position must not be over: its last move may not win).
     *
     * @throws IllegalArgumentException naming the offending move
     */
    public static Position parse(CharSequence columns) {
        Position p = new Position();
        for (int i = 0; i < columns.length(); i++) {
            char ch = columns.charAt(i);
            int col = ch - '1';
            if (col < 0 || col >= WIDTH) {
                throw new IllegalArgumentException("move " + (i + 1) + ": '" + ch + "' is not a column 1.." + WIDTH);
            }
            if (p.moves >= CELLS) {
                throw new IllegalArgumentException("move " + (i + 1) + ": more than " + CELLS + " moves");
            }
            if (!p.canPlay(col)) {
                throw new IllegalArgumentException("move " + (i + 1) + ": column " + (col + 1) + " is full");
            }
            if (p.isWinningMove(col)) {
                throw new IllegalArgumentException("move " + (i + 1) + ": column " + (col + 1)
                        + " wins, the position is over");
            }
            p.playColumn(col);
        }
        return p;
    }

    /** Number of stones on the board. */
    public int moves() {
        return moves;
    }

    /** Whether column {@code col} (0-based) has room. */
    public boolean canPlay(int col) {
        return (mask & topCell(col)) == 0;
    }

    /** Drops a stone of the player to move into column {@code col} (0-based); the column must have room. */
    public void playColumn(int col) {
        play((mask + bottomCell(col)) & columnMask(col));
    }

    /** Plays the one-bit move {@code move} (a playable cell) for the player to move. */
    public void play(long move) {
        current ^= mask;
        mask |= move;
        moves++;
    }

    /** Takes back {@code move}, the last move played. */
    public void undo(long move) {
        mask ^= move;
        current ^= mask;
        moves--;
    }

    /** Whether playing column {@code col} (0-based, playable) wins for the player to move. */
    public boolean isWinningMove(int col) {
        return (winningCells() & playable() & columnMask(col)) != 0;
    }

    /** Whether the player to move can win with the next stone. */
    public boolean canWinNext() {
        return (winningCells() & playable()) != 0;
    }

    /** A unique key of the position (fits in 49 bits). */
    public long key() {
        return current + mask;
    }

    /** The cells where the next stone can go, one per column that has room. */
    public long playable() {
        return (mask + BOTTOM) & BOARD;
    }

    /**
     * The playable cells that do not hand the opponent an immediate win (part 10, "anticipate direct losses").
     * Empty if every move loses at once. If the opponent threatens one playable cell, that cell is the only
     * candidate; if two, the position is lost. A cell directly below an opponent's winning cell is excluded.
     * Only valid when the player to move cannot win at once.
     */
    public long nonLosingMoves() {
        long possible = playable();
        long threats = opponentWinningCells();
        long forced = possible & threats;
        if (forced != 0) {
            if ((forced & (forced - 1)) != 0) {
                return 0;
            }
            possible = forced;
        }
        return possible & ~(threats >>> 1);
    }

    /**
     * The ordering score of a move (part 10): the number of empty cells where the player would then complete
     * four, counting cells not yet playable.
     */
    public int moveScore(long move) {
        return Long.bitCount(winningCells(current | move, mask));
    }

    /** The empty cells where the player to move would complete four. */
    long winningCells() {
        return winningCells(current, mask);
    }

    /** The empty cells where the opponent of the player to move would complete four. */
    long opponentWinningCells() {
        return winningCells(current ^ mask, mask);
    }

    /**
     * The empty cells (of {@code mask}) that would complete four for the owner of {@code stones}: for each of the
     * four directions with bit step {@code s}, a cell wins when the three cells on one side, or two on one side
     * and one on the other, are the owner's.
     */
    static long winningCells(long stones, long mask) {
        long r = (stones << 1) & (stones << 2) & (stones << 3);
        r |= lines(stones, STRIDE);
        r |= lines(stones, STRIDE - 1);
        r |= lines(stones, STRIDE + 1);
        return r & (BOARD ^ mask);
    }

    private static long lines(long stones, int s) {
        long up = (stones << s) & (stones << 2 * s);
        long down = (stones >>> s) & (stones >>> 2 * s);
        return (up & ((stones << 3 * s) | (stones >>> s))) | (down & ((stones << s) | (stones >>> 3 * s)));
    }

    /** All cells of column {@code col} (0-based). */
    public static long columnMask(int col) {
        return ((1L << HEIGHT) - 1) << (col * STRIDE);
    }

    private static long topCell(int col) {
        return 1L << (HEIGHT - 1 + col * STRIDE);
    }

    private static long bottomCell(int col) {
        return 1L << (col * STRIDE);
    }

    private static long bottomRow() {
        long b = 0;
        for (int c = 0; c < WIDTH; c++) {
            b |= bottomCell(c);
        }
        return b;
    }
}
