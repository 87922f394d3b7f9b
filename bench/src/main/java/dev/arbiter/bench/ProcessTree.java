package dev.arbiter.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs a command as a process tree (Linux {@code /proc}), in two ways. {@link #time} only waits for it: its wall
 * time to exit and the CPU time of the whole tree, what a user's run costs. {@link #run} watches it: the wall time
 * to its exit, and, sampled every {@link #SAMPLE_MS} ms, the memory of the whole tree and the number of
 * descendants. Watching is not free (each sample lists {@code /proc} and reads every process of the tree's
 * {@code smaps_rollup}, on the same cores as the watched run), so a watched run's wall time is only an upper
 * bound of a user's: time against an anchor with {@link #time}, measure memory with {@link #run}. Memory is given
 * twice: the sum of the processes' resident sets (RSS; pages shared by several JVMs, such as the JDK's code
 * and the class-data-sharing archive, count once per process) and the sum of their proportional sets (PSS,
 * {@code smaps_rollup}: a shared page counts for each process by its share, so the sum is what the tree
 * takes from the machine). A process that lives less than one sampling interval may be
 * missed, so the peaks are lower bounds; engines live for a whole run. A child caught between its spawn and its
 * {@code exec} (the JDK starts processes with {@code posix_spawn}, whose child shares its parent's memory until
 * it runs {@code jspawnhelper}) shows its parent's memory as its own: it is left out, or a referee that starts a
 * bot for every game would be counted twice whenever a sample fell in that instant.
 */
final class ProcessTree {

    /** The sampling interval. */
    static final long SAMPLE_MS = 10;

    private static final long PAGE_BYTES = 4096;

    /**
     * What a run showed.
     *
     * @param exitCode         the root's exit code
     * @param wallMs           wall time from start to exit
     * @param peakTreeBytes    largest resident memory (RSS) of the tree in one sample
     * @param peakTreePss      largest proportional memory (PSS) of the tree in one sample
     * @param peakDescendants  most descendants (engine processes) alive in one sample
     * @param peakProcessBytes largest resident memory of any one descendant
     */
    record Run(int exitCode, double wallMs, long peakTreeBytes, long peakTreePss, int peakDescendants,
               long peakProcessBytes) {
    }

    private ProcessTree() {
    }

    /**
     * What an unwatched run took.
     *
     * @param exitCode the root's exit code
     * @param wallMs   wall time from start to exit
     * @param cpuMs    user and system CPU time of the root and of every descendant it waited for (its engines),
     *                 from this JVM's {@code cutime} and {@code cstime} in {@code /proc/self/stat}
     */
    record Timed(int exitCode, double wallMs, double cpuMs) {
    }

    /**
     * The clock ticks per second of {@code /proc}'s CPU times ({@code USER_HZ}), which Linux fixes at 100 on every
     * architecture it exposes to user space.
     */
    private static final double CLOCK_TICKS_PER_SECOND = 100;

    /**
     * Runs {@code argv} in {@code dir} (output discarded) and waits for it, watching nothing. Its CPU time counts
     * as this JVM's children's, so no other child of this JVM may end meanwhile.
     */
    static Timed time(List<String> argv, Path dir) {
        try {
            long cpuBefore = childrenCpuTicks();
            long start = System.nanoTime();
            Process root = new ProcessBuilder(argv).directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            int exitCode = root.waitFor();
            double wallMs = (System.nanoTime() - start) / 1e6;
            return new Timed(exitCode, wallMs, (childrenCpuTicks() - cpuBefore) * 1000 / CLOCK_TICKS_PER_SECOND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BenchException("interrupted", e);
        }
    }

    /** The CPU ticks of this JVM's children that it has waited for: {@code cutime + cstime} of {@code /proc/self/stat}. */
    private static long childrenCpuTicks() throws IOException {
        String stat = Files.readString(Path.of("/proc/self/stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(fields[13]) + Long.parseLong(fields[14]);
    }

    /** Whether the tree can be watched here. */
    static boolean supported() {
        return Files.isReadable(Path.of("/proc/self/statm"));
    }

    /** Runs {@code argv} in {@code dir} (output discarded) and watches it until it exits. */
    static Run run(List<String> argv, Path dir) {
        try {
            long start = System.nanoTime();
            Process root = new ProcessBuilder(argv).directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            long peakTree = 0;
            long peakPss = 0;
            int peakDescendants = 0;
            long peakProcess = 0;
            while (!root.waitFor(SAMPLE_MS, TimeUnit.MILLISECONDS)) {
                List<Long> tree = tree(root.pid());
                long total = 0;
                long pss = 0;
                for (int i = 0; i < tree.size(); i++) {
                    long rss = residentBytes(tree.get(i));
                    total += rss;
                    pss += proportionalBytes(tree.get(i));
                    if (i > 0) {
                        peakProcess = Math.max(peakProcess, rss);
                    }
                }
                peakTree = Math.max(peakTree, total);
                peakPss = Math.max(peakPss, pss);
                peakDescendants = Math.max(peakDescendants, tree.size() - 1);
            }
            return new Run(root.exitValue(), (System.nanoTime() - start) / 1e6, peakTree, peakPss, peakDescendants,
                    peakProcess);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BenchException("interrupted", e);
        }
    }

    /** {@code pid} and its descendants (the root first), from the parent ids in {@code /proc/PID/stat}. */
    private static List<Long> tree(long pid) throws IOException {
        Map<Long, List<Long>> children = new HashMap<>();
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            for (Path p : (Iterable<Path>) procs::iterator) {
                String name = p.getFileName().toString();
                if (!name.chars().allMatch(Character::isDigit)) {
                    continue;
                }
                long parent = parent(p);
                if (parent > 0) {
                    children.computeIfAbsent(parent, k -> new ArrayList<>()).add(Long.parseLong(name));
                }
            }
        }
        List<Long> tree = new ArrayList<>(List.of(pid));
        for (int i = 0; i < tree.size(); i++) {
            List<Long> ofThis = children.getOrDefault(tree.get(i), List.of());
            if (ofThis.isEmpty()) {
                continue;
            }
            byte[] parentCommand = commandLine(tree.get(i));
            for (long child : ofThis) {
                if (!Arrays.equals(commandLine(child), parentCommand)) {
                    tree.add(child);
                }
            }
        }
        return tree;
    }

    /** {@code /proc/PID/cmdline}, read from the process's memory: a child not yet exec'd shows its parent's. */
    private static byte[] commandLine(long pid) {
        try {
            return Files.readAllBytes(Path.of("/proc", Long.toString(pid), "cmdline"));
        } catch (IOException e) {
            return new byte[0];
        }
    }

    private static long parent(Path proc) {
        try {
            String stat = Files.readString(proc.resolve("stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[1]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** The resident memory of process {@code pid} now, 0 if it is gone. */
    static long residentBytes(long pid) {
        try {
            String[] statm = Files.readString(Path.of("/proc", Long.toString(pid), "statm")).trim().split(" ");
            return Long.parseLong(statm[1]) * PAGE_BYTES;
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    /** The proportional set size of process {@code pid} now ({@code Pss} of {@code smaps_rollup}), 0 if unknown. */
    static long proportionalBytes(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "smaps_rollup"))) {
                if (line.startsWith("Pss:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
            return 0;
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }
}
