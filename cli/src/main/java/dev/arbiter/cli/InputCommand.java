package dev.arbiter.cli;

import java.io.InputStream;

/**
 * A command that reads lines from its standard input (the debug console, play in the terminal). Picocli
 * has no standard input of its own, so tests hand such a command its input through {@link #setInput} before
 * running it; the default is {@link System#in}.
 */
abstract class InputCommand implements Runnable {

    /** The command's standard input. */
    InputStream in = System.in;

    /** Replaces the command's standard input. */
    void setInput(InputStream in) {
        this.in = in;
    }
}
