package dev.arbiter.bench;

import dev.arbiter.cluster.ClusterExecutor;
import dev.arbiter.cluster.ClusterSecret;
import dev.arbiter.cluster.HazelcastMembers;
import dev.arbiter.cluster.MemberAddress;
import dev.arbiter.cluster.RunSpec;
import dev.arbiter.cluster.SelfCommand;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.EngineSpec;
import dev.arbiter.tournament.Qualification;
import dev.arbiter.tournament.QualificationListener;
import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.results.Standings;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Games per second on a cluster of 1, 2, 3 and 4 worker JVMs ({@code arbiter worker}, one slot each) and what
 * a game costs the coordinator. The coordinator is this JVM (a {@link ClusterExecutor} under a real
 * {@link Qualification}: game log, standings, result files); the engines ({@link SleepingEngine}) sleep 20 ms
 * per move and use almost no CPU, so that two cores are not the limit and the figures show how games are
 * spread; they run with the first-tier compiler only, and the workers with the JVM options the {@code arbiter}
 * script gives {@code arbiter worker}. Four workers join, 2,000 games of engines that do not sleep warm the
 * coordinator's JIT up (200 with {@code --quick}; an overnight run plays far more), 160 games of the sleeping
 * engines (40) start them and warm them up (their start-up fell in the 4-worker window before), then each
 * worker count from 4 down to 1 (a worker leaves after each) plays 160 tic-tac-toe games (40 with
 * {@code --quick}; twice as many with one worker, whose CPU figures came out unstable run to run on a window of
 * 80 games), with {@code concurrency} set to the workers;
 * the rate is taken
 * between the finish of the game at a quarter and at three quarters of the run (engines started, no tail),
 * and the coordinator's CPU time (all its threads: the run, the cluster member, the reports) over the same
 * games is divided by them.
 *
 * <p>After each worker count's games, before a worker leaves, the coordinator idles for 10 s (3 s with
 * {@code --quick}) with its workers joined: what it spends per second then is time-based work (the cluster
 * member's heartbeats and timers, the JVM's), paid whether games are played or not, and is reported apart, not
 * spread over the games. (Measured before the games, right after a worker had left, it came out several times
 * higher with 1-3 workers than with 4, and the per-game figures net of it too low.)
 *
 * <p>Figures: {@code cluster.games.wN} (games/s), {@code cluster.speedup.wN} (over one worker; the goal is at
 * least 0.9 N), {@code cluster.coordinator.idle.cpu.wN} (ms of the coordinator's CPU per second with N workers
 * joined and no game), {@code cluster.member.idle.cpu.wN} (the part of it spent by the cluster member's threads),
 * {@code cluster.coordinator.cpu.game.wN} (ms of the coordinator's CPU per game net of its idle cost: the run's
 * log, ratings and result files, the JIT, the garbage collector and the cluster) and
 * {@code cluster.dispatch.cpu.game.wN} (ms of CPU the cluster itself costs per game net of the member's idle cost:
 * the executor's signing, encoding, verifying and decoding, and the cluster member's threads; the goal is under
 * 1), {@code cluster.jobs.request.wN} (jobs sent per request), and {@code cluster.worker.cpu.game.wN} and
 * {@code cluster.engine.cpu.game.wN}: the CPU per game of the worker JVMs and of their engine JVMs over the
 * same games (whole processes, read from the operating system, idle costs included), to see where two cores go.
 */
final class ClusterBench implements BenchSuite {

    private static final int MAX_WORKERS = 4;
    private static final long MS_PER_MOVE = 20;
    /** Every game is adjudicated after 4 plies (no tic-tac-toe game ends sooner), so all games cost the same. */
    private static final int PLIES = 4;
    /**
     * Games played with each worker count, and with one worker twice as many: one worker plays the fewest games a
     * second, so the run-to-run noise of the idle cost taken out (and a collection or a compilation in the window)
     * weighs most on each of its games, and more games steady its figures.
     */
    private static final int GAMES = 160;
    private static final int GAMES_QUICK = 40;
    /** How long the coordinator's background work is measured with the workers joined and no game. */
    private static final long IDLE_MS = 10_000;
    private static final long IDLE_MS_QUICK = 3_000;
    /**
     * A pause before the idle measurement, so that the previous run's last reports and files are done and the
     * cluster has settled after a worker left.
     */
    private static final long SETTLE_MS = 3_000;

    /**
     * Idle engine processes a worker slot keeps: the two of a game, so that the warm-up's engines end when the
     * sleeping ones start (with 4, each worker kept all four alive, and idle JVMs took CPU from the measured ones).
     */
    private static final int KEEP_ENGINES = 2;
    /** The sleeping engines' compiler: the first tier only. */
    private static final String ENGINE_JIT = "-XX:TieredStopAtLevel=1";

    private final List<String> arbiter;
    private final List<String> worker;

    /**
     * @param arbiter the command that starts this build's {@code arbiter}
     * @param worker  the command that starts this build's {@code arbiter worker}, with the JVM options the
     *                {@code arbiter} script gives a worker (the referee's first-tier compiler), as a user starts it
     */
    ClusterBench(List<String> arbiter, List<String> worker) {
        this.arbiter = List.copyOf(arbiter);
        this.worker = List.copyOf(worker);
    }

    @Override
    public String name() {
        return "cluster";
    }

    @Override
    public boolean byDefault() {
        return false;
    }

    @Override
    public void run(boolean quick, Figures figures) {
        Path dir = null;
        List<Process> workers = new ArrayList<>();
        try {
            dir = Files.createTempDirectory("arbiter-cluster-bench");
            Path secretFile = dir.resolve("secret");
            byte[] random = new byte[32];
            new SecureRandom().nextBytes(random);
            Files.writeString(secretFile, HexFormat.of().formatHex(random));
            List<String> engine = engineCommand(MS_PER_MOVE);
            List<String> instant = engineCommand(0);
            Path trust = dir.resolve("engines.yaml");
            Files.writeString(trust, "engines:\n  - {name: a, cmd: " + yamlList(engine) + "}\n  - {name: b, cmd: "
                    + yamlList(instant) + "}\n");
            MemberAddress coordinator = new MemberAddress("127.0.0.1", freePort());
            Game<?> game = GameRegistry.load().create("tictactoe");
            Ready ready = new Ready();
            ClusterExecutor executor = new ClusterExecutor(new ClusterExecutor.Settings(coordinator, List.of(),
                    ClusterSecret.read(secretFile), new SelfCommand(arbiter), "bench",
                    new RunSpec(GameRules.of("tictactoe").withPlyLimit(PLIES, Adjudication.DRAW), KEEP_ENGINES), false,
                    HazelcastMembers.LOST_AFTER_SECONDS), FaultListener.NONE, ready);
            try (GameService service = new GameService(executor, FaultListener.NONE)) {
                for (int n = 1; n <= MAX_WORKERS; n++) {
                    workers.add(startWorker(coordinator, secretFile, trust, dir.resolve("worker" + n + ".log")));
                }
                ready.await(MAX_WORKERS);
                measure(executor, service, game, instant, dir, dir.resolve("warm-up"), 0, quick ? 200 : 2000,
                        List.copyOf(workers));
                // and the measured engines' own start-up and JIT, which would otherwise land in the first count's window
                measure(executor, service, game, engine, dir, dir.resolve("engines-warm-up"), 0,
                        quick ? GAMES_QUICK : GAMES,
                        List.copyOf(workers));
                Measure[] measures = new Measure[MAX_WORKERS + 1];
                Idle[] idle = new Idle[MAX_WORKERS + 1];
                for (int n = MAX_WORKERS; n >= 1; n--) {
                    int games = (quick ? GAMES_QUICK : GAMES) * (n == 1 ? 2 : 1);
                    measures[n] = measure(executor, service, game, engine, dir, dir.resolve("run" + n), n, games,
                            List.copyOf(workers));
                    // after the games, before a worker leaves: a departure leaves the coordinator's member
                    // busier for a while (measured before the games, the idle cost of 1-3 workers came out
                    // 8-13 ms/s against 1 ms/s with 4, and more was taken out of the games than they carried)
                    idle[n] = idle(executor, quick ? IDLE_MS_QUICK : IDLE_MS);
                    Process leaving = workers.remove(workers.size() - 1);
                    leaving.destroy();
                    ready.awaitAtMost(n - 1);
                }
                double single = measures[1].games * 1e9 / measures[1].nanos;
                for (int n = 1; n <= MAX_WORKERS; n++) {
                    Measure m = measures[n];
                    double rate = m.games * 1e9 / m.nanos;
                    figures.report("cluster.games.w" + n, format(rate), "games/s");
                    figures.report("cluster.speedup.w" + n, format(rate / single), "x");
                    Idle i = idle[n];
                    figures.report("cluster.coordinator.idle.cpu.w" + n, format(i.processNanosPerSecond / 1e6), "ms/s");
                    figures.report("cluster.member.idle.cpu.w" + n, format(i.dispatchNanosPerSecond / 1e6), "ms/s");
                    double seconds = m.nanos / 1e9;
                    figures.report("cluster.coordinator.cpu.game.w" + n,
                            format((m.cpuNanos - i.processNanosPerSecond * seconds) / 1e6 / m.games), "ms");
                    figures.report("cluster.dispatch.cpu.game.w" + n,
                            format((m.dispatchNanos - i.dispatchNanosPerSecond * seconds) / 1e6 / m.games), "ms");
                    figures.report("cluster.jobs.request.w" + n, format(m.jobsPerRequest), "jobs");
                    figures.report("cluster.worker.cpu.game.w" + n, format(m.workerCpuNanos / 1e6 / m.games), "ms");
                    figures.report("cluster.engine.cpu.game.w" + n, format(m.engineCpuNanos / 1e6 / m.games), "ms");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BenchException("cluster: interrupted", e);
        } finally {
            for (Process p : workers) {
                p.destroy();
            }
            for (Process p : workers) {
                try {
                    if (!p.waitFor(20, TimeUnit.SECONDS)) {
                        p.destroyForcibly();
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    p.destroyForcibly();
                }
            }
            BenchFiles.delete(dir);
        }
    }

    /**
     * The sleeping engine, started with this build's Java command and class path, compiled by the first-tier
     * compiler only: it stands for an engine thinking elsewhere, so its own CPU should be as small as it can be
     * (the optimising compiler's compilations in 8-16 engine JVMs took the two cores from the workers).
     */
    private List<String> engineCommand(long msPerMove) {
        List<String> cmd = new ArrayList<>(arbiter.subList(0, arbiter.size() - 1));
        cmd.add(1, ENGINE_JIT);
        cmd.addAll(List.of(SleepingEngine.class.getName(), "tictactoe", Long.toString(msPerMove)));
        return cmd;
    }

    private static String yamlList(List<String> items) {
        List<String> quoted = new ArrayList<>();
        items.forEach(s -> quoted.add("'" + s.replace("'", "''") + "'"));
        return "[" + String.join(", ", quoted) + "]";
    }

    private Process startWorker(MemberAddress coordinator, Path secret, Path trust, Path log) throws IOException {
        List<String> argv = new ArrayList<>(worker);
        argv.addAll(List.of("--join", coordinator.toString(), "--bind", "127.0.0.1:" + freePort(),
                "--secret-file", secret.toString(), "--trust", trust.toString(), "--concurrency", "1"));
        return new ProcessBuilder(argv).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private record Measure(long nanos, long cpuNanos, long dispatchNanos, long games, double jobsPerRequest,
                           long workerCpuNanos, long engineCpuNanos) {
    }

    /**
     * CPU time so far of the worker processes ({@code [0]}) and of their descendants, the engines ({@code [1]}),
     * whole processes, read from the operating system.
     */
    private static long[] workerCpu(List<Process> workers) {
        long[] cpu = new long[2];
        for (Process worker : workers) {
            cpu[0] += cpuNanos(worker.toHandle());
            cpu[1] += worker.toHandle().descendants().mapToLong(ClusterBench::cpuNanos).sum();
        }
        return cpu;
    }

    private static long cpuNanos(ProcessHandle process) {
        return process.info().totalCpuDuration().map(Duration::toNanos).orElse(0L);
    }

    /** CPU the coordinator spends per second with its workers joined and no game to play. */
    private record Idle(double processNanosPerSecond, double dispatchNanosPerSecond) {
    }

    /** The coordinator's CPU per second over {@code millis} with the workers joined and no run. */
    private static Idle idle(ClusterExecutor executor, long millis) throws InterruptedException {
        Thread.sleep(SETTLE_MS);
        long cpu = cpuNanos();
        long dispatch = dispatchCpu(executor);
        long start = System.nanoTime();
        Thread.sleep(millis);
        double seconds = (System.nanoTime() - start) / 1e9;
        return new Idle((cpuNanos() - cpu) / seconds, (dispatchCpu(executor) - dispatch) / seconds);
    }

    /**
     * CPU time of the cluster's work: the executor's dispatch, the cluster member's threads and the common pool's
     * (where Hazelcast completes the calls' futures).
     */
    private static long dispatchCpu(ClusterExecutor executor) {
        long cpu = executor.dispatchCpuNanos();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
            if (info != null && (info.getThreadName().startsWith("hz.")
                    || info.getThreadName().startsWith("ForkJoinPool.commonPool"))) {
                cpu += Math.max(0, threads.getThreadCpuTime(info.getThreadId()));
            }
        }
        return cpu;
    }

    /** Plays {@code games} with {@code engine} (started in {@code dir}) on {@code n} workers, into {@code runDir}. */
    private Measure measure(ClusterExecutor executor, GameService service, Game<?> game, List<String> engine, Path dir,
                            Path runDir, int n, int games, List<Process> workers)
            throws IOException {
        List<EngineSpec> engines = List.of(new EngineSpec("a", engine, dir, null, null),
                new EngineSpec("b", engine, dir, null, null));
        // concurrency: the slots of the cluster (n, all of them for the warm-up), as a user sets it: the schedule
        // hands out games at most 4 x concurrency ahead of the first unfinished one
        QualifyConfig config = new QualifyConfig("tictactoe", engines, games / 2, null, n == 0 ? MAX_WORKERS : n,
                new MoveLimits(0, 1, 0, 1_000, 10_000), PLIES, Adjudication.DRAW, 1, StopRule.NONE);
        Window window = new Window(games / 4, 3 * games / 4, executor, workers);
        long requests = executor.requestsSent();
        long jobs = executor.jobsSent();
        try {
            new Qualification(config, game, new RunFiles(runDir), window).run(service);
        } catch (TournamentException e) {
            throw new BenchException("cluster: " + e.getMessage(), e);
        }
        return new Measure(window.endNanos - window.startNanos, window.endCpu - window.startCpu,
                window.endDispatch - window.startDispatch, window.to - window.from,
                (executor.jobsSent() - jobs) / (double) Math.max(1, executor.requestsSent() - requests),
                window.endWorkers[0] - window.startWorkers[0], window.endWorkers[1] - window.startWorkers[1]);
    }

    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /** Wall and CPU time between the {@code from}-th and the {@code to}-th finished game. */
    private static final class Window implements QualificationListener {
        private final int from;
        private final int to;
        private final ClusterExecutor executor;
        private final List<Process> workers;
        long startNanos;
        long startCpu;
        long startDispatch;
        long endNanos;
        long endCpu;
        long endDispatch;
        long[] startWorkers = new long[2];
        long[] endWorkers = new long[2];

        Window(int from, int to, ClusterExecutor executor, List<Process> workers) {
            this.from = from;
            this.to = to;
            this.executor = executor;
            this.workers = workers;
        }

        @Override
        public synchronized void gameFinished(GameRecord record, Standings standings, int done, int planned) {
            if (done == from) {
                startNanos = System.nanoTime();
                startCpu = cpuNanos();
                startDispatch = dispatchCpu(executor);
                startWorkers = workerCpu(workers);
            } else if (done == to) {
                endNanos = System.nanoTime();
                endCpu = cpuNanos();
                endDispatch = dispatchCpu(executor);
                endWorkers = workerCpu(workers);
            }
        }
    }

    /** Counts the workers that joined. */
    private static final class Ready implements ClusterExecutor.Listener {
        private int ready;

        synchronized void await(int n) throws InterruptedException {
            long end = System.currentTimeMillis() + 180_000;
            while (ready < n) {
                long left = end - System.currentTimeMillis();
                if (left <= 0) {
                    throw new BenchException("cluster: worker " + n + " did not join within 3 minutes", null);
                }
                wait(left);
            }
        }

        /** Waits until at most {@code n} workers are left. */
        synchronized void awaitAtMost(int n) throws InterruptedException {
            while (ready > n) {
                wait();
            }
        }

        @Override
        public synchronized void workerReady(String worker, int slots) {
            ready++;
            notifyAll();
        }

        @Override
        public synchronized void workerLost(String worker, int replayed) {
            ready--;
            notifyAll();
        }

        @Override
        public void workerRefused(String worker, String reason) {
            throw new BenchException("cluster: worker " + worker + " refused: " + reason, null);
        }

        @Override
        public void waitingForWorkers() {
        }
    }

    private static String format(double value) {
        return String.format(Locale.ROOT, "%.3f", value);
    }
}
