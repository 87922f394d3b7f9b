package dev.arbiter.tournament.play;

import dev.arbiter.engine.stdio.StdioSession;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.config.BotProtocol;
import dev.arbiter.tournament.engine.EngineConnection;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.engine.StdioBot;
import dev.arbiter.tournament.engine.StdioConnection;

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
final class StdioBots {

    private final Game<?> game;
    private final EngineLogs logs;
    private final ProcessLedger ledger;
    private final Set<StdioBot> live = ConcurrentHashMap.newKeySet();
    private volatile boolean aborted;

    /**
     * @param logs   the run's engine logs ({@code NAME.log}, bounded)
     * @param ledger the run's record of running processes
     */
    StdioBots(Game<?> game, EngineLogs logs, ProcessLedger ledger) {
        this.game = game;
        this.logs = logs;
        this.ledger = ledger;
    }

    /** Starts the entrant's bot for one game. */
    SeatedEngine start(Entrant entrant, BotProtocol.Stdio protocol) throws EngineFault {
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
    void check(Entrant entrant, long timeoutMs) throws EngineFault {
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

    /** Kills every bot at once, and every bot started from now on. */
    void abort() {
        aborted = true;
        live.forEach(StdioBot::kill);
    }

    /** Kills the bots still running. */
    void close() {
        live.forEach(StdioBot::kill);
        live.clear();
    }
}
