package dev.arbiter.tournament.config;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.math.BigDecimal;

/**
 * A game clock, per engine per game, as chess tools write it ({@code tc=10+0.1} in cutechess-cli and
 * fastchess): {@code base} seconds on each engine's clock at the start of a game, plus {@code increment}
 * seconds added after each of its moves. The referee runs the clocks ({@code Referee}); an engine whose move
 * takes longer than the time left on its clock (plus the limits' margin) loses on time, fault
 * {@code time_forfeit}.
 *
 * @param baseMs      time on the clock at the start of a game, milliseconds (positive)
 * @param incrementMs time added after each move, milliseconds (0 for none)
 */
public record TimeControl(long baseMs, long incrementMs) {

    /** The longest base a clock may have: a day. */
    public static final long MAX_BASE_MS = 86_400_000L;

    /** Checks the values. */
    public TimeControl {
        if (baseMs <= 0 || baseMs > MAX_BASE_MS || incrementMs < 0 || incrementMs > MAX_BASE_MS) {
            throw new IllegalArgumentException("expected a base in (0, 86400] seconds and an increment of at most that, got "
                    + baseMs + " ms + " + incrementMs + " ms");
        }
    }

    /**
     * Parses {@code BASE[+INC]} in seconds with at most three decimals: {@code 10+0.1}, {@code 60}, {@code 0.5+0.05}.
     *
     * @throws IllegalArgumentException saying what was expected
     */
    @JsonCreator
    public static TimeControl parse(String text) {
        String t = text == null ? "" : text.trim();
        int plus = t.indexOf('+');
        try {
            long base = millis(plus < 0 ? t : t.substring(0, plus));
            long inc = plus < 0 ? 0 : millis(t.substring(plus + 1));
            return new TimeControl(base, inc);
        } catch (NumberFormatException | ArithmeticException e) {
            throw new IllegalArgumentException("expected BASE+INCREMENT in seconds, e.g. 10+0.1 or 60, got '" + text
                    + "'");
        }
    }

    private static long millis(String seconds) {
        BigDecimal s = new BigDecimal(seconds.trim());
        if (s.signum() < 0) {
            throw new NumberFormatException("negative");
        }
        return s.movePointRight(3).longValueExact();
    }

    /** The written form, {@code 10+0.1} (the increment left out when 0). */
    @JsonValue
    @Override
    public String toString() {
        String base = BigDecimal.valueOf(baseMs).movePointLeft(3).stripTrailingZeros().toPlainString();
        return incrementMs == 0 ? base
                : base + "+" + BigDecimal.valueOf(incrementMs).movePointLeft(3).stripTrailingZeros().toPlainString();
    }
}
