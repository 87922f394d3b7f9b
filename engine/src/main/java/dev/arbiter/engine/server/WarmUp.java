package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Messages;
import dev.arbiter.engine.protocol.ProtocolException;
import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.util.SplittableRandom;

/**
 * Plays the engine against itself for a moment before it serves, so that the first moves of its first game
 * run as fast as the later ones: the JIT compiles the search, the evaluation and the protocol's JSON code
 * while no clock runs, and the search tree grows to its memory budget (the node pool's arrays and worlds are
 * allocated once and reused by every later game). Each warm-up move goes through what a move of a game goes
 * through: a {@code position} request parsed and its world decoded, a search to a deadline
 * ({@link Searcher#searchUntil}) under the engine's own node, depth and memory budgets, and the
 * {@code action} reply written. Afterwards the searcher starts a new game with the engine's seed, so the
 * warm-up changes no result.
 */
final class WarmUp {

    /** Time of one warm-up move. */
    static final long MOVE_MS = 10;

    private WarmUp() {
    }

    /** Warms {@code searcher} up for about {@code millis} milliseconds (nothing when it is zero). */
    static <W extends World<W>> void run(Game<W> game, Searcher<W> searcher, SearchLimits own, long seed, long millis) {
        if (millis <= 0) {
            return;
        }
        SearchLimits limits = new SearchLimits(0, own.nodes(), own.depth(), own.memoryBytes());
        SplittableRandom random = new SplittableRandom(seed);
        long end = System.nanoTime() + millis * 1_000_000L;
        W world = null;
        while (System.nanoTime() - end < 0) {
            if (world == null || world.isEnd()) {
                world = game.initialWorld(game.createInitData(random));
                searcher.newGame(seed);
            }
            searcher.setWorld(received(game, world));
            long deadline = Math.min(end, System.nanoTime() + MOVE_MS * 1_000_000L);
            SearchResult result = searcher.searchUntil(limits, deadline);
            Messages.write(EngineSession.actionReply(game, result));
            if (result.action() < 0) {
                world = null;
            } else {
                world.apply(result.action());
            }
        }
        searcher.newGame(seed);
    }

    /** {@code world} as a referee's {@code position} request delivers it: encoded, sent as JSON, decoded. */
    private static <W extends World<W>> W received(Game<W> game, W world) {
        String line = Messages.write(Messages.message(Protocol.POSITION).put("world", world.encode()));
        try {
            return game.decodeWorld(Messages.text(Messages.parse(line), "world"));
        } catch (ProtocolException e) {
            throw new IllegalStateException("warm-up: a world's own encoding did not decode: " + e.getMessage(), e);
        }
    }
}
