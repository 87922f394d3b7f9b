package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.World;

/**
 * One search algorithm bound to a game, an evaluator and its settings, holding its tree between moves.
 *
 * <p>Usage: {@link #setWorld} with the actual world, then {@link #search} for the best action; after the
 * actual world advances, {@link #setWorld} again (a tree-keeping algorithm keeps the subtree under the new
 * world and frees the rest). Not thread-safe: one thread drives a searcher (see {@link BackgroundSearch}).
 *
 * @param <W> the world type
 */
public interface Searcher<W extends World<W>> {

    /** The algorithm's registered name ({@code mm}, {@code abp}, ...). */
    String algorithm();

    /**
     * Starts a new game: forgets everything learnt (tree, transposition table, history) and reseeds the
     * random choices, so that a game played by a fresh process and one played after many others are the
     * same. The default does nothing (for searchers without memory or randomness).
     */
    default void newGame(long seed) {
    }

    /**
     * Replaces the evaluation, between games (call {@link #newGame} next): an engine that a referee reconfigures
     * per game ({@code newgame} with parameters) keeps its tree and tables and changes only what it evaluates
     * with.
     *
     * @throws UnsupportedOperationException by searchers built around a fixed evaluation (the default)
     */
    default void setEvaluator(Evaluator<W> evaluator) {
        throw new UnsupportedOperationException(algorithm() + " cannot change its evaluation");
    }

    /**
     * Whether a search needs a limit (time, nodes or depth) to end: true for the searchers that would search
     * forever without one (the default), false for those that end by themselves ({@code random},
     * {@code greedy}: one ply), which an engine server then lets search with none.
     */
    default boolean needsLimit() {
        return true;
    }

    /**
     * How many nodes more than its node limit a search from {@code world} may report: the work it cannot split
     * (a whole expansion, a whole playout) once begun. An engine that must not spend more than a budget (a
     * per-game node budget, {@link NodeBudgetStrategy}) searches with that budget less this. The default, 0, is
     * for searchers that never pass their node limit.
     */
    default long nodeOvershoot(W world) {
        return 0;
    }

    /** Imposes the actual world (copied; the caller keeps ownership of {@code actual}). */
    void setWorld(W actual);

    /**
     * Runs one exploration step (one pass, one iteration, one batch of playouts) under the given limits.
     *
     * @return false when the search can make no further progress (tree complete, memory full, budget spent)
     */
    boolean step(SearchLimits limits);

    /** The best action found so far with its value and line. */
    SearchResult best();

    /** Searches until a limit is reached or the tree is complete, and returns the best action. */
    SearchResult search(SearchLimits limits);

    /**
     * Searches like {@link #search}, timed by a deadline instead of {@code limits.timeMs()}: the search ends by
     * {@code deadlineNanos}, a moment on this searcher's {@link Clock} (the engine server passes the moment the
     * request arrived plus the time limit, less what the reply needs: see {@link DeadlineKeeper}). The node,
     * depth and memory budgets of {@code limits} apply as usual. A search given a deadline already past still
     * answers with a legal action when there is one. The default, for searchers with no notion of a deadline,
     * runs {@link #search}.
     */
    default SearchResult searchUntil(SearchLimits limits, long deadlineNanos) {
        return search(limits);
    }

    /**
     * Asks a running {@link #search} or {@link #step} to return as soon as possible; safe from any thread.
     * Each {@code search} and {@code step} call clears a pending request when it starts, so a stop only
     * affects a call already running.
     */
    void stop();

    /** Number of worlds currently held in the tree (for the debug console and the memory budget). */
    long worldsInUse();

    /** Number of worlds a memory budget allows (MiniFrame's "number of worlds for a memory size"). */
    long worldsForMemory(long memoryBytes);

    /**
     * Read access to the search tree for inspection (the debug console): the searcher's own tree for the tree
     * searchers, a one-ply view of the actual world for the others. Call after {@link #setWorld}; not for the
     * hot path.
     *
     * @throws UnsupportedOperationException by searchers that offer no view (the default)
     */
    default TreeView<W> treeView() {
        throw new UnsupportedOperationException(algorithm() + " offers no tree view");
    }

    /**
     * Sets the listener told about progress (after each step, and periodically during a long step) from the
     * searching thread. The default implementation ignores the listener.
     */
    default void setListener(SearchListener listener) {
    }
}
