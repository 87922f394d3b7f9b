package dev.arbiter.tournament.live;

/**
 * A player of a {@link LiveGame} could not go on: its engine failed, found no action or chose an illegal one, or
 * the person's input ended. The game stops; the message is one line for the user.
 */
public final class PlayerFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** A failure with its cause (may be null). */
    public PlayerFailure(String message, Throwable cause) {
        super(message, cause);
    }
}
