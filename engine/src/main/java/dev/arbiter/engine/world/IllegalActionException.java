package dev.arbiter.engine.world;

/**
 * A bot's line is well formed but names no action of the game (an Oware house 7, a Connect Four column 9): the
 * bot played an illegal action, not a malformed reply. Thrown by {@link StdioSession#parseAction}.
 */
public final class IllegalActionException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** @param message what the line named and what the game allows */
    public IllegalActionException(String message) {
        super(message);
    }
}
