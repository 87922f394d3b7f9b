package dev.arbiter.tournament.engine;

import dev.arbiter.engine.protocol.Protocol;

/**
 * Whether the referee polls for an engine's answer before blocking ({@link Protocol#SPIN_NANOS}), given how
 * many games wait for answers at once. Polling saves the referee's own wake-up (an isolated {@code go} round
 * trip over loopback on a 2-core machine: ~31-38 µs polling, ~80 µs blocking) but holds a core while the engine
 * thinks, and the engine process has more than one thread; on shared cores the engines' wake-ups get slower
 * instead. Measured on 2 cores ({@code arbiter bench --only qualify}, 6 interleaved runs each, medians):
 * blocking against polling, 0.098 against 0.111 ms per ply and 0.331 against 0.410 ms per 2-ply game at
 * concurrency 1; 0.095 against 0.161 ms and 0.387 against 0.512 ms at concurrency 2 (polling on {@code go}
 * alone, blocking for the {@code newgame} that both engines answer at once, did no better). So the referee
 * polls only when every waiting game can have a core for its thread and one for its engine with two cores to
 * spare: {@code cores >= 2 * waiting + 2}.
 */
public final class ReplyWait {

    private ReplyWait() {
    }

    /** The polling time for clients of {@code waiting} games that wait for answers at the same time. */
    public static long spinNanos(int waiting) {
        return Runtime.getRuntime().availableProcessors() >= 2 * Math.max(1, waiting) + 2 ? Protocol.SPIN_NANOS : 0;
    }
}
