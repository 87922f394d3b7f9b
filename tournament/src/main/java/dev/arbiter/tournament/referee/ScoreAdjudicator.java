package dev.arbiter.tournament.referee;

import dev.arbiter.tournament.config.ScoreAdjudication;

import java.util.List;

/**
 * Applies a {@link ScoreAdjudication} to one two-player game, move by move: one tracker per rule
 * ({@link ScoreAdjudication.Rule#track}), each offered every move; the first verdict ends the game. Not
 * thread-safe; one per game.
 */
final class ScoreAdjudicator {

    private final ScoreAdjudication.Tracker[] trackers;

    /** An adjudicator of {@code rules} for a game between {@code names} (seat by seat, for the reasons). */
    ScoreAdjudicator(ScoreAdjudication rules, List<String> names) {
        trackers = rules.rules().stream().map(rule -> rule.track(names)).toArray(ScoreAdjudication.Tracker[]::new);
    }

    /**
     * Takes the value {@code value} (for the mover; NaN: none) that seat {@code seat} reported with the move played
     * at ply {@code ply}; returns the first rule's verdict once one is met, else null.
     */
    ScoreAdjudication.Verdict offer(int seat, int ply, double value) {
        for (ScoreAdjudication.Tracker tracker : trackers) {
            ScoreAdjudication.Verdict verdict = tracker.offer(seat, ply, value);
            if (verdict != null) {
                return verdict;
            }
        }
        return null;
    }
}
