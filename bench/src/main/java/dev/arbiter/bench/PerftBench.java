package dev.arbiter.bench;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.Perft;
import dev.arbiter.engine.world.PerftCounter;
import dev.arbiter.engine.world.World;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Perft leaves per second, single-threaded, from the initial world: the speed of move generation and of making
 * moves. Each figure is the best of three timed runs after one warm-up run; {@code .time} is wall-clock time
 * and {@code .cpu} the thread's CPU time (less disturbed by other processes on a busy machine). The plain
 * figures make every leaf's action, as the C anchors do ({@code ../shared/anchors/ref-perft}, gcc -O3; on
 * this machine Connect Four perft(9) 161 ms and perft(10) 1.07 s, Reversi perft(9) 105 ms and perft(10)
 * 0.95 s: {@code GROUND_TRUTH.md}); {@code .bulk} figures count the last ply without making it. Connect Four
 * and Reversi run first: a third world type through the same perft code makes its calls megamorphic (not
 * inlined), which no engine process, playing one game, ever sees. Chess follows, bulk only, against Stockfish in the
 * same run ({@link ChessPerftBench}).
 */
final class PerftBench implements BenchSuite {

    private record Case(String game, int depth, int quickDepth) {
    }

    private static final Case[] CASES = {
        new Case("connect4", 10, 8),
        new Case("reversi", 10, 8),
        new Case("tictactoe", 9, 9),
    };

    @Override
    public String name() {
        return "perft";
    }

    @Override
    public void run(boolean quick, Figures figures) {
        GameRegistry registry = GameRegistry.load();
        for (Case c : CASES) {
            int depth = quick ? c.quickDepth : c.depth;
            for (Perft.Counting counting : Perft.Counting.values()) {
                measure(c.game, registry.create(c.game), depth, counting, figures);
            }
        }
        ChessPerftBench.run(quick, figures);
    }

    /**
     * Counts the leaves of {@code game}'s initial world to {@code depth}, then times three more counts and reports the
     * leaves, the best wall and CPU times and the speed under {@code perft.LABEL.dDEPTH[.bulk]}.
     *
     * @return the best wall and CPU times in nanoseconds (CPU 0 when the JVM cannot tell)
     */
    static <W extends World<W>> long[] measure(String label, Game<W> game, int depth, Perft.Counting counting,
                                               Figures figures) {
        PerftCounter<W> perft = game.perftCounter(depth, game.perftConvention(), counting);
        W root = game.initialWorld("");
        long leaves = perft.count(root, depth);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        boolean cpuClock = threads.isCurrentThreadCpuTimeSupported();
        long best = Long.MAX_VALUE;
        long bestCpu = Long.MAX_VALUE;
        for (int run = 0; run < 3; run++) {
            long cpuStart = cpuClock ? threads.getCurrentThreadCpuTime() : 0;
            long start = System.nanoTime();
            perft.count(root, depth);
            best = Math.min(best, System.nanoTime() - start);
            bestCpu = Math.min(bestCpu, cpuClock ? threads.getCurrentThreadCpuTime() - cpuStart : 0);
        }
        String prefix = "perft." + label + ".d" + depth + (counting == Perft.Counting.BULK ? ".bulk" : "");
        figures.report(prefix + ".leaves", Long.toString(leaves), "leaves");
        figures.report(prefix + ".time", String.format("%.1f", best / 1e6), "ms");
        if (cpuClock) {
            figures.report(prefix + ".cpu", String.format("%.1f", bestCpu / 1e6), "ms");
        }
        figures.report(prefix + ".speed", Long.toString((long) (leaves * 1e9 / best)), "leaves/s");
        return new long[] {best, cpuClock ? bestCpu : 0};
    }
}
