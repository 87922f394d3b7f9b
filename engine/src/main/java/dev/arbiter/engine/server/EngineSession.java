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
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.SequenceInputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Consumer;

/**
 * One referee connection: one thread reads requests while another thinks, so that {@code stop}, {@code ping}
 * and {@code quit} are answered while a search runs; the thread that reads a {@code go} searches itself and
 * hands the reading to another ({@link SearchHandOff}). Every request but {@code stop} and {@code quit} gets
 * exactly one reply, carrying the request's {@code id} if it had one; a connection has a deadline for its hello
 * ({@link HelloDeadline}).
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
    private final SearchHandOff handOff;
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
    private HelloDeadline hello;
    private String initData = "";
    private W actual;
    private volatile boolean background;
    private MessageRate rate;
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
        this.handOff = new SearchHandOff(log);
        this.nodeAllotment = new GameNodeAllotment(options.budgetStrategy());
    }

    /**
     * Serves the connection until it ends, {@code greeting} being what the client sent before and with its hello
     * (read already: {@link Greeting}); returns whether the client asked the server to shut down.
     */
    boolean run(Socket client, byte[] greeting) {
        try (client) {
            client.setTcpNoDelay(true);
            writer = new ReplyWriter(new BufferedOutputStream(client.getOutputStream(), 8192));
            replies = new GoReplySender<>(game, deadlines, writer, handOff::answered, log);
            rescue = new DeadlineRescue<>(deadlines, timer, replies, log);
            reader = new LineReader(new SequenceInputStream(new ByteArrayInputStream(greeting), client.getInputStream()),
                    options.bounds().maxLine());
            long start = System.nanoTime();
            rate = new MessageRate(start);
            hello = new HelloDeadline(client, options.bounds().helloTimeoutMs(), log);
            hello.start(start, timer);
            handOff.read(this::read);
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
            handOff.close();
            timer.shutdownNow();
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
                hello.checkArrival(now);
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
                hello.renewReadTimeout();
                if (handOff.searchIfHandedOver(this::read, () -> ended.complete(false))) {
                    return;
                }
            }
            ended.complete(false);
        } catch (SocketTimeoutException e) {
            hello.logMissed();
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
        if (!hello.greeted() && !type.equals(Protocol.HELLO) && !type.equals(Protocol.QUIT)) {
            writer.send(Messages.error("expected 'hello' first"), id);
            return options.handshake().token() != null ? Next.CLOSE : Next.CONTINUE;
        }
        switch (type) {
            case Protocol.HELLO:
                return hello(request, id);
            case Protocol.NEW_GAME:
                handOff.requireIdle();
                handOff.stopThinking();
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
                handOff.requireIdle();
                W world = Requests.position(game, request, initData);
                handOff.stopThinking();
                actual = world;
                searcher.setWorld(actual);
                writer.send(Messages.message(Protocol.OK), id);
                return Next.CONTINUE;
            case Protocol.GO:
                go(request, id);
                return Next.CONTINUE;
            case Protocol.STOP:
                handOff.stopSearch();
                return Next.CONTINUE;
            case Protocol.BACKGROUND:
                background = request.flag("on", true);
                if (!background && !handOff.answering()) {
                    handOff.stopThinking();
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
        hello.greet();
        writer.send(HelloReply.of(game, identity, options, searchers.accepts()), id);
        return Next.CONTINUE;
    }

    private void go(Message request, RequestId id) throws ProtocolException {
        handOff.requireIdle();
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
        handOff.beginGo();
        W root = game.copyOf(actual);
        collection.served(limits.timeMs() > 0);
        Searcher<W> thinker = searcher;
        GoReply reply = rescue.open(id, arrival, limits.timeMs(), thinker);
        handOff.handOver(thinker, () -> think(thinker, root, limits, reply));
    }

    /**
     * A {@code go}'s search, on the thread that read it: answers, then, in the background mode, explores the
     * world after its own action until the next request needs the searcher.
     */
    private void think(Searcher<W> thinker, W root, SearchLimits limits, GoReply reply) {
        try {
            reply.searchStartNanos = System.nanoTime();
            SearchResult result = reply.timed ? thinker.searchUntil(limits, reply.deadlineNanos)
                    : thinker.search(limits);
            reply.searchEndNanos = System.nanoTime();
            replies.answer(reply, result);
            int action = reply.action;
            if (background && action >= 0) {
                root.apply(action);
                if (!root.isEnd()) {
                    thinker.setWorld(root);
                    handOff.ponder(thinker, new SearchLimits(0, 0, 0, options.limits().memoryBytes()));
                }
            }
        } catch (IOException e) {
            log.accept("cannot send action: " + e.getMessage());
        } catch (RuntimeException e) {
            log.accept("search failed: " + e);
            replies.fail(reply, e);
        }
    }
}
