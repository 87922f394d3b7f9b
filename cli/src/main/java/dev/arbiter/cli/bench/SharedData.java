package dev.arbiter.cli.bench;

import dev.arbiter.cli.ArbiterException;

import java.nio.file.Files;
import java.nio.file.Path;

/** Finds a folder of the shared data ({@code shared/data/...}) from the working directory or its parents. */
final class SharedData {

    private static final int LEVELS_UP = 3;

    private SharedData() {
    }

    /**
     * The folder {@code shared/data/<name>} in the working directory or one of its first parents.
     *
     * @throws ArbiterException (failure) naming the folder when it is nowhere
     */
    static Path directory(String name, String suite) {
        Path dir = Path.of("").toAbsolutePath();
        for (int level = 0; level <= LEVELS_UP && dir != null; level++, dir = dir.getParent()) {
            Path candidate = dir.resolve("shared").resolve("data").resolve(name);
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw ArbiterException.failure(suite + ": no shared/data/" + name + " in the working directory or its parents",
                null);
    }
}
