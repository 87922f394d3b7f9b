package dev.arbiter.tournament.play.stdio;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.engine.EngineConnection;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.SeatStarter;
import dev.arbiter.tournament.play.SeatedEngine;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The CodinGame-style bots of one worker: each is started for one game and killed when the game is over or
 * after a fault (as CodinGame does); {@link #abort()} (from any thread) kills every live one and every one
 * started from then on.
 */
final class StdioSeats implements SeatStarter {

    private final Game<?> game;
    private final Path logDir;
    private final Set<StdioBot> live = ConcurrentHashMap.newKeySet();
    private volatile boolean aborted;

    /** @param logDir folder of the bots' standard error logs ({@code NAME.log}), or null to discard it */
    StdioSeats(Game<?> game, Path logDir) {
        this.game = game;
        this.logDir = logDir;
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
    @Override
    public void check(Entrant entrant) throws EngineFault {
        StdioBot.start(entrant.resolve(), null).kill();
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
