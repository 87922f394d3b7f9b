package dev.arbiter.engine.protocol;

/** A message that breaks the protocol: malformed JSON, a missing field, a value of the wrong kind. */
public final class ProtocolException extends Exception {

    private static final long serialVersionUID = 1L;

    /** An error whose message is sent to the peer as is. */
    public ProtocolException(String message) {
        super(message);
    }
}
