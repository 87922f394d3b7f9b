package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Message;
import dev.arbiter.engine.protocol.Messages;
import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.search.DeadlineKeeper;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.io.IOException;
import java.io.PrintStream;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.SecureRandom;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Semaphore;
import java.util.function.Consumer;

/**
 * An engine as a TCP server speaking the Arbiter protocol (MiniFrame's server mode): it listens on loopback,
 * announces its address as the first line of standard output (and in an address file when asked), then
 * serves one referee connection at a time, for as long as the process lives. Nothing a client sends can
 * kill it: a bad line gets an error reply, a broken connection ends only that session.
 *
 * <p>A server built from {@link EngineSettings} may serve up to {@link #serveSessions N} connections at once
 * (announced as {@code "sessions": N}, docs/PROTOCOL.md): each on a thread of its own with its own searcher
 * (built from the same settings, so with its own memory budget) and its own deadline keeper, so that a referee
 * playing N games at once needs one process per engine instead of N (one JVM's start-up and compiled code instead
 * of N). A session's searcher is kept for the next connection, as the one searcher of a single-session server is.
 *
 * <p>This class is a thin adapter: the rules come from the {@link Game}, the thinking from one
 * {@link Searcher} reused across games and connections, its time limits kept as deadlines by one
 * {@link DeadlineKeeper} that learns across them.
 *
 * @param <W> the world type
 */
public final class EngineServer<W extends World<W>> implements AutoCloseable {

    private final Game<W> game;
    private final PerGameSearcher<W> searchers;
    private final EngineIdentity identity;
    private final ServerOptions options;
    private final Consumer<String> log;
    /** How long a warm-up may run past its time before the server gives up waiting for it. */
    private static final long WARM_UP_GRACE_MS = 10_000;

    private final DeadlineKeeper deadlines = new DeadlineKeeper();
    /** The engine's own settings, to build a searcher per session; null when only the searcher given is served. */
    private final EngineSettings settings;
    /** The most connections saying hello at once (each holds a thread and up to {@link Greeting#MAX_BYTES}). */
    static final int MAX_GREETING = 256;

    private int sessions = 1;
    private ServerSocket socket;
    private volatile boolean closed;

    /**
     * @param log receives one line per notable event (connections, protocol errors); never the hot path
     */
    public EngineServer(Game<W> game, Searcher<W> searcher, EngineIdentity identity, ServerOptions options,
                        Consumer<String> log) {
        this(game, PerGameSearcher.fixed(searcher), identity, options, log, null);
    }

    /**
     * A server of {@code engine}, built from {@code settings}, that also takes parameter values per game (the
     * {@code parameters} of {@code newgame}, see {@link PerGameSearcher}).
     *
     * @param log receives one line per notable event (connections, protocol errors); never the hot path
     */
    public EngineServer(Game<W> game, Engine<W> engine, EngineSettings settings, ServerOptions options,
                        Consumer<String> log) {
        this(game, PerGameSearcher.reconfigurable(game, settings, engine.searcher()), engine.identity(), options, log,
                settings);
    }

    private EngineServer(Game<W> game, PerGameSearcher<W> searchers, EngineIdentity identity, ServerOptions options,
                         Consumer<String> log, EngineSettings settings) {
        this.game = game;
        this.settings = settings;
        this.searchers = searchers;
        this.identity = identity;
        this.options = options;
        this.log = log;
    }

    /**
     * Binds the socket and announces the address: one JSON line
     * {@code {"type":"listening","host":...,"port":...}} on {@code announce}, and {@code host port} in the
     * address file (written atomically) if one was given.
     */
    public void start(PrintStream announce) throws IOException {
        bind();
        announce(announce);
    }

    /** Binds the socket, without announcing it yet (see {@link #warmUp}). */
    public void bind() throws IOException {
        socket = new ServerSocket();
        socket.setReuseAddress(true);
        try {
            socket.bind(new InetSocketAddress(InetAddress.getByName(options.endpoint().bindAddress()), options.endpoint().port()),
                    MAX_GREETING);
        } catch (BindException e) {
            socket.close();
            throw new BindException("cannot listen on " + options.endpoint().bindAddress() + ":" + options.endpoint().port() + ": "
                    + (e.getMessage() == null ? "address not available" : e.getMessage().toLowerCase(java.util.Locale.ROOT))
                    + (options.endpoint().port() == 0 ? "" : " (choose another --port, or 0 for any free one)"));
        }
    }

    /**
     * Plays against itself over its own socket for about {@code millis} milliseconds ({@link WarmUp}), between
     * {@link #bind} and {@link #announce}, so that the first move a referee asks for runs warm; the warm-up
     * ends with a new game started with {@code seed}, the seed the searcher was built with, so that nothing of
     * it remains, and what its answers taught about deadlines is dropped too. A warm-up that fails (a game
     * that cannot play against itself) is logged, and the server serves all the same.
     */
    public void warmUp(long millis, long seed) throws IOException {
        if (millis <= 0) {
            return;
        }
        String token = Long.toHexString(new SecureRandom().nextLong());
        ServerOptions warmUpOptions = options.withToken(token);
        WarmUp client = WarmUp.start(game, socket.getInetAddress(), socket.getLocalPort(), token, millis, seed);
        socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, millis + WARM_UP_GRACE_MS));
        try {
            boolean finished = false;
            while (!finished) {
                try (Socket connection = socket.accept()) {
                    finished = new EngineSession<>(game, searchers, identity, warmUpOptions, new DeadlineKeeper(),
                            line -> { }).run(connection, new byte[0]);
                }
            }
        } catch (SocketTimeoutException e) {
            log.accept("warm-up: no connection from the warm-up client");
        } finally {
            socket.setSoTimeout(0);
        }
        String failure = client.await();
        if (failure != null) {
            log.accept("warm-up failed: " + failure);
        }
        collectTheWarmUp();
    }

    /**
     * Collects the warm-up's garbage before the first real move: the warm-up allocates the tree's worlds and
     * the protocol's messages in the young generation, and its first collection (tens of milliseconds, copying
     * the surviving tree to the old generation) would otherwise fall on a move a referee times (in
     * {@code arbiter bench --only deadlines}, three of the four moves during which an engine collected were its
     * first, answered 45 to 460 ms into a 10 ms limit on the loaded machine). After it, a move allocates only its messages, and the young generation
     * fills over thousands of moves.
     */
    private static void collectTheWarmUp() {
        System.gc();
    }

    /**
     * Serves up to {@code count} connections at once from now on (before {@link #announce}, which tells referees):
     * each session beyond the first gets a searcher of its own, built from the engine's settings when its first
     * connection comes.
     *
     * @throws IllegalArgumentException if {@code count} is not positive, or above 1 for a server of a searcher
     *                                  given without its settings (it cannot build another)
     */
    public void serveSessions(int count) {
        if (count < 1 || count > 1 && settings == null) {
            throw new IllegalArgumentException("sessions: expected 1" + (settings == null ? "" : " or more")
                    + " for this server, got " + count);
        }
        sessions = count;
    }

    /** Announces the bound address (see {@link #start}). */
    public void announce(PrintStream announce) throws IOException {
        String host = socket.getInetAddress().getHostAddress();
        int port = socket.getLocalPort();
        if (options.endpoint().addressFile() != null) {
            writeAtomically(options.endpoint().addressFile(), host + " " + port + "\n");
        }
        Message listening = Messages.message(Protocol.LISTENING).put("host", host).put("port", port)
                .put("protocol", Protocol.VERSION);
        if (sessions > 1) {
            listening.put(Protocol.SESSIONS, sessions);
        }
        announce.println(Messages.write(listening));
        announce.flush();
    }

    /** The port the server listens on (after {@link #start}). */
    public int port() {
        return socket.getLocalPort();
    }

    /**
     * Serves connections (one after the other, or up to {@link #serveSessions} at once) until {@link #close()} or
     * a client's {@code quit} with shutdown. Connections are accepted as they come and each sends its first line on
     * a thread of its own ({@link Greeting}, within the hello deadline; at most {@link #MAX_GREETING} at once, one
     * more is closed at once); only then does it wait for a session, whose hello deadline is a hard one too. So
     * neither a client trickling its hello nor many idle connections delay a referee by more than the deadline.
     */
    public void serve() throws IOException {
        Semaphore free = new Semaphore(sessions);
        Semaphore greeting = new Semaphore(MAX_GREETING);
        Deque<Session<W>> idle = new ArrayDeque<>();
        idle.add(new Session<>(searchers, deadlines));
        Socket client;
        while ((client = accept()) != null) {
            Socket connection = client;
            if (!greeting.tryAcquire()) {
                log.accept("more than " + MAX_GREETING + " connections waiting to say hello: "
                        + connection.getRemoteSocketAddress() + " closed");
                connection.close();
                continue;
            }
            Thread thread = new Thread(() -> {
                try (connection) {
                    byte[] hello;
                    try {
                        hello = Greeting.read(connection, options.bounds().helloTimeoutMs());
                    } finally {
                        greeting.release();
                    }
                    if (hello == null) {
                        log.accept("no hello within " + options.bounds().helloTimeoutMs() + " ms from "
                                + connection.getRemoteSocketAddress() + ": connection closed");
                        return;
                    }
                    free.acquireUninterruptibly();
                    Session<W> session;
                    synchronized (idle) {
                        session = idle.poll();
                    }
                    if (session == null) {
                        session = new Session<>(PerGameSearcher.reconfigurable(game, settings,
                                settings.build(game).searcher()), new DeadlineKeeper());
                    }
                    try {
                        serve(connection, hello, session.searchers(), session.deadlines());
                    } finally {
                        synchronized (idle) {
                            idle.push(session);
                        }
                        free.release();
                    }
                } catch (IOException e) {
                    log.accept("session ended: " + e.getMessage());
                }
            }, "arbiter-connection");
            thread.setDaemon(true);
            thread.start();
        }
    }

    /** The next connection, or null once the server is closed. */
    private Socket accept() throws IOException {
        try {
            return closed ? null : socket.accept();
        } catch (SocketException e) {
            if (closed) {
                return null;
            }
            throw e;
        }
    }

    /**
     * Plays one connection's session, {@code hello} being what it sent up to its hello; closes the server when the
     * client asked for a shutdown.
     */
    private void serve(Socket client, byte[] hello, PerGameSearcher<W> sessionSearchers,
                       DeadlineKeeper sessionDeadlines) throws IOException {
        log.accept("connection from " + client.getRemoteSocketAddress());
        boolean shutdown = new EngineSession<>(game, sessionSearchers, identity, options, sessionDeadlines, log)
                .run(client, hello);
        log.accept("connection closed");
        if (shutdown) {
            close();
        }
    }

    /** What one session plays with: its searcher and its deadline keeper, kept for its next connection. */
    private record Session<W extends World<W>>(PerGameSearcher<W> searchers, DeadlineKeeper deadlines) {
    }

    @Override
    public void close() throws IOException {
        closed = true;
        if (socket != null) {
            socket.close();
        }
    }

    private static void writeAtomically(Path file, String content) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        if (dir != null) {
            Files.createDirectories(dir);
        }
        Path temp = Files.createTempFile(dir, ".addr", ".tmp");
        Files.writeString(temp, content, StandardCharsets.UTF_8);
        Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
