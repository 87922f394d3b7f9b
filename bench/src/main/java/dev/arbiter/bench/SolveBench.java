package dev.arbiter.bench;

import dev.arbiter.games.connectx.solver.Connect4Solver;
import dev.arbiter.games.connectx.solver.Position;
import dev.arbiter.games.connectx.solver.TranspositionTable;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The Connect Four solver on Pascal Pons' benchmark sets ({@code shared/data/connect4}, found from the working
 * directory's parents), measured as in his blog: transposition table cleared before each position, the clock
 * around the search only. Per set: mean and median wall time, mean thread CPU time (less sensitive to other
 * processes on a shared machine, which inflate the wall-clock mean through preemption), mean nodes, nodes per
 * CPU second, and the number of positions whose score differs from the published one (must be 0). A few
 * hundred positions are solved first to warm up the JIT. {@code --quick} takes every 20th line.
 *
 * <p>Two suites: {@code solve} (End-Easy, Middle-Easy, Middle-Medium, Begin-Easy, Begin-Medium; several
 * minutes in full) and {@code solve-hard} (a sample of Begin-Hard: every 100th line from the first, 10
 * positions; minutes).
 * Neither runs by default.
 */
final class SolveBench implements BenchSuite {

    private record Set(String file, String name, int step) {
    }

    private static final Set[] EASIER = {
        new Set("Test_L3_R1", "end-easy", 1),
        new Set("Test_L2_R1", "middle-easy", 1),
        new Set("Test_L2_R2", "middle-medium", 1),
        new Set("Test_L1_R1", "begin-easy", 1),
        new Set("Test_L1_R2", "begin-medium", 1),
    };
    private static final Set[] HARD = {new Set("Test_L1_R3", "begin-hard-sample", 100)};
    private static final int QUICK_STEP = 20;
    private static final int WARM_UP_POSITIONS = 300;

    private final boolean hard;

    private SolveBench(boolean hard) {
        this.hard = hard;
    }

    /** The suite over the five easier sets. */
    static SolveBench easierSets() {
        return new SolveBench(false);
    }

    /** The suite over a Begin-Hard sample. */
    static SolveBench beginHardSample() {
        return new SolveBench(true);
    }

    @Override
    public String name() {
        return hard ? "solve-hard" : "solve";
    }

    @Override
    public boolean byDefault() {
        return false;
    }

    @Override
    public void run(boolean quick, Figures figures) {
        Path dir = SharedData.directory("connect4", "solve");
        Connect4Solver solver = new Connect4Solver();
        warmUp(solver, dir);
        for (Set set : hard ? HARD : EASIER) {
            int step = quick ? Math.max(set.step, QUICK_STEP) : set.step;
            measure(solver, SharedData.rows(dir.resolve(set.file), step), "solve." + set.name, figures);
        }
    }

    private static void warmUp(Connect4Solver solver, Path dir) {
        List<String[]> lines = SharedData.rows(dir.resolve("Test_L2_R1"), 1);
        for (int i = 0; i < WARM_UP_POSITIONS && i < lines.size(); i++) {
            solver.resetTable();
            solver.solve(Position.parse(lines.get(i)[0]), false);
        }
    }

    private static void measure(Connect4Solver solver, List<String[]> lines, String prefix, Figures figures) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] nanos = new long[lines.size()];
        long cpu = 0;
        long nodes = 0;
        int mismatches = 0;
        for (int i = 0; i < lines.size(); i++) {
            Position position = Position.parse(lines.get(i)[0]);
            solver.resetTable();
            long cpuStart = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            int score = solver.solve(position, false);
            nanos[i] = System.nanoTime() - start;
            cpu += threads.getCurrentThreadCpuTime() - cpuStart;
            nodes += solver.nodes();
            if (score != Integer.parseInt(lines.get(i)[1])) {
                mismatches++;
            }
        }
        long total = Arrays.stream(nanos).sum();
        Arrays.sort(nanos);
        figures.report(prefix + ".positions", Integer.toString(lines.size()), "positions");
        figures.report(prefix + ".mean", time(total / (double) lines.size()), unit(total / (double) lines.size()));
        figures.report(prefix + ".median", time(nanos[nanos.length / 2]), unit(nanos[nanos.length / 2]));
        double cpuMean = cpu / (double) lines.size();
        figures.report(prefix + ".cpu-mean", time(cpuMean), unit(cpuMean));
        figures.report(prefix + ".nodes", Long.toString(Math.round(nodes / (double) lines.size())), "nodes");
        figures.report(prefix + ".speed", Long.toString(Math.round(nodes * 1e9 / Math.max(1, cpu))), "nodes/s");
        figures.report(prefix + ".mismatches", Integer.toString(mismatches), "positions");
    }

    private static String unit(double nanos) {
        return nanos < 1e6 ? "us" : nanos < 1e9 ? "ms" : "s";
    }

    private static String time(double nanos) {
        double scaled = nanos < 1e6 ? nanos / 1e3 : nanos < 1e9 ? nanos / 1e6 : nanos / 1e9;
        return String.format("%.1f", scaled);
    }
}
