package dev.arbiter.tournament.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * The append-only log of finished games ({@code games.ndjson}, one JSON object per line). Each game is
 * appended as one write of a whole line and flushed, so a run killed at any moment leaves at most one
 * incomplete last line; {@link #read} drops such a line, and {@link #openForAppend} cuts it off, so a
 * resumed run loses no finished game and replays none.
 */
public final class GameLog implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final OutputStream out;

    private GameLog(OutputStream out) {
        this.out = out;
    }

    /** Opens the log for appending, after cutting off an incomplete last line left by a crash. */
    public static GameLog openForAppend(Path file) throws IOException {
        if (Files.exists(file)) {
            truncateIncompleteTail(file);
        }
        return new GameLog(Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND));
    }

    private static void truncateIncompleteTail(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        int end = bytes.length;
        while (end > 0 && bytes[end - 1] != '\n') {
            end--;
        }
        if (end != bytes.length) {
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
                channel.truncate(end);
            }
        }
    }

    /** Appends one game as one line. */
    public synchronized void append(GameRecord record) throws IOException {
        byte[] json = JSON.writeValueAsBytes(record);
        byte[] line = Arrays.copyOf(json, json.length + 1);
        line[json.length] = '\n';
        out.write(line);
        out.flush();
    }

    /**
     * Reads every complete game of a log; a missing file is an empty log.
     *
     * @throws IOException naming the file and line for a complete line that does not parse
     */
    public static List<GameRecord> read(Path file) throws IOException {
        List<GameRecord> records = new ArrayList<>();
        forEach(file, records::add);
        return records;
    }

    /**
     * Hands every complete game of a log to {@code consumer} in file order, one line at a time (a log of any size
     * is read in constant memory); a missing file is an empty log, and an incomplete last line (a game being
     * appended, or cut off by a kill) is left out.
     *
     * @throws IOException naming the file and line for a complete line that does not parse
     */
    public static void forEach(Path file, Consumer<GameRecord> consumer) throws IOException {
        if (!Files.exists(file)) {
            return;
        }
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            StringBuilder line = new StringBuilder();
            char[] buffer = new char[1 << 16];
            int lineNumber = 0;
            int n;
            while ((n = in.read(buffer)) > 0) {
                int start = 0;
                for (int i = 0; i < n; i++) {
                    if (buffer[i] == '\n') {
                        line.append(buffer, start, i - start);
                        start = i + 1;
                        lineNumber++;
                        String text = line.toString();
                        if (!text.isBlank()) {
                            consumer.accept(parse(file, lineNumber, text));
                        }
                        line.setLength(0);
                    }
                }
                line.append(buffer, start, n - start);
            }
        }
    }

    private static GameRecord parse(Path file, int lineNumber, String line) throws IOException {
        try {
            return JSON.readValue(line, GameRecord.class);
        } catch (JsonProcessingException e) {
            throw new IOException(file + " line " + lineNumber + ": not a game record: " + e.getOriginalMessage());
        }
    }

    @Override
    public synchronized void close() throws IOException {
        out.close();
    }
}
