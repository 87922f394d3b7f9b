package dev.arbiter.tournament.engine;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * One engine's log ({@code NAME.log}): what every process of that engine printed (after its announcement on
 * standard output, and all of standard error), shared by its restarts and by the processes of every worker,
 * and bounded. When {@code NAME.log} reaches half the limit it is renamed {@code NAME.log.1} (replacing the
 * older half) and a new {@code NAME.log} begins with a marker line, so the two files together hold at most
 * the limit, and always the latest output: what an engine said before it crashed survives any flood.
 * Thread-safe; a write that fails disables the log rather than the game.
 */
public final class EngineLog implements AutoCloseable {

    /** A log that keeps nothing. */
    public static final EngineLog DISCARD = new EngineLog(null, 0);

    private final Path file;
    private final long halfLimit;
    private OutputStream out;
    private long size;
    private boolean failed;
    private boolean closed;

    /**
     * @param file       the log file (appended to), or null to keep nothing
     * @param limitBytes most bytes of {@code file} and its predecessor {@code file.1} together; 0 keeps nothing
     */
    public EngineLog(Path file, long limitBytes) {
        if (limitBytes < 0) {
            throw new IllegalArgumentException("log limit must not be negative, got " + limitBytes);
        }
        this.file = limitBytes == 0 ? null : file;
        this.halfLimit = Math.max(1, limitBytes / 2);
    }

    /** Appends raw output of the engine. */
    public synchronized void write(byte[] bytes, int offset, int length) {
        if (file == null || failed || closed || length <= 0) {
            return;
        }
        try {
            while (length > 0) {
                open();
                int room = (int) Math.min(length, halfLimit - size);
                if (room <= 0) {
                    rotate();
                    continue;
                }
                out.write(bytes, offset, room);
                size += room;
                offset += room;
                length -= room;
            }
        } catch (IOException e) {
            failed = true;
        }
    }

    /** Appends a line of the referee's own ({@code [arbiter] ...}): a start, an exit. */
    public void note(String line) {
        byte[] bytes = ("[arbiter] " + line + "\n").getBytes(StandardCharsets.UTF_8);
        write(bytes, 0, bytes.length);
    }

    private void open() throws IOException {
        if (out == null) {
            Files.createDirectories(file.toAbsolutePath().getParent());
            size = Files.exists(file) ? Files.size(file) : 0;
            out = Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        }
    }

    private void rotate() throws IOException {
        out.close();
        Files.move(file, file.resolveSibling(file.getFileName() + ".1"), StandardCopyOption.REPLACE_EXISTING);
        out = Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING);
        byte[] marker = ("[arbiter] log continued: the earlier output is in " + file.getFileName() + ".1 (this log keeps "
                + "at most " + 2 * halfLimit + " bytes in the two files)\n").getBytes(StandardCharsets.UTF_8);
        size = 0;
        if (marker.length < halfLimit / 2) {
            out.write(marker);
            size = marker.length;
        }
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (out != null) {
            try {
                out.close();
            } catch (IOException ignored) {
                // nothing more to keep
            }
            out = null;
        }
    }
}
