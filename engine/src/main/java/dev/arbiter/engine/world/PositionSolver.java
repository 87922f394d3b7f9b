package dev.arbiter.engine.world;

/**
 * A game's exact solver for {@code arbiter solve}: it reads one position (or puzzle) per text line and answers
 * one line. A game offers one through {@link Game#solver()}.
 */
public interface PositionSolver {

    /**
     * How a solver works.
     *
     * @param weak           only the outcome (win, draw, loss), not its exact score
     * @param tableMegabytes size of a transposition table in MiB
     * @param keepTable      keep the table between positions instead of clearing it
     */
    record Settings(boolean weak, int tableMegabytes, boolean keepTable) {
    }

    /** The settings a solver may use; {@code arbiter solve} rejects an option for one its game's solver ignores. */
    enum Setting {
        /** {@link Settings#weak()}. */
        WEAK,
        /** {@link Settings#tableMegabytes()}. */
        TABLE_MEGABYTES,
        /** {@link Settings#keepTable()}. */
        KEEP_TABLE
    }

    /** Creates a game's solvers. */
    @FunctionalInterface
    interface Factory {
        /** A solver with these settings. */
        PositionSolver create(Settings settings);

        /** The settings this game's solvers use (default: all). */
        default java.util.Set<Setting> uses() {
            return java.util.EnumSet.allOf(Setting.class);
        }
    }

    /**
     * Solves one non-blank input line and returns the output line.
     *
     * @throws IllegalArgumentException when the line is not a valid position; the message says why
     */
    String solve(String line);
}
