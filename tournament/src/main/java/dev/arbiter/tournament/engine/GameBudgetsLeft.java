package dev.arbiter.tournament.engine;

/**
 * What is left of an engine's budgets for the whole game before one of its moves, as its {@code go} tells it
 * (PROTOCOL.md): its game clock ({@code clockMs}, {@code incrementMs}) and its node budget per game
 * ({@code gameNodesLeft}); for protocols that tell an engine both clocks (UCI's {@code wtime}/{@code btime}), the
 * other seat's clock of a two-seat game and the moves left in the clock's period.
 *
 * @param clockMs             time left on its game clock in milliseconds, or 0 for no clock
 * @param incrementMs         time added to the clock after this move (0 without a clock)
 * @param gameNodesLeft       nodes left of its node budget per game (0: all spent), or {@link #NO_NODE_BUDGET}
 * @param opponentClockMs     time left on the other seat's clock (0: no clock, or not a two-seat game)
 * @param opponentIncrementMs the other seat's increment
 * @param movesToGo           moves left until its clock's next period (0: the clock has no periods)
 */
public record GameBudgetsLeft(long clockMs, long incrementMs, long gameNodesLeft, long opponentClockMs,
                              long opponentIncrementMs, int movesToGo) {

    /** {@link #gameNodesLeft} of an engine without a node budget per game. */
    public static final long NO_NODE_BUDGET = -1;

    /** No game clock, no node budget. */
    public static final GameBudgetsLeft NONE = new GameBudgetsLeft(0, 0, NO_NODE_BUDGET);

    /** Checks the values. */
    public GameBudgetsLeft {
        if (clockMs < 0 || incrementMs < 0 || gameNodesLeft < NO_NODE_BUDGET || opponentClockMs < 0
                || opponentIncrementMs < 0 || movesToGo < 0) {
            throw new IllegalArgumentException("budgets left must not be negative");
        }
    }

    /** The engine's own budgets alone. */
    public GameBudgetsLeft(long clockMs, long incrementMs, long gameNodesLeft) {
        this(clockMs, incrementMs, gameNodesLeft, 0, 0, 0);
    }
}
