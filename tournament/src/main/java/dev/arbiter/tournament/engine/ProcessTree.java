package dev.arbiter.tournament.engine;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * The processes a child of the referee consists of, and how they end. On systems with {@code setsid} (Linux)
 * {@link ProcessLauncher} starts every child as the leader of a session and process group of its own, so that
 * whatever the child forks stays in that group, also after its parent exited (a helper re-parented to init is
 * no longer anybody's descendant, but it is still a member of the group, which {@code /proc} lists), and a
 * child that signals its own group ({@code kill 0}) cannot reach the referee. A helper that leaves the group
 * too ({@code setsid} after a double fork) is found by the environment marker every child is started with
 * ({@link #MARK_ENV}, a fresh random value per child, inherited by all its descendants): {@code /proc/PID/environ}
 * of every process of the user is searched for it. The processes of a child are its root process, the root's
 * descendants, the members of its group and the holders of its marker; ending the child ends them all: SIGTERM,
 * a grace period, then SIGKILL for those left, and again for any the scan finds afterwards (a helper forked
 * while the others were ended). A helper that both leaves the session and clears its environment
 * ({@code setsid env -i ...}) is not found: a per-run cgroup would catch it, but cgroup v2 delegation is not
 * available to an ordinary user everywhere (not on the v1 hierarchy of the machines this was written on), so
 * the marker is the one mechanism, and docs/FAULTS.md says so. Elsewhere (no {@code /proc}) the descendants alone
 * are ended.
 */
public final class ProcessTree {

    /** The environment variable that marks every process of one child of the referee (its value is per child). */
    public static final String MARK_ENV = "ARBITER_PROCESS_MARK";
    /** How many times ending a child scans again for helpers forked while the others were being ended. */
    private static final int END_ROUNDS = 4;

    private static final Path PROC = Path.of("/proc");
    private static final String SETSID = findSetsid();

    private ProcessTree() {
    }

    private static String findSetsid() {
        for (String dir : List.of("/usr/bin", "/bin", "/usr/local/bin")) {
            Path p = Path.of(dir, "setsid");
            if (Files.isExecutable(p) && Files.isDirectory(PROC)) {
                return p.toString();
            }
        }
        return null;
    }

    /** Whether engines get a process group of their own (setsid and /proc exist). */
    public static boolean groups() {
        return SETSID != null;
    }

    /**
     * The words to put before an engine's argv so that it starts as the leader of a new session and process
     * group ({@code setsid --wait}: the engine keeps the process id the referee sees, its exit status is
     * passed on), or nothing where that is not available.
     */
    public static List<String> launcher() {
        return SETSID == null ? List.of() : List.of(SETSID, "--wait");
    }

    /**
     * Every live process of the child whose root process has id {@code rootPid} and started at {@code rootStart}:
     * the root if it still runs, the members of its process group and session (when children get them), and their
     * descendants. Only processes started no earlier than the root count, so that a recycled process id is never
     * mistaken for the child's.
     */
    public static Set<ProcessHandle> members(long rootPid, Instant rootStart) {
        return members(rootPid, rootStart, null);
    }

    /**
     * As {@link #members(long, Instant)}, with every process whose environment carries the marker {@code mark}
     * (null: none) and its descendants, whatever its session and parent. One pass over {@code /proc} (each
     * process's {@code stat}, and its {@code environ} when there is a marker); without {@code /proc}, the root and
     * its descendants as Java sees them.
     */
    public static Set<ProcessHandle> members(long rootPid, Instant rootStart, String mark) {
        Set<ProcessHandle> members = new LinkedHashSet<>();
        Optional<ProcessHandle> root = ProcessHandle.of(rootPid).filter(p -> sameStart(p, rootStart));
        if (SETSID == null) {
            root.ifPresent(r -> {
                members.add(r);
                r.descendants().forEach(members::add);
            });
        } else {
            byte[] wanted = mark == null ? null : (MARK_ENV + "=" + mark + "\0").getBytes(StandardCharsets.ISO_8859_1);
            Map<Long, List<Long>> children = new HashMap<>();
            Set<Long> seeds = new LinkedHashSet<>();
            root.ifPresent(r -> seeds.add(rootPid));
            for (ProcStat stat : scan(wanted)) {
                children.computeIfAbsent(stat.ppid(), k -> new ArrayList<>()).add(stat.pid());
                if (stat.pid() != rootPid && (stat.group() == rootPid || stat.session() == rootPid || stat.marked())) {
                    seeds.add(stat.pid());
                }
            }
            Deque<Long> todo = new ArrayDeque<>();
            for (long pid : seeds) {
                ProcessHandle.of(pid).filter(p -> pid == rootPid || notBefore(p, rootStart)).ifPresent(p -> {
                    members.add(p);
                    todo.add(pid);
                });
            }
            while (!todo.isEmpty()) {
                for (long child : children.getOrDefault(todo.poll(), List.of())) {
                    ProcessHandle.of(child).filter(members::add).ifPresent(p -> todo.add(child));
                }
            }
        }
        members.remove(ProcessHandle.current());
        members.removeIf(ProcessTree::gone);
        return members;
    }

    /** A live (not zombie) process as {@code /proc} shows it, and whether its environment holds the marker. */
    private record ProcStat(long pid, long ppid, long group, long session, boolean marked) {
    }

    /**
     * Every live process of {@code /proc}; {@code wanted}: the marker entry to look for in environments, or null. The
     * files are read through one growing buffer and searched as Latin-1 text ({@link String#indexOf}): most of a
     * run's end, on a machine of a few hundred processes, was spent opening {@code /proc} files through channels and
     * comparing their environments byte by byte (docs/BENCHMARKS.md).
     */
    private static List<ProcStat> scan(byte[] wanted) {
        List<ProcStat> stats = new ArrayList<>();
        long self = ProcessHandle.current().pid();
        String[] names = new File(PROC.toString()).list();
        if (names == null) {
            return stats;
        }
        String marker = wanted == null ? null : new String(wanted, StandardCharsets.ISO_8859_1);
        ProcReader reader = new ProcReader();
        for (String name : names) {
            if (!isNumber(name)) {
                continue;
            }
            String stat = reader.read("/proc/" + name + "/stat");
            int close = stat == null ? -1 : stat.lastIndexOf(')');
            if (close < 0 || close + 2 >= stat.length()) {
                continue;
            }
            String[] fields = stat.substring(close + 2).split(" ", 5);
            if (fields.length < 4 || fields[0].equals("Z")) {
                continue;
            }
            try {
                long pid = Long.parseLong(name);
                boolean marked = marker != null && pid != self && holds(reader.read("/proc/" + name + "/environ"), marker);
                stats.add(new ProcStat(pid, Long.parseLong(fields[1]), Long.parseLong(fields[2]),
                        Long.parseLong(fields[3]), marked));
            } catch (NumberFormatException malformed) {
                // not a process entry as Linux writes it: skipped
            }
        }
        return stats;
    }

    /** Reads small {@code /proc} files whole, through one buffer that grows as needed. Not thread-safe. */
    private static final class ProcReader {

        private byte[] buffer = new byte[8192];

        /** The file's bytes as Latin-1 text, or null if it cannot be read (the process has gone, or is not ours). */
        String read(String file) {
            try (FileInputStream in = new FileInputStream(file)) {
                int length = 0;
                for (int n; (n = in.read(buffer, length, buffer.length - length)) > 0; ) {
                    length += n;
                    if (length == buffer.length) {
                        buffer = Arrays.copyOf(buffer, buffer.length * 2);
                    }
                }
                return new String(buffer, 0, length, StandardCharsets.ISO_8859_1);
            } catch (IOException | RuntimeException gone) {
                return null;
            }
        }
    }

    /**
     * Ends every process of a child ({@link #members(long, Instant, String)}) as {@link #end} does, then scans
     * again and ends what a helper forked in the meantime, up to a few rounds.
     */
    public static void endAll(long rootPid, Instant rootStart, String mark, long graceMs) {
        Set<ProcessHandle> members = members(rootPid, rootStart, mark);
        for (int round = 0; round < END_ROUNDS && !members.isEmpty(); round++) {
            end(members, round == 0 ? graceMs : 0);
            members = members(rootPid, rootStart, mark);
        }
    }

    /**
     * Whether {@code environ} (NUL-separated {@code NAME=value} entries, as Latin-1 text; null if unreadable) holds the
     * entry {@code wanted} (which ends with its NUL): at the start, or right after another entry's NUL.
     */
    private static boolean holds(String environ, String wanted) {
        if (environ == null) {
            return false;
        }
        if (environ.startsWith(wanted)) {
            return true;
        }
        for (int at = environ.indexOf(wanted, 1); at > 0; at = environ.indexOf(wanted, at + 1)) {
            if (environ.charAt(at - 1) == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Ends {@code processes}: SIGTERM to each, up to {@code graceMs} for them to exit, then SIGKILL to those
     * left ({@code graceMs} 0: SIGKILL at once). Returns when every one has gone or after another second.
     */
    public static void end(Set<ProcessHandle> processes, long graceMs) {
        List<ProcessHandle> alive = new ArrayList<>(processes);
        alive.removeIf(ProcessTree::gone);
        if (alive.isEmpty()) {
            return;
        }
        if (graceMs > 0) {
            alive.forEach(ProcessHandle::destroy);
            waitFor(alive, graceMs);
            alive.removeIf(ProcessTree::gone);
        }
        alive.forEach(ProcessHandle::destroyForcibly);
        waitFor(alive, 1_000);
    }

    /**
     * Waits until every process has gone, polling (a process that is not our child cannot be waited for; Java's
     * own {@link ProcessHandle#onExit()} polls it at 300 ms and more, and counts a zombie as alive).
     */
    private static void waitFor(List<ProcessHandle> processes, long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (processes.stream().anyMatch(p -> !gone(p)) && System.nanoTime() < deadline) {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Whether a process has ended: it no longer exists, or it is a zombie waiting for its parent to reap it. */
    public static boolean gone(ProcessHandle process) {
        if (!process.isAlive()) {
            return true;
        }
        try {
            String stat = Files.readString(PROC.resolve(Long.toString(process.pid())).resolve("stat"),
                    StandardCharsets.ISO_8859_1);
            int close = stat.lastIndexOf(')');
            return close >= 0 && close + 2 < stat.length() && stat.charAt(close + 2) == 'Z';
        } catch (IOException | RuntimeException noProc) {
            return !process.isAlive();
        }
    }

    /** The start time of a process, to tell it from a later one with the same id; the epoch if unknown. */
    public static Instant startOf(ProcessHandle process) {
        return process.info().startInstant().orElse(Instant.EPOCH);
    }

    private static boolean sameStart(ProcessHandle p, Instant start) {
        return start.equals(Instant.EPOCH) || startOf(p).equals(start);
    }

    private static boolean notBefore(ProcessHandle p, Instant start) {
        return !startOf(p).isBefore(start);
    }

    private static boolean isNumber(String name) {
        if (name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            if (!Character.isDigit(name.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * How a process ended, from the status Java reports (128 + the signal number for a process killed by a
     * signal): {@code exited with status 3}, {@code killed by signal 9 (SIGKILL)}.
     */
    public static String describeExit(int status) {
        if (status > 128 && status < 128 + 65) {
            int signal = status - 128;
            String name = switch (signal) {
                case 1 -> "SIGHUP";
                case 2 -> "SIGINT";
                case 3 -> "SIGQUIT";
                case 4 -> "SIGILL";
                case 6 -> "SIGABRT";
                case 7 -> "SIGBUS";
                case 8 -> "SIGFPE";
                case 9 -> "SIGKILL";
                case 11 -> "SIGSEGV";
                case 13 -> "SIGPIPE";
                case 15 -> "SIGTERM";
                default -> null;
            };
            return "killed by signal " + signal + (name == null ? "" : " (" + name + ")");
        }
        return "exited with status " + status;
    }
}
