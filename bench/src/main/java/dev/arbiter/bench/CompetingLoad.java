package dev.arbiter.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A competing load for {@link DeadlinesBench}: a separate process whose threads spin on the CPU, one per core,
 * as another program (or another engine) on the machine would. Started with
 * {@link #start}; it exits when its standard input closes, so it cannot outlive the bench, and
 * {@link #close} ends it at once.
 */
final class CompetingLoad implements AutoCloseable {

    private final Process process;

    private CompetingLoad(Process process) {
        this.process = process;
    }

    /** Starts {@code threads} busy threads in a new JVM at niceness {@code nice}. */
    static CompetingLoad start(int threads, int nice) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = niced(nice, List.of(java, "-XX:+UseSerialGC", "-Xmx32m", "-cp",
                System.getProperty("java.class.path"), CompetingLoad.class.getName(), Integer.toString(threads)));
        try {
            Process process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            return new CompetingLoad(process);
        } catch (IOException e) {
            throw new BenchException("deadlines bench: cannot start the competing load: " + e.getMessage(), e);
        }
    }

    /** {@code command} run at niceness {@code nice} by the POSIX {@code nice} utility. */
    static List<String> niced(int nice, List<String> command) {
        List<String> niced = new ArrayList<>(List.of("nice", "-n", Integer.toString(nice)));
        niced.addAll(command);
        return niced;
    }

    @Override
    public void close() {
        process.destroyForcibly();
        try {
            process.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Spins {@code args[0]} threads until standard input closes. */
    public static void main(String[] args) throws IOException {
        int threads = Integer.parseInt(args[0]);
        for (int i = 0; i < threads; i++) {
            Thread spinner = new Thread(CompetingLoad::spin, "busy-" + i);
            spinner.setDaemon(true);
            spinner.start();
        }
        while (System.in.read() >= 0) {
            // wait for the parent to go
        }
        System.exit(0);
    }

    private static void spin() {
        long x = Thread.currentThread().getId() | 1;
        while (x != 0) {
            x ^= x << 13;
            x ^= x >>> 7;
            x ^= x << 17;
        }
    }
}
