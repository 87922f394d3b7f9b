package dev.arbiter.tournament.config;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;

/** How a game that reaches the ply limit is scored; written {@code score} or {@code draw} in configurations. */
public enum Adjudication {
    /** The game's own provisional scores decide. */
    SCORE,
    /** Every seat scores 0: a draw. */
    DRAW;

    /** The spelling in configurations. */
    @JsonValue
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The adjudication spelled {@code code}.
     *
     * @throws IllegalArgumentException naming the accepted spellings
     */
    @JsonCreator
    public static Adjudication of(String code) {
        for (Adjudication a : values()) {
            if (a.code().equals(code)) {
                return a;
            }
        }
        throw new IllegalArgumentException("expected 'score' or 'draw', got '" + code + "'");
    }
}
