package dev.arbiter.cli;

import java.util.List;

/**
 * One move an engine chose, with what its search said about it.
 *
 * @param action the action
 * @param value  its value for the mover (NaN when the engine did not say)
 * @param depth  depth reached
 * @param nodes  nodes searched
 * @param timeMs time the engine spent, in milliseconds
 * @param pv     the principal variation as action texts (may be empty)
 */
record MoveInfo(int action, double value, int depth, long nodes, double timeMs, List<String> pv) {

    /** Copies the line. */
    MoveInfo {
        pv = List.copyOf(pv);
    }
}
