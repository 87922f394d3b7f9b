package dev.arbiter.tournament.play.stdio;

import dev.arbiter.engine.protocol.Excerpt;
import dev.arbiter.engine.world.IllegalActionException;
import dev.arbiter.tournament.engine.EngineConnection;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.engine.Move;
import dev.arbiter.engine.world.StdioSession;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.util.List;
import java.util.Map;

/**
 * The referee's side of a game with a CodinGame-style bot ({@link StdioBot}): the game's line format
 * ({@link Game#stdio()}) turns the actual world into the bot's input, and the bot's one line per turn into an
 * action in the game's text form, which the referee then checks like any engine's. The first turn's limit
 * (CodinGame's larger one, the bot starting during it) is the entrant's first-move allowance
 * ({@link StdioProtocol#limits}); a line the format does not understand, or a line printed out of turn, is a
 * {@code malformed} fault. One connection plays one game.
 *
 * @param <W> the world type
 */
public final class StdioConnection<W extends World<W>> implements EngineConnection {

    private final Game<W> game;
    private final StdioBot bot;
    private StdioSession<W> session;

    /** A connection to {@code bot} playing {@code game}. */
    public StdioConnection(Game<W> game, StdioBot bot) {
        this.game = game;
        this.bot = bot;
    }

    /** Writes the game's initialization input for {@code seat} (the bot needs no seed). */
    @Override
    public long sendNewGame(int seat, String initData, long seed, Map<String, Double> parameters) throws EngineFault {
        session = game.stdio().session(game.initialWorld(initData), seat);
        bot.send(session.initialInput());
        return 0;
    }

    /** Nothing to wait for: a bot reads its initialization input with its first turn's. */
    @Override
    public void awaitNewGame(long id, long timeoutMs) {
    }

    @Override
    public Move play(String world, List<String> history, long timeMs, long nodes, int depth, long timeoutMs)
            throws EngineFault {
        String name = bot.command().name();
        String early = bot.unasked();
        if (!early.isEmpty()) {
            throw new EngineFault(FaultKind.MALFORMED, name + ": printed out of turn: '" + Excerpt.of(early.strip(), 80) + "'");
        }
        W actual = game.decodeWorld(world);
        long start = System.nanoTime();
        bot.send(session.turnInput(actual, history));
        String line = bot.readLine(timeoutMs);
        long micros = (System.nanoTime() - start) / 1000;
        int action;
        try {
            action = session.parseAction(actual, line);
        } catch (IllegalActionException e) {
            throw new EngineFault(FaultKind.ILLEGAL_ACTION, name + ": illegal action '" + Excerpt.of(line, 80) + "': "
                    + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new EngineFault(FaultKind.MALFORMED, name + ": unparsable action '" + Excerpt.of(line, 80) + "': "
                    + e.getMessage());
        }
        return new Move(game.formatAction(action), Move.UNREPORTED, 0, Double.NaN, 0, micros, List.of());
    }

}
