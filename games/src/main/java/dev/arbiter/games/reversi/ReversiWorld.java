package dev.arbiter.games.reversi;

import dev.arbiter.engine.world.World;

/**
 * A Reversi position: the discs of the actor to move and of the other actor as two 64-bit boards
 * ({@code a1} = bit 0, {@code h8} = bit 63). Actor 0 is Black and moves first. Actions are squares
 * 0..63 and {@link Reversi#PASS}; a pass is legal (and the only legal action) when the actor to move has no
 * move but the opponent has one, and the game ends when neither can move (Aart Bik's perft convention).
 */
public final class ReversiWorld implements World<ReversiWorld> {

    long own;
    long opp;
    int toMove;
    int ply;

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
        long moves = ReversiBits.moves(own, opp);
        if (moves == 0) {
            if (ReversiBits.moves(opp, own) == 0) {
                return 0;
            }
            out[0] = Reversi.PASS;
            return 1;
        }
        int n = 0;
        do {
            out[n++] = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
        } while (moves != 0);
        return n;
    }

    @Override
    public void apply(int action) {
        long p = own;
        long o = opp;
        if (action != Reversi.PASS) {
            long move = 1L << action;
            long flipped = ReversiBits.flips(move, p, o);
            p |= move | flipped;
            o ^= flipped;
        }
        own = o;
        opp = p;
        toMove ^= 1;
        ply++;
    }

    /** The squares where the actor to move can play (a bitboard; empty when it must pass or the game is over). */
    public long moves() {
        return ReversiBits.moves(own, opp);
    }

    @Override
    public boolean isEnd() {
        return ReversiBits.moves(own, opp) == 0 && ReversiBits.moves(opp, own) == 0;
    }

    /** The discs of {@code actor} as a bitboard. */
    public long discs(int actor) {
        return actor == toMove ? own : opp;
    }

    /** The number of discs of {@code actor}. */
    public int count(int actor) {
        return Long.bitCount(discs(actor));
    }

    /** 1 if {@code actor} has more discs than the opponent, 0.5 for equal counts, 0 for fewer (also before the end). */
    @Override
    public double score(int actor) {
        int mine = count(actor);
        int theirs = count(actor ^ 1);
        return mine > theirs ? 1.0 : mine == theirs ? 0.5 : 0.0;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public void copyFrom(ReversiWorld other) {
        own = other.own;
        opp = other.opp;
        toMove = other.toMove;
        ply = other.ply;
    }

    /** Black's and White's boards and the side to move, mixed with the SplitMix64 finaliser (Steele et al. 2014). */
    @Override
    public long hash() {
        long z = mix(discs(0) ^ 0x9E3779B97F4A7C15L * (toMove + 1));
        return mix(z ^ discs(1));
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ReversiWorld w && w.own == own && w.opp == opp && w.toMove == toMove;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash());
    }

    char cell(int square) {
        long bit = 1L << square;
        return (discs(0) & bit) != 0 ? 'b' : (discs(1) & bit) != 0 ? 'w' : '.';
    }

    /**
     * The ranks from 8 down to 1 separated by {@code /}, files a..h, {@code b} Black, {@code w} White,
     * {@code .} empty; then {@code :} and the side to move ({@code b} or {@code w}), then {@code :} and the ply,
     * e.g. the start: {@code ......../......../......../...bw.../...wb.../......../......../........:b:0}.
     */
    @Override
    public String encode() {
        StringBuilder sb = new StringBuilder(80);
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                sb.append(cell(rank * 8 + file));
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.append(':').append(toMove == 0 ? 'b' : 'w').append(':').append(ply).toString();
    }

    @Override
    public String print() {
        long moves = moves();
        StringBuilder sb = new StringBuilder("  a b c d e f g h\n");
        for (int rank = 7; rank >= 0; rank--) {
            sb.append(rank + 1);
            for (int file = 0; file < 8; file++) {
                int square = rank * 8 + file;
                char c = cell(square);
                sb.append(' ').append(c == '.' && (moves >>> square & 1) != 0 ? '*' : c);
            }
            sb.append(' ').append(rank + 1).append('\n');
        }
        sb.append("  a b c d e f g h\n");
        sb.append("black ").append(count(0)).append(", white ").append(count(1)).append(", ");
        if (isEnd()) {
            int b = count(0);
            int w = count(1);
            sb.append(b > w ? "black wins" : b < w ? "white wins" : "draw");
        } else {
            sb.append(toMove == 0 ? "black" : "white").append(" to move").append(moves == 0 ? " (must pass)" : "");
        }
        return sb.append('\n').toString();
    }

    @Override
    public String toString() {
        return encode();
    }
}
