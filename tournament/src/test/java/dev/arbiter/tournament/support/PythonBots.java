package dev.arbiter.tournament.support;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Python bots for tests: whether {@code python3} runs, and the example bots of {@code examples/stdio-bots}. */
public final class PythonBots {

    private PythonBots() {
    }

    /** Skips the calling test when {@code python3} does not run. */
    public static void assumePython() {
        assumeTrue(available(), "python3 is not installed: skipping a test with Python bots");
    }

    private static boolean available() {
        try {
            Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(5, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The example bot {@code examples/stdio-bots/NAME}, found above the working directory (the test is skipped if absent). */
    public static Path example(String name) {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isRegularFile(dir.resolve("examples/stdio-bots").resolve(name))) {
            dir = dir.getParent();
        }
        assumeTrue(dir != null, "examples/stdio-bots/" + name + " not found above " + Path.of("").toAbsolutePath());
        return dir.resolve("examples/stdio-bots").resolve(name);
    }

    /** Writes a script into {@code dir} and returns its path. */
    public static Path write(Path dir, String name, String code) throws IOException {
        return Files.writeString(dir.resolve(name), code);
    }
}
