package dev.arbiter.cli;

import dev.arbiter.engine.search.SearchLimits;

/** Parses memory sizes such as {@code 1048576}, {@code 64k}, {@code 10m}, {@code 1g} (powers of 1024). */
final class Sizes {

    private Sizes() {
    }

    /** The size in bytes; a usage error naming {@code option} if it does not parse. */
    static long parse(String option, String text) {
        try {
            return SearchLimits.parseMemory(text);
        } catch (IllegalArgumentException e) {
            throw ArbiterException.usage(option + ": " + e.getMessage());
        }
    }
}
