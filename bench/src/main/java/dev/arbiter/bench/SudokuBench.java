package dev.arbiter.bench;

import dev.arbiter.games.sudoku.SudokuSolver;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;

/**
 * Norvig's 95 hard Sudoku puzzles ({@code shared/data/sudoku/top95_puzzle_solution.txt}) solved by the generic
 * {@code mm} search under a 10 MiB memory budget, as {@code arbiter solve --game sudoku} does: per-puzzle time
 * (mean, median, max, in wall-clock time and in the thread's CPU time, which a loaded machine disturbs
 * less), mean and largest nodes, and the number of puzzles whose answer differs from the published solution
 * (must be 0). Every puzzle is solved once first to warm up the JIT. {@code --quick} takes every 5th puzzle.
 * Not run by default (it needs the shared data).
 */
final class SudokuBench implements BenchSuite {

    private static final String FILE = "top95_puzzle_solution.txt";
    private static final int QUICK_STEP = 5;

    @Override
    public String name() {
        return "solve-sudoku";
    }

    @Override
    public boolean byDefault() {
        return false;
    }

    @Override
    public void run(boolean quick, Figures figures) {
        List<String[]> puzzles = SharedData.rows(SharedData.directory("sudoku", name()).resolve(FILE),
                quick ? QUICK_STEP : 1);
        SudokuSolver solver = new SudokuSolver();
        for (String[] puzzle : puzzles) {
            solver.solve(puzzle[0]);
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        boolean cpu = threads.isCurrentThreadCpuTimeSupported();
        long[] nanos = new long[puzzles.size()];
        long[] cpuNanos = new long[puzzles.size()];
        long nodes = 0;
        long maxNodes = 0;
        int wrong = 0;
        for (int i = 0; i < puzzles.size(); i++) {
            long cpuStart = cpu ? threads.getCurrentThreadCpuTime() : 0;
            SudokuSolver.Solution solution = solver.solve(puzzles.get(i)[0]);
            cpuNanos[i] = cpu ? threads.getCurrentThreadCpuTime() - cpuStart : 0;
            nanos[i] = solution.nanos();
            nodes += solution.nodes();
            maxNodes = Math.max(maxNodes, solution.nodes());
            if (!solution.grid().equals(puzzles.get(i)[1])) {
                wrong++;
            }
        }
        long total = Arrays.stream(nanos).sum();
        long cpuTotal = Arrays.stream(cpuNanos).sum();
        Arrays.sort(nanos);
        Arrays.sort(cpuNanos);
        figures.report("solve.sudoku.puzzles", Integer.toString(puzzles.size()), "puzzles");
        figures.report("solve.sudoku.mean", millis(total / (double) nanos.length), "ms");
        figures.report("solve.sudoku.median", millis(nanos[nanos.length / 2]), "ms");
        figures.report("solve.sudoku.max", millis(nanos[nanos.length - 1]), "ms");
        if (cpu) {
            figures.report("solve.sudoku.cpu.mean", millis(cpuTotal / (double) nanos.length), "ms");
            figures.report("solve.sudoku.cpu.max", millis(cpuNanos[nanos.length - 1]), "ms");
        }
        figures.report("solve.sudoku.nodes", Long.toString(Math.round(nodes / (double) nanos.length)), "nodes");
        figures.report("solve.sudoku.nodes.max", Long.toString(maxNodes), "nodes");
        figures.report("solve.sudoku.wrong", Integer.toString(wrong), "puzzles");
    }

    private static String millis(double nanos) {
        return String.format("%.2f", nanos / 1e6);
    }
}
