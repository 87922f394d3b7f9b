package dev.arbiter.tournament.engine;

import dev.arbiter.engine.protocol.Protocol;

/**
 * Whether the referee polls for an engine's answer before blocking ({@link Protocol#SPIN_NANOS}), given how
 * many games wait for answers at once. Polling saves the referee's own wake-up (an isolated {@code go} round
 * trip over loopback: ~31 µs polling, ~80 µs blocking on a 2-core machine) but holds a core while the engine
 * thinks; when the cores are shared, the engines' wake-ups get slower instead. Measured on 2 cores
 * ({@code arbiter bench --only qualify}, three runs each): per-ply overhead at concurrency 2 was 0.137-0.201 ms
 * polling and 0.086-0.129 ms blocking, 2-ply games 0.38-0.67 ms against 0.35-0.57 ms; at concurrency 1
 * polling won nothing either. So the referee polls only when every waiting game can have a core for itself
 * and one for its engine with two cores to spare: {@code cores >= 2 * waiting + 2}.
 */
public final class ReplyWait {

    private ReplyWait() {
    }

    /** The polling time for clients of {@code waiting} games that wait for answers at the same time. */
    public static long spinNanos(int waiting) {
        return Runtime.getRuntime().availableProcessors() >= 2 * Math.max(1, waiting) + 2 ? Protocol.SPIN_NANOS : 0;
    }
}
