package dev.arbiter.tournament.play;

import dev.arbiter.tournament.engine.EngineConnection;

/** The engine in one seat of a game being played, whatever its protocol: its connection, and what to do after. */
interface SeatedEngine {

    /** What the referee talks to. */
    EngineConnection connection();

    /** The game is over and the engine did nothing wrong. */
    void release();

    /** The engine failed: it is killed and not used again. */
    void discard();
}
