package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Message;
import dev.arbiter.engine.protocol.ProtocolException;
import dev.arbiter.engine.search.ClockBudget;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongUnaryOperator;

/** Decoding of the requests' fields that carry more than one value (PROTOCOL.md): what a session is asked to do. */
final class Requests {

    private Requests() {
    }

    /** The {@code parameters} of a {@code newgame}: an object of numbers by name, empty when absent. */
    static Map<String, Double> gameParameters(Message request) throws ProtocolException {
        Object node = request.get("parameters");
        if (node == null) {
            return Map.of();
        }
        if (!(node instanceof Message)) {
            throw new ProtocolException("'newgame': field 'parameters' must be an object of numbers");
        }
        Map<String, Double> values = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : ((Message) node).fields().entrySet()) {
            if (!(e.getValue() instanceof Number)) {
                throw new ProtocolException("'newgame': parameter '" + e.getKey() + "' must be a number");
            }
            values.put(e.getKey(), ((Number) e.getValue()).doubleValue());
        }
        return values;
    }

    /**
     * The world a {@code position} request imposes: its encoding, or its history replayed from its init data
     * ({@code initData}, the game's, when it has none).
     */
    static <W extends World<W>> W position(Game<W> game, Message request, String initData) throws ProtocolException {
        String encoded = request.text("world", null);
        if (encoded != null) {
            return game.decodeWorld(encoded);
        }
        if (!(request.get("history") instanceof List)) {
            throw new ProtocolException("'position': needs 'world' (an encoding) or 'history' (a list of actions)");
        }
        W world = game.initialWorld(request.text("init", initData));
        for (String action : request.texts("history")) {
            int a = game.parseAction(action);
            if (world.isEnd() || !game.isLegal(world, a)) {
                throw new ProtocolException("'position': action '" + action + "' is not legal in "
                        + world.encode());
            }
            world.apply(a);
        }
        return world;
    }

    /**
     * The limits of a {@code go}, within the engine's own ({@code engine}): its {@code timeMs}, the move time
     * {@link ClockBudget} makes of its {@code clockMs} and {@code incrementMs}, its {@code nodes}, the node
     * allotment {@code nodeAllotment} makes of its {@code gameNodesLeft}, and its {@code depth}.
     */
    static SearchLimits goLimits(Message request, SearchLimits engine, LongUnaryOperator nodeAllotment)
            throws ProtocolException {
        if (request.has("limits") && !request.isObject("limits")) {
            throw new ProtocolException("'go': field 'limits' must be an object");
        }
        Message limitsNode = request.object("limits");
        long timeMs = limitsNode.count("go.limits", "timeMs", 0);
        long clockMs = limitsNode.count("go.limits", "clockMs", 0);
        if (clockMs > 0) {
            long budget = ClockBudget.moveTimeMs(clockMs, limitsNode.count("go.limits", "incrementMs", 0));
            timeMs = timeMs > 0 ? Math.min(timeMs, budget) : budget;
        }
        long nodes = limitsNode.count("go.limits", "nodes", 0);
        long gameNodesLeft = limitsNode.count("go.limits", "gameNodesLeft", -1);
        if (gameNodesLeft >= 0) {
            nodes = min(nodes, nodeAllotment.applyAsLong(gameNodesLeft));
        }
        return tighter(engine, new SearchLimits(timeMs, nodes,
                (int) Math.min(Integer.MAX_VALUE, limitsNode.count("go.limits", "depth", 0)), 0));
    }

    private static SearchLimits tighter(SearchLimits a, SearchLimits b) {
        return new SearchLimits(min(a.timeMs(), b.timeMs()), min(a.nodes(), b.nodes()),
                (int) min(a.depth(), b.depth()), Math.max(a.memoryBytes(), b.memoryBytes()));
    }

    /** The smaller of two limits, 0 being none. */
    private static long min(long a, long b) {
        return a == 0 ? b : b == 0 ? a : Math.min(a, b);
    }
}
