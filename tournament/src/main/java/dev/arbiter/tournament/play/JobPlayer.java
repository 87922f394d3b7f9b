package dev.arbiter.tournament.play;

import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.engine.EngineFault;

/**
 * How one worker plays the games of a job: {@link EngineServerPlayer} starts engine servers and referees
 * them over the Arbiter protocol; other ways to play (engines started per game, an external referee program)
 * implement this interface. Used by one worker thread; {@link #abort()} may be called from any thread.
 */
public interface JobPlayer extends AutoCloseable {

    /** Plays every game of the job; engine faults forfeit games, they never throw. */
    JobResult play(GameJob job);

    /**
     * Starts {@code entrant} once and checks it can play (before a run): a start failure throws the fault, an
     * engine that plays another game throws a {@link TournamentException}.
     */
    default void check(Entrant entrant) throws EngineFault, TournamentException {
    }

    /** Stops at once: kills the engines; the job being played ends with forfeits and must be thrown away. */
    void abort();

    /** Ends the engines. */
    @Override
    void close();
}
