package dev.arbiter.tournament.referee;

import dev.arbiter.engine.protocol.Excerpt;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.config.Openings;
import org.apache.commons.rng.sampling.PermutationSampler;
import org.apache.commons.rng.simple.RandomSource;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The start positions of an {@link Openings} file, checked against the game, and which one each round plays.
 * Round {@code r} plays line {@code r mod n} of pass {@code r / n} through the file: in file order, or shuffled
 * (Commons RNG's Fisher–Yates {@link PermutationSampler#shuffle}, SplitMix64 seeded from the run's seed and the
 * pass), so the schedule is a pure function of the configuration and the seed, and a resumed run plays the same
 * starts.
 *
 * <p>The file: one init per line in the game's encoding (the text its {@code init} data accepts, e.g. Connect
 * Four's columns {@code 4453}, Reversi's moves {@code d3c5}, a chess FEN), or an EPD book whose positions are read as
 * FENs, or a PGN book whose games' first plies are read by the game's notation ({@link Openings.Format}); blank lines and lines starting with {@code #} are skipped. Every line must give a
 * world that has not ended. With {@code start} K, round r plays position K - 1 + r of the file's order.
 */
public final class OpeningBook {

    /** The most lines a file may hold. */
    public static final int MAX_LINES = 1_000_000;
    /** The longest line, in characters. */
    public static final int MAX_LINE = 10_000;
    /** The largest book of games ({@code format: pgn}), read whole. */
    public static final long MAX_GAMES_BYTES = 256L << 20;

    private final List<String> inits;
    private final Openings.Order order;
    private final int first;
    private long shuffledPass = -1;
    private int[] shuffled;

    private OpeningBook(List<String> inits, Openings.Order order, int first) {
        this.inits = List.copyOf(inits);
        this.order = order;
        this.first = first;
    }

    /** Checks one line of the file and adds it (unless blank or a comment), then empties {@code line}. */
    private static <W extends World<W>> void take(List<String> inits, StringBuilder line, Openings.Format format,
                                                  Game<W> game, Path file, int number) {
        String text = line.toString().strip();
        line.setLength(0);
        if (text.isEmpty() || text.startsWith("#")) {
            return;
        }
        if (text.length() > MAX_LINE || inits.size() == MAX_LINES) {
            throw tooLong(file, number);
        }
        inits.add(check(game, format.init(text), file, "line " + number));
    }

    private static IllegalArgumentException tooLong(Path file, int number) {
        return new IllegalArgumentException(file + " line " + number + ": expected at most " + MAX_LINES
                + " lines of at most " + MAX_LINE + " characters");
    }

    /**
     * Reads and checks the file of {@code openings} for {@code game}.
     *
     * @throws IllegalArgumentException one line naming the file, the line and what was expected
     */
    public static OpeningBook read(Openings openings, Game<?> game) {
        List<String> inits = openings.format() == Openings.Format.PGN
                ? games(Path.of(openings.file()), openings.plies(), game)
                : lines(Path.of(openings.file()), openings.format(), game);
        if (openings.start() > inits.size()) {
            throw new IllegalArgumentException(openings.file() + ": start " + openings.start() + " is beyond its "
                    + inits.size() + " positions");
        }
        return new OpeningBook(inits, openings.order(), openings.start() - 1);
    }

    /**
     * The checked lines of the file, read as they come with every line bounded while it is read (not after: a file
     * without newlines, such as {@code /dev/zero}, is refused within {@link #MAX_LINE} characters).
     */
    private static <W extends World<W>> List<String> lines(Path file, Openings.Format format, Game<W> game) {
        List<String> inits = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            StringBuilder line = new StringBuilder();
            char[] buffer = new char[8192];
            int number = 1;
            int n;
            while ((n = in.read(buffer)) >= 0) {
                for (int i = 0; i < n; i++) {
                    if (buffer[i] == '\n') {
                        take(inits, line, format, game, file, number++);
                    } else if (line.length() <= MAX_LINE) {
                        line.append(buffer[i]);
                    } else {
                        throw tooLong(file, number);
                    }
                }
            }
            take(inits, line, format, game, file, number);
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(file + ": expected UTF-8 text");
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot read the openings file: " + e.getMessage());
        }
        if (inits.isEmpty()) {
            throw new IllegalArgumentException(file + ": expected at least one start position (one init per line)");
        }
        return inits;
    }

    /**
     * The checked openings of a file of games in the game's notation (a PGN book), each game's main line up to
     * {@code plies} plies; the file is read whole, so it is bounded by {@link #MAX_GAMES_BYTES}.
     */
    private static <W extends World<W>> List<String> games(Path file, int plies, Game<W> game) {
        if (game.notation().isEmpty()) {
            throw new IllegalArgumentException(file + ": " + game.name() + " has no game notation to read openings "
                    + "from (format: pgn is for chess); expected format: lines or epd");
        }
        String text;
        try {
            if (Files.size(file) > MAX_GAMES_BYTES) {
                throw new IllegalArgumentException(file + ": expected a book of games of at most " + MAX_GAMES_BYTES
                        + " bytes");
            }
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(file + ": expected UTF-8 text");
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot read the openings file: " + e.getMessage());
        }
        List<String> starts = game.notation().get().starts(text, file.toString(), plies);
        if (starts.isEmpty()) {
            throw new IllegalArgumentException(file + ": expected at least one game");
        }
        if (starts.size() > MAX_LINES) {
            throw new IllegalArgumentException(file + ": expected at most " + MAX_LINES + " games");
        }
        List<String> inits = new ArrayList<>(starts.size());
        for (int i = 0; i < starts.size(); i++) {
            inits.add(check(game, starts.get(i), file, "game " + (i + 1)));
        }
        return inits;
    }

    private static <W extends World<W>> String check(Game<W> game, String init, Path file, String where) {
        W world;
        try {
            world = game.initialWorld(init);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + " " + where + ": expected init data of " + game.name()
                    + " (see 'arbiter show --game " + game.name() + "'), got '" + Excerpt.of(init, 60) + "': " + e.getMessage());
        }
        if (world.isEnd()) {
            throw new IllegalArgumentException(file + " " + where + ": expected a position of " + game.name()
                    + " that has not ended, got '" + Excerpt.of(init, 60) + "'");
        }
        return init;
    }


    /** The number of start positions. */
    public int size() {
        return inits.size();
    }

    /** The init data of round {@code round} of a run with seed {@code seed}. */
    public synchronized String init(long seed, int round) {
        int n = inits.size();
        long position = (long) first + round;
        int line = (int) (position % n);
        if (order == Openings.Order.SEQUENTIAL) {
            return inits.get(line);
        }
        long pass = position / n;
        if (pass != shuffledPass) {
            shuffled = PermutationSampler.natural(n);
            PermutationSampler.shuffle(RandomSource.SPLIT_MIX_64.create(
                    seed ^ 0x6F70656E696E6773L ^ (0x9E3779B97F4A7C15L * (pass + 1))), shuffled);
            shuffledPass = pass;
        }
        return inits.get(shuffled[line]);
    }
}
