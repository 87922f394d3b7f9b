package dev.arbiter.tournament.support;

import dev.arbiter.tournament.engine.EngineCommand;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The distribution's Stockfish ({@code apt-get install stockfish}: {@code /usr/games/stockfish}) for tests. */
public final class Stockfish {

    /** Where Debian installs it. */
    public static final Path PATH = Path.of("/usr/games/stockfish");

    private Stockfish() {
    }

    /** Whether it is installed. */
    public static boolean available() {
        return Files.isExecutable(PATH);
    }

    /** Skips the calling test when Stockfish is not installed. */
    public static void assumeStockfish() {
        assumeTrue(available(), "Stockfish is not installed at " + PATH + " (apt-get install stockfish): skipping");
    }

    /** The command of a Stockfish named {@code name} (skips the test if absent). */
    public static EngineCommand command(String name) {
        assumeStockfish();
        return new EngineCommand(name, List.of(PATH.toString()), null);
    }
}
