package dev.arbiter.tuning;

import java.util.StringJoiner;

/**
 * When tuning stops: the first limit reached; 0 means "no limit". At least one limit is set.
 *
 * @param generations completed generations (a tuner's steps)
 * @param games       games played while tuning (validation not counted)
 * @param hours       hours of tuning, summed over resumed sessions
 */
public record Budget(int generations, long games, double hours) {

    /** Checks the values. */
    public Budget {
        if (generations < 0 || games < 0 || !(hours >= 0)) {
            throw new IllegalArgumentException("budget limits must not be negative");
        }
        if (generations == 0 && games == 0 && hours == 0) {
            throw new IllegalArgumentException("a budget needs generations, games or hours");
        }
    }

    /** The limits in words: {@code 20 generations or 3000 games}. */
    public String describe() {
        StringJoiner j = new StringJoiner(" or ");
        if (generations > 0) {
            j.add(generations + " generations");
        }
        if (games > 0) {
            j.add(games + " games");
        }
        if (hours > 0) {
            j.add(hours + " h");
        }
        return j.toString();
    }
}
