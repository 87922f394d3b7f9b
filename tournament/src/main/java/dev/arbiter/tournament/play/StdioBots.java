package dev.arbiter.tournament.play;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.config.BotProtocol;
import dev.arbiter.tournament.engine.EngineConnection;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.StdioBot;
import dev.arbiter.tournament.engine.StdioConnection;

import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The CodinGame-style bots of one worker: each is started for one game and killed when the game is over or
 * after a fault (as CodinGame does); {@link #abort()} (from any thread) kills every live one and every one
 * started from then on.
 */
final class StdioBots {

    private final Game<?> game;
    private final Path logDir;
    private final Set<StdioBot> live = ConcurrentHashMap.newKeySet();
    private volatile boolean aborted;

    /** @param logDir folder of the bots' standard error logs ({@code NAME.log}), or null to discard it */
    StdioBots(Game<?> game, Path logDir) {
        this.game = game;
        this.logDir = logDir;
    }

    /** Starts the entrant's bot for one game. */
    SeatedEngine start(Entrant entrant, BotProtocol.Stdio protocol) throws EngineFault {
        StdioBot bot = StdioBot.start(entrant.resolve(), logDir == null ? null : logDir.resolve(entrant.name() + ".log"));
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

    /** Starts the entrant's bot and ends it: it can be run. */
    void check(Entrant entrant) throws EngineFault {
        StdioBot.start(entrant.resolve(), null).kill();
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
