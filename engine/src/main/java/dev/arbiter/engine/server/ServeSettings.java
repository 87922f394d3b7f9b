package dev.arbiter.engine.server;

import dev.arbiter.engine.search.NodeBudgetStrategy;

/**
 * Everything {@code arbiter serve} and {@link EngineMain#serve} are told on their command line: the engine
 * to build and how the server listens.
 *
 * @param engine      the algorithm, parameters, seed and per-move limits
 * @param endpoint    where to listen (loopback unless the user says otherwise) and announce the address
 * @param name        engine name reported to referees, or null for {@code PRODUCT-ALGO}
 * @param bounds      the longest protocol line and the hello timeout of each connection
 * @param warmUpMs    how long the engine plays against itself before it announces its address (see
 *                    {@link EngineServer#warmUp}), 0 for not at all
 * @param budgetStrategy how a per-game node budget ({@code gameNodesLeft}) is spread over the moves
 * @param verbose     whether to log connections and protocol errors on standard error
 */
public record ServeSettings(EngineSettings engine, Endpoint endpoint, String name, ConnectionBounds bounds,
                            int warmUpMs, NodeBudgetStrategy budgetStrategy, boolean verbose) {

    /** The budget strategy by default: thrifty, the one that does not run dry. */
    public static final NodeBudgetStrategy DEFAULT_BUDGET_STRATEGY = NodeBudgetStrategy.THRIFTY;

    /** {@link #DEFAULT_BUDGET_STRATEGY} as written (for annotations). */
    static final String DEFAULT_BUDGET_STRATEGY_NAME = "thrifty";

    /** The address listened on by default: loopback only. */
    public static final String DEFAULT_BIND = "127.0.0.1";

    /** The warm-up by default, in milliseconds. */
    public static final int DEFAULT_WARM_UP_MS = 300;

    /**
     * The JVM system property through which a launcher changes the default warm-up of an engine server it starts
     * ({@code -Darbiter.serve.warmupMs=0} in the untimed JVM profile): a JVM option, so the engine's arguments,
     * which travel to other machines and are trusted there, stay those of its configuration.
     */
    public static final String WARM_UP_PROPERTY = "arbiter.serve.warmupMs";

    /**
     * The JVM system property through which a launcher lets an engine server serve several connections at once
     * ({@link EngineServer#serveSessions}): a referee playing N games at once starts the built-in engines with
     * {@code -Darbiter.serve.sessions=N} (and a heap for N search trees), a JVM option for the same reason as
     * {@link #WARM_UP_PROPERTY}. A user's engine built on {@link EngineMain} takes it too.
     */
    public static final String SESSIONS_PROPERTY = "arbiter.serve.sessions";

    /** The connections this JVM's server serves at once: {@link #SESSIONS_PROPERTY} when set (at least 1), else 1. */
    public static int sessions() {
        return Math.max(1, Integer.getInteger(SESSIONS_PROPERTY, 1));
    }

    /** The default warm-up of this JVM: {@link #WARM_UP_PROPERTY} when set, else {@link #DEFAULT_WARM_UP_MS}. */
    public static int defaultWarmUpMs() {
        return Math.max(0, Integer.getInteger(WARM_UP_PROPERTY, DEFAULT_WARM_UP_MS));
    }

    /** The default engine, loopback, any free port, no address file, default name, line bound and warm-up, quiet. */
    public static ServeSettings defaults() {
        return new ServeSettings(EngineSettings.defaults(), Endpoint.loopback(), null, ConnectionBounds.defaults(),
                DEFAULT_WARM_UP_MS, DEFAULT_BUDGET_STRATEGY, false);
    }

    /** The server options these settings give for an engine of {@code product} with the given token. */
    ServerOptions serverOptions(String product, String version, EngineIdentity identity, String token) {
        Handshake handshake = new Handshake(name != null ? name : product + "-" + identity.algorithm(), version, token);
        return new ServerOptions(endpoint, handshake, bounds, engine.limits(), budgetStrategy);
    }
}
