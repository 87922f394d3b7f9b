package dev.arbiter.tournament.config;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Ends a two-player game before its natural end, as chess tools do (fastchess's and cutechess-cli's
 * {@code -resign}, {@code -draw} and {@code -maxmoves}): each {@link Rule} watches the game move by move through a
 * {@link Tracker} of its own, and the first to reach a verdict ends the game. The evidence of the score rules is
 * the value each engine reports with its move ({@code info.value}, from the mover's side; a UCI engine's
 * {@code score}); an engine that reports no value keeps the score rules from firing (a stdio bot, an engine
 * without search info). Any rule may be absent.
 *
 * @param resign   resign rule, or null for none
 * @param draw     draw rule, or null for none
 * @param maxmoves draw after this many full moves, or null for none
 */
public record ScoreAdjudication(Resign resign, Draw draw, MaxMoves maxmoves) {

    /** No rule. */
    public static final ScoreAdjudication NONE = new ScoreAdjudication(null, null, null);

    /** The resign and draw rules only. */
    public ScoreAdjudication(Resign resign, Draw draw) {
        this(resign, draw, null);
    }

    /** Whether a rule is set. */
    public boolean active() {
        return !rules().isEmpty();
    }

    /** The rules that are set, in the order they are asked. */
    public List<Rule> rules() {
        List<Rule> rules = new ArrayList<>(3);
        for (Rule rule : new Rule[] {resign, draw, maxmoves}) {
            if (rule != null) {
                rules.add(rule);
            }
        }
        return rules;
    }

    /** A way of ending a game early; one {@link Tracker} of it follows each game. */
    public sealed interface Rule permits Resign, Draw, MaxMoves {
        /** A fresh tracker of this rule for one game between {@code names} (seat by seat, for the reasons). */
        Tracker track(List<String> names);
    }

    /** Follows one game for one rule. Not thread-safe. */
    public interface Tracker {
        /**
         * Takes the value {@code value} (for the mover; NaN: none reported) that seat {@code seat} (0 or 1) reported
         * with the move played at ply {@code ply} (0-based); returns the verdict once the rule is met, else null.
         */
        Verdict offer(int seat, int ply, double value);
    }

    /**
     * A rule's verdict.
     *
     * @param loser  the seat that loses, or -1 for a draw
     * @param reason one line saying why
     */
    public record Verdict(int loser, String reason) {
    }

    /**
     * An engine resigns when its scores say its side is lost: for {@code moves} consecutive moves of its own, it
     * reports at most {@code -score}. With {@code twosided}, its opponent must agree: for as many moves of its own it
     * reports at least {@code +score}. The losing side scores 0, the other 1; the game ends as
     * {@code resign_adjudicated}. Written {@code {movecount, score, twosided}} as fastchess's {@code -resign}
     * ({@code twosided} false unless given), or {@code {score, moves}}, the older spelling, which is two-sided.
     *
     * @param score    the margin, in the engines' value units (positive)
     * @param moves    consecutive moves of each engine that counts (at least 1)
     * @param twosided whether the winning side's engine must agree
     */
    public record Resign(double score, int moves, boolean twosided) implements Rule {

        /** A two-sided rule, as the older {@code {score, moves}} spelling reads. */
        public Resign(double score, int moves) {
            this(score, moves, true);
        }

        /** Bound from a configuration: score and the count ({@code movecount}, or {@code moves}) are required. */
        @JsonCreator
        static Resign of(@JsonProperty("score") Double score, @JsonProperty("movecount") Integer movecount,
                         @JsonProperty("moves") Integer moves, @JsonProperty("twosided") Boolean twosided) {
            int count = count(movecount, moves);
            return new Resign(required(score, "score", "a positive number"), count,
                    twosided != null ? twosided : movecount == null);
        }

        /** Checks the values. */
        public Resign {
            if (!(score > 0) || Double.isInfinite(score)) {
                throw new InvalidSettingException("score", "expected a positive number, got " + score);
            }
            if (moves < 1) {
                throw new InvalidSettingException("movecount", "expected a positive integer, got " + moves);
            }
        }

        @Override
        public Tracker track(List<String> names) {
            return twosided ? new TwoSidedResign(this, names) : new OneSidedResign(this, names);
        }
    }

    /**
     * Both engines call the game even: from ply {@code afterPly} on, for {@code moves} consecutive moves of each
     * engine, every reported value is within {@code [-score, score]}. Each side scores 0.5; the game ends as
     * {@code draw_adjudicated}. Written {@code {movenumber, movecount, score}} as fastchess's {@code -draw}
     * (counting from full move {@code movenumber} on: {@code afterPly} = 2 * movenumber), or
     * {@code {score, moves, afterPly}}.
     *
     * @param score    the band around 0, in the engines' value units (at least 0)
     * @param moves    consecutive moves of each engine (at least 1)
     * @param afterPly moves before this ply (counted from the game's start, 0-based) do not count
     */
    public record Draw(double score, int moves, int afterPly) implements Rule {

        /** Bound from a configuration: score and the count are required, the start defaults to the game's. */
        @JsonCreator
        static Draw of(@JsonProperty("score") Double score, @JsonProperty("movecount") Integer movecount,
                       @JsonProperty("moves") Integer moves, @JsonProperty("movenumber") Integer movenumber,
                       @JsonProperty("afterPly") Integer afterPly) {
            if (movenumber != null && afterPly != null) {
                throw new InvalidSettingException("movenumber", "give the start once: 'movenumber' or 'afterPly'");
            }
            if (movenumber != null && (movenumber < 0 || movenumber > Integer.MAX_VALUE / 2)) {
                throw new InvalidSettingException("movenumber", "expected a full move number >= 0, got " + movenumber);
            }
            return new Draw(required(score, "score", "a number >= 0"), count(movecount, moves),
                    movenumber != null ? 2 * movenumber : afterPly == null ? 0 : afterPly);
        }

        /** Checks the values. */
        public Draw {
            if (!(score >= 0) || Double.isInfinite(score)) {
                throw new InvalidSettingException("score", "expected a number >= 0, got " + score);
            }
            if (moves < 1) {
                throw new InvalidSettingException("movecount", "expected a positive integer, got " + moves);
            }
            if (afterPly < 0) {
                throw new InvalidSettingException("afterPly", "expected an integer >= 0, got " + afterPly);
            }
        }

        @Override
        public Tracker track(List<String> names) {
            int[] run = new int[2];
            return (seat, ply, value) -> {
                if (Double.isNaN(value)) {
                    run[seat] = 0;
                    return null;
                }
                if (ply < afterPly) {
                    return null;
                }
                run[seat] = Math.abs(value) <= score ? run[seat] + 1 : 0;
                return run[0] >= moves && run[1] >= moves ? new Verdict(-1, String.format(Locale.ROOT,
                        "drawn: both engines scored the game within %s of even for %d moves each from ply %d on",
                        number(score), moves, afterPly)) : null;
            };
        }
    }

    /**
     * A game still going after {@code moves} full moves (2 * moves plies) is drawn, as fastchess's
     * {@code -maxmoves}; it ends as {@code draw_adjudicated}, whatever the engines report. Written
     * {@code maxmoves: N}.
     *
     * @param moves full moves (at least 1)
     */
    public record MaxMoves(@JsonValue int moves) implements Rule {

        /** Bound from a configuration's number. */
        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        static MaxMoves of(int moves) {
            return new MaxMoves(moves);
        }

        /** Checks the value. */
        public MaxMoves {
            if (moves < 1 || moves > Integer.MAX_VALUE / 2) {
                // a plain value: the binding names its key (adjudication.maxmoves)
                throw new IllegalArgumentException("expected a positive number of full moves, got " + moves);
            }
        }

        @Override
        public Tracker track(List<String> names) {
            return (seat, ply, value) -> ply + 1 >= 2L * moves
                    ? new Verdict(-1, "drawn: " + moves + " full moves played (maxmoves)") : null;
        }
    }

    /** The one-sided resign rule's tracker: each seat's run of its own losing scores. */
    private static final class OneSidedResign implements Tracker {
        private final Resign rule;
        private final List<String> names;
        private final int[] run = new int[2];

        OneSidedResign(Resign rule, List<String> names) {
            this.rule = rule;
            this.names = names;
        }

        @Override
        public Verdict offer(int seat, int ply, double value) {
            run[seat] = !Double.isNaN(value) && value <= -rule.score() ? run[seat] + 1 : 0;
            return run[seat] >= rule.moves() ? new Verdict(seat, String.format(Locale.ROOT,
                    "%s resigned: it scored its side lost by at least %s for %d moves", names.get(seat),
                    number(rule.score()), rule.moves())) : null;
        }
    }

    /** The two-sided resign rule's tracker: each seat's run of scores naming the same loser. */
    private static final class TwoSidedResign implements Tracker {
        private final Resign rule;
        private final List<String> names;
        private final int[] run = new int[2];
        private final int[] loser = {-1, -1};

        TwoSidedResign(Resign rule, List<String> names) {
            this.rule = rule;
            this.names = names;
        }

        @Override
        public Verdict offer(int seat, int ply, double value) {
            int says = Double.isNaN(value) ? -1 : value <= -rule.score() ? seat : value >= rule.score() ? 1 - seat : -1;
            run[seat] = says < 0 ? 0 : says == loser[seat] ? run[seat] + 1 : 1;
            loser[seat] = says;
            return run[0] >= rule.moves() && run[1] >= rule.moves() && loser[0] == loser[1]
                    ? new Verdict(says, String.format(Locale.ROOT,
                    "%s resigned: both engines scored it lost by at least %s for %d moves each", names.get(says),
                    number(rule.score()), rule.moves())) : null;
        }
    }

    /** The count of moves, spelled {@code movecount} or {@code moves}, checked under the spelling given. */
    private static int count(Integer movecount, Integer moves) {
        if (movecount != null && moves != null) {
            throw new InvalidSettingException("movecount", "give the count once: 'movecount' or 'moves'");
        }
        String field = moves != null ? "moves" : "movecount";
        int count = required(movecount != null ? movecount : moves, field, "a positive integer");
        if (count < 1) {
            throw new InvalidSettingException(field, "expected a positive integer, got " + count);
        }
        return count;
    }

    private static <T> T required(T value, String field, String expected) {
        if (value == null) {
            throw new InvalidSettingException(field, "missing (" + expected + ")");
        }
        return value;
    }

    private static String number(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
