package dev.arbiter.games.chess;

import dev.arbiter.engine.world.Perft;
import dev.arbiter.engine.world.PerftCounter;

/**
 * Chess perft over {@link Position}s: legal move sequences of exactly the depth, a mated or stalemated side ending its
 * line, the draw rules ignored (as Stockfish's {@code go perft} and every published count). One preallocated position
 * and move list per ply, copy-make, nothing allocated while counting. With {@link Perft.Counting#BULK} the last ply's
 * moves are counted, not made (the legal generator makes that exact).
 */
public final class ChessPerft implements PerftCounter<ChessWorld> {

    private final Position[] positions;
    private final int[][] moves;
    private final boolean bulk;

    /** Prepares a perft of at most {@code maxDepth} plies. */
    public ChessPerft(int maxDepth, Perft.Counting counting) {
        positions = new Position[maxDepth + 1];
        moves = new int[maxDepth + 1][Position.MAX_MOVES];
        for (int i = 0; i <= maxDepth; i++) {
            positions[i] = new Position();
        }
        bulk = counting == Perft.Counting.BULK;
    }

    @Override
    public long count(ChessWorld root, int depth) {
        return count(root.position(), depth);
    }

    /** The number of legal move sequences of {@code depth} plies from {@code root}. */
    public long count(Position root, int depth) {
        if (depth >= positions.length) {
            throw new IllegalArgumentException("depth " + depth + " exceeds the prepared " + (positions.length - 1));
        }
        positions[0].copyFrom(root);
        return count(0, depth);
    }

    private long count(int ply, int depth) {
        if (depth == 0) {
            return 1;
        }
        Position position = positions[ply];
        int[] list = moves[ply];
        int n = position.legalMoves(list);
        Position child = positions[ply + 1];
        if (depth == 1) {
            if (!bulk) {
                for (int i = 0; i < n; i++) {
                    child.copyFrom(position);
                    child.make(list[i]);
                }
            }
            return n;
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            child.copyFrom(position);
            child.make(list[i]);
            total += count(ply + 1, depth - 1);
        }
        return total;
    }
}
