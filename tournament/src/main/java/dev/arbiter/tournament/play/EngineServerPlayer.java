package dev.arbiter.tournament.play;

import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.TournamentException;
import dev.arbiter.tournament.config.BotProtocol;
import dev.arbiter.tournament.engine.EngineConnection;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.engine.EngineProcess;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.engine.ReplyWait;
import dev.arbiter.tournament.referee.Referee;
import dev.arbiter.tournament.results.GameRecord;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Plays jobs between engine servers (the Arbiter protocol over a socket) and CodinGame-style bots
 * ({@code protocol: stdio}): each seat's engine server is taken from the worker's {@link EnginePool} (or
 * started), each bot is started for the game ({@link StdioBots}), the {@link Referee} plays the game, an engine
 * that failed is killed (the next game starts it afresh) and the others go back to the pool (bots end with
 * their game); an engine that only ran out of its node budget per game is sound and goes back to the pool too
 * ({@link FaultKind#keepsEngine()}). An engine that cannot be started forfeits the game before its first move.
 */
public final class EngineServerPlayer implements JobPlayer {

    private final Referee<?> referee;
    private final String gameName;
    private final EnginePool pool;
    private final long startTimeoutMs;
    private final StdioBots bots;
    private final FaultListener faults;
    private volatile boolean aborted;

    /**
     * A player whose engines log to the settings' folder and are recorded in no ledger.
     *
     * @param settings the run's rules and engine settings
     * @param faults   hears of every fault (not those caused by {@link #abort()})
     * @param clock    the clock the referee measures moves with
     */
    public EngineServerPlayer(Game<?> game, PlaySettings settings, FaultListener faults, Clock clock) {
        this(game, settings, faults, clock, new EngineLogs(settings.engineLogs(), settings.engineLogBytes()),
                ProcessLedger.NONE, null);
    }

    /**
     * @param settings the run's rules and engine settings
     * @param faults   hears of every fault (not those caused by {@link #abort()})
     * @param clock    the clock the referee measures moves with
     * @param logs     the engines' logs, shared by the workers
     * @param ledger   the run's record of running engine processes, shared by the workers
     */
    public EngineServerPlayer(Game<?> game, PlaySettings settings, FaultListener faults, Clock clock, EngineLogs logs,
                              ProcessLedger ledger) {
        this(game, settings, faults, clock, logs, ledger, null);
    }

    /**
     * As above, with the engine processes that serve several games at once shared with the run's other workers.
     *
     * @param shared those processes (ended by the caller), or null for the player's own
     */
    EngineServerPlayer(Game<?> game, PlaySettings settings, FaultListener faults, Clock clock, EngineLogs logs,
                       ProcessLedger ledger, SharedEngines shared) {
        this.referee = referee(game, settings, clock);
        this.gameName = game.name();
        this.pool = new EnginePool(settings.keepEngines(), logs, ledger, ReplyWait.spinNanos(settings.workers()), shared);
        this.startTimeoutMs = settings.startTimeoutMs();
        this.bots = new StdioBots(game, logs, ledger);
        this.faults = faults;
    }

    private static <W extends World<W>> Referee<W> referee(Game<W> game, PlaySettings settings, Clock clock) {
        return new Referee<>(game, settings.maxPlies(), settings.adjudication(), settings.scoreAdjudication(), clock);
    }

    @Override
    public JobResult play(GameJob job) {
        return job.playEach(this::play);
    }

    private GameRecord play(PlannedGame game) {
        int seats = game.seats().size();
        List<SeatedEngine> seated = new ArrayList<>();
        List<EngineConnection> clients = new ArrayList<>();
        List<EngineFault> serverFaults = new ArrayList<>(acquireServers(game.seats(), seated));
        for (int seat = 0; seat < seats; seat++) {
            Entrant entrant = game.seats().get(seat);
            EngineFault fault = serverFaults.get(seat);
            if (fault == null && seated.get(seat) == null) {
                try {
                    seated.set(seat, bots.start(entrant, (BotProtocol.Stdio) entrant.protocol()));
                } catch (EngineFault botFault) {
                    fault = botFault;
                }
            }
            if (fault != null) {
                seated.stream().filter(engine -> engine != null).forEach(SeatedEngine::release);
                report(entrant.name(), fault);
                return GameRecord.forfeit(game.index(), game.round(), game.pairing(), game.seed(), game.init(),
                        game.names(), List.of(), List.of(), List.of(), List.of(), seat, fault);
            }
            clients.add(seated.get(seat).connection());
        }
        List<Referee.SeatFault> seatFaults = new ArrayList<>();
        GameRecord record = referee.play(game, clients, seatFaults);
        for (Referee.SeatFault fault : seatFaults) {
            if (!fault.fault().kind().keepsEngine()) {
                seated.get(fault.seat()).discard();
            }
            report(game.seats().get(fault.seat()).name(), fault.fault());
        }
        for (int seat = 0; seat < seated.size(); seat++) {
            int s = seat;
            if (seatFaults.stream().noneMatch(f -> f.seat() == s && !f.fault().kind().keepsEngine())) {
                seated.get(seat).release();
            }
        }
        return record;
    }

    /**
     * The engine servers of every seat that has one, taken from the pool or started all at once: fills
     * {@code seated} with one entry per seat (null for a bot's seat and for a server that failed) and returns
     * each seat's start fault (null where there is none).
     */
    private List<EngineFault> acquireServers(List<Entrant> entrants, List<SeatedEngine> seated) {
        List<Integer> serverSeats = new ArrayList<>();
        List<EnginePool.Request> requests = new ArrayList<>();
        for (int seat = 0; seat < entrants.size(); seat++) {
            seated.add(null);
            Entrant entrant = entrants.get(seat);
            if (!(entrant.protocol() instanceof BotProtocol.Stdio)) {
                serverSeats.add(seat);
                requests.add(new EnginePool.Request(entrant.resolve(), entrant.startTimeoutOr(startTimeoutMs)));
            }
        }
        EngineFault[] faults = new EngineFault[entrants.size()];
        List<EnginePool.Acquired> acquired = pool.acquireAll(requests);
        for (int k = 0; k < serverSeats.size(); k++) {
            int seat = serverSeats.get(k);
            EnginePool.Acquired a = acquired.get(k);
            if (a.fault() != null) {
                faults[seat] = a.fault();
                continue;
            }
            try {
                requireGameParameters(entrants.get(seat), a.seat().process());
                seated.set(seat, pooled(a.seat()));
            } catch (EngineFault fault) {
                pool.discard(a.seat());
                faults[seat] = fault;
            }
        }
        return Arrays.asList(faults);
    }

    /**
     * Fails when the entrant has values to send in {@code newgame} and its engine did not say it takes them (it
     * would ignore them and play every game with its own).
     */
    private static void requireGameParameters(Entrant entrant, EngineProcess process) throws EngineFault {
        if (!entrant.gameParameters().isEmpty() && !process.hello().takesGameParameters()) {
            throw new EngineFault(FaultKind.START_FAILURE, entrant.name() + ": the engine takes no parameters in "
                    + "'newgame' (its hello lists no feature '" + Protocol.FEATURE_PARAMETERS + "'); give "
                    + String.join(", ", entrant.gameParameters().keySet().stream().map(n -> "{" + n + "}").toList())
                    + " as placeholders in its command");
        }
    }

    /** A pooled engine server seated for one game: given back to the pool afterwards, or discarded. */
    private SeatedEngine pooled(Seat seat) {
        return new SeatedEngine() {
            @Override
            public EngineConnection connection() {
                return seat.client();
            }

            @Override
            public void release() {
                pool.release(seat);
            }

            @Override
            public void discard() {
                pool.discard(seat);
            }
        };
    }

    private void report(String engine, EngineFault fault) {
        if (!aborted) {
            faults.engineFault(engine, fault);
        }
    }

    /** Starts the entrant's engine (kept in the pool for the first game) and checks it plays this game. */
    @Override
    public void check(Entrant entrant) throws EngineFault, TournamentException {
        if (entrant.protocol() instanceof BotProtocol.Stdio) {
            bots.check(entrant, entrant.startTimeoutOr(startTimeoutMs));
            return;
        }
        Seat seat = pool.acquire(entrant.resolve(), entrant.startTimeoutOr(startTimeoutMs));
        try {
            requireGameParameters(entrant, seat.process());
        } catch (EngineFault fault) {
            pool.discard(seat);
            throw new TournamentException(fault.getMessage(), fault);
        }
        String plays = seat.process().hello().game();
        if (!plays.isEmpty() && !plays.equals(gameName)) {
            pool.discard(seat);
            throw new TournamentException("engine '" + entrant.name() + "' plays '" + plays + "', not '" + gameName + "'");
        }
        pool.release(seat);
    }

    @Override
    public void abort() {
        aborted = true;
        pool.abort();
        bots.abort();
    }

    @Override
    public void close() {
        pool.close();
        bots.close();
    }
}
