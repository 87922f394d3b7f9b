package dev.arbiter.cli.config;

import dev.arbiter.engine.server.EngineJvmOptions;
import dev.arbiter.engine.server.ServeSettings;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Expands the program name {@code arbiter} at the head of an engine command into the Java command that
 * runs this very build ({@code java -cp <our class path> dev.arbiter.cli.Arbiter}), so configs can name
 * built-in engines without knowing where the jar is. Every such JVM maps the build's class-data-sharing archive
 * ({@link #sharing}) when the package step made one. An engine server ({@code arbiter serve ...}) runs with the
 * JVM profile of its limits ({@link EngineJvmOptions}): the timed one when the referee gives it time limits,
 * the untimed one (small heap, nothing pre-touched, and no warm-up unless its arguments ask for one: a JVM
 * property, {@link ServeSettings#WARM_UP_PROPERTY}, so that its arguments stay those of its configuration) under node
 * or depth budgets, where start-up time and memory count and pauses do not.
 */
public final class Launchers {

    /** The program name that stands for this tool. */
    public static final String SELF = "arbiter";

    private Launchers() {
    }

    /** {@code argv} with a leading {@code arbiter} replaced by the Java command of this build, for a timed engine. */
    public static List<String> expand(List<String> argv) {
        return expand(argv, true);
    }

    /**
     * {@code argv} with a leading {@code arbiter} replaced by the Java command of this build.
     *
     * @param timed whether the referee gives the engine time limits
     */
    public static List<String> expand(List<String> argv, boolean timed) {
        return expand(argv, timed, 1);
    }

    /**
     * {@code argv} with a leading {@code arbiter} replaced by the Java command of this build; an engine server
     * ({@code arbiter serve}) started to play {@code sessions} games at once serves that many connections
     * ({@link ServeSettings#SESSIONS_PROPERTY}, with a heap for as many search trees).
     *
     * @param timed whether the referee gives the engine time limits
     */
    public static List<String> expand(List<String> argv, boolean timed, int sessions) {
        if (argv.isEmpty() || !argv.get(0).equals(SELF)) {
            return List.copyOf(argv);
        }
        List<String> args = argv.subList(1, argv.size());
        if (args.isEmpty() || !args.get(0).equals("serve")) {
            List<String> jvmOptions = new ArrayList<>(TOOL_OPTIONS);
            if (!args.isEmpty() && REFEREE_COMMANDS.contains(args.get(0))) {
                jvmOptions.addAll(REFEREE_JIT);
                jvmOptions.add(REFEREE_YOUNG_GENERATION);
            }
            List<String> expanded = new ArrayList<>(java(jvmOptions, System.getProperty("java.class.path"), TOOL_ARCHIVE));
            expanded.addAll(args);
            return List.copyOf(expanded);
        }
        boolean warm = timed || EngineJvmOptions.givesTime(args);
        List<String> jvmOptions = new ArrayList<>(EngineJvmOptions.forServe(args, timed, sessions));
        if (sessions > 1) {
            jvmOptions.add("-D" + ServeSettings.SESSIONS_PROPERTY + "=" + sessions);
        }
        if (!warm && args.stream().noneMatch(a -> a.equals("--warmup-ms") || a.startsWith("--warmup-ms="))) {
            jvmOptions.add("-D" + ServeSettings.WARM_UP_PROPERTY + "=0");
        }
        List<String> expanded = new ArrayList<>(java(jvmOptions, serverClassPath(System.getProperty("java.class.path")), SERVER_ARCHIVE));
        expanded.addAll(args);
        return List.copyOf(expanded);
    }

    /**
     * The command that starts this build: java with the serial collector (engines share two cores), a small
     * initial heap (the default, a 64th of the machine's memory, lets a referee touch a young generation of a
     * hundred megabytes and more before its first collection; the heap still grows as a run needs) and no
     * periodic safepoint (a referee times every reply: a thread that wakes with the reply during a safepoint
     * waits for its end, and the reply is measured that much later; see {@link EngineJvmOptions}), our class
     * path and main class. The {@code arbiter} script starts the tool the same way.
     */
    public static List<String> self() {
        return java(TOOL_OPTIONS, System.getProperty("java.class.path"), TOOL_ARCHIVE);
    }

    /**
     * The command that starts this build's engine servers, as {@link #self()} but on the servers' class path
     * ({@link #serverClassPath}) with their archive: a cluster's worker runs {@code arbiter serve} with it, and
     * recognises it as this build's ({@code SelfCommand}).
     */
    public static List<String> server() {
        return java(TOOL_OPTIONS, serverClassPath(System.getProperty("java.class.path")), SERVER_ARCHIVE);
    }

    /**
     * The commands that referee and report, which the {@code arbiter} script runs with the first-tier compiler only
     * and compile later ({@link #REFEREE_JIT}; the script says what it was measured to save), as this build does when a command
     * line names them.
     */
    static final Set<String> REFEREE_COMMANDS = Set.of("qualify", "tune", "rank", "report", "worker");

    /** The first JIT option of {@link #REFEREE_COMMANDS}. */
    static final String FIRST_TIER_ONLY = "-XX:TieredStopAtLevel=1";

    /**
     * The JIT options of {@link #REFEREE_COMMANDS}: the first-tier compiler only, and a method compiled after four
     * times the usual number of calls and loops, so that the code a referee runs a few hundred times (start-up,
     * configuration, the report at the end) stays interpreted instead of filling the compiler's queue; the per-move
     * code is still compiled within the first games. Measured with two random movers, 200 games of 20 plies,
     * interleaved: 16% less CPU for the whole run (10 gave no more). Its compiler threads are started once instead
     * of added and removed as the queue grows, each decision of which reads the container's memory figures
     * ({@code sysinfo} and two cgroup files, about 250 times in a 40-game run): 200 chess games of two random movers
     * over UCI, five interleaved pairs, 8% less CPU for the whole run, every pair lower; 20 games the same.
     */
    static final List<String> REFEREE_JIT = List.of(FIRST_TIER_ONLY, "-XX:CompileThresholdScaling=4",
            "-XX:-UseDynamicNumberOfCompilerThreads");

    /**
     * The young generation of {@link #REFEREE_COMMANDS} ({@code -Xmn}): the default, a third of the 32 MiB initial
     * heap, is about 10 MiB that every collection cycle touches whole, resident while the engines run. With 4 MiB a
     * short qualification of two random movers kept 5-6 MB less resident in the referee, for a few more young
     * collections of a small live set (measured in {@code docs/ENGINE.md}).
     */
    static final String REFEREE_YOUNG_GENERATION = "-Xmn4m";

    /** The initial heap of a JVM running this tool (not an engine server). */
    static final String REFEREE_INITIAL_HEAP = "32m";

    /**
     * The JVM options of this tool's own JVMs ({@link #self()}): without periodic safepoints, the inline-cache
     * buffer is as large as an engine's ({@link EngineJvmOptions#INLINE_CACHE_BUFFER}), so it never fills and stops
     * the referee's or a self-play search's threads mid-move; loops unrolled as an engine's
     * ({@link EngineJvmOptions#LOOP_UNROLL}: {@code perft}, {@code search} and self-play run here).
     */
    private static final List<String> TOOL_OPTIONS = List.of("-XX:+UseSerialGC", "-Xms" + REFEREE_INITIAL_HEAP,
            "-XX:+UnlockDiagnosticVMOptions", "-XX:GuaranteedSafepointInterval=0",
            "-XX:+UnlockExperimentalVMOptions", "-XX:InlineCacheBufferSize=" + EngineJvmOptions.INLINE_CACHE_BUFFER,
            EngineJvmOptions.LOOP_UNROLL);

    /** The suffix of the tool's class-data-sharing archive: every class a referee or an engine server loads. */
    static final String TOOL_ARCHIVE = ".jsa";

    /**
     * The suffix of the engine servers' archive: only the classes an engine server loads. An archive is mapped
     * whole (this JDK maps it at a random address and relocates every page, so every page is resident and
     * private to the process): with the tool's archive an engine server kept 63 MB resident, with its own 54 MB.
     */
    static final String SERVER_ARCHIVE = "-serve.jsa";

    /**
     * The suffix of the engine servers' jar, which the package step cuts from the tool's: the same classes without
     * the cluster module and Hazelcast, two thirds of the tool jar's 17,000 entries. Every JVM reads the whole
     * central directory of each jar on its class path into its heap when it opens the jar (as the class loader does
     * for the services an engine looks up), and an engine server never loads those classes: an engine server started
     * from the smaller jar kept about 1-2 MB less resident.
     */
    static final String SERVER_JAR = "-serve.jar";

    /**
     * The class path of an engine server of the build on {@code classPath}: the servers' jar next to the build's jar
     * when the package step made one, the build's class path otherwise.
     */
    static String serverClassPath(String classPath) {
        if (!isBuildJar(classPath)) {
            return classPath;
        }
        Path serverJar = Path.of(stem(classPath) + SERVER_JAR);
        return Files.isRegularFile(serverJar) ? serverJar.toString() : classPath;
    }

    private static boolean isBuildJar(String classPath) {
        return classPath.endsWith(".jar") && !classPath.contains(File.pathSeparator);
    }

    private static String stem(String jar) {
        return jar.substring(0, jar.length() - ".jar".length());
    }

    /**
     * The JVM's own messages (an archive it cannot map, a statistics file another process holds) to standard error,
     * never standard output, whose first line is an engine's address.
     */
    private static final List<String> JVM_MESSAGES_TO_STDERR = List.of("-Xlog:disable", "-Xlog:all=warning:stderr");

    private static List<String> java(List<String> jvmOptions, String classPath, String archive) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.addAll(JVM_MESSAGES_TO_STDERR);
        command.addAll(sharing(archive));
        command.addAll(List.of("-cp", classPath, "dev.arbiter.cli.Arbiter"));
        return List.copyOf(command);
    }

    /**
     * The class-data-sharing options of this build: when it runs from a jar next to which the package step
     * left archives ({@code arbiter.jar}; {@code arbiter.jsa} for the tool, {@code arbiter-serve.jsa} for engine
     * servers, made from the servers' jar, {@link #SERVER_JAR}), the one of {@code archive} ({@link #TOOL_ARCHIVE},
     * {@link #SERVER_ARCHIVE}; the tool's when the other is missing). A JVM that cannot use the archive (a jar rebuilt
     * since) runs without it.
     */
    static List<String> sharing(String archive) {
        String classPath = System.getProperty("java.class.path");
        if (!isBuildJar(classPath)) {
            return List.of();
        }
        String stem = stem(classPath);
        Path file = Path.of(stem + archive);
        if (!Files.isRegularFile(file)) {
            file = Path.of(stem + TOOL_ARCHIVE);
        }
        return Files.isRegularFile(file) ? List.of("-XX:SharedArchiveFile=" + file) : List.of();
    }
}
