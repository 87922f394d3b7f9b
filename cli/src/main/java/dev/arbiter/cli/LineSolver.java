package dev.arbiter.cli;

/** Solves the positions or puzzles of {@code arbiter solve}, one input line at a time. */
interface LineSolver {

    /**
     * Solves one non-blank input line and returns the output line.
     *
     * @throws IllegalArgumentException when the line is not a valid position; the message says why
     */
    String solve(String line);
}
