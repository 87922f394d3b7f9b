package dev.arbiter.tournament.play;

import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.engine.EngineConnection;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.referee.Referee;
import dev.arbiter.tournament.results.GameRecord;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Plays jobs between engines of any {@link BotProtocol}: each seat's engine is seated by its protocol's
 * {@link SeatStarter} (one per protocol per worker: engine servers from the worker's pool, CodinGame-style bots
 * started for the game), the {@link Referee} plays the game, an engine that failed is discarded (the next game
 * starts it afresh) and the others are released; an engine that only ran out of its node budget per game is sound
 * and is released too ({@link FaultKind#keepsEngine()}). An engine that cannot be started forfeits the game before
 * its first move.
 */
public final class EngineServerPlayer implements JobPlayer {

    private final Referee<?> referee;
    private final SeatServices services;
    private final Map<String, SeatStarter> starters = new ConcurrentHashMap<>();
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
        this(game, settings, faults, clock, settings.files().engineLogs(),
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
        this.services = new SeatServices(game, settings, logs, ledger, shared);
        this.faults = faults;
    }

    private static <W extends World<W>> Referee<W> referee(Game<W> game, PlaySettings settings, Clock clock) {
        return new Referee<>(game, settings.rules().maxPlies(), settings.rules().adjudicate(),
                settings.rules().adjudication(), clock);
    }

    @Override
    public JobResult play(GameJob job) {
        return job.playEach(this::play);
    }

    private GameRecord play(PlannedGame game) {
        List<SeatStarter.Seating> seatings = seatAll(game.seats());
        for (int seat = 0; seat < seatings.size(); seat++) {
            EngineFault fault = seatings.get(seat).fault();
            if (fault != null) {
                seatings.stream().filter(s -> s.engine() != null).forEach(s -> s.engine().release());
                report(game.seats().get(seat).name(), fault);
                return GameRecord.forfeit(game.slot(), game.init(), game.names(), List.of(), seat, fault);
            }
        }
        List<EngineConnection> clients = seatings.stream().map(s -> s.engine().connection()).toList();
        List<Referee.SeatFault> seatFaults = new ArrayList<>();
        GameRecord record = referee.play(game, clients, seatFaults);
        boolean[] discarded = new boolean[seatings.size()];
        for (Referee.SeatFault fault : seatFaults) {
            if (!fault.fault().kind().keepsEngine()) {
                seatings.get(fault.seat()).engine().discard();
                discarded[fault.seat()] = true;
            }
            report(game.seats().get(fault.seat()).name(), fault.fault());
        }
        for (int seat = 0; seat < seatings.size(); seat++) {
            if (!discarded[seat]) {
                seatings.get(seat).engine().release();
            }
        }
        return record;
    }

    /**
     * Seats every entrant of one game by its protocol's starter, each protocol's entrants all at once: one seating
     * per seat, in seat order.
     */
    private List<SeatStarter.Seating> seatAll(List<Entrant> entrants) {
        Map<String, List<Integer>> seatsByProtocol = new LinkedHashMap<>();
        for (int seat = 0; seat < entrants.size(); seat++) {
            seatsByProtocol.computeIfAbsent(entrants.get(seat).protocol().name(), n -> new ArrayList<>()).add(seat);
        }
        SeatStarter.Seating[] seatings = new SeatStarter.Seating[entrants.size()];
        for (List<Integer> seats : seatsByProtocol.values()) {
            List<Entrant> group = seats.stream().map(entrants::get).toList();
            List<SeatStarter.Seating> seated = starter(group.get(0).protocol()).seat(group);
            for (int k = 0; k < seats.size(); k++) {
                seatings[seats.get(k)] = seated.get(k);
            }
        }
        return Arrays.asList(seatings);
    }

    /** This worker's starter of the protocol's engines, made on first use (aborted at once after an abort). */
    private SeatStarter starter(BotProtocol protocol) {
        SeatStarter starter = starters.computeIfAbsent(protocol.name(), name -> protocol.starter(services));
        if (aborted) {
            starter.abort();
        }
        return starter;
    }

    private void report(String engine, EngineFault fault) {
        if (!aborted) {
            faults.engineFault(engine, fault);
        }
    }

    /** Starts the entrant's engine once (kept for the first game where its protocol keeps engines) and checks it. */
    @Override
    public void check(Entrant entrant) throws EngineFault, TournamentException {
        starter(entrant.protocol()).check(entrant);
    }

    @Override
    public void abort() {
        aborted = true;
        starters.values().forEach(SeatStarter::abort);
    }

    @Override
    public void close() {
        starters.values().forEach(SeatStarter::close);
    }
}
