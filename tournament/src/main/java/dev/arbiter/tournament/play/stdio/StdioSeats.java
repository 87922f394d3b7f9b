package dev.arbiter.tournament.play.stdio;

import dev.arbiter.engine.world.StdioSession;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.engine.EngineConnection;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.SeatStarter;
import dev.arbiter.tournament.play.SeatedEngine;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The CodinGame-style bots of one worker: each is started for one game ({@link StdioBot}, through the one process
 * launcher: its own session, its tree ended with it, its standard error in the run's bounded log of its name) and
 * killed when the game is over or after a fault (as CodinGame does); {@link #abort()} (from any thread) kills every
 * live one and every one started from then on. {@link #check} starts a bot before the run and plays its first
 * turn: a bot that does not answer it stops the run as an engine server that cannot start does.
 */
final class StdioSeats implements SeatStarter {

    private final Game<?> game;
    private final EngineLogs logs;
    private final ProcessLedger ledger;
    private final long startTimeoutMs;
    private final Set<StdioBot> live = ConcurrentHashMap.newKeySet();
    private volatile boolean aborted;

    /**
     * @param logs           the run's engine logs ({@code NAME.log}, bounded)
     * @param ledger         the run's record of running processes
     * @param startTimeoutMs how long a bot's first answer may take in {@link #check} (an entrant may set its own)
     */
    StdioSeats(Game<?> game, EngineLogs logs, ProcessLedger ledger, long startTimeoutMs) {
        this.startTimeoutMs = startTimeoutMs;
        this.game = game;
        this.logs = logs;
        this.ledger = ledger;
    }

    @Override
    public List<Seating> seat(List<Entrant> entrants) {
        List<Seating> seatings = new ArrayList<>(entrants.size());
        for (Entrant entrant : entrants) {
            try {
                seatings.add(Seating.of(start(entrant)));
            } catch (EngineFault fault) {
                seatings.add(Seating.failed(fault));
            }
        }
        return seatings;
    }

    /** Starts the entrant's bot for one game. */
    private SeatedEngine start(Entrant entrant) throws EngineFault {
        StdioBot bot = StdioBot.start(entrant.resolve(), logs.of(entrant.name()), ledger);
        live.add(bot);
        if (aborted) {
            bot.kill();
        }
        EngineConnection connection = connection(game, bot);
        return new SeatedEngine() {
            @Override
            public EngineConnection connection() {
                return connection;
            }

            @Override
            public void release() {
                discard();
            }

            @Override
            public void discard() {
                live.remove(bot);
                bot.kill();
            }
        };
    }

    private static <W extends World<W>> EngineConnection connection(Game<W> game, StdioBot bot) {
        return new StdioConnection<>(game, bot);
    }

    /**
     * Starts the entrant's bot and plays its first turn (seat 1 of the game's initial world): the bot has started
     * when it answers, whatever its answer, within {@code timeoutMs} (the engines' start timeout). Fails with
     * {@code start_failure} if it cannot be run, exits or closes its output first (how it ended and its last words
     * in the message), or does not answer in time.
     */
    @Override
    public void check(Entrant entrant) throws EngineFault {
        long timeoutMs = entrant.startTimeoutOr(startTimeoutMs);
        StdioBot bot = StdioBot.start(entrant.resolve(), logs.of(entrant.name()), ledger);
        try {
            firstTurn(game, bot, timeoutMs);
        } catch (EngineFault fault) {
            if (fault.kind() != FaultKind.MALFORMED) {
                throw new EngineFault(FaultKind.START_FAILURE, fault.getMessage() + ", on its first turn", fault);
            }
        } finally {
            bot.kill();
        }
    }

    private static <W extends World<W>> void firstTurn(Game<W> game, StdioBot bot, long timeoutMs) throws EngineFault {
        W world = game.initialWorld("");
        StdioSession<W> session = game.stdio().session(world, 0);
        bot.send(session.initialInput());
        bot.send(session.turnInput(world, List.of()));
        bot.readLine(timeoutMs);
    }

    @Override
    public void abort() {
        aborted = true;
        live.forEach(StdioBot::kill);
    }

    @Override
    public void close() {
        live.forEach(StdioBot::kill);
        live.clear();
    }
}
