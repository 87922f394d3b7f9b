package dev.arbiter.engine.search;

/**
 * How much of a game clock one move may spend, as chess engines budget {@code wtime}/{@code winc}: the time left
 * spread over an assumed number of moves still to play, plus most of the increment, and never more than half of
 * what is left, so a clock never runs out however long the game lasts (each move leaves at least half, and the
 * increment comes back after it). The time becomes the move's deadline like any {@code timeMs}
 * ({@link DeadlineKeeper} keeps its reserve inside it).
 */
public final class ClockBudget {

    /** The moves still to play that the time left is spread over. */
    public static final int MOVES_TO_GO = 20;

    private ClockBudget() {
    }

    /**
     * The time for this move, at least 1 ms: {@code min(clockMs / 20 + 3/4 incrementMs, clockMs / 2)}.
     *
     * @param clockMs     time left on the clock before the move
     * @param incrementMs time added after the move
     */
    public static long moveTimeMs(long clockMs, long incrementMs) {
        long spread = clockMs / MOVES_TO_GO + incrementMs * 3 / 4;
        return Math.max(1, Math.min(spread, clockMs / 2));
    }
}
