package dev.arbiter.bench;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.Perft;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Chess perft of the initial position against Stockfish in the same run: Arbiter's bulk perft (the last ply's
 * moves counted, not made, as Stockfish's {@code go perft} counts them) at depth 6 (5 with {@code --quick}), then
 * Stockfish's {@code go perft} of the same depth (the distribution's {@code /usr/games/stockfish}, or
 * {@code stockfish} on the PATH), each the best of three timed runs after a warm-up, and the ratios (Arbiter /
 * Stockfish; the goal is at most 3). {@code .vs_stockfish} compares CPU times (this thread's, and Stockfish's
 * process's as the operating system counts it, {@link ProcessHandle.Info#totalCpuDuration}), which a busy machine
 * disturbs least; {@code .vs_stockfish.wall} compares wall times (Stockfish's from sending the command to reading its
 * total). Stockfish's process is started once, before. When Stockfish is not installed the suite says so on the error
 * stream and prints Arbiter's figures alone.
 */
final class ChessPerftBench {

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private ChessPerftBench() {
    }

    static void run(boolean quick, BenchSuite.Figures figures) {
        int depth = quick ? 5 : 6;
        Game<?> game = GameRegistry.load().create("chess");
        String prefix = "perft.chess.d" + depth + ".bulk";
        long[] ours = PerftBench.measure("chess", game, depth, Perft.Counting.BULK, figures);
        Path stockfish = stockfish();
        if (stockfish == null) {
            System.err.println("bench: " + prefix + ".vs_stockfish left out: Stockfish is not installed "
                    + "(/usr/games/stockfish or stockfish on the PATH)");
            return;
        }
        long[] theirs = stockfishNanos(stockfish, depth);
        figures.report(prefix + ".stockfish.time", String.format("%.1f", theirs[0] / 1e6), "ms");
        if (theirs[1] > 0 && ours[1] > 0) {
            figures.report(prefix + ".stockfish.cpu", String.format("%.1f", theirs[1] / 1e6), "ms");
            figures.report(prefix + ".vs_stockfish", String.format("%.2f", (double) ours[1] / theirs[1]), "x");
        }
        figures.report(prefix + ".vs_stockfish.wall", String.format("%.2f", (double) ours[0] / theirs[0]), "x");
    }

    private static Path stockfish() {
        Path installed = Path.of("/usr/games/stockfish");
        if (Files.isExecutable(installed)) {
            return installed;
        }
        String path = System.getenv("PATH");
        if (path != null) {
            for (String dir : path.split(java.io.File.pathSeparator)) {
                Path candidate = Path.of(dir, "stockfish");
                if (Files.isExecutable(candidate)) {
                    return candidate;
                }
            }
        }
        return null;
    }

    /**
     * The best wall and CPU times of three {@code go perft depth} of the start position after one warm-up (CPU 0 when
     * the system does not say).
     */
    private static long[] stockfishNanos(Path stockfish, int depth) {
        Process process = null;
        try {
            process = new ProcessBuilder(stockfish.toString()).redirectErrorStream(true).start();
            Writer in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII));
            in.write("uci\nisready\n");
            in.flush();
            readUntil(out, "readyok");
            long best = Long.MAX_VALUE;
            long bestCpu = Long.MAX_VALUE;
            for (int run = 0; run < 4; run++) {
                long cpuStart = cpuNanos(process);
                long start = System.nanoTime();
                in.write("position fen " + START + "\ngo perft " + depth + "\n");
                in.flush();
                readUntil(out, "Nodes searched");
                long elapsed = System.nanoTime() - start;
                long cpu = cpuNanos(process) - cpuStart;
                if (run > 0) {
                    best = Math.min(best, elapsed);
                    bestCpu = Math.min(bestCpu, cpu);
                }
            }
            in.write("quit\n");
            in.flush();
            return new long[] {best, cpuNanos(process) > 0 ? bestCpu : 0};
        } catch (IOException e) {
            throw new UncheckedIOException("Stockfish (" + stockfish + ")", e);
        } finally {
            if (process != null) {
                process.destroy();
            }
        }
    }

    private static long cpuNanos(Process process) {
        return process.info().totalCpuDuration().map(java.time.Duration::toNanos).orElse(0L);
    }

    private static void readUntil(BufferedReader out, String prefix) throws IOException {
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.startsWith(prefix)) {
                return;
            }
        }
        throw new IOException("Stockfish ended before printing '" + prefix + "'");
    }
}
