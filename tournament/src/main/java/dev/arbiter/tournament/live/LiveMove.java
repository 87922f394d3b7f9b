package dev.arbiter.tournament.live;

import java.util.List;

/**
 * One move a player chose, with what its search said about it.
 *
 * @param action the action, or {@link #RESIGNED} when the player gave up
 * @param value  its value for the mover (NaN when the engine did not say)
 * @param depth  depth reached
 * @param nodes  nodes searched
 * @param timeMs time the player took, in milliseconds
 * @param pv     the principal variation as action texts (may be empty)
 */
public record LiveMove(int action, double value, int depth, long nodes, double timeMs, List<String> pv) {

    /** The action of a player who resigns. */
    public static final int RESIGNED = Integer.MIN_VALUE;

    /** Copies the line. */
    public LiveMove {
        pv = List.copyOf(pv);
    }

    /** A person's move: the action alone. */
    public static LiveMove of(int action) {
        return new LiveMove(action, Double.NaN, 0, 0, 0, List.of());
    }

    /** The move of a player who gives up. */
    public static LiveMove resign() {
        return of(RESIGNED);
    }

    /** Whether the player gave up. */
    public boolean resigned() {
        return action == RESIGNED;
    }
}
