package dev.arbiter.tournament.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes files so that a reader (or a resumed run after kill -9) sees either the old content or the new,
 * never a mix: write a temporary file beside the target, force it to disk, then rename it over the target.
 * The file gets the permissions the user's umask gives a new file (as the run's other files do), not the
 * owner-only ones of {@link Files#createTempFile}. The temporary file's name takes a random number from
 * {@link ThreadLocalRandom}, not a {@code SecureRandom} (whose set-up, the security providers, was a noticeable part
 * of a short run's start): the name only has to differ from other writers' and from a file left by a killed run,
 * and the file is created with {@code CREATE_NEW}, which refuses an existing file or link.
 */
public final class AtomicFiles {

    private AtomicFiles() {
    }

    /** Replaces {@code target} with {@code content} atomically. */
    public static void write(Path target, String content) throws IOException {
        write(target, content.getBytes(StandardCharsets.UTF_8));
    }

    /** Replaces {@code target} with {@code bytes} atomically. */
    public static void write(Path target, byte[] bytes) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path temp = dir.resolve("." + target.getFileName() + "." + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
        try {
            try (var channel = java.nio.channels.FileChannel.open(temp, StandardOpenOption.WRITE,
                    StandardOpenOption.CREATE_NEW)) {
                java.nio.ByteBuffer buffer = java.nio.ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
            try {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
