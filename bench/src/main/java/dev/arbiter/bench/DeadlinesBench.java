package dev.arbiter.bench;

import dev.arbiter.engine.protocol.LineReader;
import dev.arbiter.engine.protocol.Message;
import dev.arbiter.engine.protocol.Messages;
import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.protocol.ProtocolException;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.World;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Issue 19's goal: a time limit is a deadline for the <em>slowest</em> answer. Built-in engines run as real
 * {@code arbiter serve} processes (with the JVM options of {@link dev.arbiter.engine.server.EngineJvmOptions}
 * and their warm-up) and answer move requests over loopback as a referee sends them ({@code position} and
 * {@code go} in one write, the engine playing every seat): Connect Four with {@code abp}, Reversi with
 * {@code mm} (sibling pruning) and Mars Lander with {@code mm} (sibling pruning, threshold 50, 10 MiB, random
 * maps), each at 10, 50 and 100 ms per move. For every game and limit it reports the 50th and 99th percentiles
 * and the maximum of two latencies in milliseconds: {@code engine}, from the request's arrival to the reply's
 * hand-over to the socket as the engine measures it (the reply's {@code info.latencyMs}), and {@code rtt}, the
 * round trip as the client measures it (from before its write to the reply read). Two counts of late answers
 * follow, one per latency, because they judge different things: {@code late.engine}, the answers whose engine
 * latency reached the limit, is the engine's goal (issue 19: the reply leaves the process before the limit,
 * counted from the request's arrival; the goals below are about it); {@code late.rtt}, the answers whose round
 * trip reached it, is what a strict referee (no margin) would forfeit, and adds what no engine controls: the
 * loopback both ways and the waking of the client's and the engine's reading threads (the default referee
 * allows a margin for it, docs/QUALIFY.md). Every answer late by the engine's measure is put down to one cause,
 * from the times a timed reply carries ({@code info.deadlineMs}, {@code searchStartMs}, {@code searchEndMs},
 * {@code rescued}): {@code late.engine.before-search}, the search thread began past the search's deadline
 * (the request's handling, or the hand-over to the search thread, was descheduled or slow);
 * {@code late.engine.search}, the search ended at or past the limit and no rescue answered for it;
 * {@code late.engine.rescue}, the rescue answered, itself late (the rescue thread woke late);
 * {@code late.engine.reply}, the search ended in time and the reply left late. Everything is measured twice:
 * {@code idle} (no load of the bench's own; {@code deadlines.idle.loadavg} gives the machine's one-minute load average when it started)
 * and {@code loaded}, with a {@link CompetingLoad} of one busy thread per core in another process, the engine and the load
 * both at niceness 10 ({@code deadlines.loaded.nice}: they compete with each other as equals, and the
 * machine's other work keeps its share; the probe thread runs at the bench's own priority); before
 * each, a probe thread that spins for a few seconds reports how much of the time the machine left it off the
 * CPU and its longest stall ({@code stalls.share}, {@code stalls.max}), which bound what any engine can keep.
 * Goals, for the engine latency: {@code engine.max} below the limit idle, {@code engine.p99} below it loaded.
 *
 * <p>What stopped the engine JVM while it served is counted too: each engine runs with
 * {@code -Xlog:safepoint} to a temporary file, and the safepoints logged after its warm-up (once it has
 * announced its address) are reported per workload, all limits together: {@code safepoints} and their
 * longest {@code safepoints.max} (from the request to stop to the threads' release), then one count per
 * kind ({@code safepoints.GenCollectFull}: a collection between games; {@code safepoints.ICBufferFull}: the
 * inline-cache buffer filled, see {@link dev.arbiter.engine.server.EngineJvmOptions}). A safepoint stops the
 * search and the rescue thread alike, so one inside a move is a late answer no budget can prevent.
 *
 * <p>Full run: 1,500, 600 and 400 moves per game at 10, 50 and 100 ms (7,500 moves per load, about
 * 10 minutes in all); {@code --quick}: a tenth. Not run by default.
 */
final class DeadlinesBench implements BenchSuite {

    private static final long[] LIMITS_MS = {10, 50, 100};
    private static final int[] MOVES = {1_500, 600, 400};
    private static final long SEED = 20_190_619;
    private static final long REPLY_TIMEOUT_MS = 10_000;
    /** The niceness of the loaded phase's engines and load: they compete with each other, not with the machine's other work. */
    private static final int NICE = 10;

    /** One game as the bench plays it: the engine's {@code serve} arguments and the game's name. */
    private record Workload(String game, List<String> serve) {
    }

    private static final List<Workload> WORKLOADS = List.of(
            new Workload("connect4", List.of("--algo", "abp", "--memory", "64m")),
            new Workload("reversi", List.of("--algo", "mm", "--param", "pruning=1", "--memory", "64m")),
            new Workload("marslander", List.of("--algo", "mm", "--param", "pruning=1", "--param", "threshold=50",
                    "--memory", "10m")));

    private final UnaryOperator<List<String>> arbiter;

    /** @param arbiter turns {@code arbiter serve ...} into the command that runs it */
    DeadlinesBench(UnaryOperator<List<String>> arbiter) {
        this.arbiter = arbiter;
    }

    @Override
    public String name() {
        return "deadlines";
    }

    @Override
    public boolean byDefault() {
        return false;
    }

    @Override
    public void run(boolean quick, Figures figures) {
        int cores = Runtime.getRuntime().availableProcessors();
        figures.report("deadlines.cores", Integer.toString(cores), "cores");
        figures.report("deadlines.idle.loadavg", loadAverage(), "load");
        probeStalls("deadlines.idle", quick, figures);
        measure("idle", quick, figures);
        try (CompetingLoad load = CompetingLoad.start(cores, NICE)) {
            figures.report("deadlines.loaded.threads", Integer.toString(cores), "busy threads");
            figures.report("deadlines.loaded.nice", Integer.toString(NICE), "niceness");
            probeStalls("deadlines.loaded", quick, figures);
            measure("loaded", quick, figures);
        }
    }

    /**
     * What the machine leaves a thread that never waits: one thread spins for a few seconds reading the clock,
     * and every gap over 1 ms between two reads is time it was not running. Reports the share of the time it
     * was off the CPU and the longest gap: a deadline tighter than the longest stall cannot be kept by any
     * engine, whatever it does.
     */
    private static void probeStalls(String prefix, boolean quick, Figures figures) {
        long duration = (quick ? 2 : 5) * 1_000_000_000L;
        long start = System.nanoTime();
        long last = start;
        long stalled = 0;
        long longest = 0;
        while (last - start < duration) {
            long now = System.nanoTime();
            long gap = now - last;
            if (gap > 1_000_000) {
                stalled += gap;
                longest = Math.max(longest, gap);
            }
            last = now;
        }
        figures.report(prefix + ".stalls.share", String.format(Locale.ROOT, "%.0f", 100.0 * stalled / (last - start)),
                "% of the time off the CPU");
        figures.report(prefix + ".stalls.max", String.format(Locale.ROOT, "%.1f", longest / 1e6), "ms");
    }

    private void measure(String load, boolean quick, Figures figures) {
        for (Workload workload : WORKLOADS) {
            Game<?> game = GameRegistry.load().create(workload.game());
            Path safepointLog = temporaryLog();
            try {
                List<String> logged = withSafepointLog(command(workload), safepointLog);
                List<String> command = load.equals("idle") ? logged : CompetingLoad.niced(NICE, logged);
                long warmedUp;
                try (Engine engine = Engine.start(command)) {
                    warmedUp = safepointLog.toFile().length();
                    for (int i = 0; i < LIMITS_MS.length; i++) {
                        int moves = quick ? MOVES[i] / 10 : MOVES[i];
                        Latencies latencies = play(game, engine, LIMITS_MS[i], moves);
                        latencies.report("deadlines." + load + "." + workload.game() + "." + LIMITS_MS[i] + "ms",
                                LIMITS_MS[i], figures);
                    }
                }
                reportSafepoints("deadlines." + load + "." + workload.game(), safepointLog, warmedUp, figures);
            } finally {
                safepointLog.toFile().delete();
            }
        }
    }

    private static Path temporaryLog() {
        try {
            return Files.createTempFile("arbiter-deadlines-safepoints", ".log");
        } catch (IOException e) {
            throw new BenchException("deadlines bench: cannot create a temporary file: " + e.getMessage(), e);
        }
    }

    /**
     * {@code command} (a java command line) with its JVM's safepoints logged to {@code log}: the option goes
     * last among the JVM's (before {@code -cp}), after any {@code -Xlog:disable} of the class-data sharing's.
     */
    private static List<String> withSafepointLog(List<String> command, Path log) {
        List<String> logged = new ArrayList<>(command);
        int classPath = logged.indexOf("-cp");
        logged.add(classPath > 0 ? classPath : 1, "-Xlog:safepoint=info:file=" + log + "::filecount=0");
        return logged;
    }

    /**
     * The safepoints {@code log} recorded after its first {@code from} bytes (those of the warm-up): how many,
     * the longest in milliseconds, and how many of each kind.
     */
    private static void reportSafepoints(String prefix, Path log, long from, Figures figures) {
        Map<String, Integer> kinds = new TreeMap<>();
        long longest = 0;
        int count = 0;
        try (RandomAccessFile file = new RandomAccessFile(log.toFile(), "r")) {
            file.seek(Math.min(from, file.length()));
            String line;
            while ((line = file.readLine()) != null) {
                Matcher m = SAFEPOINT.matcher(line);
                if (m.find()) {
                    count++;
                    kinds.merge(m.group(1), 1, Integer::sum);
                    longest = Math.max(longest, Long.parseLong(m.group(2)));
                }
            }
        } catch (IOException e) {
            throw new BenchException("deadlines bench: cannot read " + log + ": " + e.getMessage(), e);
        }
        figures.report(prefix + ".safepoints", Integer.toString(count), "safepoints");
        figures.report(prefix + ".safepoints.max", String.format(Locale.ROOT, "%.2f", longest / 1e6), "ms");
        for (Map.Entry<String, Integer> kind : kinds.entrySet()) {
            figures.report(prefix + ".safepoints." + kind.getKey(), Integer.toString(kind.getValue()), "safepoints");
        }
    }

    /** A safepoint line of {@code -Xlog:safepoint}: its kind and its total time in nanoseconds. */
    private static final Pattern SAFEPOINT = Pattern.compile("Safepoint \"(\\w+)\".*Total: (\\d+) ns");

    private List<String> command(Workload workload) {
        List<String> argv = new ArrayList<>(List.of("arbiter", "serve", "--game", workload.game()));
        argv.addAll(workload.serve());
        return arbiter.apply(argv);
    }

    /** Plays {@code moves} moves at {@code limitMs} each, game after game, the engine moving for every seat. */
    private static <W extends World<W>> Latencies play(Game<W> game, Engine engine, long limitMs, int moves) {
        SplittableRandom random = new SplittableRandom(SEED + limitMs);
        Latencies latencies = new Latencies(moves);
        int[] actions = new int[game.maxActions()];
        W world = null;
        while (latencies.count() < moves) {
            if (world == null || world.isEnd()) {
                String init = game.createInitData(random.split());
                world = game.initialWorld(init);
                engine.newGame(init, random.nextLong());
                int opening = game.actorCount() > 1 ? random.nextInt(4) : 0;
                for (int i = 0; i < opening && !world.isEnd(); i++) {
                    world.apply(actions[random.nextInt(world.legalActions(actions))]);
                }
                continue;
            }
            String action = engine.move(world.encode(), limitMs, latencies);
            world.apply(game.parseAction(action));
        }
        return latencies;
    }

    private static String loadAverage() {
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return load < 0 ? "unknown" : String.format(Locale.ROOT, "%.2f", load);
    }

    /** Why an answer was late by the engine's measure, from the times its reply carries. */
    private enum LateCause {
        BEFORE_SEARCH("before-search"), SEARCH("search"), RESCUE("rescue"), REPLY("reply");

        final String label;

        LateCause(String label) {
            this.label = label;
        }

        /**
         * The cause of a late answer whose reply carried {@code info}: the first stage that ran past its
         * moment (the search's start past its deadline, its end past the limit, the rescue), else the reply.
         */
        static LateCause of(Message info, long limitMs) {
            double deadline = info.asDouble("deadlineMs", Double.NaN);
            if (!(info.asDouble("searchStartMs", Double.NaN) <= deadline)) {
                return BEFORE_SEARCH;
            }
            if (info.asBoolean("rescued", false)) {
                return RESCUE;
            }
            return info.asDouble("searchEndMs", Double.NaN) >= limitMs ? SEARCH : REPLY;
        }
    }

    /** The engine-measured and client-measured latencies of a series of moves, in nanoseconds. */
    private static final class Latencies {
        private final long[] engine;
        private final long[] roundTrip;
        private final int[] causes = new int[LateCause.values().length];
        private int count;

        Latencies(int capacity) {
            engine = new long[capacity];
            roundTrip = new long[capacity];
        }

        void add(long engineNanos, long roundTripNanos, Message info, long limitMs) {
            engine[count] = engineNanos;
            roundTrip[count] = roundTripNanos;
            count++;
            if (engineNanos >= limitMs * 1_000_000L) {
                causes[LateCause.of(info, limitMs).ordinal()]++;
            }
        }

        int count() {
            return count;
        }

        void report(String prefix, long limitMs, Figures figures) {
            long limit = limitMs * 1_000_000L;
            figures.report(prefix + ".moves", Integer.toString(count), "moves");
            quantiles(prefix + ".engine", engine, figures);
            quantiles(prefix + ".rtt", roundTrip, figures);
            figures.report(prefix + ".late.engine", Long.toString(countAtLeast(engine, limit)), "moves");
            for (LateCause cause : LateCause.values()) {
                figures.report(prefix + ".late.engine." + cause.label, Integer.toString(causes[cause.ordinal()]), "moves");
            }
            figures.report(prefix + ".late.rtt", Long.toString(countAtLeast(roundTrip, limit)), "moves");
        }

        private long countAtLeast(long[] values, long limit) {
            return Arrays.stream(values, 0, count).filter(n -> n >= limit).count();
        }

        private void quantiles(String prefix, long[] values, Figures figures) {
            long[] sorted = Arrays.copyOf(values, count);
            Arrays.sort(sorted);
            figures.report(prefix + ".p50", millis(sorted[(count - 1) / 2]), "ms");
            figures.report(prefix + ".p99", millis(sorted[(int) Math.ceil(count * 0.99) - 1]), "ms");
            figures.report(prefix + ".max", millis(sorted[count - 1]), "ms");
        }

        private static String millis(long nanos) {
            return String.format(Locale.ROOT, "%.2f", nanos / 1e6);
        }
    }

    /**
     * An {@code arbiter serve} process and a connection to it, used as a referee uses one: started with a
     * token in {@link Protocol#TOKEN_ENV}, so that it exits when the bench does.
     */
    private static final class Engine implements AutoCloseable {
        private final Process process;
        private final Socket socket;
        private final OutputStream out;
        private final LineReader in;
        private long nextId = 1;

        private Engine(Process process, Socket socket) throws IOException {
            this.process = process;
            this.socket = socket;
            this.out = socket.getOutputStream();
            this.in = new LineReader(socket.getInputStream(), Protocol.DEFAULT_MAX_LINE);
        }

        static Engine start(List<String> command) {
            Process process = null;
            try {
                String token = Long.toHexString(new SplittableRandom().nextLong());
                ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
                builder.environment().put(Protocol.TOKEN_ENV, token);
                process = builder.start();
                BufferedReader stdout = new BufferedReader(new InputStreamReader(process.getInputStream(),
                        StandardCharsets.UTF_8));
                String announce = stdout.readLine();
                if (announce == null) {
                    throw new IOException("the engine exited before announcing its address: " + command);
                }
                Message listening = Messages.parse(announce);
                Socket socket = new Socket();
                socket.setTcpNoDelay(true);
                socket.connect(new InetSocketAddress(listening.asText("host", ""), listening.asInt("port", 0)),
                        5_000);
                Engine engine = new Engine(process, socket);
                engine.request(Messages.message(Protocol.HELLO).put("protocol", Protocol.VERSION).put("token", token),
                        Protocol.HELLO);
                return engine;
            } catch (IOException | ProtocolException e) {
                if (process != null) {
                    process.destroyForcibly();
                }
                throw new BenchException("deadlines bench: cannot start " + String.join(" ", command) + ": "
                        + e.getMessage(), e);
            }
        }

        void newGame(String init, long seed) {
            request(Messages.message(Protocol.NEW_GAME).put("seat", 0).put("init", init).put("seed", seed),
                    Protocol.READY);
        }

        /** Asks for an action in {@code world} within {@code limitMs}; records both latencies; returns the action. */
        String move(String world, long limitMs, Latencies latencies) {
            Message position = Messages.message(Protocol.POSITION).put("world", world).put("id", nextId++);
            Message go = Messages.message(Protocol.GO).put("id", nextId++);
            go.putObject("limits").put("timeMs", limitMs);
            byte[] bytes = (Messages.write(position) + "\n" + Messages.write(go) + "\n").getBytes(StandardCharsets.UTF_8);
            try {
                socket.setSoTimeout((int) REPLY_TIMEOUT_MS);
                long start = System.nanoTime();
                out.write(bytes);
                out.flush();
                expect(in.readLine(), Protocol.OK);
                String line = in.readLine();
                long roundTrip = System.nanoTime() - start;
                Message reply = expect(line, Protocol.ACTION);
                Message info = reply.object("info");
                latencies.add((long) (info.asDouble("latencyMs", Double.NaN) * 1e6), roundTrip, info, limitMs);
                return reply.asText("action", "");
            } catch (IOException e) {
                throw new BenchException("deadlines bench: engine connection lost: " + e.getMessage(), e);
            }
        }

        private void request(Message request, String expected) {
            try {
                socket.setSoTimeout((int) REPLY_TIMEOUT_MS);
                out.write((Messages.write(request) + "\n").getBytes(StandardCharsets.UTF_8));
                out.flush();
                expect(in.readLine(), expected);
            } catch (IOException e) {
                throw new BenchException("deadlines bench: engine connection lost: " + e.getMessage(), e);
            }
        }

        private static Message expect(String line, String type) {
            try {
                if (line == null) {
                    throw new BenchException("deadlines bench: the engine closed the connection", null);
                }
                Message reply = Messages.parse(line);
                if (!reply.type().equals(type)) {
                    throw new BenchException("deadlines bench: expected '" + type + "', got " + line, null);
                }
                return reply;
            } catch (ProtocolException e) {
                throw new BenchException("deadlines bench: unreadable reply " + line + ": " + e.getMessage(), e);
            }
        }

        @Override
        public void close() {
            try {
                out.write((Messages.write(Messages.message(Protocol.QUIT).put("shutdown", true)) + "\n")
                        .getBytes(StandardCharsets.UTF_8));
                out.flush();
                socket.close();
            } catch (IOException ignored) {
                // the process is ended below either way
            }
            try {
                if (!process.waitFor(5, java.util.concurrent.TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor();
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }
}
