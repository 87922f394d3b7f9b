package dev.arbiter.tournament.config;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;

/**
 * Start positions from a file, as cutechess-cli's {@code -openings file=F order=random}: one init per line in
 * the game's own encoding (what its {@code init} data accepts), each played as one round, that is in every seat
 * assignment, so a game pair shares its opening ({@code OpeningBook}).
 *
 * @param file  the file, an absolute path
 * @param order the order the lines are played in
 */
public record Openings(String file, Order order) {

    /** The order of the lines. */
    public enum Order {
        /** Line by line from the top, starting over at the end. */
        SEQUENTIAL,
        /** Shuffled with the run's seed; every pass through the file is a new shuffle. */
        SHUFFLED;

        /** The spelling in configurations. */
        @JsonValue
        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }

        /**
         * The order spelled {@code code}.
         *
         * @throws IllegalArgumentException naming the accepted spellings
         */
        @JsonCreator
        public static Order of(String code) {
            for (Order o : values()) {
                if (o.code().equals(code)) {
                    return o;
                }
            }
            throw new IllegalArgumentException("expected 'sequential' or 'shuffled', got '" + code + "'");
        }
    }

    /** Checks the values. */
    public Openings {
        if (file == null || file.isBlank()) {
            throw new InvalidSettingException("file", "expected the path of a file of start positions");
        }
        order = order == null ? Order.SEQUENTIAL : order;
    }
}
