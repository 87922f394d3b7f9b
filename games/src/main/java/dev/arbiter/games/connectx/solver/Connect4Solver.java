package dev.arbiter.games.connectx.solver;

/**
 * An exact Connect Four solver after Pascal Pons' tutorial "Solving Connect 4: how to build a perfect AI"
 * (blog.gamesolver.org, parts 1-12). Scores follow his convention, from the side to move: a win with the
 * winner's k-th stone scores {@code 22 - k}, a loss the negation, a draw 0.
 *
 * <p>The search is a fail-soft negamax with alpha-beta pruning (part 4) over a bitboard {@link Position} that
 * is played and taken back in place. At each node:
 * <ul>
 *   <li>only moves that do not let the opponent win at once are generated; no such move means a loss in one
 *       (part 10), and the parent has already tried immediate wins, so a node never has one;</li>
 *   <li>the window is clamped to the bounds the move count allows: at least {@code -(40 - n) / 2}, as the
 *       opponent cannot win with the next stone, and at most {@code (41 - n) / 2} (part 5);</li>
 *   <li>a transposition table entry holds an upper bound (after all moves failed low) or a lower bound (after a
 *       cut-off), and narrows the window (parts 7 and 11-12);</li>
 *   <li>moves are tried by decreasing number of cells they make winning, ties going to central columns
 *       (parts 5 and 10).</li>
 * </ul>
 * The root finds the exact score by a sequence of null-window searches that bisect the score range, probing
 * nearer to 0 first (part 8, "iterative deepening & null window"); {@code weak} only separates win/draw/loss.
 *
 * <p>Nothing is allocated per node: the transposition table and one {@link MoveSorter} per ply are created with
 * the solver. Not thread-safe.
 */
public final class Connect4Solver {

    private static final int UPPER_OFFSET = Position.CELLS / 2 + 1;
    private static final int LOWER_OFFSET = UPPER_OFFSET + Position.CELLS + 1;
    private static final int[] COLUMN_ORDER = centreFirst();

    private final TranspositionTable table;
    private final MoveSorter[] sorters = new MoveSorter[Position.CELLS + 1];
    private final Position position = new Position();
    private long nodes;

    /** A solver with its own table. */
    public Connect4Solver(TranspositionTable table) {
        this.table = table;
        for (int i = 0; i < sorters.length; i++) {
            sorters[i] = new MoveSorter();
        }
    }

    /** A solver with Pons' table size ({@link TranspositionTable#DEFAULT_MEGABYTES} MiB). */
    public Connect4Solver() {
        this(TranspositionTable.ofMegabytes(TranspositionTable.DEFAULT_MEGABYTES));
    }

    /** Forgets the transposition table. */
    public void resetTable() {
        table.reset();
    }

    /** Nodes searched by the last {@link #solve} call. */
    public long nodes() {
        return nodes;
    }

    /**
     * The score of {@code start} for the player to move; with {@code weak}, only its sign (1 win, 0 draw,
     * -1 loss). {@code start} must not be over (see {@link Position#parse}); it is not modified.
     */
    public int solve(Position start, boolean weak) {
        nodes = 0;
        position.copyFrom(start);
        int n = position.moves();
        if (n >= Position.CELLS) {
            return 0;
        }
        if (position.canWinNext()) {
            return weak ? 1 : (Position.CELLS + 1 - n) / 2;
        }
        int min = weak ? -1 : -(Position.CELLS - n) / 2;
        int max = weak ? 1 : (Position.CELLS + 1 - n) / 2;
        while (min < max) {
            int med = min + (max - min) / 2;
            if (med <= 0 && min / 2 < med) {
                med = min / 2;
            } else if (med >= 0 && max / 2 > med) {
                med = max / 2;
            }
            int r = negamax(med, med + 1);
            if (r <= med) {
                max = r;
            } else {
                min = r;
            }
        }
        return weak ? Integer.signum(min) : min;
    }

    /** The score of {@link #position} within [alpha, beta], fail-soft; the player to move cannot win at once. */
    private int negamax(int alpha, int beta) {
        nodes++;
        Position p = position;
        long next = p.nonLosingMoves();
        int n = p.moves;
        if (next == 0) {
            return -(Position.CELLS - n) / 2;
        }
        if (n >= Position.CELLS - 2) {
            return 0;
        }
        int min = -(Position.CELLS - 2 - n) / 2;
        if (alpha < min) {
            alpha = min;
            if (alpha >= beta) {
                return alpha;
            }
        }
        int max = (Position.CELLS - 1 - n) / 2;
        if (beta > max) {
            beta = max;
            if (alpha >= beta) {
                return beta;
            }
        }
        long key = p.key();
        int slot = table.slot(key);
        int stored = table.get(slot, key);
        if (stored > UPPER_OFFSET + Position.CELLS / 2) {
            min = stored - LOWER_OFFSET;
            if (alpha < min) {
                alpha = min;
                if (alpha >= beta) {
                    return alpha;
                }
            }
        } else if (stored != 0) {
            max = stored - UPPER_OFFSET;
            if (beta > max) {
                beta = max;
                if (alpha >= beta) {
                    return beta;
                }
            }
        }
        MoveSorter moves = sorters[n];
        moves.clear();
        for (int i = Position.WIDTH - 1; i >= 0; i--) {
            long move = next & Position.columnMask(COLUMN_ORDER[i]);
            if (move != 0) {
                moves.add(move, p.moveScore(move));
            }
        }
        for (long move = moves.next(); move != 0; move = moves.next()) {
            p.play(move);
            int score = -negamax(-beta, -alpha);
            p.undo(move);
            if (score >= beta) {
                table.put(slot, key, score + LOWER_OFFSET);
                return score;
            }
            if (score > alpha) {
                alpha = score;
            }
        }
        table.put(slot, key, alpha + UPPER_OFFSET);
        return alpha;
    }

    private static int[] centreFirst() {
        int[] order = new int[Position.WIDTH];
        for (int i = 0; i < Position.WIDTH; i++) {
            order[i] = Position.WIDTH / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
        }
        return order;
    }
}
