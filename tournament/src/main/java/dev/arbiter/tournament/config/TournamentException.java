package dev.arbiter.tournament.config;

/** A qualification or tuning run cannot go on (an engine that cannot start at all, a log that does not match). */
public final class TournamentException extends Exception {

    private static final long serialVersionUID = 1L;

    /** An error with a one-line message for the user. */
    public TournamentException(String message) {
        super(message);
    }

    /** An error with a one-line message and its cause. */
    public TournamentException(String message, Throwable cause) {
        super(message, cause);
    }
}
