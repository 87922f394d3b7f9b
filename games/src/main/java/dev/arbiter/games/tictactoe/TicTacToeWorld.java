package dev.arbiter.games.tictactoe;

import dev.arbiter.engine.world.World;

/**
 * A tic-tac-toe position as two 9-bit masks. Squares are numbered 0..8 row by row from the top left;
 * actor 0 (X) moves first.
 */
public final class TicTacToeWorld implements World<TicTacToeWorld> {

    static final int[] LINES = {0b000000111, 0b000111000, 0b111000000, 0b001001001, 0b010010010, 0b100100100,
        0b100010001, 0b001010100};
    private static final int FULL = 0x1FF;

    final int[] masks = new int[2];
    int toMove;
    int ply;
    int winner = -1;

    @Override
    public int actorToMove() {
        return toMove;
    }

    @Override
    public boolean isAlive(int actor) {
        return true;
    }

    @Override
    public int legalActions(int[] out) {
        if (isEnd()) {
            return 0;
        }
        int free = ~(masks[0] | masks[1]) & FULL;
        int n = 0;
        while (free != 0) {
            out[n++] = Integer.numberOfTrailingZeros(free);
            free &= free - 1;
        }
        return n;
    }

    @Override
    public void apply(int action) {
        int mask = masks[toMove] |= 1 << action;
        for (int line : LINES) {
            if ((mask & line) == line) {
                winner = toMove;
                break;
            }
        }
        toMove ^= 1;
        ply++;
    }

    @Override
    public boolean isEnd() {
        return winner >= 0 || ((masks[0] | masks[1]) == FULL);
    }

    /** The winning actor, or -1 for none (yet). */
    public int winner() {
        return winner;
    }

    @Override
    public double score(int actor) {
        return winner < 0 ? 0.5 : winner == actor ? 1.0 : 0.0;
    }

    @Override
    public int ply() {
        return ply;
    }

    /** The cells still empty: every ply fills one (0 once the game has ended). */
    @Override
    public int maxPliesLeft() {
        return isEnd() ? 0 : 9 - ply;
    }

    @Override
    public void copyFrom(TicTacToeWorld other) {
        masks[0] = other.masks[0];
        masks[1] = other.masks[1];
        toMove = other.toMove;
        ply = other.ply;
        winner = other.winner;
    }

    @Override
    public long hash() {
        long key = masks[0] | ((long) masks[1] << 9) | ((long) toMove << 18);
        key *= 0x9E3779B97F4A7C15L;
        return key ^ (key >>> 29);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TicTacToeWorld w && w.masks[0] == masks[0] && w.masks[1] == masks[1] && w.toMove == toMove;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash());
    }

    char cell(int square) {
        return (masks[0] >> square & 1) != 0 ? 'x' : (masks[1] >> square & 1) != 0 ? 'o' : '.';
    }

    /** Nine cells ({@code x}, {@code o} or {@code .}) row by row. */
    @Override
    public String encode() {
        StringBuilder sb = new StringBuilder(9);
        for (int s = 0; s < 9; s++) {
            sb.append(cell(s));
        }
        return sb.toString();
    }

    @Override
    public String print() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 3; r++) {
            sb.append(3 - r).append(' ');
            for (int c = 0; c < 3; c++) {
                sb.append(' ').append(cell(r * 3 + c));
            }
            sb.append('\n');
        }
        sb.append("   a b c\n");
        sb.append(isEnd() ? (winner < 0 ? "draw" : (winner == 0 ? "x" : "o") + " wins") : (toMove == 0 ? "x" : "o") + " to move");
        return sb.append('\n').toString();
    }

    @Override
    public String toString() {
        return encode();
    }
}
