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
import dev.arbiter.engine.server.RequestLoop.Next;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.SequenceInputStream;
import java.net.Socket;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Consumer;

/**
 * One referee connection: wires its parts and handles its requests (docs/PROTOCOL.md). Every request but
 * {@code stop} and {@code quit} gets exactly one reply, carrying the request's {@code id} if it had one. Each job
 * has its class: the reading within the connection's bounds and the decoding of lines ({@link RequestLoop},
 * {@link HelloDeadline}, {@link MessageRate}, {@link Requests}), the game the requests set ({@link SessionGame}),
 * the threads and the hand-off of a {@code go}'s search to the thread that read it ({@link SearchHandOff}), the
 * replies ({@link ReplyWriter}, {@link GoReplySender}) and a timed {@code go}'s answer by its deadline even when
 * the search thread is descheduled ({@link DeadlineRescue}). The session's threads (readers, searcher, timer)
 * are daemons that end with {@link #run}.
 */
final class EngineSession<W extends World<W>> {

    private final Game<W> game;
    private final EngineIdentity identity;
    private final ServerOptions options;
    private final Consumer<String> log;
    private final DeadlineKeeper deadlines;
    private final SearchHandOff handOff;
    /** The session's timer thread: it keeps the hello deadline and rescues late replies. */
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "arbiter-deadline");
        thread.setDaemon(true);
        return thread;
    });
    private final SessionGame<W> played;

    private LineReader reader;
    private ReplyWriter writer;
    private GoReplySender<W> replies;
    private DeadlineRescue<W> rescue;
    private HelloDeadline hello;
    private volatile boolean background;

    /** @param deadlines the engine's keeper of deadlines, shared by its sessions so that what it learnt stays */
    EngineSession(Game<W> game, PerGameSearcher<W> searchers, EngineIdentity identity, ServerOptions options,
                  DeadlineKeeper deadlines, Consumer<String> log) {
        this.game = game;
        this.identity = identity;
        this.options = options;
        this.deadlines = deadlines;
        this.log = log;
        this.handOff = new SearchHandOff(log);
        this.played = new SessionGame<>(game, searchers, new GameNodeAllotment(options.budgetStrategy()));
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
            MessageRate rate = new MessageRate(start);
            hello = new HelloDeadline(client, options.bounds().helloTimeoutMs(), log);
            hello.start(start, timer);
            RequestLoop requests = new RequestLoop(reader, writer, hello, rate, options.bounds().maxLine(), handOff,
                    this::handle, log);
            handOff.read(requests::read);
            return requests.ended().get();
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
                played.newGame(request);
                writer.send(Messages.message(Protocol.READY), id);
                return Next.CONTINUE;
            case Protocol.POSITION:
                handOff.requireIdle();
                W world = played.position(request);
                handOff.stopThinking();
                played.setWorld(world);
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
        writer.send(HelloReply.of(game, identity, options, played.acceptsParameters()), id);
        return Next.CONTINUE;
    }

    /**
     * Starts a {@code go}'s search; the session is busy until it has answered, or at once idle again when the search
     * could not be set up (the request is then answered with an error by the request loop).
     */
    private void go(Message request, RequestId id) throws ProtocolException {
        handOff.requireIdle();
        SearchLimits limits = played.goLimits(request, options.limits());
        long arrival = reader.arrivalNanos();
        handOff.beginGo();
        try {
            W root = played.searchRoot(limits);
            Searcher<W> thinker = played.searcher();
            GoReply reply = rescue.open(id, arrival, limits.timeMs(), thinker);
            handOff.handOver(thinker, () -> think(thinker, root, limits, reply));
        } catch (RuntimeException e) {
            handOff.answered();
            throw e;
        }
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
