package dev.arbiter.tournament.engine;

import java.util.List;

/**
 * An engine's answer to {@code go}: the action as text and the search info it reported.
 *
 * @param action        the action's text form
 * @param nodes         nodes searched ({@link #UNREPORTED} if not reported)
 * @param depth         depth reached (0 if not reported)
 * @param value         value of the action for the mover (NaN if not reported)
 * @param engineMillis  time the engine says it spent
 * @param elapsedMicros round-trip time measured by the referee
 * @param pv            principal variation (may be empty)
 */
public record Move(String action, long nodes, int depth, double value, double engineMillis, long elapsedMicros,
                   List<String> pv) {

    /** The nodes of a move whose engine did not report them. */
    public static final long UNREPORTED = -1;

    /** Whether the engine reported its nodes. */
    public boolean reportedNodes() {
        return nodes >= 0;
    }

    /** The nodes reported, or 0 if none were (as game records store them). */
    public long nodesOrZero() {
        return Math.max(0, nodes);
    }
}
