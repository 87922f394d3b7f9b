package dev.arbiter.tournament.play;

import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.world.Game;
import dev.arbiter.tournament.config.InvalidSettingException;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.engine.ProcessLedger;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The one game-running service of qualifications and tunings: it takes plain-data jobs ({@link GameJob}: a
 * game, or a seat-swapped pair) from a {@link JobSource}, has a {@link GameExecutor} play them (by default
 * {@link LocalExecutor}: K workers with their own engine processes) and hands the plain-data results
 * ({@link JobResult}) back to the source. One abort path: {@link #abort()} (Ctrl-C, or a failed report)
 * stops every worker at once, kills the engines and throws away the jobs being played.
 */
public final class GameService implements AutoCloseable {

    private final GameExecutor executor;
    private final FaultListener faults;
    private final EngineLogs logs;
    private final ProcessLedger ledger;
    private final SharedEngines shared;
    private volatile JobSource current;
    private volatile boolean aborted;

    /** A service playing on {@code executor}; {@code faults} hears of failed starts during {@link #check}. */
    public GameService(GameExecutor executor, FaultListener faults) {
        this(executor, faults, EngineLogs.DISCARD, ProcessLedger.NONE, null);
    }

    private GameService(GameExecutor executor, FaultListener faults, EngineLogs logs, ProcessLedger ledger,
                        SharedEngines shared) {
        this.executor = executor;
        this.faults = faults;
        this.logs = logs;
        this.ledger = ledger;
        this.shared = shared;
    }

    /**
     * The default service: {@code settings.workers()} local workers playing engine servers
     * ({@link EngineServerPlayer}), with bounded engine logs and the running engine processes recorded in the
     * settings' process file, where the engines an earlier session of the run left running are ended first
     * ({@link #endedLeftovers()}); an engine process that serves several games at once is shared by the workers
     * ({@link SharedEngines}).
     *
     * @param faults hears of every engine fault
     * @param clock  the clock moves are timed with
     */
    public static GameService local(Game<?> game, PlaySettings settings, FaultListener faults, Clock clock) {
        EngineLogs logs = settings.files().engineLogs();
        ProcessLedger ledger = ProcessLedger.open(settings.files().processFile());
        SharedEngines shared = new SharedEngines((int) Math.min(Integer.MAX_VALUE,
                (long) settings.keepEngines() * settings.workers()));
        return new GameService(new LocalExecutor(settings.workers(),
                () -> new EngineServerPlayer(game, settings, faults, clock, logs, ledger, shared)), faults, logs, ledger,
                shared);
    }

    /**
     * A service playing each game with an external referee program ({@link RefereeProgramPlayer}) on
     * {@code workers} local workers, its standard error in the settings' bounded log folder ({@code referee.log})
     * and its processes recorded in the settings' process file (those an earlier session left running ended first).
     */
    public static GameService refereeProgram(RefereeProgram referee, int workers, PlaySettings settings,
                                             FaultListener faults) {
        EngineLogs logs = settings.files().engineLogs();
        ProcessLedger ledger = ProcessLedger.open(settings.files().processFile());
        return new GameService(new LocalExecutor(workers,
                () -> new RefereeProgramPlayer(referee, settings.files().logs(), logs, ledger)), faults, logs, ledger, null);
    }

    /**
     * The engine processes an earlier session of the run left running (its referee was killed and they did not
     * exit by themselves), ended when this service was created: one description each.
     */
    public List<String> endedLeftovers() {
        return ledger.endedLeftovers();
    }

    /**
     * Starts every entrant once before any game and checks it plays this game. A failed start is forgiven once
     * (reported to the fault listener once the second start succeeded), as it would be during the run; an
     * engine that fails twice is reported once, by the exception.
     *
     * @throws TournamentException naming the engine that cannot start twice in a row, or plays another game
     */
    public void check(List<Entrant> entrants) throws TournamentException {
        ExecutorService checking = Executors.newFixedThreadPool(Math.max(1, Math.min(entrants.size(),
                executor.parallelChecks())), task -> {
                    Thread thread = new Thread(task, "engine-check");
                    thread.setDaemon(true);
                    return thread;
                });
        try {
            List<Future<EngineFault>> checks = new ArrayList<>();
            for (Entrant entrant : entrants) {
                checks.add(checking.submit(() -> checkTwice(entrant)));
            }
            for (int i = 0; i < entrants.size(); i++) {
                EngineFault forgiven = outcome(checks.get(i));
                if (forgiven != null) {
                    faults.engineFault(entrants.get(i).name(), forgiven);
                }
            }
        } finally {
            checking.shutdownNow();
        }
    }

    /**
     * Checks an entrant, once more after a failed start; returns the forgiven first fault, if there was one. An
     * engine that rejects its settings is not tried again: the configuration is at fault.
     *
     * @throws InvalidSettingException naming {@code engines} when the engine rejects its settings
     */
    private EngineFault checkTwice(Entrant entrant) throws TournamentException {
        try {
            executor.check(entrant);
            return null;
        } catch (EngineFault first) {
            if (first.kind().blamesConfiguration()) {
                throw new InvalidSettingException("engines", "engine '" + entrant.name() + "' "
                        + first.kind().description() + ": " + first.getMessage());
            }
            try {
                executor.check(entrant);
            } catch (EngineFault again) {
                throw new TournamentException("engine '" + entrant.name() + "' cannot start (tried twice): "
                        + again.getMessage(), again);
            }
            return first;
        }
    }

    private static EngineFault outcome(Future<EngineFault> check) throws TournamentException {
        try {
            return check.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TournamentException("interrupted while starting the engines", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof TournamentException t) {
                throw t;
            }
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /**
     * Plays the jobs of {@code source} until it has no more or the service is aborted.
     *
     * @throws IOException if the source failed to take a result (every worker is stopped)
     */
    public void run(JobSource source) throws IOException {
        current = source;
        if (aborted) {
            source.abort();
            return;
        }
        executor.run(source);
    }

    /** Stops at once, from any thread: games in progress are abandoned and not reported; finished ones are kept. */
    public void abort() {
        aborted = true;
        JobSource source = current;
        if (source != null) {
            source.abort();
        }
        executor.abort();
    }

    /** Whether {@link #abort()} was called. */
    public boolean aborted() {
        return aborted;
    }

    /** Ends every engine. */
    @Override
    public void close() {
        executor.close();
        if (shared != null) {
            shared.close();
        }
        logs.close();
    }
}
