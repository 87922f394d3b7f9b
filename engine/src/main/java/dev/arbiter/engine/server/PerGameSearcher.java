package dev.arbiter.engine.server;

import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.util.Map;

/**
 * The searcher an engine server plays each game with: the one it was built with, reconfigured by the parameter
 * values a referee sends in {@code newgame} (the way cutechess and fastchess tune a UCI engine with
 * {@code setoption} between games, so that a tuning run keeps one engine process per seat instead of one per
 * parameter vector). A game's values replace the engine's own ({@code --param}) by name, for that game only: a
 * {@code newgame} without values plays with the engine's own, so a game is the same whatever the process
 * played before. The values stay numbers: they replace the engine's own resolved values
 * ({@link EngineSettings.Resolved#with}) without passing through text. Changed evaluation weights swap the searcher's evaluator and keep its tree and tables; changed
 * algorithm settings ({@code algo.NAME}: table sizes, depth caps) build a new searcher.
 *
 * @param <W> the world type
 */
final class PerGameSearcher<W extends World<W>> {

    private final Game<W> game;
    private final EngineSettings own;
    private Searcher<W> searcher;
    private Map<String, Double> values = Map.of();
    private EngineSettings.Resolved ownResolved;
    private EngineSettings.Resolved resolved;

    private PerGameSearcher(Game<W> game, EngineSettings own, Searcher<W> searcher) {
        this.game = game;
        this.own = own;
        this.searcher = searcher;
    }

    /** A searcher that plays every game with its own configuration and refuses values ({@link #accepts()} false). */
    static <W extends World<W>> PerGameSearcher<W> fixed(Searcher<W> searcher) {
        return new PerGameSearcher<>(null, null, searcher);
    }

    /** The searcher built from {@code own}, reconfigured per game. */
    static <W extends World<W>> PerGameSearcher<W> reconfigurable(Game<W> game, EngineSettings own, Searcher<W> built) {
        PerGameSearcher<W> s = new PerGameSearcher<>(game, own, built);
        s.ownResolved = own.resolve(game);
        s.resolved = s.ownResolved;
        return s;
    }

    /** Whether a game may carry parameter values (announced in {@code hello} as the feature {@code parameters}). */
    boolean accepts() {
        return own != null;
    }

    /** The searcher of the game being played. */
    Searcher<W> current() {
        return searcher;
    }

    /**
     * The searcher for a new game with {@code gameValues} (empty: the engine's own configuration).
     *
     * @throws IllegalArgumentException naming a parameter that is unknown or out of bounds, or when this engine
     *                                  takes no values; the configuration is then unchanged
     */
    Searcher<W> forGame(Map<String, Double> gameValues) {
        if (gameValues.equals(values)) {
            return searcher;
        }
        if (!accepts()) {
            throw new IllegalArgumentException("this engine takes no parameters in 'newgame'");
        }
        EngineSettings.Resolved next = ownResolved.with(game, gameValues);
        if (next.settings().equals(resolved.settings())) {
            searcher.setEvaluator(game.evaluator(next.weights()));
        } else {
            searcher = next.spec().create(game, game.evaluator(next.weights()), next.settings(), own.seed(), Clock.SYSTEM);
        }
        resolved = next;
        values = Map.copyOf(gameValues);
        return searcher;
    }
}
