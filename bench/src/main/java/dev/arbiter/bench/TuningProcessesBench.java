package dev.arbiter.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.Locale;

/**
 * The processes and memory of a tuning run: {@code arbiter tune} of the example configuration
 * ({@code configs/tune-connect4.yaml}: four Connect Four weights of the built-in alpha-beta at 1,000 nodes a
 * move, population 8, concurrency 2, the values sent in each {@code newgame}) with a budget of 96 games (32
 * with {@code --quick}) and a validation of 8 pairs, run as a process of its own and watched from
 * {@code /proc} ({@link ProcessTree}): the most engine processes alive at once, per worker, the peak resident
 * memory of the whole tree and of one engine, and the wall time. Goals (issue 18): at most 2 engine processes
 * per worker and the tree under 600 MB; before the values went over the protocol the same run kept a process
 * per vector (35 processes, 3.2 GB). Runs only when named: {@code arbiter bench --only tuning-processes}.
 */
final class TuningProcessesBench implements BenchSuite {

    private static final int WORKERS = 2;

    private final UnaryOperator<List<String>> launcher;

    /**
     * @param launcher turns a command line of this build ({@code arbiter tune ...}) into the command that runs it as
     *                 the {@code arbiter} script would
     */
    TuningProcessesBench(UnaryOperator<List<String>> launcher) {
        this.launcher = launcher;
    }

    @Override
    public String name() {
        return "tuning-processes";
    }

    @Override
    public boolean byDefault() {
        return false;
    }

    @Override
    public void run(boolean quick, Figures figures) {
        if (!ProcessTree.supported()) {
            return;
        }
        Path dir = null;
        try {
            dir = Files.createTempDirectory("arbiter-bench-tune");
            Path config = dir.resolve("tune.yaml");
            Files.writeString(config, """
                    game: connect4:openings=4
                    seed: 20261123
                    concurrency: %d
                    limits: {nodes: 1000}
                    maxPlies: 42
                    engine:
                      cmd: [arbiter, serve, --game, connect4, --algo, abp]
                    parameters:
                      - {name: threatOne, min: 0, max: 400000, seed: 1000}
                      - {name: twoBoth,   min: 0, max: 200000, seed: 0}
                      - {name: twoSpace,  min: 0, max: 100000, seed: 0}
                      - {name: centre,    min: 0, max: 10000,  seed: 0, integer: true}
                    population: 8
                    budget: {games: %d}
                    validation: {pairs: 8}
                    """.formatted(WORKERS, quick ? 32 : 96));
            List<String> argv = launcher.apply(List.of("arbiter", "tune", config.toString(), "--out",
                    dir.resolve("run").toString(), "--no-progress",
                    // a few generations' processes and memory are the figure, not the tuning's outcome
                    "--allow-short-budget"));
            ProcessTree.Run run = ProcessTree.run(argv, dir);
            if (run.exitCode() != 0) {
                throw new BenchException("tuning-processes: arbiter tune exited with " + run.exitCode(), null);
            }
            figures.report("tuning.processes.engines", Integer.toString(run.peakDescendants()), "processes");
            figures.report("tuning.processes.per_worker", format((double) run.peakDescendants() / WORKERS), "processes");
            figures.report("tuning.processes.tree_rss", format(run.peakTreeBytes() / 1e6), "MB");
            figures.report("tuning.processes.tree_pss", format(run.peakTreePss() / 1e6), "MB");
            figures.report("tuning.processes.engine_rss", format(run.peakProcessBytes() / 1e6), "MB");
            figures.report("tuning.processes.wall", format(run.wallMs() / 1000), "s");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            BenchFiles.delete(dir);
        }
    }

    private static String format(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
