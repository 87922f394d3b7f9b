package dev.arbiter.engine.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.engine.protocol.LineReader;
import dev.arbiter.engine.protocol.Messages;
import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.protocol.ProtocolException;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * One referee connection: reads requests on the calling thread and thinks on a thread of its own, so that
 * {@code stop}, {@code ping} and {@code quit} are answered while a search runs. Every request but
 * {@code stop} and {@code quit} gets exactly one reply, carrying the request's {@code id} if it had one.
 */
final class EngineSession<W extends World<W>> {

    private enum Next { CONTINUE, CLOSE, SHUTDOWN }

    private final Game<W> game;
    private final Searcher<W> searcher;
    private final EngineIdentity identity;
    private final ServerOptions options;
    private final Consumer<String> log;
    private final ExecutorService thinker = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "arbiter-search");
        thread.setDaemon(true);
        return thread;
    });

    private OutputStream out;
    private boolean greeted;
    private String initData = "";
    private W actual;
    private volatile boolean background;
    private volatile boolean pondering;
    private volatile boolean goRunning;
    private Future<?> thinking;

    EngineSession(Game<W> game, Searcher<W> searcher, EngineIdentity identity, ServerOptions options, Consumer<String> log) {
        this.game = game;
        this.searcher = searcher;
        this.identity = identity;
        this.options = options;
        this.log = log;
    }

    /** Serves the connection until it ends; returns whether the client asked the server to shut down. */
    boolean run(Socket client) {
        try (client) {
            client.setTcpNoDelay(true);
            out = new BufferedOutputStream(client.getOutputStream(), 8192);
            LineReader reader = new LineReader(client.getInputStream(), options.maxLine());
            String line;
            long windowStart = System.nanoTime();
            long helloDeadline = windowStart + options.helloTimeoutMs() * 1_000_000L;
            int inWindow = 0;
            client.setSoTimeout(options.helloTimeoutMs());
            while ((line = reader.readLine()) != null) {
                long now = System.nanoTime();
                if (!greeted && now - helloDeadline >= 0) {
                    throw new SocketTimeoutException();
                }
                if (now - windowStart >= 1_000_000_000L) {
                    windowStart = now;
                    inWindow = 0;
                }
                if (++inWindow > Protocol.MAX_MESSAGES_PER_SECOND) {
                    send(Messages.error("more than " + Protocol.MAX_MESSAGES_PER_SECOND
                            + " messages in one second: closing the connection"), null);
                    return false;
                }
                Next next = handleLine(line);
                if (next != Next.CONTINUE) {
                    return next == Next.SHUTDOWN;
                }
                if (!greeted) {
                    client.setSoTimeout((int) Math.max(1, (helloDeadline - System.nanoTime()) / 1_000_000L));
                } else if (client.getSoTimeout() != 0) {
                    client.setSoTimeout(0);
                }
            }
        } catch (SocketTimeoutException e) {
            log.accept("no hello within " + options.helloTimeoutMs() + " ms: connection closed");
        } catch (IOException e) {
            log.accept("connection lost: " + e.getMessage());
        } finally {
            stopThinking();
            thinker.shutdownNow();
        }
        return false;
    }

    private Next handleLine(String line) throws IOException {
        if (line == LineReader.TOO_LONG) {
            send(Messages.error("line longer than " + options.maxLine() + " bytes"), null);
            return Next.CONTINUE;
        }
        if (line.isBlank()) {
            return Next.CONTINUE;
        }
        ObjectNode request;
        try {
            request = Messages.parse(line);
        } catch (ProtocolException e) {
            send(Messages.error(e.getMessage()), null);
            return Next.CONTINUE;
        }
        JsonNode id = request.get("id");
        try {
            return handle(request, id);
        } catch (ProtocolException | IllegalArgumentException e) {
            send(Messages.error(e.getMessage()), id);
            return Next.CONTINUE;
        } catch (RuntimeException e) {
            log.accept("internal error: " + e);
            send(Messages.error("internal error: " + e), id);
            return Next.CONTINUE;
        }
    }

    private Next handle(ObjectNode request, JsonNode id) throws ProtocolException, IOException {
        String type = request.get("type").asText();
        if (!greeted && !type.equals(Protocol.HELLO) && !type.equals(Protocol.QUIT)) {
            send(Messages.error("expected 'hello' first"), id);
            return options.token() != null ? Next.CLOSE : Next.CONTINUE;
        }
        switch (type) {
            case Protocol.HELLO:
                return hello(request, id);
            case Protocol.NEW_GAME:
                requireIdle();
                stopThinking();
                initData = Messages.text(request, "init", "");
                W fresh = game.initialWorld(initData);
                JsonNode seed = request.get("seed");
                if (seed != null && !seed.isIntegralNumber()) {
                    throw new ProtocolException("'newgame': field 'seed' must be an integer");
                }
                searcher.newGame(seed != null ? seed.asLong() : 0);
                actual = fresh;
                searcher.setWorld(actual);
                send(Messages.message(Protocol.READY), id);
                return Next.CONTINUE;
            case Protocol.POSITION:
                requireIdle();
                W world = position(request);
                stopThinking();
                actual = world;
                searcher.setWorld(actual);
                send(Messages.message(Protocol.OK), id);
                return Next.CONTINUE;
            case Protocol.GO:
                go(request, id);
                return Next.CONTINUE;
            case Protocol.STOP:
                stopUntilDone(thinking, false);
                return Next.CONTINUE;
            case Protocol.BACKGROUND:
                background = Messages.flag(request, "on", true);
                if (!background && !goRunning) {
                    stopThinking();
                }
                send(Messages.message(Protocol.OK), id);
                return Next.CONTINUE;
            case Protocol.PING:
                send(Messages.message(Protocol.PONG), id);
                return Next.CONTINUE;
            case Protocol.QUIT:
                return Messages.flag(request, "shutdown", false) ? Next.SHUTDOWN : Next.CLOSE;
            default:
                throw new ProtocolException("unknown message type '" + type + "'");
        }
    }

    private Next hello(ObjectNode request, JsonNode id) throws ProtocolException, IOException {
        long version = Messages.count(request, "protocol", -1);
        if (version != Protocol.VERSION) {
            send(Messages.error("protocol version " + version + " not supported (this engine speaks "
                    + Protocol.VERSION + ")"), id);
            return Next.CLOSE;
        }
        JsonNode token = request.get("token");
        if (options.token() != null && (token == null || !token.isTextual() || !options.token().equals(token.asText()))) {
            send(Messages.error("wrong or missing token"), id);
            return Next.CLOSE;
        }
        greeted = true;
        ObjectNode reply = Messages.message(Protocol.HELLO);
        reply.put("protocol", Protocol.VERSION);
        reply.putObject("engine").put("name", options.name()).put("version", options.version())
                .put("algorithm", identity.algorithm());
        reply.putObject("game").put("name", game.name()).put("options", game.options())
                .put("actors", game.actorCount());
        ObjectNode parameters = reply.putObject("parameters");
        for (Map.Entry<String, Double> p : identity.parameters().entrySet()) {
            parameters.put(p.getKey(), p.getValue());
        }
        SearchLimits limits = options.limits();
        reply.putObject("limits").put("timeMs", limits.timeMs()).put("nodes", limits.nodes())
                .put("depth", limits.depth()).put("memoryBytes", limits.memoryBytes());
        send(reply, id);
        return Next.CONTINUE;
    }

    /** The world a {@code position} request imposes: its encoding, or its history replayed from the init data. */
    private W position(ObjectNode request) throws ProtocolException {
        String encoded = Messages.text(request, "world", null);
        JsonNode history = request.get("history");
        if (encoded != null) {
            return game.decodeWorld(encoded);
        }
        if (history == null || !history.isArray()) {
            throw new ProtocolException("'position': needs 'world' (an encoding) or 'history' (a list of actions)");
        }
        W world = game.initialWorld(Messages.text(request, "init", initData));
        for (JsonNode action : history) {
            int a = game.parseAction(action.asText());
            if (world.isEnd() || !game.isLegal(world, a)) {
                throw new ProtocolException("'position': action '" + action.asText() + "' is not legal in "
                        + world.encode());
            }
            world.apply(a);
        }
        return world;
    }

    private void go(ObjectNode request, JsonNode id) throws ProtocolException {
        requireIdle();
        if (actual == null) {
            throw new ProtocolException("'go' before 'newgame' or 'position'");
        }
        if (actual.isEnd()) {
            throw new ProtocolException("'go' in an ended world");
        }
        JsonNode limitsNode = request.path("limits");
        if (!limitsNode.isMissingNode() && !limitsNode.isObject()) {
            throw new ProtocolException("'go': field 'limits' must be an object");
        }
        SearchLimits limits = tighter(options.limits(), new SearchLimits(
                Messages.count(limitsNode, "go.limits", "timeMs", 0), Messages.count(limitsNode, "go.limits", "nodes", 0),
                (int) Math.min(Integer.MAX_VALUE, Messages.count(limitsNode, "go.limits", "depth", 0)), 0));
        if (limits.unlimited()) {
            throw new ProtocolException("'go' without any limit (set timeMs, nodes or depth)");
        }
        stopThinking();
        goRunning = true;
        W root = game.copyOf(actual);
        thinking = thinker.submit(() -> think(root, limits, id));
    }

    private void think(W root, SearchLimits limits, JsonNode id) {
        try {
            SearchResult result = searcher.search(limits);
            ObjectNode reply = Messages.message(Protocol.ACTION);
            reply.put("action", game.formatAction(result.action()));
            ObjectNode info = reply.putObject("info");
            info.put("nodes", result.nodes()).put("depth", result.depth()).put("value", result.value())
                    .put("timeMs", result.elapsedNanos() / 1_000_000.0);
            ArrayNode pv = info.putArray("pv");
            for (int a : result.pv()) {
                pv.add(game.formatAction(a));
            }
            goRunning = false;
            send(reply, id);
            if (background && result.action() >= 0) {
                root.apply(result.action());
                if (!root.isEnd()) {
                    searcher.setWorld(root);
                    ponder();
                }
            }
        } catch (IOException e) {
            log.accept("cannot send action: " + e.getMessage());
        } catch (RuntimeException e) {
            log.accept("search failed: " + e);
            try {
                send(Messages.error("search failed: " + e), id);
            } catch (IOException ignored) {
                log.accept("cannot send error: " + ignored.getMessage());
            }
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

    private static SearchLimits tighter(SearchLimits a, SearchLimits b) {
        return new SearchLimits(min(a.timeMs(), b.timeMs()), min(a.nodes(), b.nodes()),
                (int) min(a.depth(), b.depth()), Math.max(a.memoryBytes(), b.memoryBytes()));
    }

    private static long min(long a, long b) {
        return a == 0 ? b : b == 0 ? a : Math.min(a, b);
    }

    private void send(ObjectNode message, JsonNode id) throws IOException {
        if (id != null) {
            message.set("id", id);
        }
        byte[] bytes = (Messages.write(message) + "\n").getBytes(StandardCharsets.UTF_8);
        synchronized (this) {
            out.write(bytes);
            out.flush();
        }
    }
}
