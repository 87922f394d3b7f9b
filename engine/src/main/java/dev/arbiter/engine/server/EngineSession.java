package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.LineReader;
import dev.arbiter.engine.protocol.Message;
import dev.arbiter.engine.protocol.Messages;
import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.protocol.ProtocolException;
import dev.arbiter.engine.search.DeadlineKeeper;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.io.ByteArrayInputStream;
import java.io.SequenceInputStream;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * One referee connection: one thread reads requests while another thinks, so that {@code stop}, {@code ping}
 * and {@code quit} are answered while a search runs; the thread that reads a {@code go} searches itself and
 * hands the reading to the other (leader/follower: no thread is woken between a request and its search). Every request but
 * {@code stop} and {@code quit} gets exactly one reply, carrying the request's {@code id} if it had one.
 *
 * <p>A {@code go} with a time limit is a deadline counted from the moment the request arrived (read off the
 * socket, {@link LineReader#arrivalNanos()}); its reply is sent once, by the search thread or, when that thread is
 * descheduled across its deadline, by the {@link DeadlineRescue}, through the {@link GoReplySender}.
 *
 * <p>The session keeps the state and the threads; the requests' fields are decoded by {@link Requests}, a
 * {@code go}'s reply is a {@link GoReply}, replies are written by a {@link ReplyWriter}, a per-game node budget
 * is spent by {@link GameNodeAllotment}, the request rate is bounded by {@link MessageRate}, and garbage is
 * collected between timed games by {@link BetweenGamesCollection}.
 */
final class EngineSession<W extends World<W>> {

    private enum Next { CONTINUE, CLOSE, SHUTDOWN }

    private final Game<W> game;
    private final PerGameSearcher<W> searchers;
    private final EngineIdentity identity;
    private final ServerOptions options;
    private final Consumer<String> log;
    private final DeadlineKeeper deadlines;
    /** The session's threads: one reads requests, another may search (they swap roles at each {@code go}). */
    private final ExecutorService roles = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "arbiter-session");
        thread.setDaemon(true);
        return thread;
    });
    private final CompletableFuture<Boolean> ended = new CompletableFuture<>();
    /** The session's timer thread: it keeps the hello deadline and rescues late replies. */
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "arbiter-deadline");
        thread.setDaemon(true);
        return thread;
    });

    private Searcher<W> searcher;
    private ReplyWriter writer;
    private GoReplySender<W> replies;
    private DeadlineRescue<W> rescue;
    private LineReader reader;
    private volatile boolean greeted;
    private String initData = "";
    private W actual;
    private volatile boolean background;
    private volatile boolean pondering;
    private volatile boolean goRunning;
    private Future<?> thinking;
    /** A search the reading thread is to run itself once it has handed the reading over (set by {@code go}). */
    private FutureTask<Void> handedOver;
    private Socket client;
    private MessageRate rate;
    private long helloDeadline;
    private final GameNodeAllotment nodeAllotment;
    private final BetweenGamesCollection collection = new BetweenGamesCollection();

    /** @param deadlines the engine's keeper of deadlines, shared by its sessions so that what it learnt stays */
    EngineSession(Game<W> game, PerGameSearcher<W> searchers, EngineIdentity identity, ServerOptions options,
                  DeadlineKeeper deadlines, Consumer<String> log) {
        this.game = game;
        this.searchers = searchers;
        this.searcher = searchers.current();
        this.identity = identity;
        this.options = options;
        this.deadlines = deadlines;
        this.log = log;
        this.nodeAllotment = new GameNodeAllotment(options.budgetStrategy());
    }

    /**
     * Serves the connection until it ends, {@code greeting} being what the client sent before and with its hello
     * (read already: {@link Greeting}); returns whether the client asked the server to shut down.
     */
    boolean run(Socket client, byte[] greeting) {
        this.client = client;
        try (client) {
            client.setTcpNoDelay(true);
            writer = new ReplyWriter(new BufferedOutputStream(client.getOutputStream(), 8192));
            replies = new GoReplySender<>(game, deadlines, writer, () -> goRunning = false, log);
            rescue = new DeadlineRescue<>(deadlines, timer, replies, log);
            reader = new LineReader(new SequenceInputStream(new ByteArrayInputStream(greeting), client.getInputStream()),
                    options.bounds().maxLine());
            long start = System.nanoTime();
            rate = new MessageRate(start);
            helloDeadline = start + options.bounds().helloTimeoutMs() * 1_000_000L;
            client.setSoTimeout(options.bounds().helloTimeoutMs());
            timer.schedule(this::closeIfNotGreeted, Math.max(0, helloDeadline - System.nanoTime()),
                    TimeUnit.NANOSECONDS);
            roles.execute(this::read);
            return ended.get();
        } catch (IOException e) {
            log.accept("connection lost: " + e.getMessage());
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } finally {
            stopThinking();
            roles.shutdownNow();
            timer.shutdownNow();
        }
    }

    /**
     * Closes the connection at the hello deadline if it has not said hello by then: the deadline is for the whole
     * hello, so a client trickling bytes within a line cannot hold the session past it.
     */
    private void closeIfNotGreeted() {
        if (!greeted) {
            log.accept("no hello within " + options.bounds().helloTimeoutMs() + " ms: connection closed");
            try {
                client.close();
            } catch (IOException ignored) {
                // closed already
            }
        }
    }

    /**
     * Reads and handles requests until the connection ends, or until a {@code go} hands the reading over: the
     * thread that read the {@code go} searches at once (it is running, where a thread woken for the search
     * would first wait to be scheduled, on a busy machine for milliseconds), and another thread of the session
     * goes on reading, so that {@code stop}, {@code ping} and {@code quit} are still answered during the search.
     */
    private void read() {
        try {
            String line;
            while ((line = reader.readLine()) != null) {
                long now = System.nanoTime();
                if (!greeted && now - helloDeadline >= 0) {
                    throw new SocketTimeoutException();
                }
                if (!rate.admit(now)) {
                    writer.send(Messages.error("more than " + Protocol.MAX_MESSAGES_PER_SECOND
                            + " messages in one second: closing the connection"), null);
                    ended.complete(false);
                    return;
                }
                Next next = handleLine(line);
                if (next != Next.CONTINUE) {
                    ended.complete(next == Next.SHUTDOWN);
                    return;
                }
                if (!greeted) {
                    client.setSoTimeout((int) Math.max(1, (helloDeadline - System.nanoTime()) / 1_000_000L));
                } else if (client.getSoTimeout() != 0) {
                    client.setSoTimeout(0);
                }
                FutureTask<Void> search = handedOver;
                if (search != null) {
                    handedOver = null;
                    try {
                        roles.execute(this::read);
                    } catch (RejectedExecutionException e) {
                        ended.complete(false);
                    }
                    search.run();
                    return;
                }
            }
            ended.complete(false);
        } catch (SocketTimeoutException e) {
            log.accept("no hello within " + options.bounds().helloTimeoutMs() + " ms: connection closed");
            ended.complete(false);
        } catch (IOException e) {
            log.accept("connection lost: " + e.getMessage());
            ended.complete(false);
        } catch (RuntimeException | Error e) {
            ended.completeExceptionally(e);
        }
    }

    private Next handleLine(String line) throws IOException {
        if (line == LineReader.TOO_LONG) {
            writer.send(Messages.error("line longer than " + options.bounds().maxLine() + " bytes"), null);
            return Next.CONTINUE;
        }
        if (line.isBlank()) {
            return Next.CONTINUE;
        }
        Message request;
        try {
            request = Messages.parse(line);
        } catch (ProtocolException e) {
            writer.send(Messages.error(e.getMessage()), null);
            return Next.CONTINUE;
        }
        RequestId id = RequestId.of(request);
        try {
            return handle(request, id);
        } catch (ProtocolException | IllegalArgumentException e) {
            writer.send(Messages.error(e.getMessage()), id);
            return Next.CONTINUE;
        } catch (RuntimeException e) {
            log.accept("internal error: " + e);
            writer.send(Messages.error("internal error: " + e), id);
            return Next.CONTINUE;
        }
    }

    private Next handle(Message request, RequestId id) throws ProtocolException, IOException {
        String type = request.type();
        if (!greeted && !type.equals(Protocol.HELLO) && !type.equals(Protocol.QUIT)) {
            writer.send(Messages.error("expected 'hello' first"), id);
            return options.handshake().token() != null ? Next.CLOSE : Next.CONTINUE;
        }
        switch (type) {
            case Protocol.HELLO:
                return hello(request, id);
            case Protocol.NEW_GAME:
                requireIdle();
                stopThinking();
                initData = request.text("init", "");
                W fresh = game.initialWorld(initData);
                long seed = request.integer("seed", 0);
                searcher = searchers.forGame(Requests.gameParameters(request));
                searcher.newGame(seed);
                actual = fresh;
                nodeAllotment.newGame();
                searcher.setWorld(actual);
                collection.newGame();
                writer.send(Messages.message(Protocol.READY), id);
                return Next.CONTINUE;
            case Protocol.POSITION:
                requireIdle();
                W world = Requests.position(game, request, initData);
                stopThinking();
                actual = world;
                searcher.setWorld(actual);
                writer.send(Messages.message(Protocol.OK), id);
                return Next.CONTINUE;
            case Protocol.GO:
                go(request, id);
                return Next.CONTINUE;
            case Protocol.STOP:
                stopUntilDone(thinking, false);
                return Next.CONTINUE;
            case Protocol.BACKGROUND:
                background = request.flag("on", true);
                if (!background && !goRunning) {
                    stopThinking();
                }
                writer.send(Messages.message(Protocol.OK), id);
                return Next.CONTINUE;
            case Protocol.PING:
                writer.send(Messages.message(Protocol.PONG), id);
                return Next.CONTINUE;
            case Protocol.QUIT:
                return request.flag("shutdown", false) ? Next.SHUTDOWN : Next.CLOSE;
            default:
                throw new ProtocolException("unknown message type '" + type + "'");
        }
    }

    private Next hello(Message request, RequestId id) throws ProtocolException, IOException {
        long version = request.count("protocol", -1);
        if (version != Protocol.VERSION) {
            writer.send(Messages.error("protocol version " + version + " not supported (this engine speaks "
                    + Protocol.VERSION + ")"), id);
            return Next.CLOSE;
        }
        if (options.handshake().token() != null && !options.handshake().token().equals(request.get("token"))) {
            writer.send(Messages.error("wrong or missing token"), id);
            return Next.CLOSE;
        }
        greeted = true;
        writer.send(HelloReply.of(game, identity, options, searchers.accepts()), id);
        return Next.CONTINUE;
    }

    private void go(Message request, RequestId id) throws ProtocolException {
        requireIdle();
        if (actual == null) {
            throw new ProtocolException("'go' before 'newgame' or 'position'");
        }
        if (actual.isEnd()) {
            throw new ProtocolException("'go' in an ended world");
        }
        SearchLimits limits = Requests.goLimits(request, options.limits(),
                left -> nodeAllotment.limit(left, game, actual, searcher));
        if (limits.unlimited() && searcher.needsLimit()) {
            throw new ProtocolException("'go' without any limit (set timeMs, clockMs, nodes, depth or gameNodesLeft)");
        }
        long arrival = reader.arrivalNanos();
        stopThinking();
        goRunning = true;
        W root = game.copyOf(actual);
        collection.served(limits.timeMs() > 0);
        GoReply reply = rescue.open(id, arrival, limits.timeMs(), searcher);
        FutureTask<Void> search = new FutureTask<>(() -> think(root, limits, reply), null);
        thinking = search;
        handedOver = search;
    }

    private void think(W root, SearchLimits limits, GoReply reply) {
        try {
            reply.searchStartNanos = System.nanoTime();
            SearchResult result = reply.timed ? searcher.searchUntil(limits, reply.deadlineNanos)
                    : searcher.search(limits);
            reply.searchEndNanos = System.nanoTime();
            replies.answer(reply, result);
            int played = reply.action;
            if (background && played >= 0) {
                root.apply(played);
                if (!root.isEnd()) {
                    searcher.setWorld(root);
                    ponder();
                }
            }
        } catch (IOException e) {
            log.accept("cannot send action: " + e.getMessage());
        } catch (RuntimeException e) {
            log.accept("search failed: " + e);
            replies.fail(reply, e);
        } finally {
            goRunning = false;
        }
    }

    /** Explores the world after our own action until the next request needs the searcher. */
    private void ponder() {
        pondering = true;
        SearchLimits unbounded = new SearchLimits(0, 0, 0, options.limits().memoryBytes());
        while (pondering && searcher.step(unbounded)) {
            Thread.onSpinWait();
        }
    }

    private void requireIdle() throws ProtocolException {
        if (goRunning) {
            throw new ProtocolException("busy: a search is running (send 'stop' first)");
        }
    }

    private void stopThinking() {
        pondering = false;
        stopUntilDone(thinking, true);
        thinking = null;
    }

    /**
     * Stops the search or pondering running in {@code task}. A search clears its stop request when it starts,
     * so a request that arrives just before is repeated until the task is done (or, when {@code whole} is
     * false, until the {@code go} has answered).
     */
    private void stopUntilDone(Future<?> task, boolean whole) {
        if (task == null) {
            return;
        }
        while (!task.isDone() && (whole || goRunning)) {
            searcher.stop();
            try {
                task.get(1, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                continue;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (ExecutionException e) {
                log.accept("search ended with " + e.getCause());
                return;
            }
        }
    }
}
