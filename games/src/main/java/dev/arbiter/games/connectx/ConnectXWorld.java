package dev.arbiter.games.connectx;

import dev.arbiter.engine.world.World;

/**
 * A Connect X position as two bitboards in the Pons/Tromp layout: {@code mask} holds every stone,
 * {@code current} the stones of the actor to move, bit {@code col * (rows + 1) + row} with row 0 at the
 * bottom. Dropping a stone in column {@code c} is {@code mask | (mask + bottom(c))}: the addition carries
 * through the column's stones into its lowest empty cell. Actor 0 ({@code x}) moves first, so the actor to
 * move is the parity of the stone count (the ply is the count, not stored: a copy and a move write three
 * fields); the only other state is whether the last stone made a line.
 */
public final class ConnectXWorld implements World<ConnectXWorld> {

    private final ConnectX game;
    private final int h;
    private final int rows;
    private final int cols;
    private final int x;
    /** Whether Pons' fixed four-in-a-row test applies (x = 4 and every shift it makes stays below 64). */
    private final boolean fourFast;
    /**
     * Whether this is Connect Four's standard board (6 rows): the line test, the drop and the legal columns then
     * run with their shifts as constants ({@link Bits#hasFourStandard}, {@link Bits#standardColumns}), which the
     * JIT folds into the instructions (make-every-leaf perft(10) 15% less CPU than the loop over the columns).
     */
    private final boolean standard;
    private final long board;

    long current;
    long mask;
    boolean won;

    ConnectXWorld(ConnectX game) {
        this.game = game;
        this.h = game.rows() + 1;
        this.rows = game.rows();
        this.cols = game.cols();
        this.x = game.x();
        this.fourFast = x == 4 && 2 * (h + 1) < 64;
        this.standard = fourFast && h == Bits.STANDARD_HEIGHT;
        this.board = game.boardMask();
    }

    @Override
    public int actorToMove() {
        return Long.bitCount(mask) & 1;
    }

    @Override
    public boolean isAlive(int actor) {
        return true;
    }

    @Override
    public int legalActions(int[] out) {
        if (won) {
            return 0;
        }
        long m = ~mask;
        if (standard) {
            return Bits.standardColumns(m, out);
        }
        int top = rows - 1;
        int n = 0;
        for (int c = 0; c < cols; c++, top += h) {
            out[n] = c;
            n += (int) (m >>> top) & 1;
        }
        return n;
    }

    @Override
    public void apply(int action) {
        long m = mask;
        if (standard) {
            long next = m | (m + (1L << (action * Bits.STANDARD_HEIGHT)));
            long mover = current | (next ^ m);
            won = Bits.hasFourStandard(mover);
            current = mover ^ next;
            mask = next;
            return;
        }
        long next = m | (m + (1L << (action * h)));
        long mover = current | (next ^ m);
        won = standard ? Bits.hasFourStandard(mover) : fourFast ? Bits.hasFour(mover, h) : Bits.hasLine(mover, h, x);
        current = mover ^ next;
        mask = next;
    }

    /** Whether a stone can still be dropped in column {@code col} (0-based). */
    public boolean canPlay(int col) {
        return col >= 0 && col < cols && (mask >>> (col * h + rows - 1) & 1) == 0;
    }

    @Override
    public boolean isEnd() {
        return won || mask == board;
    }

    /** The actor who made a line, or -1 if none (yet). */
    public int winner() {
        return won ? (Long.bitCount(mask) - 1) & 1 : -1;
    }

    @Override
    public double score(int actor) {
        return won ? (winner() == actor ? 1.0 : 0.0) : 0.5;
    }

    @Override
    public int ply() {
        return Long.bitCount(mask);
    }

    /** The cells still empty: every ply fills one (0 once the game has ended). */
    @Override
    public int maxPliesLeft() {
        return isEnd() ? 0 : rows * cols - Long.bitCount(mask);
    }

    @Override
    public void copyFrom(ConnectXWorld other) {
        current = other.current;
        mask = other.mask;
        won = other.won;
    }

    /** The stones of {@code actor} as a bitboard. */
    public long stones(int actor) {
        return actor == (Long.bitCount(mask) & 1) ? current : current ^ mask;
    }

    /** Every stone as a bitboard. */
    public long occupied() {
        return mask;
    }

    /**
     * {@code current + mask + bottom} is unique per position (per column it is the mover's stones plus a
     * marker bit above the column's height; Pons' key), and the stone count fixes the actor to move. It is
     * mixed with the SplitMix64 finaliser (Steele, Lea, Flood 2014), a bijection, so distinct positions of a
     * board that fits in 64 bits never share a hash.
     */
    @Override
    public long hash() {
        long z = current + mask + game.bottomMask();
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ConnectXWorld w && w.game.equals(game) && w.current == current && w.mask == mask;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash());
    }

    char cell(int col, int row) {
        long bit = 1L << (col * h + row);
        if ((mask & bit) == 0) {
            return '.';
        }
        return (stones(0) & bit) != 0 ? 'x' : 'o';
    }

    /** The rows from the top down, separated by {@code /}, cells {@code x}, {@code o} or {@code .}. */
    @Override
    public String encode() {
        StringBuilder sb = new StringBuilder(rows * (cols + 1));
        for (int row = rows - 1; row >= 0; row--) {
            for (int col = 0; col < cols; col++) {
                sb.append(cell(col, row));
            }
            if (row > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    @Override
    public String print() {
        StringBuilder sb = new StringBuilder();
        for (int row = rows - 1; row >= 0; row--) {
            sb.append('|');
            for (int col = 0; col < cols; col++) {
                sb.append(' ').append(cell(col, row));
            }
            sb.append(" |\n");
        }
        sb.append('+');
        sb.append("--".repeat(cols)).append("-+\n ");
        for (int col = 1; col <= cols; col++) {
            sb.append(' ').append(col % 10);
        }
        sb.append('\n');
        int w = winner();
        sb.append(w >= 0 ? (w == 0 ? "x" : "o") + " wins" : isEnd() ? "draw" : (ply() % 2 == 0 ? "x" : "o") + " to move");
        return sb.append('\n').toString();
    }

    @Override
    public String toString() {
        return encode();
    }
}
