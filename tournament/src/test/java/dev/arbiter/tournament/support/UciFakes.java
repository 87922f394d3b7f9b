package dev.arbiter.tournament.support;

import dev.arbiter.tournament.engine.EngineCommand;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Scripted UCI engines for tests ({@code uci/fake_uci.py}, fastchess's style of mock engines): a Python process
 * that plays the moves given on its command line and misbehaves as its mode says (the script lists the modes).
 */
public final class UciFakes {

    /** A tic-tac-toe game the fakes play to its end: X takes the top row on the fifth ply. */
    public static final List<String> TICTACTOE_WIN = List.of("a3", "a2", "b3", "b2", "c3");

    private UciFakes() {
    }

    /** Writes the script into {@code dir} (once) and returns the command of a fake in {@code mode} playing {@code moves}. */
    public static EngineCommand command(Path dir, String name, String mode, List<String> moves) {
        PythonBots.assumePython();
        Path script = dir.resolve("fake_uci.py");
        if (!Files.isRegularFile(script)) {
            try (InputStream in = UciFakes.class.getResourceAsStream("/uci/fake_uci.py")) {
                Files.write(script, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        List<String> argv = new ArrayList<>(List.of(PythonBots.python(), "-S", "-u", script.toString(), mode));
        argv.addAll(moves);
        return new EngineCommand(name, argv, null);
    }
}
