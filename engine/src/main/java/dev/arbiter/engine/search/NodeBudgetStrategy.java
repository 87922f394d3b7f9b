package dev.arbiter.engine.search;

/**
 * How an engine spreads a per-game node budget (the protocol's {@code gameNodesLeft}, a game clock counted in
 * nodes) over its moves: the nodes this move may spend, from what is left and how long the game may still last.
 *
 * <p>The Connect X study ({@code ../shared/seeds/002_8bc46003ca07c258.txt}, "Empirical study comparing Monte
 * Carlo Tree Search and Minimax in Connect X") names three strategies "to control [MCTS'] consumption
 * behavior", <em>greedy</em>, <em>thrifty</em> and <em>optimistic</em>, but its text gives no formula for them.
 * What it says of them: greedy spends much per move and loses "a significant number" of games "due to budget
 * depletion", more so at large budgets, where "games tend to take longer"; thrifty avoids such losses;
 * optimistic spends more early, "since the game tree is significantly bigger at early stages". The definitions
 * implemented here are our reading, each differing from the next in one respect. With {@code L} the nodes left
 * before this move, {@code M} the most moves this engine may still have to make, this one included, and
 * {@code B0}, {@code M0} the same at the engine's first move of the game:
 * <ul>
 *   <li>{@link #GREEDY}: a fixed share of the starting budget, {@code B0 / ceil(M0 / 2)}, every move (at most
 *       {@code L}): it assumes the game lasts half the most it can and does not adapt, so a longer game runs it
 *       dry and the next move, which needs a node, forfeits;</li>
 *   <li>{@link #OPTIMISTIC}: what is left over the moves it expects, {@code L / ceil(M / 2)}: more early, and
 *       adapting as the game goes on; it can run dry only in the last moves of a game that fills the board;</li>
 *   <li>{@link #THRIFTY}: what is left over the most moves it may have to make, {@code L / M}: it never runs
 *       dry while {@code L >= M} (each move leaves at least {@code (M - 1) / M} of what was left, and the moves
 *       still to come then number {@code M - 1});</li>
 *   <li>{@link #ALL}: everything left, {@code L}; the search's other limits (a depth) end it first. This is the
 *       study's minimax, which searches to its depth at whatever cost and forfeits when the budget is gone.</li>
 * </ul>
 * Every strategy allots at least one node (a move costs one). {@code M} comes from {@code World.maxPliesLeft()}
 * (the empty cells of Connect X): {@code ceil(plies left / actors)}, for games whose actors take turns in order;
 * a game that does not say is taken to last {@link #ASSUMED_MOVES} more moves of this engine, so there even
 * thrifty may run dry. All arithmetic is in integers: the same budget gives the same allotments (deterministic).
 */
public enum NodeBudgetStrategy {

    /** A fixed share of the starting budget per move: {@code B0 / ceil(M0 / 2)}, at most what is left. */
    GREEDY {
        @Override
        long share(long left, long start, int movesAtStart, int movesLeft) {
            return Math.min(left, start / half(movesAtStart));
        }
    },
    /** What is left over the most moves still to make: {@code L / M}; never runs dry while {@code L >= M}. */
    THRIFTY {
        @Override
        long share(long left, long start, int movesAtStart, int movesLeft) {
            return left / movesLeft;
        }
    },
    /** What is left over the moves expected, half the most: {@code L / ceil(M / 2)}. */
    OPTIMISTIC {
        @Override
        long share(long left, long start, int movesAtStart, int movesLeft) {
            return left / half(movesLeft);
        }
    },
    /** Everything left: the search's own limits (a depth) decide, and running out forfeits. */
    ALL {
        @Override
        long share(long left, long start, int movesAtStart, int movesLeft) {
            return left;
        }
    };

    /** The moves of its own an engine assumes are still to come when the game does not say. */
    public static final int ASSUMED_MOVES = 20;

    /**
     * The nodes this move may spend, at least 1.
     *
     * @param left         nodes left before this move ({@code L}, at least 0)
     * @param start        nodes the engine had at its first move of this game ({@code B0})
     * @param movesAtStart the most moves it could have had to make then ({@code M0}, at least 1)
     * @param movesLeft    the most moves it may still have to make, this one included ({@code M}, at least 1)
     */
    public long allot(long left, long start, int movesAtStart, int movesLeft) {
        if (left < 0 || start < 0 || movesAtStart < 1 || movesLeft < 1) {
            throw new IllegalArgumentException("expected nodes >= 0 and moves >= 1, got left " + left + ", start "
                    + start + ", moves at start " + movesAtStart + ", moves left " + movesLeft);
        }
        return Math.max(1, share(left, start, movesAtStart, movesLeft));
    }

    abstract long share(long left, long start, int movesAtStart, int movesLeft);

    /**
     * The most moves the engine to move in {@code world} may still have to make, this one included:
     * {@code ceil(maxPliesLeft / actors)}, or {@link #ASSUMED_MOVES} when the game does not bound its length.
     */
    public static int mostMovesLeft(int maxPliesLeft, int actors) {
        if (maxPliesLeft < 0) {
            return ASSUMED_MOVES;
        }
        return Math.max(1, (maxPliesLeft + actors - 1) / actors);
    }

    private static long half(int moves) {
        return (moves + 1) / 2;
    }

    /** The lower-case name, as written on the command line. */
    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
