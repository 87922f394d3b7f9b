package dev.arbiter.bench;

import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.server.EngineIdentity;
import dev.arbiter.engine.server.EngineServer;
import dev.arbiter.engine.server.ServerOptions;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.engine.EngineClient;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.ReplyWait;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Round-trip latency of the engine protocol over loopback: an in-process {@link EngineServer} whose searcher
 * answers at once ({@code random}, one node) and an {@link EngineClient}. {@code ping} is the bare transport
 * (no search thread involved); {@code go} is one request and its reply; {@code play} is the referee's move
 * request, {@code position} and {@code go} pipelined. After a warm-up, every round trip is timed and the
 * median and 99th percentile are reported in microseconds. The client reads as the referee of one game does
 * on this machine ({@link ReplyWait}: blocking unless cores are to spare); {@code .polling} figures repeat
 * {@code go} and {@code play} with a client that always polls before blocking.
 */
final class ProtocolBench implements BenchSuite {

    private static final long TIMEOUT_MS = 10_000;

    /** One kind of round trip. */
    @FunctionalInterface
    private interface RoundTrip {
        void run() throws EngineFault;
    }

    @Override
    public String name() {
        return "protocol";
    }

    @Override
    public void run(boolean quick, Figures figures) {
        measure(GameRegistry.load().create("connect4"), quick ? 5_000 : 20_000, quick ? 10_000 : 50_000, figures);
    }

    private static <W extends World<W>> void measure(Game<W> game, int warmUp, int count, Figures figures) {
        EngineServer<W> server = new EngineServer<>(game,
                Algorithms.create("random", game, game.defaultEvaluator(), Map.of(), 1),
                new EngineIdentity("random", Map.of()), ServerOptions.defaults("bench"), line -> { });
        Thread serving = new Thread(() -> {
            try {
                server.serve();
            } catch (IOException e) {
                throw new IllegalStateException("bench server failed", e);
            }
        }, "bench-engine-server");
        serving.setDaemon(true);
        try {
            server.start(new PrintStream(OutputStream.nullOutputStream()));
            serving.start();
            String world = game.initialWorld("").encode();
            List<String> history = List.of();
            try (EngineClient client = EngineClient.connect("127.0.0.1", server.port(), 2_000, "bench")) {
                client.hello(null, TIMEOUT_MS);
                client.newGame(0, "", 1, TIMEOUT_MS);
                report("protocol.ping.rtt", time(() -> client.ping(TIMEOUT_MS), warmUp, count), figures);
                report("protocol.go.rtt", time(() -> client.go(0, 1, 0, TIMEOUT_MS), warmUp, count), figures);
                report("protocol.play.rtt", time(() -> client.play(world, history, 0, 1, 0, TIMEOUT_MS), warmUp, count),
                        figures);
                client.quit(false);
            }
            try (EngineClient client = EngineClient.connect("127.0.0.1", server.port(), 2_000, "bench", Protocol.SPIN_NANOS)) {
                client.hello(null, TIMEOUT_MS);
                client.newGame(0, "", 1, TIMEOUT_MS);
                report("protocol.go.rtt.polling", time(() -> client.go(0, 1, 0, TIMEOUT_MS), warmUp, count), figures);
                report("protocol.play.rtt.polling", time(() -> client.play(world, history, 0, 1, 0, TIMEOUT_MS),
                        warmUp, count), figures);
                client.quit(true);
            }
            serving.join(2_000);
        } catch (IOException | EngineFault e) {
            throw new IllegalStateException("protocol bench failed: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            try {
                server.close();
            } catch (IOException ignored) {
                // already closed by the quit
            }
        }
    }

    private static long[] time(RoundTrip trip, int warmUp, int count) throws EngineFault {
        for (int i = 0; i < warmUp; i++) {
            trip.run();
        }
        long[] nanos = new long[count];
        for (int i = 0; i < count; i++) {
            long start = System.nanoTime();
            trip.run();
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        return nanos;
    }

    private static void report(String prefix, long[] sorted, Figures figures) {
        figures.report(prefix + ".median", micros(sorted[sorted.length / 2]), "us");
        figures.report(prefix + ".p99", micros(sorted[(int) Math.min(sorted.length - 1, (long) sorted.length * 99 / 100)]),
                "us");
    }

    private static String micros(long nanos) {
        return String.format("%.1f", nanos / 1e3);
    }
}
