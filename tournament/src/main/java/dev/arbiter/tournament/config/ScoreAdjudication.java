package dev.arbiter.tournament.config;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * Ends a two-player game early when the engines' own scores agree, as chess tools do (cutechess-cli's
 * {@code -resign} and {@code -draw}): the value each engine reports with its move ({@code info.value}, from the
 * mover's side) is the evidence. Either rule may be absent; an engine that reports no value keeps its game from
 * being adjudicated (a stdio bot, an engine without search info).
 *
 * @param resign resign rule, or null for none
 * @param draw   draw rule, or null for none
 */
public record ScoreAdjudication(Resign resign, Draw draw) {

    /** No rule. */
    public static final ScoreAdjudication NONE = new ScoreAdjudication(null, null);

    /**
     * Both engines agree one side is lost: for {@code moves} consecutive moves of each engine, the losing side's
     * engine reports a value of at most {@code -score} and the winning side's at least {@code +score}. The losing
     * side scores 0, the other 1; the game ends as {@code resign_adjudicated}.
     *
     * @param score the margin, in the engines' value units (positive)
     * @param moves consecutive moves of each engine (at least 1)
     */
    public record Resign(double score, int moves) {

        /** Bound from a configuration: both keys are required. */
        @JsonCreator
        static Resign of(@JsonProperty("score") Double score, @JsonProperty("moves") Integer moves) {
            return new Resign(required(score, "score", "a positive number"), required(moves, "moves", "a positive integer"));
        }

        /** Checks the values. */
        public Resign {
            if (!(score > 0) || Double.isInfinite(score)) {
                throw new InvalidSettingException("score", "expected a positive number, got " + score);
            }
            if (moves < 1) {
                throw new InvalidSettingException("moves", "expected a positive integer, got " + moves);
            }
        }
    }

    /**
     * Both engines call the game even: from ply {@code afterPly} on, for {@code moves} consecutive moves of each
     * engine, every reported value is within {@code [-score, score]}. Each side scores 0.5; the game ends as
     * {@code draw_adjudicated}.
     *
     * @param score    the band around 0, in the engines' value units (at least 0)
     * @param moves    consecutive moves of each engine (at least 1)
     * @param afterPly moves before this ply (counted from the game's start, 0-based) do not count
     */
    public record Draw(double score, int moves, int afterPly) {

        /** Bound from a configuration: score and moves are required, afterPly defaults to 0. */
        @JsonCreator
        static Draw of(@JsonProperty("score") Double score, @JsonProperty("moves") Integer moves,
                       @JsonProperty("afterPly") Integer afterPly) {
            return new Draw(required(score, "score", "a number >= 0"), required(moves, "moves", "a positive integer"),
                    afterPly == null ? 0 : afterPly);
        }

        /** Checks the values. */
        public Draw {
            if (!(score >= 0) || Double.isInfinite(score)) {
                throw new InvalidSettingException("score", "expected a number >= 0, got " + score);
            }
            if (moves < 1) {
                throw new InvalidSettingException("moves", "expected a positive integer, got " + moves);
            }
            if (afterPly < 0) {
                throw new InvalidSettingException("afterPly", "expected an integer >= 0, got " + afterPly);
            }
        }
    }

    private static <T> T required(T value, String field, String expected) {
        if (value == null) {
            throw new InvalidSettingException(field, "missing (" + expected + ")");
        }
        return value;
    }

    /** Whether a rule is set. */
    public boolean active() {
        return resign != null || draw != null;
    }
}
