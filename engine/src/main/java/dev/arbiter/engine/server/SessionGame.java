package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Message;
import dev.arbiter.engine.protocol.ProtocolException;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

/**
 * The game a session plays, as its requests set it (docs/PROTOCOL.md): the world the referee last imposed
 * ({@code newgame}, {@code position}), the game's init data and searcher ({@link PerGameSearcher}: the engine's,
 * reconfigured by the game's parameter values), its node budget ({@link GameNodeAllotment}) and its garbage
 * collection between timed games ({@link BetweenGamesCollection}). The session stops any search before it
 * changes the game: the searcher is the search thread's while it runs.
 *
 * @param <W> the world type
 */
final class SessionGame<W extends World<W>> {

    private final Game<W> game;
    private final PerGameSearcher<W> searchers;
    private final GameNodeAllotment nodeAllotment;
    private final BetweenGamesCollection collection = new BetweenGamesCollection();
    private Searcher<W> searcher;
    private String initData = "";
    private W actual;

    SessionGame(Game<W> game, PerGameSearcher<W> searchers, GameNodeAllotment nodeAllotment) {
        this.game = game;
        this.searchers = searchers;
        this.searcher = searchers.current();
        this.nodeAllotment = nodeAllotment;
    }

    /** The searcher of the game being played. */
    Searcher<W> searcher() {
        return searcher;
    }

    /** Whether a game may carry parameter values ({@link PerGameSearcher#accepts}). */
    boolean acceptsParameters() {
        return searchers.accepts();
    }

    /** Starts the game a {@code newgame} request describes: its init data, seed and parameter values. */
    void newGame(Message request) throws ProtocolException {
        initData = request.text("init", "");
        W fresh = game.initialWorld(initData);
        long seed = request.integer("seed", 0);
        searcher = searchers.forGame(Requests.gameParameters(request));
        searcher.newGame(seed);
        actual = fresh;
        nodeAllotment.newGame();
        searcher.setWorld(actual);
        collection.newGame();
    }

    /** The world a {@code position} request imposes ({@link Requests#position}), not yet played. */
    W position(Message request) throws ProtocolException {
        return Requests.position(game, request, initData);
    }

    /** Plays on from {@code world}. */
    void setWorld(W world) {
        actual = world;
        searcher.setWorld(actual);
    }

    /**
     * The limits of a {@code go} within the engine's own ({@code engine}), its {@code gameNodesLeft} spent by the
     * game's node allotment.
     *
     * @throws ProtocolException when there is no world to search, or no limit for a searcher that needs one
     */
    SearchLimits goLimits(Message request, SearchLimits engine) throws ProtocolException {
        if (actual == null) {
            throw new ProtocolException("'go' before 'newgame' or 'position'");
        }
        if (actual.isEnd()) {
            throw new ProtocolException("'go' in an ended world");
        }
        SearchLimits limits = Requests.goLimits(request, engine,
                left -> nodeAllotment.limit(left, game, actual, searcher));
        if (limits.unlimited() && searcher.needsLimit()) {
            throw new ProtocolException("'go' without any limit (set timeMs, clockMs, nodes, depth or gameNodesLeft)");
        }
        return limits;
    }

    /** The root of a {@code go}'s search under {@code limits}: a copy of the world; timed play is noted. */
    W searchRoot(SearchLimits limits) {
        W root = game.copyOf(actual);
        collection.served(limits.timeMs() > 0);
        return root;
    }
}
