package dev.arbiter.tournament.support;

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
import dev.arbiter.engine.testkit.TestGames;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;

/**
 * A test engine run as a real subprocess: a protocol server over a built-in algorithm, optionally
 * scripted to misbehave ("scripted mock engines", as fastchess tests do).
 *
 * <p>Arguments: {@code GAME ALGO NODES [FAULT [AFTER [MARKER]]]} where FAULT is {@code none}, {@code crash}
 * (exit at the AFTER-th {@code go} of the process), {@code hang} (never answer that go) or {@code illegal}
 * (answer an occupied square or the like, at the first go from the AFTER-th on where one exists). With a
 * MARKER file, the fault fires only if the file does not exist yet, and the file is created when it fires:
 * the fault then happens once per test, not again after the restart.
 */
public final class ScriptedEngine {

    private ScriptedEngine() {
    }

    /** Entry point. */
    public static void main(String[] args) throws Exception {
        Game<?> game = TestGames.registry().create(args[0]);
        run(game, args);
    }

    private static <W extends World<W>> void run(Game<W> game, String[] args) throws Exception {
        String algorithm = args[1];
        long nodes = Long.parseLong(args[2]);
        String fault = args.length > 3 ? args[3] : "none";
        int after = args.length > 4 ? Integer.parseInt(args[4]) : 1;
        Path marker = args.length > 5 ? Path.of(args[5]) : null;
        Searcher<W> real = Algorithms.create(algorithm, game, game.defaultEvaluator(), Map.of(), 7);
        Searcher<W> searcher = new Faulty<>(game, real, fault, after, marker);
        String token = System.getenv(Protocol.TOKEN_ENV);
        ServerOptions options = ServerOptions.defaults("scripted-" + algorithm)
                .withToken(token == null || token.isEmpty() ? null : token)
                .withLimits(new SearchLimits(0, nodes, 0, 0));
        try (EngineServer<W> server = new EngineServer<>(game, searcher, new EngineIdentity(algorithm, Map.of()),
                options, line -> { })) {
            server.start(System.out);
            ParentWatch.exitWhenInputCloses(System.in);
            server.serve();
        }
    }

    /** Delegates to a real searcher, and misbehaves at the scripted moment. */
    private static final class Faulty<W extends World<W>> extends ForwardingSearcher<W> {
        private final Game<W> game;
        private final String fault;
        private final int after;
        private final Path marker;
        private final W world;
        private int goes;

        Faulty(Game<W> game, Searcher<W> real, String fault, int after, Path marker) {
            super(real);
            this.game = game;
            this.fault = fault;
            this.after = after;
            this.marker = marker;
            this.world = game.newWorld();
        }

        private boolean fires() {
            goes++;
            if (fault.equals("none") || goes < after || (goes > after && !fault.equals("illegal"))) {
                return false;
            }
            if (fault.equals("illegal") && illegalAction() < 0) {
                return false;
            }
            if (marker == null) {
                return true;
            }
            try {
                Files.writeString(marker, "fired\n", StandardOpenOption.CREATE_NEW);
                return true;
            } catch (java.io.IOException alreadyFired) {
                return false;
            }
        }

        @Override
        public SearchResult search(SearchLimits limits) {
            if (fires()) {
                switch (fault) {
                    case "crash" -> Runtime.getRuntime().halt(3);
                    case "hang" -> {
                        while (true) {
                            try {
                                Thread.sleep(1_000);
                            } catch (InterruptedException e) {
                                Thread.currentThread().interrupt();
                            }
                        }
                    }
                    case "illegal" -> {
                        return new SearchResult(illegalAction(), 0, 0, 0, 0, new int[0]);
                    }
                    default -> throw new IllegalArgumentException("unknown fault " + fault);
                }
            }
            return delegate.search(limits);
        }

        /** An action in range that is not legal here, or -1 if every action is legal (an empty board). */
        private int illegalAction() {
            for (int a = 0; a < game.maxActions(); a++) {
                if (!game.isLegal(world, a)) {
                    return a;
                }
            }
            return -1;
        }



        @Override
        public void setWorld(W actual) {
            world.copyFrom(actual);
            delegate.setWorld(actual);
        }





    }
}
