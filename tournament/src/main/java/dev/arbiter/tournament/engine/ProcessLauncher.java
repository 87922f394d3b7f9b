package dev.arbiter.tournament.engine;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one way Arbiter starts a process of someone else's: engine servers ({@link EngineProcess}), stdio bots
 * ({@link StdioBot}), referee programs ({@code RefereeProgramPlayer}) and UCI engines all start here, so all of
 * them get the same discipline:
 * <ul>
 *   <li>started from an argv, never a shell, as the leader of a session and process group of its own
 *   ({@code setsid}: see {@link ProcessTree}), with a fresh random marker in its environment
 *   ({@link ProcessTree#MARK_ENV}) that every descendant inherits;</li>
 *   <li>its standard error, and whatever of its standard output the caller hands to {@link ChildProcess#log},
 *   in the one bounded {@link EngineLog} of its name (the run's {@code engineLogMb}), with the same
 *   {@code [arbiter] started NAME (pid N)} and {@code NAME (pid N) exited with status S} lines for every kind;</li>
 *   <li>recorded in the run's {@link ProcessLedger} while it runs, so a resumed run ends what a killed referee
 *   left;</li>
 *   <li>ended with its whole tree ({@link ChildProcess#end}, {@link ChildProcess#kill}): root, descendants, group
 *   members and every holder of its marker, helpers that double-forked and called {@code setsid} included.</li>
 * </ul>
 * A program that cannot be run is an {@link EngineFault} of kind {@code start_failure} naming the program and why
 * ({@code no such file}, {@code not executable}, {@code not found on the PATH}); how a process ended is described
 * the same way for every kind ({@link ChildProcess#exitDetail}: {@code  (exited with status 3: its last line)}).
 *
 * <p>Use: {@code ChildProcess child = ProcessLauncher.of(name, argv, dir).log(log).ledger(ledger).start();} then
 * the child's {@code stdin()} and {@code stdout()} (its standard input is a pipe unless {@link #stdinFromNull()}),
 * and {@code child.end(graceMs)} or {@code child.kill()} when done. Not thread-safe; each start is independent.
 */
public final class ProcessLauncher {

    private static final SecureRandom RANDOM = new SecureRandom();

    private final String name;
    private final List<String> argv;
    private final Path dir;
    private final Map<String, String> environment = new LinkedHashMap<>();
    private EngineLog log = EngineLog.DISCARD;
    private ProcessLedger ledger = ProcessLedger.NONE;
    private boolean stdinFromNull;

    private ProcessLauncher(String name, List<String> argv, Path dir) {
        if (argv.isEmpty()) {
            throw new IllegalArgumentException(name + ": empty command");
        }
        this.name = name;
        this.argv = List.copyOf(argv);
        this.dir = dir;
    }

    /**
     * A launcher of the program {@code argv} (program and arguments) named {@code name} in logs and messages, run
     * in {@code dir} (null: the referee's own working directory).
     */
    public static ProcessLauncher of(String name, List<String> argv, Path dir) {
        return new ProcessLauncher(name, argv, dir);
    }

    /** Adds a variable to the child's environment (which is otherwise the referee's). */
    public ProcessLauncher environment(String variable, String value) {
        environment.put(variable, value);
        return this;
    }

    /** Where the child's standard error and its start and exit go (default: nowhere). */
    public ProcessLauncher log(EngineLog engineLog) {
        this.log = engineLog == null ? EngineLog.DISCARD : engineLog;
        return this;
    }

    /** Where the child is recorded while it runs (default: nowhere). */
    public ProcessLauncher ledger(ProcessLedger processLedger) {
        this.ledger = processLedger == null ? ProcessLedger.NONE : processLedger;
        return this;
    }

    /** Gives the child an empty standard input ({@code /dev/null}) instead of a pipe from the referee. */
    public ProcessLauncher stdinFromNull() {
        this.stdinFromNull = true;
        return this;
    }

    /**
     * Starts the child.
     *
     * @throws EngineFault of kind {@code start_failure} if the program cannot be run
     */
    public ChildProcess start() throws EngineFault {
        String missing = ProcessTree.launcher().isEmpty() ? null : whyNotRunnable(argv.get(0), dir);
        if (missing != null) {
            throw new EngineFault(FaultKind.START_FAILURE, name + ": cannot run " + argv.get(0) + ": " + missing);
        }
        List<String> full = new ArrayList<>(ProcessTree.launcher());
        full.addAll(argv);
        ProcessBuilder builder = new ProcessBuilder(full);
        if (dir != null) {
            builder.directory(dir.toFile());
        }
        String mark = HexFormat.of().formatHex(randomBytes());
        builder.environment().putAll(environment);
        builder.environment().put(ProcessTree.MARK_ENV, mark);
        if (stdinFromNull) {
            builder.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        }
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new EngineFault(FaultKind.START_FAILURE, name + ": cannot run " + argv.get(0) + ": " + e.getMessage(), e);
        }
        Instant started = ProcessTree.startOf(process.toHandle());
        ledger.started(process.toHandle(), name, mark);
        return new ChildProcess(name, process, started, mark, log, ledger);
    }

    private static byte[] randomBytes() {
        byte[] bytes = new byte[12];
        RANDOM.nextBytes(bytes);
        return bytes;
    }

    /**
     * Why the program cannot be run (as the operating system would look it up: relative to the working directory
     * when it contains a '/', else on the PATH), or null if it can. Checked before a start through {@code setsid},
     * which would otherwise only report it as its own exit.
     */
    static String whyNotRunnable(String program, Path dir) {
        if (program.contains("/")) {
            Path path = dir == null ? Path.of(program) : dir.resolve(program);
            if (!Files.isRegularFile(path)) {
                return "no such file";
            }
            return Files.isExecutable(path) ? null : "not executable";
        }
        String searchPath = System.getenv("PATH");
        for (String entry : (searchPath == null ? "" : searchPath).split(File.pathSeparator)) {
            Path candidate = Path.of(entry.isEmpty() ? "." : entry, program);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return null;
            }
        }
        return "not found on the PATH";
    }
}
