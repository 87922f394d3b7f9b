package dev.arbiter.tournament.play;

import dev.arbiter.tournament.results.RefereeData;

import java.util.List;

/**
 * What a referee program reported for one game.
 *
 * @param scores one per seat, higher is better
 * @param errors one per seat: the error the referee reported for that player (its text), or null
 * @param data   the referee's data about the game and its players, or null
 */
record RefereeVerdict(List<Double> scores, List<String> errors, RefereeData data) {

    RefereeVerdict {
        scores = List.copyOf(scores);
        errors = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(errors));
    }

    /** The one seat the referee reported an error for, or -1 when none or several. */
    int erringSeat() {
        int seat = -1;
        for (int s = 0; s < errors.size(); s++) {
            if (errors.get(s) != null) {
                if (seat >= 0) {
                    return -1;
                }
                seat = s;
            }
        }
        return seat;
    }
}
