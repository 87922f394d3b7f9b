package dev.arbiter.tournament.play;

import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.engine.DeclaredParameters;
import dev.arbiter.tournament.engine.EngineConnection;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineProcess;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.engine.ReplyWait;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The engine servers of one worker ({@link ServerProtocol}): each seat's server is taken from the worker's
 * {@link EnginePool} (or started, all of a game's at once) and goes back to it after the game; a server that
 * failed is killed, so the next game starts it afresh. Values to send in {@code newgame} go only to a server
 * whose hello says it takes them.
 */
final class ServerSeats implements SeatStarter {

    private final EnginePool pool;
    private final long startTimeoutMs;
    private final String gameName;

    ServerSeats(SeatServices services) {
        PlaySettings settings = services.settings();
        this.pool = new EnginePool(settings.keepEngines(), services.logs(), services.ledger(),
                ReplyWait.spinNanos(settings.workers()), services.sharedEngines());
        this.startTimeoutMs = settings.rules().startTimeoutMs();
        this.gameName = services.game().name();
    }

    @Override
    public List<Seating> seat(List<Entrant> entrants) {
        List<EnginePool.Request> requests = new ArrayList<>(entrants.size());
        for (Entrant entrant : entrants) {
            requests.add(new EnginePool.Request(entrant.resolve(), entrant.startTimeoutOr(startTimeoutMs)));
        }
        List<EnginePool.Acquired> acquired = pool.acquireAll(requests);
        List<Seating> seatings = new ArrayList<>(entrants.size());
        for (int k = 0; k < entrants.size(); k++) {
            EnginePool.Acquired a = acquired.get(k);
            if (a.fault() != null) {
                seatings.add(Seating.failed(a.fault()));
                continue;
            }
            try {
                requireGameParameters(entrants.get(k), a.seat().process());
                seatings.add(Seating.of(pooled(a.seat())));
            } catch (EngineFault fault) {
                pool.discard(a.seat());
                seatings.add(Seating.failed(fault));
            }
        }
        return seatings;
    }

    /**
     * Fails when the entrant has values to send in {@code newgame} and its engine did not say it takes them (it
     * would ignore them and play every game with its own).
     */
    private static void requireGameParameters(Entrant entrant, EngineProcess process) throws EngineFault {
        if (!entrant.gameParameters().isEmpty() && !process.hello().takesGameParameters()) {
            throw new EngineFault(FaultKind.REJECTED_SETTINGS, entrant.name() + ": the engine takes no parameters in "
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

    /** Starts the entrant's engine (kept in the pool for the first game) and checks it plays this game. */
    @Override
    public void check(Entrant entrant) throws EngineFault, TournamentException {
        Seat seat = pool.acquire(entrant.resolve(), entrant.startTimeoutOr(startTimeoutMs));
        try {
            requireGameParameters(entrant, seat.process());
        } catch (EngineFault rejected) {
            pool.discard(seat);
            throw rejected;
        }
        String plays = seat.process().hello().game();
        if (!plays.isEmpty() && !plays.equals(gameName)) {
            pool.discard(seat);
            throw new TournamentException("engine '" + entrant.name() + "' plays '" + plays + "', not '" + gameName + "'");
        }
        pool.release(seat);
    }

    /** The parameters its hello declares ({@code bounds}); the engine is kept in the pool for the first game. */
    @Override
    public Optional<DeclaredParameters> declared(Entrant entrant) throws EngineFault {
        Seat seat = pool.acquire(entrant.resolve(), entrant.startTimeoutOr(startTimeoutMs));
        Optional<DeclaredParameters> declared = seat.process().hello().declared();
        pool.release(seat);
        return declared;
    }

    @Override
    public void abort() {
        pool.abort();
    }

    @Override
    public void close() {
        pool.close();
    }
}
