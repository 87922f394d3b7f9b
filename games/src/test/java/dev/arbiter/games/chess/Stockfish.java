package dev.arbiter.games.chess;

import org.junit.jupiter.api.Assumptions;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Stockfish as the independent perft oracle of the tests: {@code /usr/games/stockfish} (the distribution's package,
 * which CI installs) or {@code stockfish} on the PATH. A test that needs it is skipped, with a message, when absent.
 */
final class Stockfish implements AutoCloseable {

    private final Process process;
    private final Writer in;
    private final BufferedReader out;

    private Stockfish(Process process) {
        this.process = process;
        this.in = new java.io.OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
        this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII));
    }

    /** Starts Stockfish, or skips the calling test when it is not installed. */
    static Stockfish startOrSkip() {
        String command = Files.isExecutable(Path.of("/usr/games/stockfish")) ? "/usr/games/stockfish" : "stockfish";
        try {
            return new Stockfish(new ProcessBuilder(command).redirectErrorStream(true).start());
        } catch (IOException e) {
            Assumptions.abort("Stockfish is not installed (/usr/games/stockfish or stockfish on the PATH): "
                    + "the cross-check against an independent perft is skipped");
            throw new IllegalStateException("unreachable");
        }
    }

    /** Stockfish's {@code go perft depth} of {@code fen}: each first move's count (UCI) in its order. */
    Map<String, Long> divide(String fen, int depth) {
        try {
            in.write("position fen " + fen + "\ngo perft " + depth + "\n");
            in.flush();
            Map<String, Long> counts = new LinkedHashMap<>();
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith("Nodes searched")) {
                    return counts;
                }
                int colon = line.indexOf(": ");
                if (colon == 4 || colon == 5) {
                    counts.put(line.substring(0, colon), Long.parseLong(line.substring(colon + 2).trim()));
                }
            }
            throw new IllegalStateException("Stockfish ended while counting " + fen);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            in.write("quit\n");
            in.flush();
        } catch (IOException e) {
            // already gone
        }
        process.destroy();
    }
}
