package dev.arbiter.tournament.config;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.math.BigDecimal;

/**
 * A game clock, per engine per game, as chess tools write it ({@code tc=10+0.1} in cutechess-cli and
 * fastchess): {@code base} seconds on each engine's clock at the start of a game, plus {@code increment}
 * seconds added after each of its moves; with moves per period ({@code 40/60+0.6}), {@code base} seconds more
 * after each {@code moves} moves of the engine (the time left carries over), as tournament clocks do. The referee runs the clocks ({@code Referee}); an engine whose move
 * takes longer than the time left on its clock (plus the limits' margin) loses on time, fault
 * {@code time_forfeit}.
 *
 * @param baseMs      time on the clock at the start of a game, milliseconds (positive)
 * @param incrementMs time added after each move, milliseconds (0 for none)
 * @param moves       moves per period, or 0 for the whole game in one period
 */
public record TimeControl(long baseMs, long incrementMs, int moves) {

    /** The longest base a clock may have: a day. */
    public static final long MAX_BASE_MS = 86_400_000L;

    /** Checks the values. */
    public TimeControl {
        if (baseMs <= 0 || baseMs > MAX_BASE_MS || incrementMs < 0 || incrementMs > MAX_BASE_MS) {
            throw new IllegalArgumentException("expected a base in (0, 86400] seconds and an increment of at most that, got "
                    + baseMs + " ms + " + incrementMs + " ms");
        }
        if (moves < 0 || moves > 10_000) {
            throw new IllegalArgumentException("expected moves per period in [1, 10000], got " + moves);
        }
    }

    /** A clock with one period for the whole game. */
    public TimeControl(long baseMs, long incrementMs) {
        this(baseMs, incrementMs, 0);
    }

    /**
     * The moves left in the period before an engine's move, given the moves it made already (UCI's
     * {@code movestogo}), or 0 when the clock has no periods.
     */
    public int movesToGo(int movesMade) {
        return moves == 0 ? 0 : moves - movesMade % moves;
    }

    /** Time added after the engine's {@code movesMade}-th move: the increment, and the base at a period's end. */
    public long addedAfterMs(int movesMade) {
        return incrementMs + (moves > 0 && movesMade % moves == 0 ? baseMs : 0);
    }

    /**
     * Parses {@code [MOVES/]BASE[+INC]} in seconds with at most three decimals: {@code 10+0.1}, {@code 60},
     * {@code 0.5+0.05}, {@code 40/60+0.6}.
     *
     * @throws IllegalArgumentException saying what was expected
     */
    @JsonCreator
    public static TimeControl parse(String text) {
        String t = text == null ? "" : text.trim();
        int slash = t.indexOf('/');
        int plus = t.indexOf('+');
        try {
            int moves = slash < 0 ? 0 : Integer.parseInt(t.substring(0, slash).trim());
            if (slash >= 0 && moves <= 0) {
                throw new NumberFormatException("moves");
            }
            String clock = t.substring(slash + 1);
            plus = clock.indexOf('+');
            long base = millis(plus < 0 ? clock : clock.substring(0, plus));
            long inc = plus < 0 ? 0 : millis(clock.substring(plus + 1));
            return new TimeControl(base, inc, moves);
        } catch (NumberFormatException | ArithmeticException e) {
            throw new IllegalArgumentException("expected [MOVES/]BASE+INCREMENT in seconds, e.g. 10+0.1, 60 or 40/60+0.6,"
                    + " got '" + text + "'");
        }
    }

    private static long millis(String seconds) {
        BigDecimal s = new BigDecimal(seconds.trim());
        if (s.signum() < 0) {
            throw new NumberFormatException("negative");
        }
        return s.movePointRight(3).longValueExact();
    }

    /** The written form, {@code 10+0.1} or {@code 40/60+0.6} (the increment left out when 0). */
    @JsonValue
    @Override
    public String toString() {
        String base = (moves > 0 ? moves + "/" : "")
                + BigDecimal.valueOf(baseMs).movePointLeft(3).stripTrailingZeros().toPlainString();
        return incrementMs == 0 ? base
                : base + "+" + BigDecimal.valueOf(incrementMs).movePointLeft(3).stripTrailingZeros().toPlainString();
    }
}
