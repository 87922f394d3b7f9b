package dev.arbiter.tournament.engine;

/** The ways an engine can fail a game; recorded as the reason of a forfeit. */
public enum FaultKind {
    /** The process could not be started, or never announced its address. */
    START_FAILURE("failed to start"),
    /**
     * The engine does not take the settings its configuration gives it: an option it does not declare or a value its
     * type refuses (UCI), parameter values it cannot be sent. Trying again cannot help: the configuration must change.
     */
    REJECTED_SETTINGS("rejected its settings"),
    /** The process exited or the connection dropped. */
    CRASH("crashed"),
    /** No answer at all: within the move's time limit, its margin and {@code MoveLimits.LATE_GRACE_MS}, or {@code maxMoveMs}. */
    TIMEOUT("timed out"),
    /** An answer that came after the move's time limit plus its margin (the detail gives the measured time). */
    LATE("answered late"),
    /** A move that took longer than the time left on the engine's game clock (plus the margin): lost on time. */
    TIME_FORFEIT("lost on time"),
    /**
     * A move that reported more nodes than were left of the engine's node budget per game, or none under such a
     * budget: its budget ran out (the referee takes the engine's count; it cannot verify it).
     */
    NODE_FORFEIT("ran out of nodes"),
    /** An action that is not legal in the actual world. */
    ILLEGAL_ACTION("played an illegal action"),
    /** A reply that breaks the protocol (bad JSON, wrong type, unparsable action, over-long line). */
    MALFORMED("sent a malformed reply"),
    /** The engine replied with a protocol error to a valid request. */
    ENGINE_ERROR("reported an error");

    private final String description;

    FaultKind(String description) {
        this.description = description;
    }

    /**
     * Whether the engine is still fit to play after this fault, so that it is kept for its next game instead of
     * being ended and started afresh: true only for {@link #NODE_FORFEIT}, where the engine answered as the
     * protocol asks and only its budget ran out.
     */
    public boolean keepsEngine() {
        return this == NODE_FORFEIT;
    }

    /**
     * Whether the configuration, not the engine's run, is at fault ({@link #REJECTED_SETTINGS}): the engine's start is
     * not tried again and the run stops as for bad input.
     */
    public boolean blamesConfiguration() {
        return this == REJECTED_SETTINGS;
    }

    /** A short past-tense phrase: "timed out". */
    public String description() {
        return description;
    }

    /** The snake-case code used in game records: {@code illegal_action}. */
    public String code() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
