package dev.arbiter.bench;

import dev.arbiter.engine.server.EngineJvmOptions;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.EngineSpec;
import dev.arbiter.tournament.Qualification;
import dev.arbiter.tournament.QualificationListener;
import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineProcess;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.results.Standings;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * What a short qualification of instant engines costs, in two parts.
 *
 * <p><b>Whole command</b> ({@code qualify.cold.*}), the user's view and fastchess's figures: {@code arbiter
 * qualify} run as a process of its own (the referee's JVM, started as {@code ./arbiter} starts it), two random
 * movers served by this build (Connect Four, no limit: {@code random} needs none), games capped at 20 plies
 * and adjudicated as draws; 20 games at concurrency 1 and 2, and 200 games at concurrency 1. Per run: the
 * wall time from start to exit per game and games per second, and the CPU time of the whole tree per game (the
 * median of three runs that nothing watches), and, from one more run sampled every 10 ms from {@code /proc}
 * ({@link ProcessTree}), the peak memory of the whole process tree (RSS and PSS) and of one engine (RSS).
 * Reference (fastchess with its random mover, same machine, {@code ../shared/GROUND_TRUTH.md}): 61 ms/game for 20
 * games at concurrency 1 (1.23 s, mostly a fixed floor), 72 ms/game at concurrency 2, 6.1 ms/game for 200
 * games; 16 MB for the whole tree ({@code .vs_fastchess} lines: the ratio, Arbiter / fastchess, per game and
 * for the tree's RSS). {@code qualify.engine.*}: one engine server started as a referee starts
 * it without time limits ({@link EngineJvmOptions#untimed}): milliseconds until its address line, and its
 * resident memory then (median of 5). A C process starts in about 4 ms. {@code qualify.native.*}: the same runs
 * with two compiled random movers as stdio bots ({@link NativeRandomMover}, started afresh for each game as stdio
 * bots are), the kind of engine fastchess was measured with: what is left is the referee's own cost.
 *
 * <p><b>Referee overhead</b> ({@code qualify.overhead.*}): in-process, one-node random movers play a
 * qualification, and the wall time over the second half of the games (the first half warms up the JIT of the
 * referee and of the engines) is divided by the plies and games played in it; engine start-up is excluded.
 * Measured for whole Connect Four games (per ply) and for games adjudicated after 2 plies (per game), at
 * concurrency 1 and 2. Reference (fastchess, instant random mover, same machine kind): 0.23 ms per ply,
 * 0.65 ms per 2-ply game.
 */
final class QualifyBench implements BenchSuite {

    private final UnaryOperator<List<String>> launcher;
    private final UnaryOperator<List<String>> untimed;
    private final List<String> arbiter;

    /**
     * @param launcher turns a command line of this build ({@code arbiter qualify ...}) into the command that runs it
     *                 as the {@code arbiter} script would (its JVM options for that command)
     * @param untimed  as {@code launcher}, for {@code arbiter serve} started by a referee without time limits
     */
    QualifyBench(UnaryOperator<List<String>> launcher, UnaryOperator<List<String>> untimed) {
        this.launcher = launcher;
        this.untimed = untimed;
        this.arbiter = launcher.apply(List.of("arbiter"));
    }

    @Override
    public String name() {
        return "qualify";
    }

    @Override
    public void run(boolean quick, Figures figures) {
        if (ProcessTree.supported()) {
            List<String> served = List.of("arbiter", "serve", "--game", "connect4", "--algo", "random");
            int timedRuns = quick ? 1 : TIMED_RUNS;
            cold("qualify.cold", served, false, 10, 1, timedRuns, figures);
            cold("qualify.cold", served, false, 10, 2, timedRuns, figures);
            if (!quick) {
                cold("qualify.cold", served, false, 100, 1, timedRuns, figures);
            }
            engineStart(quick ? 3 : 5, figures);
            coldNative(quick, timedRuns, figures);
        }
        for (int concurrency = 1; concurrency <= 2; concurrency++) {
            Measure plies = measure(42, quick ? 100 : 600, concurrency);
            figures.report("qualify.overhead.ply.c" + concurrency, format(plies.nanos / 1e6 / plies.plies), "ms");
            Measure games = measure(2, quick ? 500 : 3000, concurrency);
            figures.report("qualify.overhead.game2ply.c" + concurrency, format(games.nanos / 1e6 / games.games), "ms");
            figures.report("qualify.games2ply.c" + concurrency, format(games.games * 1e9 / games.nanos), "games/s");
        }
    }

    private record Measure(long nanos, long plies, long games) {
    }

    /** fastchess, whole process, 20 games of 20 plies at concurrency 1 ({@code GROUND_TRUTH.md}). */
    private static final double FASTCHESS_20_C1_MS_PER_GAME = 61;
    /** The same at concurrency 2. */
    private static final double FASTCHESS_20_C2_MS_PER_GAME = 72;
    /** fastchess, 200 games at concurrency 1. */
    private static final double FASTCHESS_200_MS_PER_GAME = 6.1;
    /** fastchess's whole process tree with two engines, peak. */
    private static final double FASTCHESS_TREE_MB = 16;

    /**
     * The same whole-command runs with two compiled random movers ({@link NativeRandomMover}, stdio), which cost
     * next to nothing: what is left is the referee's own cost, against fastchess with its compiled random mover.
     */
    private void coldNative(boolean quick, int timedRuns, Figures figures) {
        Path dir = null;
        try {
            dir = Files.createTempDirectory("arbiter-bench-native");
            Optional<Path> mover = NativeRandomMover.compile(dir);
            if (mover.isEmpty()) {
                System.err.println("bench: qualify.native.* left out: no C compiler (cc) to build the native random mover");
                return;
            }
            List<String> cmd = List.of(mover.get().toString());
            cold("qualify.native", cmd, true, 10, 1, timedRuns, figures);
            cold("qualify.native", cmd, true, 10, 2, timedRuns, figures);
            if (!quick) {
                cold("qualify.native", cmd, true, 100, 1, timedRuns, figures);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            BenchFiles.delete(dir);
        }
    }

    /** The unwatched runs of each whole-command figure, of which the median is reported (one with {@code --quick}). */
    private static final int TIMED_RUNS = 3;

    /**
     * {@code arbiter qualify} of {@code 2 rounds} games of two engines running {@code cmd} (as engine servers, or
     * as stdio bots when {@code stdio}), run as a process once watched for its memory ({@link ProcessTree#run}) and
     * then {@code timedRuns} times unwatched for its wall and CPU time ({@link ProcessTree#time}: the watching takes
     * CPU from the cores the run shares, so a watched run is slower than a user's); its lines are named
     * {@code name.gG.cC.*}.
     */
    private void cold(String name, List<String> cmd, boolean stdio, int rounds, int concurrency, int timedRuns,
                      Figures figures) {
        Path dir = null;
        try {
            dir = Files.createTempDirectory("arbiter-bench-cold");
            Path config = dir.resolve("qualify.yaml");
            Files.writeString(config, """
                    game: connect4
                    seed: 1
                    rounds: %d
                    concurrency: %d
                    maxPlies: 20
                    adjudicate: draw
                    engines:
                      - {name: a, %3$scmd: %4$s}
                      - {name: b, %3$scmd: %4$s}
                    """.formatted(rounds, concurrency, stdio ? "protocol: stdio, " : "", yamlList(cmd)));
            List<String> argv = launcher.apply(List.of("arbiter", "qualify", config.toString(), "--out",
                    dir.resolve("run").toString(), "--no-progress"));
            int games = 2 * rounds;
            ProcessTree.Run watched = ProcessTree.run(argv, dir);
            check(name, watched.exitCode());
            double[] wall = new double[timedRuns];
            double[] cpu = new double[timedRuns];
            for (int r = 0; r < timedRuns; r++) {
                BenchFiles.delete(dir.resolve("run"));
                ProcessTree.Timed timed = ProcessTree.time(argv, dir);
                check(name, timed.exitCode());
                wall[r] = timed.wallMs();
                cpu[r] = timed.cpuMs();
            }
            double wallMs = median(wall);
            String prefix = name + ".g" + games + ".c" + concurrency;
            figures.report(prefix + ".wall", format(wallMs), "ms");
            figures.report(prefix + ".per_game", format(wallMs / games), "ms/game");
            figures.report(prefix + ".games_per_s", format(games * 1000.0 / wallMs), "games/s");
            figures.report(prefix + ".cpu_per_game", format(median(cpu) / games), "ms/game");
            figures.report(prefix + ".tree_rss", format(watched.peakTreeBytes() / 1e6), "MB");
            figures.report(prefix + ".tree_pss", format(watched.peakTreePss() / 1e6), "MB");
            figures.report(prefix + ".engine_rss", format(watched.peakProcessBytes() / 1e6), "MB");
            figures.report(prefix + ".engines", Integer.toString(watched.peakDescendants()), "processes");
            double anchor = games > 20 ? FASTCHESS_200_MS_PER_GAME : concurrency == 1 ? FASTCHESS_20_C1_MS_PER_GAME
                    : FASTCHESS_20_C2_MS_PER_GAME;
            figures.report(prefix + ".vs_fastchess", format(wallMs / games / anchor), "x");
            figures.report(prefix + ".tree_rss_vs_fastchess", format(watched.peakTreeBytes() / 1e6 / FASTCHESS_TREE_MB), "x");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            BenchFiles.delete(dir);
        }
    }

    private static void check(String name, int exitCode) {
        if (exitCode != 0) {
            throw new BenchException(name + ": arbiter qualify exited with " + exitCode, null);
        }
    }

    /** A flow-style YAML list of {@code items}, each double-quoted and escaped. */
    private static String yamlList(List<String> items) {
        return items.stream().map(item -> '"' + item.replace("\\", "\\\\").replace("\"", "\\\"") + '"')
                .collect(Collectors.joining(", ", "[", "]"));
    }

    /** Starts {@code runs} random-mover engine servers one after the other: time to the address line, memory then. */
    private void engineStart(int runs, Figures figures) {
        List<String> argv = untimed.apply(List.of("arbiter", "serve", "--game", "connect4", "--algo", "random",
                "--warmup-ms", "0"));
        double[] millis = new double[runs];
        double[] megabytes = new double[runs];
        for (int r = 0; r < runs; r++) {
            long start = System.nanoTime();
            try (EngineProcess engine = EngineProcess.start(new EngineCommand("bench", argv, null), null, 60_000)) {
                millis[r] = (System.nanoTime() - start) / 1e6;
                megabytes[r] = ProcessTree.residentBytes(engine.pid()) / 1e6;
            } catch (EngineFault e) {
                throw new BenchException("qualify.engine: " + e.getMessage(), e);
            }
        }
        figures.report("qualify.engine.startup", format(median(millis)), "ms");
        figures.report("qualify.engine.rss", format(median(megabytes)), "MB");
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static String format(double value) {
        return String.format(Locale.ROOT, "%.3f", value);
    }

    private Measure measure(int maxPlies, int rounds, int concurrency) {
        Game<?> game = GameRegistry.load().create("connect4");
        List<String> serve = new ArrayList<>(arbiter);
        serve.addAll(List.of("serve", "--game", "connect4", "--algo", "random", "--nodes", "1"));
        List<EngineSpec> engines = List.of(new EngineSpec("a", serve, null, null, null),
                new EngineSpec("b", serve, null, null, null));
        QualifyConfig config = new QualifyConfig("connect4", engines, rounds, null, concurrency,
                new MoveLimits(0, 1, 0, 1_000, 10_000), maxPlies, Adjudication.DRAW, 1, StopRule.NONE);
        Path dir = null;
        try {
            dir = Files.createTempDirectory("arbiter-bench");
            Timing timing = new Timing(rounds);
            new Qualification(config, game, new RunFiles(dir), timing).run();
            return new Measure(timing.last - timing.first, timing.plies, timing.games);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (TournamentException e) {
            throw new IllegalStateException(e.getMessage(), e);
        } finally {
            BenchFiles.delete(dir);
        }
    }

    /** Times the games finished after the first {@code warmup}, counting what was played in them. */
    private static final class Timing implements QualificationListener {
        private final int warmup;
        long first;
        long last;
        long plies;
        long games;

        Timing(int warmup) {
            this.warmup = warmup;
        }

        @Override
        public synchronized void gameFinished(GameRecord record, Standings standings, int done, int planned) {
            long now = System.nanoTime();
            if (done <= warmup) {
                first = now;
                return;
            }
            last = now;
            plies += record.moves().size();
            games++;
        }
    }
}
