package dev.arbiter.games.reversi;

/**
 * Shift-based Reversi move generation on 64-bit boards (square {@code a1} = bit 0, {@code h1} = bit 7,
 * {@code a8} = bit 56).
 *
 * <p>Legal moves use the "dumb7fill" form of Kogge-Stone flood fill in each of the eight directions
 * (see the Chess Programming Wiki, "Dumb7Fill" and "Kogge-Stone Algorithm"): starting from the mover's
 * discs, repeatedly shift one step and keep only opponent discs; after at most six steps, one more shift
 * onto an empty square is a legal move. Horizontal and diagonal steps mask out the a- and h-files of the
 * opponent discs so that a run never wraps from one rank to the next. Flips for a move are found the same
 * way starting from the move's square: a run of opponent discs is flipped when the next square is the
 * mover's.
 */
final class ReversiBits {

    /** Opponent discs that may be inside a horizontal or diagonal run (not on the a- or h-file). */
    private static final long INNER = 0x7E7E7E7E7E7E7E7EL;

    private ReversiBits() {
    }

    /** The squares where the owner of {@code p} can play against {@code o}. */
    static long moves(long p, long o) {
        long inner = o & INNER;
        long empty = ~(p | o);
        return (fill(p, inner, 1) | fill(p, o, 8) | fill(p, inner, 7) | fill(p, inner, 9)) & empty;
    }

    /** Squares one step past a run of {@code run} discs adjacent to {@code p}, in both senses of step {@code s}. */
    private static long fill(long p, long run, int s) {
        long up = run & (p << s);
        up |= run & (up << s);
        up |= run & (up << s);
        up |= run & (up << s);
        up |= run & (up << s);
        up |= run & (up << s);
        long down = run & (p >>> s);
        down |= run & (down >>> s);
        down |= run & (down >>> s);
        down |= run & (down >>> s);
        down |= run & (down >>> s);
        down |= run & (down >>> s);
        return (up << s) | (down >>> s);
    }

    /** The discs of {@code o} flipped when the owner of {@code p} plays {@code move} (a single bit). */
    static long flips(long move, long p, long o) {
        long inner = o & INNER;
        return flipsUp(move, p, inner, 1) | flipsDown(move, p, inner, 1)
                | flipsUp(move, p, o, 8) | flipsDown(move, p, o, 8)
                | flipsUp(move, p, inner, 7) | flipsDown(move, p, inner, 7)
                | flipsUp(move, p, inner, 9) | flipsDown(move, p, inner, 9);
    }

    private static long flipsUp(long move, long p, long run, int s) {
        long f = run & (move << s);
        f |= run & (f << s);
        f |= run & (f << s);
        f |= run & (f << s);
        f |= run & (f << s);
        f |= run & (f << s);
        return (f << s & p) != 0 ? f : 0;
    }

    private static long flipsDown(long move, long p, long run, int s) {
        long f = run & (move >>> s);
        f |= run & (f >>> s);
        f |= run & (f >>> s);
        f |= run & (f >>> s);
        f |= run & (f >>> s);
        f |= run & (f >>> s);
        return (f >>> s & p) != 0 ? f : 0;
    }

    /** The squares of {@code b} and their eight neighbours (without wrapping across the board's edges). */
    static long dilate(long b) {
        long row = b | ((b << 1) & 0xFEFEFEFEFEFEFEFEL) | ((b >>> 1) & 0x7F7F7F7F7F7F7F7FL);
        return row | (row << 8) | (row >>> 8);
    }
}
