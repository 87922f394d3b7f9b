package dev.arbiter.tournament.engine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
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
    static List<String> launcher() {
        return SETSID == null ? List.of() : List.of(SETSID, "--wait");
    }

    /**
     * Every live process of the engine whose root process has id {@code rootPid} and started at
     * {@code rootStart}: the root if it still runs, its descendants, the members of its process group (when
     * engines get groups) and their descendants. Only processes started no earlier than the root count, so
     * that a recycled process id is never mistaken for the engine's.
     */
    public static Set<ProcessHandle> members(long rootPid, Instant rootStart) {
        Set<ProcessHandle> members = new LinkedHashSet<>();
        Optional<ProcessHandle> root = ProcessHandle.of(rootPid);
        if (root.isPresent() && sameStart(root.get(), rootStart)) {
            members.add(root.get());
            root.get().descendants().forEach(members::add);
        }
        if (SETSID != null) {
            for (long pid : groupMembers(rootPid)) {
                ProcessHandle.of(pid).filter(p -> notBefore(p, rootStart)).ifPresent(p -> {
                    members.add(p);
                    p.descendants().forEach(members::add);
                });
            }
        }
        members.remove(ProcessHandle.current());
        members.removeIf(ProcessTree::gone);
        return members;
    }

    /**
     * Every live process of the child started at {@code rootStart} with root {@code rootPid} and marker
     * {@code mark}: its {@link #members} and every process whose environment carries the marker (with its
     * descendants), whatever its session and parent.
     */
    public static Set<ProcessHandle> members(long rootPid, Instant rootStart, String mark) {
        Set<ProcessHandle> members = members(rootPid, rootStart);
        for (long pid : marked(mark)) {
            ProcessHandle.of(pid).filter(p -> notBefore(p, rootStart)).ifPresent(p -> {
                members.add(p);
                p.descendants().forEach(members::add);
            });
        }
        members.remove(ProcessHandle.current());
        members.removeIf(ProcessTree::gone);
        return members;
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
     * The ids of the live processes whose environment holds {@code MARK_ENV=mark}, from {@code /proc/PID/environ}
     * (readable for the user's own processes; others are skipped). Empty where there is no {@code /proc}.
     */
    static List<Long> marked(String mark) {
        List<Long> pids = new ArrayList<>();
        if (mark == null || !Files.isDirectory(PROC)) {
            return pids;
        }
        byte[] wanted = (MARK_ENV + "=" + mark + "\0").getBytes(StandardCharsets.ISO_8859_1);
        long self = ProcessHandle.current().pid();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(PROC, p -> isNumber(p.getFileName().toString()))) {
            for (Path entry : entries) {
                byte[] environ;
                try {
                    environ = Files.readAllBytes(entry.resolve("environ"));
                } catch (IOException | RuntimeException unreadable) {
                    continue;
                }
                long pid = Long.parseLong(entry.getFileName().toString());
                if (pid != self && holds(environ, wanted)) {
                    pids.add(pid);
                }
            }
        } catch (IOException e) {
            return pids;
        }
        return pids;
    }

    /** Whether {@code environ} (NUL-separated {@code NAME=value} entries) holds the entry {@code wanted}. */
    private static boolean holds(byte[] environ, byte[] wanted) {
        outer:
        for (int start = 0; start + wanted.length <= environ.length; start++) {
            if (start > 0 && environ[start - 1] != 0) {
                continue;
            }
            for (int i = 0; i < wanted.length; i++) {
                if (environ[start + i] != wanted[i]) {
                    continue outer;
                }
            }
            return true;
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

    /** The ids of the live (not zombie) processes whose process group is {@code pgid}, from /proc. */
    static List<Long> groupMembers(long pgid) {
        List<Long> pids = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(PROC, p -> isNumber(p.getFileName().toString()))) {
            for (Path entry : entries) {
                String stat;
                try {
                    stat = Files.readString(entry.resolve("stat"), StandardCharsets.ISO_8859_1);
                } catch (IOException | RuntimeException gone) {
                    continue;
                }
                int close = stat.lastIndexOf(')');
                if (close < 0 || close + 2 >= stat.length()) {
                    continue;
                }
                String[] fields = stat.substring(close + 2).split(" ", 4);
                if (fields.length >= 3 && !fields[0].equals("Z") && fields[2].equals(Long.toString(pgid))) {
                    pids.add(Long.parseLong(entry.getFileName().toString()));
                }
            }
        } catch (IOException e) {
            return pids;
        }
        return pids;
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
