package dev.arbiter.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Finds and reads the shared data ({@code shared/data/...}) from the working directory or its parents. */
final class SharedData {

    private static final int LEVELS_UP = 3;

    private SharedData() {
    }

    /**
     * The folder {@code shared/data/<name>} in the working directory or one of its first parents.
     *
     * @throws BenchException naming the folder when it is nowhere
     */
    static Path directory(String name, String suite) {
        Path dir = Path.of("").toAbsolutePath();
        for (int level = 0; level <= LEVELS_UP && dir != null; level++, dir = dir.getParent()) {
            Path candidate = dir.resolve("shared").resolve("data").resolve(name);
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new BenchException(suite + ": no shared/data/" + name + " in the working directory or its parents", null);
    }

    /**
     * Every {@code step}-th line of {@code file} (from the first), blank ones skipped, split on whitespace.
     *
     * @throws BenchException naming the file when it cannot be read
     */
    static List<String[]> rows(Path file, int step) {
        try {
            List<String> lines = Files.readAllLines(file);
            List<String[]> rows = new ArrayList<>();
            for (int i = 0; i < lines.size(); i += step) {
                if (!lines.get(i).isBlank()) {
                    rows.add(lines.get(i).trim().split("\\s+"));
                }
            }
            return rows;
        } catch (IOException e) {
            throw new BenchException("cannot read " + file, e);
        }
    }
}
