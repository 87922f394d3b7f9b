package dev.arbiter.tournament.config;

/**
 * How every game of a run is played, the same for a qualification and a tuning, on this machine or on a cluster's
 * workers: the game, the limits every engine starts from, when and how a game is ended by the referee, where the
 * games start, how long an engine may take to start, and the protocol every engine speaks unless its own entry
 * names one. A configuration's {@code rules:} section (or the same keys at its top level) is bound to it; its
 * constructor (with those of its parts) is the one place these values are checked, so a run built in code gets the
 * checks a configuration file gets, except one: whether a protocol is registered, which its registry
 * ({@code BotProtocols}, in {@code tournament.play} above this package) checks where the protocol is bound to the
 * engines. It is plain data (Jackson reads and writes it as it is), sent to a cluster's workers with every job.
 *
 * @param game           game name with options ({@code connect4}, {@code connectx:rows=5})
 * @param limits         per-move limits and game clock of every engine (an engine may refine them)
 * @param maxPlies       plies after which a game is adjudicated by {@code adjudicate}
 * @param adjudicate     how a game at the ply limit is scored
 * @param adjudication   the rules that end a two-player game early from the engines' reported scores
 * @param openings       the start positions' file, or null for the game's own starts
 * @param startTimeoutMs how long an engine may take to start (announce itself and answer the handshake), unless
 *                       its own entry says otherwise
 * @param protocol       the protocol and settings of every engine, which an engine's entry refines
 *                       ({@link NamedProtocol#forEngine}); {@link NamedProtocol#SERVER} when absent
 */
public record GameRules(String game, MoveLimits limits, int maxPlies, Adjudication adjudicate,
                        ScoreAdjudication adjudication, Openings openings, long startTimeoutMs,
                        NamedProtocol protocol) {

    /** Plies after which a game is adjudicated unless the rules say otherwise. */
    public static final int DEFAULT_MAX_PLIES = 1000;
    /** How long an engine may take to start unless the rules say otherwise. */
    public static final long DEFAULT_START_TIMEOUT_MS = 20_000;
    /** The longest start timeout: ten minutes. */
    public static final long MAX_START_TIMEOUT_MS = 600_000;

    /**
     * Checks the values; absent limits, ply-limit scoring, score adjudication and protocol take their defaults (no
     * limits, {@link Adjudication#SCORE}, {@link ScoreAdjudication#NONE}, {@link NamedProtocol#SERVER}), so rules
     * written before the protocol was one of them read as they did.
     *
     * @throws InvalidSettingException naming the field that is wrong
     */
    public GameRules {
        if (game == null || game.isBlank()) {
            throw new InvalidSettingException("game", "missing (a game name, see 'arbiter games')");
        }
        limits = limits == null ? MoveLimits.DEFAULT : limits;
        adjudicate = adjudicate == null ? Adjudication.SCORE : adjudicate;
        adjudication = adjudication == null ? ScoreAdjudication.NONE : adjudication;
        protocol = protocol == null ? NamedProtocol.SERVER : protocol;
        if (maxPlies < 1) {
            throw new InvalidSettingException("maxPlies", "expected a positive integer, got " + maxPlies);
        }
        if (startTimeoutMs < 1 || startTimeoutMs > MAX_START_TIMEOUT_MS) {
            throw new InvalidSettingException("startTimeoutMs", "expected milliseconds in [1, " + MAX_START_TIMEOUT_MS
                    + "], got " + startTimeoutMs);
        }
    }

    /**
     * The rules of {@code game} with every default: no limits, no adjudication before the ply limit, no openings,
     * engine servers.
     */
    public static GameRules of(String game) {
        return new GameRules(game, MoveLimits.DEFAULT, DEFAULT_MAX_PLIES, Adjudication.SCORE, ScoreAdjudication.NONE,
                null, DEFAULT_START_TIMEOUT_MS, NamedProtocol.SERVER);
    }

    /** These rules with the limits {@code limits}. */
    public GameRules withLimits(MoveLimits limits) {
        return new GameRules(game, limits, maxPlies, adjudicate, adjudication, openings, startTimeoutMs, protocol);
    }

    /** These rules with a game at {@code maxPlies} plies scored by {@code adjudicate}. */
    public GameRules withPlyLimit(int maxPlies, Adjudication adjudicate) {
        return new GameRules(game, limits, maxPlies, adjudicate, adjudication, openings, startTimeoutMs, protocol);
    }

    /** These rules with the score adjudication {@code adjudication}. */
    public GameRules withAdjudication(ScoreAdjudication adjudication) {
        return new GameRules(game, limits, maxPlies, adjudicate, adjudication, openings, startTimeoutMs, protocol);
    }

    /** These rules with the start positions of {@code openings} (null: the game's own). */
    public GameRules withOpenings(Openings openings) {
        return new GameRules(game, limits, maxPlies, adjudicate, adjudication, openings, startTimeoutMs, protocol);
    }

    /** These rules with another start timeout. */
    public GameRules withStartTimeoutMs(long startTimeoutMs) {
        return new GameRules(game, limits, maxPlies, adjudicate, adjudication, openings, startTimeoutMs, protocol);
    }

    /** These rules with the default protocol {@code protocol}. */
    public GameRules withProtocol(NamedProtocol protocol) {
        return new GameRules(game, limits, maxPlies, adjudicate, adjudication, openings, startTimeoutMs, protocol);
    }
}
