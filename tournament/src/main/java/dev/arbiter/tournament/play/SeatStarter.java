package dev.arbiter.tournament.play;

import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.engine.DeclaredParameters;
import dev.arbiter.tournament.engine.EngineFault;

import java.util.List;
import java.util.Optional;

/**
 * One worker's way of seating the engines of one {@link BotProtocol}: starts (or takes from its own keeping) the
 * engine of each entrant and gives the referee its {@link dev.arbiter.tournament.engine.EngineConnection}. Used by
 * one worker thread at a time, except {@link #abort()}, which any thread may call.
 */
public interface SeatStarter extends AutoCloseable {

    /**
     * Seats the entrants of one game that speak this protocol, all at once (their engines may start together):
     * one {@link Seating} per entrant, in order, each an engine or the fault that kept it from playing (a
     * {@link dev.arbiter.tournament.engine.FaultKind#START_FAILURE} for a start that failed or timed out).
     */
    List<Seating> seat(List<Entrant> entrants);

    /**
     * Starts the entrant's engine once before any game and checks it can play this run's game.
     *
     * @throws EngineFault         when it failed to start (forgiven once by the service)
     * @throws TournamentException when it started but cannot play this run (another game, missing features)
     */
    void check(Entrant entrant) throws EngineFault, TournamentException;

    /**
     * The tunable parameters the entrant's engine declares (name, bounds, integer flag): starts it (kept for the
     * first game where the protocol keeps engines) and reads them. Empty when the protocol or the engine publishes
     * none (the default).
     *
     * @throws EngineFault when it failed to start
     */
    default Optional<DeclaredParameters> declared(Entrant entrant) throws EngineFault {
        return Optional.empty();
    }

    /** Kills every engine at once, and every engine started from now on (from any thread). */
    void abort();

    /** Ends the engines still running. */
    @Override
    void close();

    /**
     * One seat's outcome: an engine, or the fault that kept it out.
     *
     * @param engine the seated engine, or null after a fault
     * @param fault  the fault, or null
     */
    record Seating(SeatedEngine engine, EngineFault fault) {

        /** Exactly one of the two. */
        public Seating {
            if ((engine == null) == (fault == null)) {
                throw new IllegalArgumentException("a seating is an engine or a fault");
            }
        }

        /** A seated engine. */
        public static Seating of(SeatedEngine engine) {
            return new Seating(engine, null);
        }

        /** A seat lost to a fault. */
        public static Seating failed(EngineFault fault) {
            return new Seating(null, fault);
        }
    }
}
