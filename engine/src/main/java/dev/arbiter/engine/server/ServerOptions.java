package dev.arbiter.engine.server;

import dev.arbiter.engine.search.NodeBudgetStrategy;
import dev.arbiter.engine.search.SearchLimits;

/**
 * How an engine server listens and identifies itself.
 *
 * @param endpoint       where it listens and announces its address
 * @param handshake      its name and version in the handshake, and the token it requires
 * @param bounds         the longest line and the hello timeout of each connection
 * @param limits         the engine's own per-move limits; a {@code go}'s limits can only tighten them
 * @param budgetStrategy how a per-game node budget ({@code gameNodesLeft} in a {@code go}) is spread over the moves
 */
public record ServerOptions(Endpoint endpoint, Handshake handshake, ConnectionBounds bounds, SearchLimits limits,
                            NodeBudgetStrategy budgetStrategy) {

    /** Loopback, ephemeral port, no address file, no token, default line bound, no own limits. */
    public static ServerOptions defaults(String name) {
        return new ServerOptions(Endpoint.loopback(), new Handshake(name, "dev", null), ConnectionBounds.defaults(),
                new SearchLimits(0, 0, 0, 0), ServeSettings.DEFAULT_BUDGET_STRATEGY);
    }

    /** A copy with another token. */
    public ServerOptions withToken(String newToken) {
        return new ServerOptions(endpoint, new Handshake(handshake.name(), handshake.version(), newToken), bounds,
                limits, budgetStrategy);
    }

    /** A copy with other limits. */
    public ServerOptions withLimits(SearchLimits newLimits) {
        return new ServerOptions(endpoint, handshake, bounds, newLimits, budgetStrategy);
    }

}
