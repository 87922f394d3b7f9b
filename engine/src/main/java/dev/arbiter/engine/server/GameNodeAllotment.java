package dev.arbiter.engine.server;

import dev.arbiter.engine.search.NodeBudgetStrategy;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

/**
 * A game's node budget spent move by move: each {@code go} with {@code gameNodesLeft} gets what the server's
 * {@link NodeBudgetStrategy} allots it, less what the searcher may overshoot its limit by
 * ({@link Searcher#nodeOvershoot}), so that the nodes it reports stay within what it was allotted; the budget it had
 * at its first {@code go} of a game is the strategy's starting budget.
 */
final class GameNodeAllotment {

    private final NodeBudgetStrategy strategy;
    /** The game node budget at this game's first {@code go} that carried one, or -1 before it. */
    private long budgetAtStart = -1;
    /** The most moves this engine could have had to make at that {@code go}. */
    private int movesAtStart;

    GameNodeAllotment(NodeBudgetStrategy strategy) {
        this.strategy = strategy;
    }

    /** A new game: its first {@code go} with a budget starts the strategy again. */
    void newGame() {
        budgetAtStart = -1;
    }

    /**
     * The node limit of a search of {@code world} with {@code left} nodes left in the game: what the strategy allots
     * this move, less what {@code searcher} may overshoot by, at least 1 (a move with too little left then reports
     * more than it had, and the referee forfeits it: the budget has run dry).
     */
    <W extends World<W>> long limit(long left, Game<W> game, W world, Searcher<W> searcher) {
        int movesLeft = NodeBudgetStrategy.mostMovesLeft(world.maxPliesLeft(), game.actorCount());
        if (budgetAtStart < 0) {
            budgetAtStart = left;
            movesAtStart = movesLeft;
        }
        long allotted = strategy.allot(left, budgetAtStart, movesAtStart, movesLeft);
        return Math.max(1, allotted - searcher.nodeOvershoot(world));
    }
}
