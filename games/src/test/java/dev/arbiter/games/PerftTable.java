package dev.arbiter.games;

import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a tab-separated table of the shared data folder ({@code ../shared/data/...} from the project root,
 * {@code ../../shared/data/...} from a module, one level further up from a module of a git worktree kept
 * beside the main checkout), skipping the calling test when the folder is absent.
 */
public final class PerftTable {

    private PerftTable() {
    }

    /** The rows of {@code data/<relative>} (comment lines starting with {@code #} dropped), each split on tabs. */
    public static List<long[]> read(String relative) {
        Path file = locate(relative);
        try {
            List<long[]> rows = new ArrayList<>();
            for (String line : Files.readAllLines(file)) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.trim().split("\t");
                long[] row = new long[cells.length];
                for (int i = 0; i < cells.length; i++) {
                    row[i] = Long.parseLong(cells[i].trim());
                }
                rows.add(row);
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The path of {@code data/<relative>}, skipping the calling test when the shared data folder is absent. */
    public static Path locate(String relative) {
        for (String root : new String[] {"../shared/data/", "../../shared/data/", "../../../shared/data/"}) {
            Path path = Path.of(root + relative);
            if (Files.isRegularFile(path)) {
                return path;
            }
        }
        Assumptions.abort("shared data file " + relative + " not found under ../shared/data, ../../shared/data or ../../../shared/data");
        throw new IllegalStateException("unreachable");
    }
}
