package dev.arbiter.tournament.play;

import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.engine.EngineFault;

import java.io.IOException;

/**
 * Where the game service's jobs are played: {@link LocalExecutor} (K worker threads on this machine) by
 * default; an executor spread over several machines implements the same contract. Jobs and results are plain
 * data, and with node or depth budgets a job played again gives the same results, so an executor may play a
 * job again when the worker it was given to is lost.
 */
public interface GameExecutor extends AutoCloseable {

    /**
     * Plays jobs of {@code source} until it returns {@code null} or the executor is aborted, reporting each
     * finished job to the source.
     *
     * @throws IOException if reporting a result failed (the executor then stops every worker)
     */
    void run(JobSource source) throws IOException;

    /** Starts {@code entrant} once and checks it can play; see {@link JobPlayer#check}. */
    void check(Entrant entrant) throws EngineFault, TournamentException;

    /**
     * How many {@link #check} calls may run at the same time (1, the default: one after the other). Engines are
     * checked before the first game, so checking them together shortens the wait before it.
     */
    default int parallelChecks() {
        return 1;
    }

    /** Stops every worker at once; may be called from any thread. Jobs being played are not reported. */
    void abort();

    /** Ends every engine. */
    @Override
    void close();
}
