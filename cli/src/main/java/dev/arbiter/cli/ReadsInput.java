package dev.arbiter.cli;

import java.io.InputStream;

/**
 * A command that reads lines from its standard input (the debug console, play in the terminal). Picocli
 * has no standard input of its own, so tests hand such a command its input through this interface before
 * running it; the default is {@link System#in}.
 */
interface ReadsInput {

    /** Replaces the command's standard input. */
    void setInput(InputStream in);
}
