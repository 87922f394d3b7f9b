package dev.arbiter.tournament.play;

import dev.arbiter.tournament.engine.EngineFault;

/** Hears of every engine fault (a forfeited game, a failed start); may be called from any worker thread. */
@FunctionalInterface
public interface FaultListener {

    /** A listener that ignores faults. */
    FaultListener NONE = (engine, fault) -> { };

    /** {@code engine} failed with {@code fault}; its process was killed and will be started afresh. */
    void engineFault(String engine, EngineFault fault);
}
