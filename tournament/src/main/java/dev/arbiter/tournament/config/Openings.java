package dev.arbiter.tournament.config;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;

/**
 * Start positions from a file, as cutechess-cli's and fastchess's {@code -openings file=F format=epd order=random
 * start=K}: one init per line in the game's own encoding (what its {@code init} data accepts), or EPD (a chess
 * position per line, its opcodes passed over), each played as one round, that is in every seat assignment, so a
 * game pair shares its opening ({@code OpeningBook}).
 *
 * @param file   the file, an absolute path
 * @param order  the order the lines are played in
 * @param format how a line is read
 * @param start  the line (1-based, counting positions) the first round plays; the rounds go on from there
 * @param plies  with {@link Format#PGN}, how many plies of each game's main line the opening is (0: all of it)
 */
public record Openings(String file, Order order, Format format, int start, int plies) {

    /** How the lines of the file are read. */
    public enum Format {
        /** One init per line, as the game reads it. */
        LINES,
        /**
         * Extended Position Description: the four FEN fields of a position and opcodes ({@code bm e4; id "x";}); the
         * init is the four fields (and the two counters when the line has them before its opcodes).
         */
        EPD,
        /**
         * Portable Game Notation, as fastchess's {@code format=pgn}: each game's main line up to {@code plies} plies,
         * read by the game's own notation ({@code Game.notation()}); a game without one refuses it.
         */
        PGN;

        /** The spelling in configurations. */
        @JsonValue
        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }

        /**
         * The format spelled {@code code}.
         *
         * @throws IllegalArgumentException naming the accepted spellings
         */
        @JsonCreator
        public static Format of(String code) {
            for (Format f : values()) {
                if (f.code().equals(code)) {
                    return f;
                }
            }
            throw new IllegalArgumentException("expected 'lines', 'epd' or 'pgn', got '" + code + "'");
        }

        /** The init of one line of the file (stripped, not a comment). */
        public String init(String line) {
            if (this == LINES) {
                return line;
            }
            String[] words = line.split("\\s+");
            int n = Math.min(4, words.length);
            if (words.length >= 6 && words[4].matches("\\d+") && words[5].matches("\\d+;?")) {
                n = 6;
            }
            String init = String.join(" ", java.util.Arrays.asList(words).subList(0, n));
            return init.endsWith(";") ? init.substring(0, init.length() - 1) : init;
        }
    }

    /** The order of the lines. */
    public enum Order {
        /** Line by line from the top, starting over at the end. */
        SEQUENTIAL,
        /** Shuffled with the run's seed; every pass through the file is a new shuffle ({@code random} too, as fastchess). */
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
            if ("random".equals(code)) {
                return SHUFFLED;
            }
            throw new IllegalArgumentException("expected 'sequential', 'shuffled' or 'random', got '" + code + "'");
        }
    }

    /** Checks the values. */
    public Openings {
        if (file == null || file.isBlank()) {
            throw new InvalidSettingException("file", "expected the path of a file of start positions");
        }
        order = order == null ? Order.SEQUENTIAL : order;
        format = format == null ? Format.LINES : format;
        start = start == 0 ? 1 : start;
        if (start < 1) {
            throw new InvalidSettingException("start", "expected a line number from 1, got " + start);
        }
        if (plies < 0) {
            throw new InvalidSettingException("plies", "expected a number of plies from 0 (0: the whole game), got " + plies);
        }
        if (plies > 0 && format != Format.PGN) {
            throw new InvalidSettingException("plies", "expected only with format: pgn (a line of the other formats is a whole opening)");
        }
    }

    /** A file whose every line or game is a whole opening. */
    public Openings(String file, Order order, Format format, int start) {
        this(file, order, format, start, 0);
    }

    /** Lines in the game's encoding from the first. */
    public Openings(String file, Order order) {
        this(file, order, Format.LINES, 1);
    }
}
