package dev.arbiter.tournament.results;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;

/**
 * How a game ended; written {@code end}, {@code adjudicated}, {@code resign_adjudicated}, {@code draw_adjudicated},
 * {@code forfeit} or {@code void} in game logs.
 */
public enum GameEnd {
    /** The game reached its natural end. */
    END,
    /** The game reached the ply limit and was scored by the adjudication rule. */
    ADJUDICATED,
    /** An engine's scores (with {@code twosided}, both engines') said its side was lost ({@code ScoreAdjudication.Resign}): that side scored 0. */
    RESIGN_ADJUDICATED,
    /** The engines' scores agreed the game was even ({@code ScoreAdjudication.Draw}), or it reached {@code maxmoves}: a draw. */
    DRAW_ADJUDICATED,
    /** An engine failed and lost the game. */
    FORFEIT,
    /** The game has no result (an external referee failed twice): recorded, counted for nobody. */
    VOID;

    /** The spelling in game logs. */
    @JsonValue
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The end spelled {@code code}.
     *
     * @throws IllegalArgumentException for an unknown spelling
     */
    @JsonCreator
    public static GameEnd of(String code) {
        for (GameEnd e : values()) {
            if (e.code().equals(code)) {
                return e;
            }
        }
        throw new IllegalArgumentException("expected 'end', 'adjudicated', 'resign_adjudicated', 'draw_adjudicated', "
                + "'forfeit' or 'void', got '" + code + "'");
    }
}
