package dev.arbiter.bench;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.Perft;
import dev.arbiter.engine.world.World;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Perft leaves per second, single-threaded, from the initial world: the speed of move generation. Each
 * figure is the best of three timed runs after one warm-up run; {@code .time} is wall-clock time and
 * {@code .cpu} the thread's CPU time (less disturbed by other processes on a busy machine).
 */
final class PerftBench implements BenchSuite {

    private record Case(String game, int depth, int quickDepth) {
    }

    private static final Case[] CASES = {
        new Case("tictactoe", 9, 9),
        new Case("connect4", 10, 8),
        new Case("reversi", 10, 8),
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
            measure(c.game, registry.create(c.game), depth, figures);
        }
    }

    private static <W extends World<W>> void measure(String label, Game<W> game, int depth, Figures figures) {
        Perft<W> perft = new Perft<>(game, depth);
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
        String prefix = "perft." + label + ".d" + depth;
        figures.report(prefix + ".leaves", Long.toString(leaves), "leaves");
        figures.report(prefix + ".time", String.format("%.1f", best / 1e6), "ms");
        if (cpuClock) {
            figures.report(prefix + ".cpu", String.format("%.1f", bestCpu / 1e6), "ms");
        }
        figures.report(prefix + ".speed", Long.toString((long) (leaves * 1e9 / best)), "leaves/s");
    }
}
