package dev.arbiter.cli;

import java.util.Locale;

/** Parses memory sizes such as {@code 1048576}, {@code 64k}, {@code 10m}, {@code 1g} (powers of 1024). */
final class Sizes {

    private Sizes() {
    }

    /** The size in bytes; a usage error naming {@code option} if it does not parse. */
    static long parse(String option, String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
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
            if (value < 0) {
                throw new NumberFormatException();
            }
            return Math.multiplyExact(value, unit);
        } catch (NumberFormatException | ArithmeticException e) {
            throw ArbiterException.usage(option + ": expected a size such as 1048576, 64k, 10m or 1g, got '" + text + "'");
        }
    }
}
