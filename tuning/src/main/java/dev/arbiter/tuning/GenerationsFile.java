package dev.arbiter.tuning;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * {@code generations.csv}: one line appended per completed generation, its header before the first. Its length is
 * kept in each checkpoint, and a resumed run cuts the lines written after the checkpoint off ({@link #resume}): they
 * are written again as the log beyond the checkpoint is reported to the tuner again.
 */
final class GenerationsFile {

    private final Path file;
    private final List<String> names;
    private long bytes;

    /** @param names the tuned parameters' names, the columns of the header */
    GenerationsFile(Path file, List<String> names) {
        this.file = file;
        this.names = names;
    }

    /** Continues the file as a checkpoint left it, {@code bytes} long: anything beyond is cut off. */
    void resume(long checkpointBytes) throws IOException {
        bytes = checkpointBytes;
        if (Files.exists(file) && Files.size(file) > bytes) {
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
                channel.truncate(bytes);
            }
        }
    }

    /** Appends the line of a completed generation. */
    void append(TuningCheckpoint.GenerationRow row) throws IOException {
        String text = (bytes == 0 ? TuningOutputs.generationsHeader(names) : "") + TuningOutputs.generationLine(row);
        Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        bytes = Files.size(file);
    }

    /** The file's length, for the checkpoint. */
    long bytes() {
        return bytes;
    }
}
