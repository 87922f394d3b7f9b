package dev.arbiter.tournament.referee;

import dev.arbiter.tournament.config.ScoreAdjudication;

import java.util.List;
import java.util.Locale;

/**
 * Applies a {@link ScoreAdjudication} to one two-player game, move by move: for each seat it keeps how many of
 * that seat's moves in a row back a resignation (and of which side) and how many back a draw. A move without a
 * value (NaN) ends both runs of its seat. Not thread-safe; one per game.
 */
final class ScoreAdjudicator {

    /** A verdict: the losing seat (or -1 for a draw) and a one-line reason. */
    record Verdict(int loser, String reason) {
    }

    private final ScoreAdjudication rules;
    private final List<String> names;
    private final int[] resignRun = new int[2];
    private final int[] resignLoser = {-1, -1};
    private final int[] drawRun = new int[2];

    /** An adjudicator of {@code rules} for a game between {@code names} (seat by seat, for the reasons). */
    ScoreAdjudicator(ScoreAdjudication rules, List<String> names) {
        this.rules = rules;
        this.names = names;
    }

    /**
     * Takes the value {@code value} (for the mover) that seat {@code seat} reported with the move played at ply
     * {@code ply}; returns the verdict once the rules are met, else null.
     */
    Verdict offer(int seat, int ply, double value) {
        if (Double.isNaN(value)) {
            resignRun[seat] = 0;
            drawRun[seat] = 0;
            return null;
        }
        ScoreAdjudication.Resign resign = rules.resign();
        if (resign != null) {
            int loser = value <= -resign.score() ? seat : value >= resign.score() ? 1 - seat : -1;
            resignRun[seat] = loser < 0 ? 0 : loser == resignLoser[seat] ? resignRun[seat] + 1 : 1;
            resignLoser[seat] = loser;
            if (resignRun[0] >= resign.moves() && resignRun[1] >= resign.moves() && resignLoser[0] == resignLoser[1]) {
                return new Verdict(loser, String.format(Locale.ROOT,
                        "%s resigned: both engines scored it lost by at least %s for %d moves each", names.get(loser), number(resign.score()),
                        resign.moves()));
            }
        }
        ScoreAdjudication.Draw draw = rules.draw();
        if (draw != null && ply >= draw.afterPly()) {
            drawRun[seat] = Math.abs(value) <= draw.score() ? drawRun[seat] + 1 : 0;
            if (drawRun[0] >= draw.moves() && drawRun[1] >= draw.moves()) {
                return new Verdict(-1, String.format(Locale.ROOT,
                        "drawn: both engines scored the game within %s of even for %d moves each from ply %d on",
                        number(draw.score()), draw.moves(), draw.afterPly()));
            }
        }
        return null;
    }

    private static String number(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
