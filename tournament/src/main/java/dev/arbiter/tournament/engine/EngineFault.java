package dev.arbiter.tournament.engine;

/** An engine failed: the kind of fault and what exactly happened. */
public final class EngineFault extends Exception {

    private static final long serialVersionUID = 1L;

    private final FaultKind kind;

    /** A fault of the given kind with a detail message. */
    public EngineFault(FaultKind kind, String detail) {
        super(detail);
        this.kind = kind;
    }

    /** A fault of the given kind caused by {@code cause}. */
    public EngineFault(FaultKind kind, String detail, Throwable cause) {
        super(detail, cause);
        this.kind = kind;
    }

    /** The kind of fault. */
    public FaultKind kind() {
        return kind;
    }
}
