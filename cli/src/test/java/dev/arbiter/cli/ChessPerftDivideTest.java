package dev.arbiter.cli;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code arbiter perft --game chess --fen FEN --depth 3 --divide} prints what Stockfish's {@code go perft 3} prints:
 * each first move's count and the total (skipped, with a message, when Stockfish is not installed).
 */
class ChessPerftDivideTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "8/8/8/8/8/2k5/8/K7 w - - 120 200",
    })
    void divideEqualsStockfishFirstMoveByFirstMove(String fen) throws Exception {
        CliRunner.Run run = CliRunner.run("perft", "--game", "chess", "--fen", fen, "--depth", "3", "--divide");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(counts(run.out())).isEqualTo(stockfish(fen));
    }

    private static Map<String, Long> counts(String output) {
        Map<String, Long> counts = new TreeMap<>();
        for (String line : output.split("\n")) {
            int colon = line.indexOf(": ");
            if (colon == 4 || colon == 5 || line.startsWith("Nodes searched: ")) {
                counts.put(line.substring(0, colon < 0 ? line.indexOf(':') : colon),
                        Long.parseLong(line.substring(line.indexOf(": ") + 2).trim()));
            }
        }
        return counts;
    }

    private static Map<String, Long> stockfish(String fen) throws IOException, InterruptedException {
        String command = Files.isExecutable(Path.of("/usr/games/stockfish")) ? "/usr/games/stockfish" : "stockfish";
        Process process;
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            Assumptions.abort("Stockfish is not installed: the divide cross-check is skipped");
            throw e;
        }
        process.getOutputStream().write(("position fen " + fen + "\ngo perft 3\nquit\n").getBytes(StandardCharsets.US_ASCII));
        process.getOutputStream().flush();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        process.waitFor();
        return counts(output);
    }
}
