package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.LineReader;
import dev.arbiter.engine.protocol.Message;
import dev.arbiter.engine.protocol.Messages;
import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.protocol.ProtocolException;
import dev.arbiter.engine.search.MoveAnswerer;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.util.SplittableRandom;

/**
 * The client side of an engine server's warm-up ({@link EngineServer#warmUp}): a thread that plays games
 * against the server over its own socket before the server announces itself, so that the first moves a
 * referee asks for run as fast as the later ones. Every part of a move is exercised the way a referee's move
 * exercises it: the socket, the request parsing, the {@code position} decoded and imposed (moving the
 * tree's root), the search thread handed a {@code go} of {@link MoveAnswerer#WARM_UP_MOVE_MS} (the JIT compiles the search
 * and the evaluation), the tree grown towards its memory budget (the node pool's arrays and worlds are
 * allocated once and reused by every later game) and the {@code action} reply written. The last requests are
 * a {@code newgame} with the engine's own seed, so the searcher ends as a fresh one starting a game would be,
 * and a {@code quit} with {@code shutdown}, which ends the warm-up (not the server).
 */
final class WarmUp {

    private final Thread thread;
    private volatile RuntimeException failure;

    private WarmUp(Runnable play) {
        this.thread = new Thread(() -> {
            try {
                play.run();
            } catch (RuntimeException e) {
                failure = e;
            }
        }, "arbiter-warm-up");
        thread.setDaemon(true);
    }

    /**
     * Starts the client: it connects to {@code address}:{@code port} (loopback when the server listens on every
     * address) with {@code token}, plays games of {@code game} for about {@code millis} milliseconds, then
     * starts a game with {@code seed} and quits.
     */
    static <W extends World<W>> WarmUp start(Game<W> game, InetAddress address, int port, String token, long millis,
                                             long seed) {
        InetAddress target = address.isAnyLocalAddress() ? InetAddress.getLoopbackAddress() : address;
        WarmUp warmUp = new WarmUp(() -> play(game, target, port, token, millis, seed));
        warmUp.thread.start();
        return warmUp;
    }

    /** Waits for the client to finish; returns why it failed, or null when it played to its end. */
    String await() {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return failure == null ? null : failure.getMessage();
    }

    private static <W extends World<W>> void play(Game<W> game, InetAddress address, int port, String token,
                                                  long millis, long seed) {
        JitActivity jit = new JitActivity(System.nanoTime(), millis);
        SplittableRandom random = new SplittableRandom(seed);
        try (Socket socket = new Socket(address, port)) {
            socket.setTcpNoDelay(true);
            Connection connection = new Connection(socket);
            connection.request(Messages.message(Protocol.HELLO).put("protocol", Protocol.VERSION).put("token", token));
            W world = null;
            int[] actions = new int[game.maxActions()];
            while (jit.keepWarming(System.nanoTime())) {
                if (world == null || world.isEnd()) {
                    String init = game.createInitData(random.split());
                    world = game.initialWorld(init);
                    connection.request(Messages.message(Protocol.NEW_GAME).put("init", init).put("seed", random.nextLong()));
                    continue;
                }
                Message go = Messages.message(Protocol.GO);
                go.putObject("limits").put("timeMs", MoveAnswerer.WARM_UP_MOVE_MS);
                String action = connection.move(Messages.message(Protocol.POSITION).put("world", world.encode()), go);
                int a = game.parseAction(action);
                if (game.isLegal(world, a)) {
                    world.apply(a);
                } else {
                    world.apply(actions[random.nextInt(world.legalActions(actions))]);
                }
            }
            connection.request(Messages.message(Protocol.NEW_GAME)
                    .put("init", game.createInitData(new SplittableRandom(seed))).put("seed", seed));
            connection.send(Messages.message(Protocol.QUIT).put("shutdown", true));
        } catch (IOException | ProtocolException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /**
     * When a warm-up has played enough: once its time is up and the JIT has compiled nothing for
     * {@link #QUIET_MS} (the total compilation time of the JVM has not grown), so that the first real moves do
     * not run code still being compiled, or being replaced; at most {@link #MAX_EXTRA_MS} past its time. On a
     * machine whose cores are busy the compiler threads get a share of them late, and a warm-up of fixed length
     * would end before the search is compiled.
     */
    static final class JitActivity {
        /** How long the JIT must have compiled nothing. */
        static final long QUIET_MS = 100;
        /** The most a warm-up runs past its time waiting for the JIT to be quiet. */
        static final long MAX_EXTRA_MS = 3_000;

        private final CompilationMXBean compiler = ManagementFactory.getCompilationMXBean();
        private final long end;
        private final long latest;
        private long compiledMs = -1;
        private long changedNanos;

        JitActivity(long startNanos, long millis) {
            end = startNanos + millis * 1_000_000L;
            latest = end + MAX_EXTRA_MS * 1_000_000L;
            changedNanos = startNanos;
        }

        /** Whether to play another move, read at {@code now}. */
        boolean keepWarming(long now) {
            if (now - end < 0) {
                return true;
            }
            if (compiler == null || !compiler.isCompilationTimeMonitoringSupported() || now - latest >= 0) {
                return false;
            }
            long total = compiler.getTotalCompilationTime();
            if (total != compiledMs) {
                compiledMs = total;
                changedNanos = now;
            }
            return now - changedNanos < QUIET_MS * 1_000_000L;
        }
    }

    /** The warm-up client's end of the connection. */
    private static final class Connection {
        private final OutputStream out;
        private final LineReader in;

        Connection(Socket socket) throws IOException {
            this.out = socket.getOutputStream();
            this.in = new LineReader(socket.getInputStream(), Protocol.DEFAULT_MAX_LINE);
        }

        void send(Message... messages) throws IOException {
            Messages.writeLines(out, messages);
        }

        void request(Message message) throws IOException, ProtocolException {
            send(message);
            reply();
        }

        /** Sends {@code position} and {@code go} in one write, as a referee does; returns the action. */
        String move(Message position, Message go) throws IOException, ProtocolException {
            send(position, go);
            reply();
            return reply().text("action");
        }

        private Message reply() throws IOException, ProtocolException {
            String line = in.readLine();
            if (line == null) {
                throw new IOException("the server closed the warm-up connection");
            }
            Message reply = Messages.parse(line);
            if (reply.type().equals(Protocol.ERROR)) {
                throw new ProtocolException("the server answered the warm-up with an error: "
                        + reply.asText("message", ""));
            }
            return reply;
        }
    }
}
