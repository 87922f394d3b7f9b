package dev.arbiter.cli;

import dev.arbiter.tournament.config.MoveLimits;

import java.util.Optional;

/**
 * The note printed before the first game when a run plays more starts than its opening book has positions under
 * limits without a clock (nodes or depth). Engines are then deterministic, so a start played again by the same two
 * engines replays the same games, which an interval would count as new evidence.
 */
final class SmallBookNote {

    private SmallBookNote() {
    }

    /**
     * The note for {@code starts} starts (described by {@code what}, e.g. "the validation's 200 pairs") drawn from a
     * book of {@code positions} positions (0: no book) under {@code limits}, or empty when no start repeats or a
     * clock varies the games.
     */
    static Optional<String> of(MoveLimits limits, int positions, int starts, String what, String evidence) {
        if (positions == 0 || starts <= positions || limits.timeMs() > 0 || limits.perGame().tc() != null) {
            return Optional.empty();
        }
        return Optional.of("note: " + what + " start from a book of " + Counts.of(positions, "position")
                + ": with node or depth limits a start played again replays the same " + evidence + ", which "
                + "the intervals count as new evidence; give the book more positions");
    }
}
