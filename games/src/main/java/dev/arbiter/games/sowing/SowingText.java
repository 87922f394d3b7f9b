package dev.arbiter.games.sowing;

/**
 * Text helpers shared by the sowing games (Kalah, Oware): one side of a board is written as its house
 * counts followed by its store, separated by commas ({@code 4,4,4,4,4,4,0}); houses are numbered from
 * 1 at the owner's left, so that sowing runs from house 1 towards the last house and on to the store.
 */
public final class SowingText {

    private SowingText() {
    }

    /**
     * Parses {@code expected} non-negative integers separated by commas.
     *
     * @param game what to name in an error message ({@code kalah world})
     * @throws IllegalArgumentException if the count differs or a field is not a non-negative integer
     */
    public static int[] counts(String game, String text, int expected) {
        String[] fields = text.split(",", -1);
        if (fields.length != expected) {
            throw new IllegalArgumentException(game + ": expected " + expected + " comma-separated counts, got '"
                    + text + "'");
        }
        int[] values = new int[expected];
        for (int i = 0; i < expected; i++) {
            values[i] = nonNegative(game, fields[i], "seed count");
        }
        return values;
    }

    /**
     * Parses a non-negative integer.
     *
     * @param what what to name in an error message ({@code ply})
     * @throws IllegalArgumentException if it is not one
     */
    public static int nonNegative(String game, String text, String what) {
        if (!text.isEmpty() && text.length() <= 9 && text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return Integer.parseInt(text);
        }
        throw new IllegalArgumentException(game + ": bad " + what + " '" + text + "'");
    }

    /** Appends {@code count} values from {@code cells[from..]} and then {@code store}, comma-separated. */
    public static void appendSide(StringBuilder sb, int[] cells, int from, int count, int store) {
        for (int i = 0; i < count; i++) {
            sb.append(cells[from + i]).append(',');
        }
        sb.append(store);
    }

    /**
     * Parses a house number: {@code 1..houses}, counted from the mover's left.
     *
     * @throws IllegalArgumentException if it is not one
     */
    public static int house(String game, String text, int houses) {
        String t = text.trim();
        if (!t.isEmpty() && t.length() <= 3 && t.chars().allMatch(c -> c >= '0' && c <= '9')) {
            int number = Integer.parseInt(t);
            if (number >= 1 && number <= houses) {
                return number - 1;
            }
        }
        throw new IllegalArgumentException(game + " action: expected a house number 1.." + houses
                + " (counted from the mover's left), got '" + text + "'");
    }

    /** Mixes a running 64-bit hash with one more value (a multiply-xorshift step, as in SplitMix64). */
    public static long mix(long hash, long value) {
        long h = (hash ^ value) * 0x9E3779B97F4A7C15L;
        return h ^ (h >>> 31);
    }
}
