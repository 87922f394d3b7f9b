package dev.arbiter.cli;

import picocli.CommandLine.Option;

/** The {@code --verbose} option, shared by every command as a mixin. */
public final class Verbosity {

    /** Whether the user asked for stack traces and detail; set while options are parsed. */
    static volatile boolean verbose;

    @Option(names = "--verbose", description = "Show stack traces and more detail.")
    void setVerbose(boolean value) {
        verbose = value;
    }
}
