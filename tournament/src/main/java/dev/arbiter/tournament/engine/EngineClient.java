package dev.arbiter.tournament.engine;

import dev.arbiter.engine.protocol.Excerpt;
import dev.arbiter.engine.protocol.LineReader;
import dev.arbiter.engine.protocol.Message;
import dev.arbiter.engine.protocol.Messages;
import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.protocol.ProtocolException;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The referee's side of the Arbiter protocol over one connection. Every read has a timeout; every failure
 * becomes an {@link EngineFault} saying what went wrong, so the referee can forfeit the game and go on.
 * Not thread-safe: one game drives one client.
 */
public final class EngineClient implements EngineConnection, AutoCloseable {

    private final Socket socket;
    private final LineReader reader;
    private final OutputStream out;
    private final String label;
    private long nextId = 1;
    private Supplier<String> lostDetail = () -> "";

    private EngineClient(Socket socket, String label, int maxLine, long spinNanos) throws IOException {
        this.socket = socket;
        this.label = label;
        socket.setTcpNoDelay(true);
        this.reader = new LineReader(socket.getInputStream(), maxLine, spinNanos);
        this.out = new BufferedOutputStream(socket.getOutputStream(), 8192);
    }

    /** Connects to an engine server, as the only game waiting for answers ({@link ReplyWait}). */
    public static EngineClient connect(String host, int port, int connectTimeoutMs, String label) throws EngineFault {
        return connect(host, port, connectTimeoutMs, label, ReplyWait.spinNanos(1));
    }

    /**
     * Connects to an engine server.
     *
     * @param spinNanos how long a read polls for the answer before it blocks (see {@link ReplyWait})
     */
    public static EngineClient connect(String host, int port, int connectTimeoutMs, String label, long spinNanos)
            throws EngineFault {
        Socket socket = new Socket();
        try {
            socket.connect(new InetSocketAddress(host, port), connectTimeoutMs);
            return new EngineClient(socket, label, Protocol.DEFAULT_MAX_LINE, spinNanos);
        } catch (IOException e) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // already failing
            }
            throw new EngineFault(FaultKind.START_FAILURE, label + ": cannot connect to " + host + ":" + port + ": "
                    + e.getMessage(), e);
        }
    }

    /**
     * Sets what is added to the message of a lost connection: how the engine process ended, which its
     * {@link EngineProcess} knows.
     */
    void onConnectionLost(Supplier<String> detail) {
        this.lostDetail = detail;
    }

    /** The handshake, presenting {@code token} (may be null). */
    public EngineHello hello(String token, long timeoutMs) throws EngineFault {
        Message request = Messages.message(Protocol.HELLO).put("protocol", Protocol.VERSION);
        if (token != null) {
            request.put("token", token);
        }
        Message reply = request(request, Protocol.HELLO, timeoutMs);
        Message engine = reply.object("engine");
        Message game = reply.object("game");
        Map<String, Double> parameters = new LinkedHashMap<>();
        reply.object("parameters").fields().forEach((name, value) -> parameters.put(name, Message.doubleOf(value, 0)));
        Set<String> features = new HashSet<>(reply.texts("features"));
        return new EngineHello(engine.asText("name", label), engine.asText("version", ""),
                engine.asText("algorithm", ""), game.asText("name", ""), game.asText("options", ""),
                parameters, features, bounds(reply.object("bounds"), parameters));
    }

    /**
     * The {@code bounds} of a hello: {name: {min, max, integer}}, each with the value of {@code parameters}.
     *
     * @throws EngineFault (malformed) naming the first entry that is not an object of two finite numbers
     *                     {@code min <= max}: an engine that declares its bounds wrongly is refused at its handshake,
     *                     not left to have its parameter refused later as undeclared
     */
    private List<DeclaredParameters.Parameter> bounds(Message bounds, Map<String, Double> values) throws EngineFault {
        List<DeclaredParameters.Parameter> declared = new ArrayList<>();
        for (Map.Entry<String, Object> field : bounds.fields().entrySet()) {
            String name = field.getKey();
            if (!(field.getValue() instanceof Message entry && entry.get("min") instanceof Number min
                    && entry.get("max") instanceof Number max && Double.isFinite(min.doubleValue())
                    && Double.isFinite(max.doubleValue()) && min.doubleValue() <= max.doubleValue())) {
                throw new EngineFault(FaultKind.MALFORMED, label + ": hello bounds." + name + ": expected "
                        + "{\"min\": A, \"max\": B, \"integer\": true|false} with finite A <= B, got "
                        + Excerpt.of(String.valueOf(field.getValue()), 80));
            }
            declared.add(new DeclaredParameters.Parameter(name, min.doubleValue(), max.doubleValue(),
                    entry.asBoolean("integer", false), values.get(name)));
        }
        return declared;
    }

    /** Starts a new game in the given seat from the given init data, with a seed for the engine's random choices. */
    public void newGame(int seat, String initData, long seed, long timeoutMs) throws EngineFault {
        awaitNewGame(sendNewGame(seat, initData, seed, Map.of()), timeoutMs);
    }

    @Override
    public long sendNewGame(int seat, String initData, long seed, Map<String, Double> parameters) throws EngineFault {
        long id = nextId++;
        Message request = Messages.message(Protocol.NEW_GAME).put("seat", seat).put("init", initData).put("seed", seed);
        if (!parameters.isEmpty()) {
            Message values = request.putObject("parameters");
            parameters.forEach((name, value) -> values.put(name, (double) value));
        }
        send(Messages.write(request.put("id", id)));
        return id;
    }

    @Override
    public void awaitNewGame(long id, long timeoutMs) throws EngineFault {
        await(id, Protocol.READY, System.nanoTime() + timeoutMs * 1_000_000L);
    }

    /** Imposes the actual world: its encoding plus the actions that led to it. */
    public void position(String world, List<String> history, long timeoutMs) throws EngineFault {
        Message request = Messages.message(Protocol.POSITION).put("world", world);
        request.putArray("history").addAll(history);
        request(request, Protocol.OK, timeoutMs);
    }

    /**
     * Imposes the actual world and asks for an action in one round trip: both requests are sent before either
     * reply is read. Waits at most {@code timeoutMs} in all.
     */
    @Override
    public Move play(String world, List<String> history, long timeMs, long nodes, int depth, long timeoutMs)
            throws EngineFault {
        return play(world, history, timeMs, nodes, depth, GameBudgetsLeft.NONE, timeoutMs);
    }

    /**
     * Imposes the actual world and asks for an action in one round trip, with what is left of the engine's budgets
     * for the game in the {@code go} limits: {@code clockMs} and {@code incrementMs} (left out without a clock),
     * {@code gameNodesLeft} (left out without a node budget per game; 0 when it is spent).
     */
    @Override
    public Move play(String world, List<String> history, long timeMs, long nodes, int depth, GameBudgetsLeft left,
                     long timeoutMs) throws EngineFault {
        Message position = Messages.message(Protocol.POSITION).put("world", world);
        position.putArray("history").addAll(history);
        long positionId = nextId++;
        position.put("id", positionId);
        Message go = goRequest(timeMs, nodes, depth);
        Message limits = go.object("limits");
        if (left.clockMs() > 0) {
            limits.put("clockMs", left.clockMs()).put("incrementMs", left.incrementMs());
        }
        if (left.gameNodesLeft() != GameBudgetsLeft.NO_NODE_BUDGET) {
            limits.put("gameNodesLeft", left.gameNodesLeft());
        }
        long goId = nextId++;
        go.put("id", goId);
        long start = System.nanoTime();
        send(Messages.write(position) + "\n" + Messages.write(go));
        long deadline = start + timeoutMs * 1_000_000L;
        await(positionId, Protocol.OK, deadline);
        Message reply = await(goId, Protocol.ACTION, deadline);
        return move(reply, (System.nanoTime() - start) / 1000);
    }

    /** Asks for an action under the given limits; waits at most {@code timeoutMs} for it. */
    public Move go(long timeMs, long nodes, int depth, long timeoutMs) throws EngineFault {
        long start = System.nanoTime();
        Message reply = request(goRequest(timeMs, nodes, depth), Protocol.ACTION, timeoutMs);
        return move(reply, (System.nanoTime() - start) / 1000);
    }

    private static Message goRequest(long timeMs, long nodes, int depth) {
        Message request = Messages.message(Protocol.GO);
        Message limits = request.putObject("limits");
        if (timeMs > 0) {
            limits.put("timeMs", timeMs);
        }
        if (nodes > 0) {
            limits.put("nodes", nodes);
        }
        if (depth > 0) {
            limits.put("depth", depth);
        }
        return request;
    }

    private Move move(Message reply, long micros) throws EngineFault {
        if (!(reply.get("action") instanceof String)) {
            throw new EngineFault(FaultKind.MALFORMED, label + ": 'action' reply without a string 'action'");
        }
        Message info = reply.object("info");
        List<String> pv = info.texts("pv");
        long reported = info.isLong("nodes") && info.asLong("nodes", -1) >= 0 ? info.asLong("nodes", -1) : Move.UNREPORTED;
        return new Move((String) reply.get("action"), reported, info.asInt("depth", 0),
                info.asDouble("value", Double.NaN), info.asDouble("timeMs", 0), micros, pv);
    }

    @Override
    public void background(boolean on, long timeoutMs) throws EngineFault {
        request(Messages.message(Protocol.BACKGROUND).put("on", on), Protocol.OK, timeoutMs);
    }

    /** A round trip with no work: {@code ping} / {@code pong}. */
    public void ping(long timeoutMs) throws EngineFault {
        request(Messages.message(Protocol.PING), Protocol.PONG, timeoutMs);
    }

    /** Sends a raw line (for tests and diagnostics) and returns the reply line. */
    public String raw(String line, long timeoutMs) throws EngineFault {
        send(line);
        return readLine(timeoutMs);
    }

    /** Ends the session; with {@code shutdown} the server process exits too. Never fails. */
    public void quit(boolean shutdown) {
        try {
            send(Messages.write(Messages.message(Protocol.QUIT).put("shutdown", shutdown)));
        } catch (EngineFault ignored) {
            // the engine is gone already
        }
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // nothing to do
        }
    }

    private Message request(Message request, String expectedType, long timeoutMs) throws EngineFault {
        long id = nextId++;
        request.put("id", id);
        send(Messages.write(request));
        return await(id, expectedType, System.nanoTime() + timeoutMs * 1_000_000L);
    }

    /** Reads replies until the one to request {@code id}, skipping stale replies to earlier requests. */
    private Message await(long id, String expectedType, long deadline) throws EngineFault {
        while (true) {
            long left = (deadline - System.nanoTime()) / 1_000_000L;
            if (left <= 0) {
                throw new EngineFault(FaultKind.TIMEOUT, label + ": no reply in time");
            }
            String line = readLine(left);
            Message reply;
            try {
                reply = Messages.parse(line);
            } catch (ProtocolException e) {
                throw new EngineFault(FaultKind.MALFORMED, label + ": " + e.getMessage());
            }
            if (reply.has("id") && reply.asLong("id", 0) != id) {
                continue;
            }
            String type = reply.type();
            if (type.equals(Protocol.ERROR)) {
                throw new EngineFault(FaultKind.ENGINE_ERROR, label + ": " + reply.asText("message", "(no message)"));
            }
            if (!type.equals(expectedType)) {
                throw new EngineFault(FaultKind.MALFORMED, label + ": expected '" + expectedType + "', got '" + type + "'");
            }
            return reply;
        }
    }

    private void send(String line) throws EngineFault {
        try {
            out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw new EngineFault(FaultKind.CRASH, label + ": connection lost: " + e.getMessage() + lostDetail.get(), e);
        }
    }

    private String readLine(long timeoutMs) throws EngineFault {
        try {
            socket.setSoTimeout((int) Math.max(1, Math.min(Integer.MAX_VALUE, timeoutMs)));
            String line = reader.readLine();
            if (line == null) {
                throw new EngineFault(FaultKind.CRASH, label + ": connection closed by the engine" + lostDetail.get());
            }
            if (line == LineReader.TOO_LONG) {
                throw new EngineFault(FaultKind.MALFORMED, label + ": reply line too long");
            }
            return line;
        } catch (SocketTimeoutException e) {
            throw new EngineFault(FaultKind.TIMEOUT, label + ": no reply within " + timeoutMs + " ms");
        } catch (IOException e) {
            throw new EngineFault(FaultKind.CRASH, label + ": connection lost: " + e.getMessage() + lostDetail.get(), e);
        }
    }
}
