package dev.arbiter.engine.server;

/** A bad command line for {@link EngineMain}: the message is one line saying what is wrong. */
final class UsageException extends Exception {

    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
