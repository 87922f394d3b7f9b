package dev.arbiter.games.connectx.solver;

/**
 * The moves of one node ordered by score, best first (Pons, part 10): an insertion sort into a fixed array of
 * {@link Position#WIDTH} slots. Among equal scores the move added last comes out first, so adding the columns
 * from the edges to the centre makes the centre win ties. One instance per ply, reused: no allocation.
 */
final class MoveSorter {

    private final long[] moves = new long[Position.WIDTH];
    private final int[] scores = new int[Position.WIDTH];
    private int size;

    /** Empties the sorter. */
    void clear() {
        size = 0;
    }

    /** Adds a move with its score. */
    void add(long move, int score) {
        int pos = size++;
        while (pos > 0 && scores[pos - 1] > score) {
            moves[pos] = moves[pos - 1];
            scores[pos] = scores[pos - 1];
            pos--;
        }
        moves[pos] = move;
        scores[pos] = score;
    }

    /** Removes and returns the best remaining move, or 0 when none is left. */
    long next() {
        return size == 0 ? 0 : moves[--size];
    }
}
