package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.GameText;
import dev.arbiter.tournament.results.RunFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A game of a run, read back for {@code arbiter show --record}: from {@code games.txt} ({@link GameText#read}),
 * from {@code games.ndjson} (the record, written out as {@code games.txt} would hold it, with the game named by the
 * {@code config.json} beside it), or from a run folder (its {@code games.txt}, else its {@code games.ndjson}, which
 * holds every game when the text file stopped at its bound).
 *
 * @param source names the file in messages
 * @param entry  the game's tags and moves
 */
record RecordedGame(String source, GameText.Entry entry) {

    /** Reads game {@code number} of {@code path}; a usage error names the file and what was expected. */
    static RecordedGame read(Path path, int number) {
        try {
            if (Files.isDirectory(path)) {
                Path text = path.resolve(GameText.FILE);
                if (Files.isRegularFile(text) && holds(text, number)) {
                    return fromText(text, number);
                }
                return fromLog(path.resolve(RunFiles.GAMES), number);
            }
            if (!Files.isRegularFile(path)) {
                throw ArbiterException.usage("--record: " + path + ": no such file or run folder");
            }
            return path.getFileName().toString().endsWith(".ndjson") ? fromLog(path, number) : fromText(path, number);
        } catch (IllegalArgumentException e) {
            throw ArbiterException.usage(e.getMessage());
        } catch (IOException e) {
            throw ArbiterException.usage("--record: " + path + ": cannot read: " + e.getMessage());
        }
    }

    private static boolean holds(Path text, int number) throws IOException {
        try (var lines = Files.lines(text)) {
            return lines.anyMatch(line -> line.equals("[Game \"" + number + "\"]"));
        }
    }

    private static RecordedGame fromText(Path file, int number) throws IOException {
        return new RecordedGame(file.toString(), GameText.read(file, number));
    }

    private static RecordedGame fromLog(Path log, int number) throws IOException {
        if (!Files.isRegularFile(log)) {
            throw ArbiterException.usage("--record: " + log + ": no such file (a run folder holds games.ndjson)");
        }
        GameRecord[] found = {null};
        int[] games = {0};
        GameLog.forEach(log, record -> {
            games[0]++;
            if (record.index() == number) {
                found[0] = record;
            }
        });
        if (found[0] == null) {
            throw ArbiterException.usage(log + ": no game " + number + " (expected a game with index " + number
                    + "; the log holds " + games[0] + " games)");
        }
        String text = GameText.format(variant(log), found[0]);
        return new RecordedGame(log.toString(), GameText.read(log.toString(), text.lines().toList(), number));
    }

    /** The game of the run whose log is {@code log}, from the {@code config.json} beside it. */
    private static String variant(Path log) throws IOException {
        Path config = log.toAbsolutePath().resolveSibling(RunFiles.CONFIG);
        if (!Files.isRegularFile(config)) {
            throw ArbiterException.usage(log + ": expected " + config + " beside it, to name the game");
        }
        JsonNode game = new ObjectMapper().readTree(config.toFile()).get("game");
        if (game == null || !game.isTextual()) {
            throw ArbiterException.usage(config + ": field 'game': expected the game of the run");
        }
        return game.asText();
    }

    int number() {
        return entry.number();
    }

    Map<String, String> tags() {
        return entry.tags();
    }

    String variant() {
        return entry.variant();
    }

    String init() {
        return entry.init();
    }

    List<String> moves() {
        return entry.moves();
    }

    /** The engine in seat {@code seat}, from the {@code [Seats]} tag. */
    String seat(int seat) {
        String[] seats = entry.tags().getOrDefault("Seats", "").split(" - ");
        return seat >= 0 && seat < seats.length && !seats[seat].isEmpty() ? seats[seat] : "seat " + (seat + 1);
    }
}
