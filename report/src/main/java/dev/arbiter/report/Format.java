package dev.arbiter.report;

import java.util.Locale;

/** How the report writes numbers: fixed decimals, signs on differences, a dash for a missing value. */
final class Format {

    /** Shown for a value that does not exist (NaN). */
    static final String NONE = "–";

    private Format() {
    }

    /** {@code value} with {@code decimals} decimals. */
    static String fixed(double value, int decimals) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%." + decimals + "f", value) : NONE;
    }

    /** A difference with its sign: {@code +12.3}. */
    static String signed(double value, int decimals) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%+." + decimals + "f", value) : NONE;
    }

    /** A share in [0, 1] as a percentage: {@code 62.5%}. */
    static String percent(double share, int decimals) {
        return Double.isFinite(share) ? String.format(Locale.ROOT, "%." + decimals + "f%%", 100 * share) : NONE;
    }

    /** A whole number with thousands separators: {@code 12,345}. */
    static String count(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    /** A number as short as it reads exactly: {@code 3}, {@code 0.25}. */
    static String plain(double value) {
        if (!Double.isFinite(value)) {
            return NONE;
        }
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value) : Double.toString(value);
    }

    /** {@code n} and the noun, plural when {@code n != 1}: {@code 1 game}, {@code 3 games}. */
    static String plural(long n, String noun) {
        return count(n) + " " + noun + (n == 1 ? "" : "s");
    }
}
