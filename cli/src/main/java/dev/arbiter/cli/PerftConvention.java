package dev.arbiter.cli;

import java.util.Set;

/** Which games' published perft counts count an early end as a leaf (Aart Bik's Reversi convention). */
final class PerftConvention {

    private static final Set<String> EARLY_ENDS_COUNT = Set.of("reversi");

    private PerftConvention() {
    }

    static boolean countsEarlyEnds(String game) {
        return EARLY_ENDS_COUNT.contains(game);
    }
}
