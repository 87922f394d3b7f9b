package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Message;
import dev.arbiter.engine.protocol.Messages;
import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;

import java.util.Map;

/**
 * The engine's {@code hello} reply (PROTOCOL.md): who it is, its game, its features, parameters (with the bounds it
 * declares for them) and limits.
 */
final class HelloReply {

    private HelloReply() {
    }

    /** @param acceptsParameters whether a {@code newgame}'s parameters are taken (the {@code parameters} feature) */
    static Message of(Game<?> game, EngineIdentity identity, ServerOptions options, boolean acceptsParameters) {
        Message reply = Messages.message(Protocol.HELLO);
        reply.put("protocol", Protocol.VERSION);
        Handshake handshake = options.handshake();
        reply.putObject("engine").put("name", handshake.name()).put("version", handshake.version())
                .put("algorithm", identity.algorithm());
        reply.putObject("game").put("name", game.name()).put("options", game.options())
                .put("actors", game.actorCount());
        if (acceptsParameters) {
            reply.putArray("features").add(Protocol.FEATURE_PARAMETERS);
        }
        Message parameters = reply.putObject("parameters");
        for (Map.Entry<String, Double> p : identity.parameters().entrySet()) {
            parameters.put(p.getKey(), p.getValue());
        }
        if (!identity.declared().isEmpty()) {
            Message bounds = reply.putObject("bounds");
            for (ParameterSpec spec : identity.declared()) {
                bounds.putObject(spec.name()).put("min", spec.min()).put("max", spec.max()).put("integer", spec.integer());
            }
        }
        SearchLimits limits = options.limits();
        reply.putObject("limits").put("timeMs", limits.timeMs()).put("nodes", limits.nodes())
                .put("depth", limits.depth()).put("memoryBytes", limits.memoryBytes());
        return reply;
    }
}
