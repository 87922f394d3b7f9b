package dev.arbiter.tournament.support;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Python bots for tests: the interpreter that runs them, and the example bots of {@code examples/stdio-bots}.
 */
public final class PythonBots {

    private PythonBots() {
    }

    private static final String PYTHON = findPython();

    /**
     * The Python interpreter itself ({@code sys.executable} of {@code python3}), not what the PATH names: a version
     * manager's shim there (pyenv's is a bash script that runs about twenty processes) costs more than the bot it
     * starts, and the external-referee tests start hundreds; null if there is no python3.
     */
    private static String findPython() {
        try {
            Process p = new ProcessBuilder("python3", "-c", "import sys; print(sys.executable)").redirectErrorStream(true)
                    .start();
            String out = new String(p.getInputStream().readAllBytes()).strip();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0 && !out.isEmpty() ? out : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** Whether {@code python3} runs here. */
    public static boolean available() {
        return PYTHON != null;
    }

    /** The Python interpreter to run bots with (call {@link #assumePython()} first). */
    public static String python() {
        return PYTHON;
    }

    /** Skips the calling test when {@code python3} does not run. */
    public static void assumePython() {
        assumeTrue(available(), "python3 is not installed: skipping a test with Python bots");
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
