package dev.arbiter.cli;

/**
 * The options of {@code arbiter solve} that solvers read.
 *
 * @param weak           only the outcome (win, draw, loss), not its exact score
 * @param tableMegabytes size of the transposition table in MiB
 * @param keepTable      keep the transposition table between positions instead of clearing it
 */
record SolveSettings(boolean weak, int tableMegabytes, boolean keepTable) {
}
