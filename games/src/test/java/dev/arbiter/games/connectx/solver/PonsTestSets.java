package dev.arbiter.games.connectx.solver;

import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads Pons' benchmark sets from the shared data folder, skipping the calling test when it is absent. */
final class PonsTestSets {

    /** One benchmark line: a position and its exact score. */
    record Case(int line, String moves, int score) {
    }

    private static final int LEVELS_UP = 3;

    private PonsTestSets() {
    }

    /** Every {@code step}-th line of the set {@code file} (e.g. Test_L3_R1), starting with the first. */
    static List<Case> load(String file, int step) throws IOException {
        Path path = find(file);
        Assumptions.assumeTrue(path != null, "shared data " + file
                + " not found: no shared/data/connect4 in the working directory's parents");
        List<String> lines = Files.readAllLines(path);
        List<Case> cases = new ArrayList<>();
        for (int i = 0; i < lines.size(); i += step) {
            String[] fields = lines.get(i).trim().split("\\s+");
            cases.add(new Case(i + 1, fields[0], Integer.parseInt(fields[1])));
        }
        return cases;
    }

    /**
     * Looks for {@code shared/data/connect4/<file>} next to the working directory's parents: {@code ../shared}
     * from the project root, {@code ../../shared} from a module, one level more from a worktree.
     */
    private static Path find(String file) {
        Path dir = Path.of("").toAbsolutePath().getParent();
        for (int level = 0; level < LEVELS_UP && dir != null; level++, dir = dir.getParent()) {
            Path candidate = dir.resolve("shared").resolve("data").resolve("connect4").resolve(file);
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        return null;
    }
}
