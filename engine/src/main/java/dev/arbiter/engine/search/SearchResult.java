package dev.arbiter.engine.search;

/**
 * What a search found: the best action from the root and how it got there.
 *
 * @param action       the best action, or -1 if the root has no legal action
 * @param value        its value for the actor to move at the root
 * @param depth        depth reached (completed iteration for iterative deepening, deepest node for trees)
 * @param nodes        nodes counted against the node budget
 * @param elapsedNanos time spent
 * @param pv           the principal variation, starting with {@code action}
 */
public record SearchResult(int action, double value, int depth, long nodes, long elapsedNanos, int[] pv) {

    /** Nodes per second over the elapsed time. */
    public long nodesPerSecond() {
        return elapsedNanos <= 0 ? 0 : (long) (nodes * 1e9 / elapsedNanos);
    }
}
