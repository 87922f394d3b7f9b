package dev.arbiter.tournament.config;

/**
 * Per-move limits the referee imposes on an engine. Zero means "not set".
 *
 * @param timeMs    thinking time per move
 * @param nodes     node budget per move
 * @param depth     depth limit per move
 * @param marginMs  transport margin added to {@code timeMs} before a move counts as late
 * @param maxMoveMs how long a move may take when no time limit is set (node or depth limits only)
 */
public record MoveLimits(long timeMs, long nodes, int depth, long marginMs, long maxMoveMs) {

    /** Defaults: no limits, a 1 s margin, 30 s per move when no time is set. */
    public static final MoveLimits DEFAULT = new MoveLimits(0, 0, 0, 1_000, 30_000);

    /** Checks the values. */
    public MoveLimits {
        if (timeMs < 0 || nodes < 0 || depth < 0 || marginMs < 0 || maxMoveMs <= 0) {
            throw new IllegalArgumentException("move limits must not be negative (maxMoveMs must be positive)");
        }
    }

    /** These limits with every non-zero field of {@code override} taking precedence. */
    public MoveLimits overriddenBy(MoveLimits override) {
        if (override == null) {
            return this;
        }
        return new MoveLimits(override.timeMs > 0 ? override.timeMs : timeMs, override.nodes > 0 ? override.nodes : nodes,
                override.depth > 0 ? override.depth : depth, override.marginMs > 0 ? override.marginMs : marginMs,
                override.maxMoveMs > 0 ? override.maxMoveMs : maxMoveMs);
    }

    /** Whether at least one of time, nodes or depth is set. */
    public boolean bounded() {
        return timeMs > 0 || nodes > 0 || depth > 0;
    }

    /** How long the referee waits for a move before the engine forfeits for a timeout. */
    public long moveTimeoutMs() {
        return timeMs > 0 ? timeMs + marginMs : maxMoveMs;
    }
}
