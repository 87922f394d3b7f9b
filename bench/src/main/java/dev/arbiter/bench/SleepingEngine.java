package dev.arbiter.bench;

import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.ForwardingSearcher;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.server.EngineIdentity;
import dev.arbiter.engine.server.EngineServer;
import dev.arbiter.engine.server.ParentWatch;
import dev.arbiter.engine.server.ServerOptions;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.World;

import java.util.Map;

/**
 * An engine server whose moves cost wall time but almost no CPU: each move sleeps a fixed time, then a
 * one-node random search answers (deterministic per game seed). It stands for an engine that thinks on
 * another core or another machine, so that a benchmark of several workers on two cores measures how games
 * are spread, not how the cores are shared ({@link ClusterBench}).
 *
 * <p>Arguments: {@code GAME MS_PER_MOVE}.
 */
public final class SleepingEngine {

    private SleepingEngine() {
    }

    /** Entry point. */
    public static void main(String[] args) throws Exception {
        serve(GameRegistry.load().create(args[0]), Long.parseLong(args[1]));
    }

    private static <W extends World<W>> void serve(Game<W> game, long msPerMove) throws Exception {
        Searcher<W> searcher = new Sleeping<>(Algorithms.create("random", game, game.defaultEvaluator(), Map.of(), 1),
                msPerMove);
        String token = System.getenv(Protocol.TOKEN_ENV);
        ServerOptions options = ServerOptions.defaults("sleeping").withToken(token == null || token.isEmpty() ? null : token)
                .withLimits(new SearchLimits(0, 1, 0, 0));
        try (EngineServer<W> server = new EngineServer<>(game, searcher, new EngineIdentity("random", Map.of()), options,
                line -> { })) {
            server.start(System.out);
            ParentWatch.exitWhenInputCloses(System.in);
            server.serve();
        }
    }

    /** Sleeps before each search, then lets the real searcher answer. */
    private static final class Sleeping<W extends World<W>> extends ForwardingSearcher<W> {
        private final long ms;

        Sleeping(Searcher<W> real, long ms) {
            super(real);
            this.ms = ms;
        }

        @Override
        public SearchResult search(SearchLimits limits) {
            try {
                Thread.sleep(ms);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return delegate.search(limits);
        }
    }
}
