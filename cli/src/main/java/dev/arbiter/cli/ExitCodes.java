package dev.arbiter.cli;

/** The process exit codes of every command. */
public final class ExitCodes {

    /** The command did what was asked. */
    public static final int OK = 0;
    /** The command ran and failed (an engine that cannot start, an I/O error, a failed check). */
    public static final int FAILURE = 1;
    /** Bad usage or bad input: unknown option, malformed config, unknown game. */
    public static final int USAGE = 2;
    /** A bug in Arbiter: an error no input should cause. */
    public static final int INTERNAL = 3;

    private ExitCodes() {
    }
}
