package dev.arbiter.cli;

/**
 * The one exception type commands throw to end with a message for the user and an exit code. The message
 * is shown as one line; the cause's stack trace only with {@code --verbose}.
 */
public final class ArbiterException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;

    /** An error with the given exit status ({@link ExitCodes}). */
    public ArbiterException(int status, String message) {
        super(message);
        this.status = status;
    }

    /** An error with the given exit status and the cause kept for {@code --verbose}. */
    public ArbiterException(int status, String message, Throwable cause) {
        super(message, cause);
        this.status = status;
    }

    /** Bad usage or input (exit 2). */
    public static ArbiterException usage(String message) {
        return new ArbiterException(ExitCodes.USAGE, message);
    }

    /** A failure while running (exit 1). */
    public static ArbiterException failure(String message, Throwable cause) {
        return new ArbiterException(ExitCodes.FAILURE, message, cause);
    }

    /** The exit status. */
    public int status() {
        return status;
    }
}
