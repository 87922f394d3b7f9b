package dev.arbiter.bench;

/** A suite cannot run (its data is missing or unreadable): the message says what, in one line. */
public final class BenchException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    BenchException(String message, Throwable cause) {
        super(message, cause);
    }
}
