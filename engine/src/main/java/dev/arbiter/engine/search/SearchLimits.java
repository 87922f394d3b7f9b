package dev.arbiter.engine.search;

/**
 * The budgets of one search; a zero means "no limit of that kind". A search stops at the first budget it
 * reaches; at least one of time, nodes or depth must be set for a search to end on its own.
 *
 * @param timeMs      wall-clock time for this move, in milliseconds
 * @param nodes       worlds created or visited (deterministic: the same seed and node budget give the same result)
 * @param depth       maximum depth, relative to the current world
 * @param memoryBytes memory for the tree, turned into a world count with {@link Searcher#worldsForMemory}
 */
public record SearchLimits(long timeMs, long nodes, int depth, long memoryBytes) {

    /** Memory a searcher uses for its tree when {@code memoryBytes} is zero: 64 MiB. */
    public static final long DEFAULT_MEMORY_BYTES = 64L << 20;

    /** Checks that no budget is negative. */
    public SearchLimits {
        if (timeMs < 0 || nodes < 0 || depth < 0 || memoryBytes < 0) {
            throw new IllegalArgumentException("search limits must not be negative");
        }
    }

    /** A time budget only. */
    public static SearchLimits time(long ms) {
        return new SearchLimits(ms, 0, 0, 0);
    }

    /** A node budget only. */
    public static SearchLimits nodes(long nodes) {
        return new SearchLimits(0, nodes, 0, 0);
    }

    /** A depth budget only. */
    public static SearchLimits depth(int depth) {
        return new SearchLimits(0, 0, depth, 0);
    }

    /**
     * Parses a memory size: bytes, or a number with the suffix {@code k}, {@code m} or {@code g} (powers of
     * 1024, case-insensitive, an optional trailing {@code b}): {@code 1048576}, {@code 64k}, {@code 10m}, {@code 1g}.
     *
     * @throws IllegalArgumentException saying what was expected, for a malformed or negative size
     */
    public static long parseMemory(String text) {
        String t = text.trim().toLowerCase(java.util.Locale.ROOT);
        if (t.endsWith("b")) {
            t = t.substring(0, t.length() - 1);
        }
        long unit = 1;
        if (!t.isEmpty()) {
            switch (t.charAt(t.length() - 1)) {
                case 'k' -> unit = 1L << 10;
                case 'm' -> unit = 1L << 20;
                case 'g' -> unit = 1L << 30;
                default -> unit = 1;
            }
        }
        String digits = unit == 1 ? t : t.substring(0, t.length() - 1);
        try {
            long value = Long.parseLong(digits.trim());
            if (value >= 0) {
                return Math.multiplyExact(value, unit);
            }
        } catch (NumberFormatException | ArithmeticException e) {
            // reported below
        }
        throw new IllegalArgumentException("expected a size such as 1048576, 64k, 10m or 1g, got '" + text + "'");
    }

    /** Whether no budget at all is set. */
    public boolean unlimited() {
        return timeMs == 0 && nodes == 0 && depth == 0;
    }
}
