package dev.arbiter.tournament.results;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The run's games as text for people ({@code games.txt}), next to the machine log {@code games.ndjson}: one
 * block per game in the style of PGN, tags then the moves in the game's own notation (Connect Four's columns
 * 1-7, Reversi's squares a1-h8, as the referee wrote them), numbered by pairs of plies, then the command that
 * replays it with {@code arbiter show}:
 *
 * <pre>
 * [Game "12"]
 * [Round "6"]
 * [Variant "connectx:rows=6,cols=7,x=4"]
 * [Seats "abp - mcts"]
 * [Init "4453"]
 * [Result "1-0"]
 * [End "resign_adjudicated: mcts resigned: ..."]
 *
 * 1. 2 6 2. 2 3 ... 1-0
 * ; replay: arbiter show --game connectx:rows=6,cols=7,x=4 --init '4453' -m '2 6 2 3 ...'
 * </pre>
 *
 * The file is derived: each session rewrites it from the game log, then appends each finished game, so it holds
 * the log's games whatever the run's interruptions. It is bounded ({@link #MAX_BYTES}); past the bound a last
 * line says so and {@code games.ndjson} keeps every game.
 */
public final class GameText implements AutoCloseable {

    /** The file's name in a run folder. */
    public static final String FILE = "games.txt";
    /** The largest the file grows. */
    public static final long MAX_BYTES = 64L << 20;

    private final String variant;
    private final OutputStream out;
    private final long maxBytes;
    private long bytes;
    private boolean full;

    private GameText(String variant, OutputStream out, long maxBytes) {
        this.variant = variant;
        this.out = out;
        this.maxBytes = maxBytes;
    }

    /**
     * Rewrites {@code file} with the games of the log so far ({@code previous}), then keeps it open for the games to
     * come.
     *
     * @param variant the game with its options, as {@code arbiter show --game} takes it
     */
    public static GameText start(Path file, String variant, List<GameRecord> previous) throws IOException {
        return start(file, variant, previous, MAX_BYTES);
    }

    /**
     * As {@link #start(Path, String, List)}, with the games so far read one at a time from the game log {@code log}
     * (a tuning's log of any size).
     */
    public static GameText startFromLog(Path file, String variant, Path log) throws IOException {
        GameText text = start(file, variant, List.of(), MAX_BYTES);
        IOException[] failed = {null};
        GameLog.forEach(log, record -> {
            try {
                if (failed[0] == null) {
                    text.write(record);
                }
            } catch (IOException e) {
                failed[0] = e;
            }
        });
        if (failed[0] != null) {
            text.close();
            throw failed[0];
        }
        text.out.flush();
        return text;
    }

    /** As {@link #start(Path, String, List)}, with the file bounded by {@code maxBytes}. */
    static GameText start(Path file, String variant, List<GameRecord> previous, long maxBytes) throws IOException {
        GameText text = new GameText(variant, Files.newOutputStream(file, StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE), maxBytes);
        for (GameRecord record : previous) {
            text.write(record);
        }
        text.out.flush();
        return text;
    }

    /**
     * Rewrites {@code file} with the games a stopped run counts, then, if {@code notCounted} is positive, a last
     * line saying that many more games are in {@code games.ndjson} but not counted.
     */
    public static void rewrite(Path file, String variant, List<GameRecord> counted, int notCounted) throws IOException {
        try (GameText text = start(file, variant, counted)) {
            if (notCounted > 0) {
                String games = notCounted == 1 ? "1 more game, running when the stop rule fired, is"
                        : notCounted + " more games, running or finished ahead of the schedule when the stop rule fired, are";
                text.out.write(("; " + games + " in games.ndjson and counted in no figure\n").getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    /** Appends one game (nothing once the file has reached its bound). */
    public synchronized void append(GameRecord record) throws IOException {
        write(record);
        out.flush();
    }

    private void write(GameRecord record) throws IOException {
        if (full) {
            return;
        }
        byte[] block = format(variant, record).getBytes(StandardCharsets.UTF_8);
        if (bytes + block.length > maxBytes) {
            full = true;
            block = ("; games.txt stops here at its bound of " + maxBytes + " bytes; games.ndjson holds every game\n")
                    .getBytes(StandardCharsets.UTF_8);
        }
        out.write(block);
        bytes += block.length;
    }

    /**
     * One game as text: tags, moves, result and the replay command (none when there is neither an init nor a move to
     * replay, as in a game an external referee played), then a blank line.
     */
    public static String format(String variant, GameRecord r) {
        StringBuilder sb = new StringBuilder();
        tag(sb, "Game", Integer.toString(r.index()));
        tag(sb, "Round", Integer.toString(r.round()));
        tag(sb, "Variant", variant);
        tag(sb, "Seats", String.join(" - ", r.seats()));
        tag(sb, "Init", r.init());
        String result = result(r);
        tag(sb, "Result", result);
        tag(sb, "End", r.end().code() + ": " + r.reason());
        sb.append('\n');
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < r.moves().size(); i++) {
            if (i % 2 == 0) {
                line.append(i / 2 + 1).append(". ");
            }
            line.append(r.moves().get(i).action()).append(' ');
            if (line.length() > 72) {
                sb.append(line.toString().stripTrailing()).append('\n');
                line.setLength(0);
            }
        }
        sb.append(line).append(result).append('\n');
        if (r.init().isEmpty() && r.moves().isEmpty()) {
            // nothing to replay: a game an external referee played whole, or a forfeit before the first move
            return sb.append('\n').toString();
        }
        sb.append("; replay: arbiter show --game ").append(variant);
        if (!r.init().isEmpty()) {
            sb.append(" --init ").append(quote(r.init()));
        }
        if (!r.moves().isEmpty()) {
            sb.append(" -m ").append(quote(String.join(" ", r.actions())));
        }
        return sb.append("\n\n").toString();
    }

    /**
     * One game read back from the file: its tags and its moves as written (the game's notation; the game itself
     * parses them).
     *
     * @param number  the game's number ({@code [Game]}, its index in the schedule)
     * @param tags    every tag, in file order
     * @param variant the game with its options ({@code [Variant]})
     * @param init    the init data ({@code [Init]})
     * @param moves   the moves, without their numbers and the result
     */
    public record Entry(int number, Map<String, String> tags, String variant, String init, List<String> moves) {
    }

    /**
     * Reads game {@code number} back from a {@code games.txt} file: its tags, then the numbered moves up to the
     * result ({@link #format}'s layout).
     *
     * @throws IllegalArgumentException naming the file, the game and what was expected, when the file does not hold
     *                                  the game or its block does not have the layout this class writes
     * @throws IOException              if the file cannot be read
     */
    public static Entry read(Path file, int number) throws IOException {
        return read(file.toString(), Files.readAllLines(file, StandardCharsets.UTF_8), number);
    }

    /**
     * Reads game {@code number} back from the lines of a {@code games.txt} (or of {@link #format}'s text of one
     * game) that {@code source} names in messages.
     */
    public static Entry read(String source, List<String> lines, int number) {
        String file = source;
        List<String> games = new ArrayList<>();
        int i = 0;
        while (i < lines.size()) {
            String line = lines.get(i++);
            if (!line.startsWith("[")) {
                continue;
            }
            Map<String, String> block = new LinkedHashMap<>();
            int start = i;
            i = tags(file, lines, start - 1, block);
            String game = block.get("Game");
            if (game == null || !game.matches("\\d{1,9}")) {
                throw new IllegalArgumentException(file + ": line " + start + ": expected a [Game \"N\"] tag first in a game's block");
            }
            games.add(game);
            if (String.valueOf(number).equals(game)) {
                StringBuilder movetext = new StringBuilder();
                while (i < lines.size() && !lines.get(i).startsWith(";") && !lines.get(i).startsWith("[")) {
                    movetext.append(lines.get(i++)).append(' ');
                }
                return entry(file, number, block, movetext.toString());
            }
        }
        throw new IllegalArgumentException(file + ": no game " + number + " (expected a [Game \"" + number + "\"] block; "
                + (games.isEmpty() ? "the file holds no game" : "the file holds " + games.size() + " games, numbered "
                + games.stream().mapToInt(Integer::parseInt).min().getAsInt() + ".."
                + games.stream().mapToInt(Integer::parseInt).max().getAsInt()) + ")");
    }

    /** Reads the tag lines from {@code start} into {@code tags}; returns the index of the first line after them. */
    private static int tags(String file, List<String> lines, int start, Map<String, String> tags) {
        int i = start;
        while (i < lines.size() && lines.get(i).startsWith("[")) {
            String line = lines.get(i);
            int space = line.indexOf(" \"");
            if (space < 0 || !line.endsWith("\"]")) {
                throw new IllegalArgumentException(file + ": line " + (i + 1) + ": expected a tag [Name \"value\"], got '"
                        + line + "'");
            }
            tags.put(line.substring(1, space), line.substring(space + 2, line.length() - 2)
                    .replace("\\\"", "\"").replace("\\\\", "\\"));
            i++;
        }
        return i;
    }

    /** The moves of a movetext: numbers {@code 1.}, {@code 2.} before each pair of plies, the result at the end. */
    private static Entry entry(String file, int number, Map<String, String> tags, String movetext) {
        for (String tag : List.of("Variant", "Init", "Result")) {
            if (!tags.containsKey(tag)) {
                throw new IllegalArgumentException(file + ": game " + number + ": expected a [" + tag + "] tag");
            }
        }
        String text = movetext.strip();
        String result = tags.get("Result");
        if (!text.endsWith(result)) {
            throw new IllegalArgumentException(file + ": game " + number + ": expected the moves to end with the result '"
                    + result + "'");
        }
        text = text.substring(0, text.length() - result.length()).strip();
        List<String> moves = new ArrayList<>();
        String[] tokens = text.isEmpty() ? new String[0] : text.split("\\s+");
        for (int k = 0; k < tokens.length; k++) {
            if (moves.size() % 2 == 0) {
                String expected = (moves.size() / 2 + 1) + ".";
                if (!tokens[k].equals(expected) || k + 1 == tokens.length) {
                    throw new IllegalArgumentException(file + ": game " + number + ": expected move number " + expected
                            + " and a move, got '" + tokens[k] + "'" + (k + 1 == tokens.length ? " last" : ""));
                }
                k++;
            }
            moves.add(tokens[k]);
        }
        return new Entry(number, tags, tags.get("Variant"), tags.get("Init"), List.copyOf(moves));
    }

    /** {@code 1-0}, {@code 0-1} or {@code 1/2-1/2} for two seats; the points of each seat otherwise. */
    private static String result(GameRecord r) {
        if (r.end() == GameEnd.VOID) {
            return "*";
        }
        if (r.seats().size() == 2) {
            double p = r.points(0, 1);
            return p == 1 ? "1-0" : p == 0 ? "0-1" : "1/2-1/2";
        }
        StringBuilder sb = new StringBuilder("scores");
        r.scores().forEach(s -> sb.append(' ').append(String.format(Locale.ROOT, "%s", s)));
        return sb.toString();
    }

    private static void tag(StringBuilder sb, String name, String value) {
        sb.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }

    /** A word for a POSIX shell: single-quoted, with single quotes escaped. */
    private static String quote(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }

    @Override
    public synchronized void close() throws IOException {
        out.close();
    }
}
