package dev.arbiter.tournament.play;

import dev.arbiter.tournament.engine.EngineClient;
import dev.arbiter.tournament.engine.EngineProcess;

/**
 * An engine a game plays: its process and the connection the game talks on (the process's first, or a session of
 * a process that serves several games at once, whose {@link SharedEngines.Host} is then given).
 *
 * @param process the engine process
 * @param client  the connection
 * @param host    the shared process's bookkeeping, or null for a process of one game at a time
 */
record Seat(EngineProcess process, EngineClient client, SharedEngines.Host host) {

    /** The first connection of a process that plays one game at a time. */
    static Seat of(EngineProcess process) {
        return new Seat(process, process.client(), null);
    }
}
