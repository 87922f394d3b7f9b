package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.search.NodeBudgetStrategy;
import dev.arbiter.engine.search.SearchLimits;

import java.nio.file.Path;

/**
 * How an engine server listens and identifies itself.
 *
 * @param bindAddress  address to listen on; loopback unless the user says otherwise
 * @param port         port, 0 for an ephemeral one
 * @param addressFile  file to write {@code host port} into once listening, or null
 * @param name         engine name reported in the handshake
 * @param version      engine version reported in the handshake
 * @param token        token a client must present in its hello, or null to accept any local client
 * @param maxLine      longest accepted line in bytes
 * @param limits       the engine's own per-move limits; a {@code go}'s limits can only tighten them
 * @param helloTimeoutMs how long a new connection may take to say {@code hello} before it is closed
 * @param budgetStrategy how a per-game node budget ({@code gameNodesLeft} in a {@code go}) is spread over the moves
 */
public record ServerOptions(String bindAddress, int port, Path addressFile, String name, String version, String token,
                            int maxLine, SearchLimits limits, int helloTimeoutMs,
                            NodeBudgetStrategy budgetStrategy) {

    /** Loopback, ephemeral port, no address file, no token, default line bound, no own limits. */
    public static ServerOptions defaults(String name) {
        return new ServerOptions("127.0.0.1", 0, null, name, "dev", null, Protocol.DEFAULT_MAX_LINE,
                new SearchLimits(0, 0, 0, 0), Protocol.DEFAULT_HELLO_TIMEOUT_MS,
                ServeSettings.DEFAULT_BUDGET_STRATEGY);
    }

    /** A copy with another token. */
    public ServerOptions withToken(String newToken) {
        return new ServerOptions(bindAddress, port, addressFile, name, version, newToken, maxLine, limits, helloTimeoutMs, budgetStrategy);
    }

    /** A copy with other limits. */
    public ServerOptions withLimits(SearchLimits newLimits) {
        return new ServerOptions(bindAddress, port, addressFile, name, version, token, maxLine, newLimits, helloTimeoutMs, budgetStrategy);
    }
}
