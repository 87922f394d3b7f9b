package dev.arbiter.tuning;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.results.GameRecord;

import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The game pairs of a tuning or validation log ({@code games.ndjson}, {@code validation-games.ndjson}): each pair is
 * two consecutive lines with the pair's id as their {@code round}, appended together when the pair was reported.
 * Reads the complete pairs after a byte offset (what a checkpoint does not yet hold) and cuts off what a kill left
 * behind: a pair with one game, an incomplete last line.
 */
final class PairLog {

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * A logged pair.
     *
     * @param result its games, as the job's result
     * @param end    the log's length after it
     */
    record Pair(JobResult result, long end) {
    }

    private PairLog() {
    }

    /**
     * The complete pairs of {@code file} after byte {@code from}, in log order, after cutting the file back to the
     * end of the last of them (a missing file has none).
     *
     * @throws IOException naming the file for a complete line that is not a game record
     */
    static List<Pair> readAndCut(Path file, long from) throws IOException {
        List<Pair> pairs = new ArrayList<>();
        if (!Files.exists(file)) {
            return pairs;
        }
        long end = Math.min(from, Files.size(file));
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            channel.position(end);
            InputStream in = Channels.newInputStream(channel);
            byte[] rest = in.readAllBytes();
            int start = 0;
            GameRecord first = null;
            int newline;
            while ((newline = indexOf(rest, start)) >= 0) {
                String line = new String(rest, start, newline - start, StandardCharsets.UTF_8);
                long lineEnd = end + newline + 1;
                GameRecord record;
                try {
                    record = JSON.readValue(line, GameRecord.class);
                } catch (JsonProcessingException e) {
                    throw new IOException(file + " at byte " + (end + start) + ": not a game record: "
                            + e.getOriginalMessage());
                }
                start = newline + 1;
                if (first == null) {
                    first = record;
                    continue;
                }
                if (record.round() != first.round()) {
                    throw new IOException(file + " at byte " + (end + start) + ": game of pair " + record.round()
                            + " follows a single game of pair " + first.round());
                }
                pairs.add(new Pair(new JobResult(first.round(), List.of(first, record)), lineEnd));
                first = null;
            }
        }
        long cut = pairs.isEmpty() ? end : pairs.get(pairs.size() - 1).end();
        if (Files.size(file) > cut) {
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
                channel.truncate(cut);
            }
        }
        return pairs;
    }

    private static int indexOf(byte[] bytes, int from) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                return i;
            }
        }
        return -1;
    }
}
