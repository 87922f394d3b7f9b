package dev.arbiter.tournament.play;

import dev.arbiter.tournament.engine.EngineConnection;

/** The engine in one seat of a game being played, whatever its protocol: its connection, and what to do after. */
public interface SeatedEngine {

    /** What the referee talks to. */
    EngineConnection connection();

    /** The game is over and the engine did nothing wrong (or only ran out of its node budget per game). */
    void release();

    /** The engine failed: it is killed and not used again. */
    void discard();
}
