package dev.arbiter.games.connectx;

/**
 * Line detection on Connect X bitboards (Pons/Tromp layout: bit {@code col * (rows + 1) + row}, one empty
 * sentinel bit on top of every column, so that shifting by a direction never wraps from one line into
 * another).
 *
 * <p>A direction is a bit distance: 1 (vertical), {@code H} (horizontal), {@code H + 1} and {@code H - 1}
 * (the two diagonals), where {@code H = rows + 1}. {@code runs(b, d, k)} returns the start cells of all
 * windows of {@code k} consecutive set cells in direction {@code d}; it uses doubling: the windows of
 * length {@code 2a} are {@code r_a & (r_a >>> a*d)}, and the windows of any length {@code k} with
 * {@code a <= k <= 2a} are {@code r_a & (r_a >>> (k-a)*d)} (two overlapping windows cover the span).
 */
final class Bits {

    /** The column height of Connect Four's standard board: 6 rows and the sentinel. */
    static final int STANDARD_HEIGHT = 7;

    private Bits() {
    }

    /** {@code v >>> n}, but 0 once {@code n >= 64} (Java reduces shift distances modulo 64). */
    static long shr(long v, int n) {
        return n >= 64 ? 0 : v >>> n;
    }

    /** {@code v << n}, but 0 once {@code n >= 64}. */
    static long shl(long v, int n) {
        return n >= 64 ? 0 : v << n;
    }

    /** Start cells of windows of {@code k >= 1} set cells of {@code b} in direction {@code d}. */
    static long runs(long b, int d, int k) {
        long r = b;
        int len = 1;
        while (len * 2 <= k) {
            r &= shr(r, len * d);
            len *= 2;
        }
        return len == k ? r : r & shr(r, (k - len) * d);
    }

    /** Whether {@code b} holds {@code k} set cells in a row in any of the four directions. */
    static boolean hasLine(long b, int h, int k) {
        return runs(b, 1, k) != 0 || runs(b, h, k) != 0 || runs(b, h + 1, k) != 0 || runs(b, h - 1, k) != 0;
    }

    /** {@link #hasFour} on the standard board, its shifts constants. */
    static boolean hasFourStandard(long b) {
        return hasFour(b, STANDARD_HEIGHT);
    }

    /**
     * The playable columns of Connect Four's standard board (7 columns of 6 rows), in order, written to {@code out}:
     * column {@code c} is playable when its top cell ({@code 7c + 5}) is in {@code free} (the empty cells). Unrolled,
     * its shifts constants, and branch-free: each column is written and kept by counting its bit.
     *
     * @return the number of playable columns
     */
    static int standardColumns(long free, int[] out) {
        int n = 0;
        out[n] = 0;
        n += (int) (free >>> 5) & 1;
        out[n] = 1;
        n += (int) (free >>> 12) & 1;
        out[n] = 2;
        n += (int) (free >>> 19) & 1;
        out[n] = 3;
        n += (int) (free >>> 26) & 1;
        out[n] = 4;
        n += (int) (free >>> 33) & 1;
        out[n] = 5;
        n += (int) (free >>> 40) & 1;
        out[n] = 6;
        n += (int) (free >>> 47) & 1;
        return n;
    }

    /** Whether {@code b} holds four in a row (Pons' alignment test, the Connect Four fast path). */
    static boolean hasFour(long b, int h) {
        long m = b & (b >>> h);
        if ((m & (m >>> 2 * h)) != 0) {
            return true;
        }
        m = b & (b >>> (h - 1));
        if ((m & (m >>> 2 * (h - 1))) != 0) {
            return true;
        }
        m = b & (b >>> (h + 1));
        if ((m & (m >>> 2 * (h + 1))) != 0) {
            return true;
        }
        m = b & (b >>> 1);
        return (m & (m >>> 2)) != 0;
    }
}
