package dev.arbiter.cluster;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchService;
import java.util.concurrent.TimeUnit;

/** Waits for a file to grow to a number of lines, woken by the file system's change events. */
public final class FileEvents {

    /** Upper bound on waiting; reached only when the file never grows (a failure). */
    private static final long TIMEOUT_MS = 120_000;

    private FileEvents() {
    }

    /** Waits until {@code file} holds at least {@code lines} lines. */
    public static void awaitLines(Path file, int lines) throws IOException, InterruptedException {
        Files.createDirectories(file.getParent());
        long end = System.currentTimeMillis() + TIMEOUT_MS;
        try (WatchService watch = FileSystems.getDefault().newWatchService()) {
            file.getParent().register(watch, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY);
            while (count(file) < lines) {
                long left = end - System.currentTimeMillis();
                if (left <= 0) {
                    throw new AssertionError(file + " never reached " + lines + " lines (it has " + count(file) + ")");
                }
                var key = watch.poll(left, TimeUnit.MILLISECONDS);
                if (key != null) {
                    key.pollEvents();
                    key.reset();
                }
            }
        }
    }

    private static long count(Path file) throws IOException {
        if (!Files.exists(file)) {
            return 0;
        }
        try (var s = Files.lines(file)) {
            return s.count();
        }
    }
}
