package dev.arbiter.engine.world;

/**
 * Counts the leaves of the game tree to a fixed depth (chess-style "perft"), the standard test that move
 * generation is exact. Uses one preallocated world and action array per ply, so it allocates nothing while
 * counting.
 *
 * <p>Two conventions exist for games that can end before the depth is reached ({@link Convention}): Connect
 * Four counts only sequences of exactly {@code depth} plies (an early end contributes nothing), while Aart
 * Bik's Reversi perft counts an early end as one leaf. A game names the one its published counts follow
 * ({@link Game#perftConvention()}).
 *
 * <p>Two ways of counting exist too ({@link Counting}): making every leaf's move (as the C anchors of
 * {@code ../shared/anchors/ref-perft} and most published speed figures do) or counting the last ply's legal
 * actions without making them (bulk counting, several times faster). Speed figures are comparable only
 * between equal countings.
 *
 * @param <W> the world type
 */
public final class Perft<W extends World<W>> implements PerftCounter<W> {

    /** What an end before the depth counts for. */
    public enum Convention {
        /** Nothing: only sequences of exactly {@code depth} plies are leaves (Connect Four, most games). */
        EXACT_DEPTH,
        /** One leaf (Aart Bik's Reversi perft). */
        EARLY_END_IS_LEAF
    }

    /** How the leaves of the last ply are counted. */
    public enum Counting {
        /** Every leaf is reached by making its action (a copy and an apply per leaf). */
        MAKE_EVERY_LEAF,
        /** The last ply counts its legal actions without making them. */
        BULK
    }

    private final W[] worlds;
    private final int[][] actions;
    private final boolean countEarlyEnds;
    private final boolean bulk;

    /** Prepares a perft of at most {@code maxDepth} plies with the game's own convention, making every leaf. */
    public Perft(Game<W> game, int maxDepth) {
        this(game, maxDepth, game.perftConvention(), Counting.MAKE_EVERY_LEAF);
    }

    /** Prepares a perft of at most {@code maxDepth} plies with the given convention, making every leaf. */
    public Perft(Game<W> game, int maxDepth, Convention convention) {
        this(game, maxDepth, convention, Counting.MAKE_EVERY_LEAF);
    }

    /** Prepares a perft of at most {@code maxDepth} plies with the given convention and counting. */
    @SuppressWarnings("unchecked")
    public Perft(Game<W> game, int maxDepth, Convention convention, Counting counting) {
        this.worlds = (W[]) new World[maxDepth + 1];
        this.actions = new int[maxDepth + 1][game.maxActions()];
        for (int i = 0; i <= maxDepth; i++) {
            worlds[i] = game.newWorld();
        }
        this.countEarlyEnds = convention == Convention.EARLY_END_IS_LEAF;
        this.bulk = counting == Counting.BULK;
    }

    @Override
    public long count(W root, int depth) {
        if (depth >= worlds.length) {
            throw new IllegalArgumentException("depth " + depth + " exceeds the prepared " + (worlds.length - 1));
        }
        worlds[0].copyFrom(root);
        return count(0, depth);
    }

    private long count(int ply, int depth) {
        W world = worlds[ply];
        if (depth == 0) {
            return 1;
        }
        int[] moves = actions[ply];
        int n = world.legalActions(moves);
        if (n == 0) {
            return countEarlyEnds ? 1 : 0;
        }
        W child = worlds[ply + 1];
        if (depth == 1) {
            if (!bulk) {
                for (int i = 0; i < n; i++) {
                    child.copyFrom(world);
                    child.apply(moves[i]);
                }
            }
            return n;
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            child.copyFrom(world);
            child.apply(moves[i]);
            total += count(ply + 1, depth - 1);
        }
        return total;
    }
}
