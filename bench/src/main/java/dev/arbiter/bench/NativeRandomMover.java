package dev.arbiter.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The bench's native engine: a Connect Four random mover in C ({@code random-connect4.c}, Arbiter's stdio format),
 * compiled with the machine's C compiler ({@code cc -O2}) into a folder of the bench's. Empty when there is no
 * compiler, so that the rows that need it are left out with a line saying why.
 */
final class NativeRandomMover {

    private static final String SOURCE = "random-connect4.c";

    private NativeRandomMover() {
    }

    /** Compiles the mover into {@code dir}; its executable, or empty when {@code cc} is missing or fails. */
    static Optional<Path> compile(Path dir) {
        Path source = dir.resolve(SOURCE);
        Path executable = dir.resolve("random-connect4");
        try (InputStream in = NativeRandomMover.class.getResourceAsStream(SOURCE)) {
            if (in == null) {
                throw new IllegalStateException(SOURCE + " is missing from the bench's resources");
            }
            Files.copy(in, source);
            Process cc = new ProcessBuilder("cc", "-O2", "-o", executable.toString(), source.toString())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!cc.waitFor(60, TimeUnit.SECONDS)) {
                cc.destroyForcibly();
                return Optional.empty();
            }
            return cc.exitValue() == 0 ? Optional.of(executable) : Optional.empty();
        } catch (IOException e) {
            if (e.getMessage() != null && e.getMessage().contains("Cannot run program")) {
                return Optional.empty();
            }
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
