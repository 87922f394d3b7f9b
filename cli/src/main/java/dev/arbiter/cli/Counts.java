package dev.arbiter.cli;

/** A count with its noun in the right number, for printed lines: {@code 1 parameter}, {@code 4 parameters}. */
final class Counts {

    private Counts() {
    }

    /** {@code n} and {@code noun}, with an s unless {@code n} is 1. */
    static String of(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
