package dev.arbiter.tournament.play;

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

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The CodinGame-style bots of one worker: each is started for one game ({@link StdioBot}, through the one process
 * launcher: its own session, its tree ended with it, its standard error in the run's bounded log of its name) and
 * killed when the game is over or after a fault (as CodinGame does); {@link #abort()} (from any thread) kills every
 * live one and every one started from then on. {@link #check} starts a bot before the run and fails if it exits
 * within {@link #CHECK_MS} of its start without having been sent anything: a bot that cannot start stops the run
 * as an engine server that cannot start does.
 */
final class StdioBots {

    private final Game<?> game;
    /** How long a checked bot must keep running, waiting for its first input, to count as started. */
    static final long CHECK_MS = 500;

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
     * Starts the entrant's bot, sends it nothing and ends it after {@link #CHECK_MS}, or fails with
     * {@code start_failure} if it cannot be run or exits before then (how it ended and its last words in the
     * message).
     */
    void check(Entrant entrant) throws EngineFault {
        StdioBot bot = StdioBot.start(entrant.resolve(), logs.of(entrant.name()), ledger);
        try {
            if (bot.process().waitFor(CHECK_MS)) {
                throw new EngineFault(FaultKind.START_FAILURE, entrant.name() + ": exited at once, before its first "
                        + "input" + bot.process().exitDetail());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineFault(FaultKind.START_FAILURE, entrant.name() + ": interrupted while starting");
        } finally {
            bot.kill();
        }
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
