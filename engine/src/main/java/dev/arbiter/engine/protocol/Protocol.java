package dev.arbiter.engine.protocol;

/**
 * Constants of the Arbiter engine protocol: line-delimited JSON over loopback TCP, described for bot
 * authors in {@code docs/PROTOCOL.md}. Every message is one JSON object on one line with a {@code type}.
 */
public final class Protocol {

    /** The protocol version spoken by this build; a hello with another major version is refused. */
    public static final int VERSION = 1;

    /** Default bound on the length of one line, in bytes (newline excluded). */
    public static final int DEFAULT_MAX_LINE = 1 << 20;

    /** Most messages a client may send in one second; a client sending more is disconnected. */
    public static final int MAX_MESSAGES_PER_SECOND = 100_000;

    /**
     * How long the referee's reader polls for an engine's answer before it blocks (see {@link LineReader}),
     * when it polls at all (the referee does only with cores to spare): long enough to cover a quick answer
     * over loopback, short enough to cost little while an engine thinks. Engine servers do not poll: two
     * engines and a referee share few cores, and a polling engine would take CPU from the one that is thinking.
     */
    public static final long SPIN_NANOS = 200_000;

    /** Environment variable through which a referee hands its child the connection token. */
    public static final String TOKEN_ENV = "ARBITER_TOKEN";

    /**
     * Environment variable through which a referee tells its child its own process id: an engine that cannot
     * watch its standard input for end-of-file exits once that process is gone (docs/PROTOCOL.md, "Start").
     */
    public static final String REFEREE_PID_ENV = "ARBITER_REFEREE_PID";

    /**
     * How long, by default, an engine server waits for a new connection's {@code hello} before it closes the
     * connection, so that one silent client cannot hold the engine (one connection at a time) from the others.
     */
    public static final int DEFAULT_HELLO_TIMEOUT_MS = 10_000;

    /**
     * The feature an engine lists in its {@code hello} reply ({@code "features":["parameters"]}) when it takes
     * parameter values per game in {@code newgame}; a referee sends them only to such engines.
     */
    public static final String FEATURE_PARAMETERS = "parameters";

    /**
     * The optional field of the {@code listening} announcement giving how many connections the engine serves at once,
     * each with its own search and memory budget (absent: one). A referee playing several games at once opens that
     * many connections to one process instead of starting a process per game.
     */
    public static final String SESSIONS = "sessions";

    // Requests (referee -> engine)
    public static final String HELLO = "hello";
    public static final String NEW_GAME = "newgame";
    public static final String POSITION = "position";
    public static final String GO = "go";
    public static final String STOP = "stop";
    public static final String BACKGROUND = "background";
    public static final String PING = "ping";
    public static final String QUIT = "quit";

    // Replies (engine -> referee)
    public static final String LISTENING = "listening";
    public static final String READY = "ready";
    public static final String OK = "ok";
    public static final String ACTION = "action";
    public static final String PONG = "pong";
    public static final String ERROR = "error";

    private Protocol() {
    }
}
