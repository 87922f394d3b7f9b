package dev.arbiter.cluster;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A worker JVM started by a test: its standard output is collected line by line, and a test waits for the
 * line that says something happened ({@link #await}) instead of sleeping. Killed with SIGKILL by
 * {@link #kill()}, and at the latest by {@link #close()}.
 */
public final class WorkerProcess implements AutoCloseable {

    /** Upper bound on waiting for an event; reached only when the event never comes (a failure). */
    private static final long EVENT_TIMEOUT_MS = 90_000;

    private final Process process;
    private final List<String> lines = new ArrayList<>();
    private final String name;

    private WorkerProcess(String name, Process process) {
        this.name = name;
        this.process = process;
        Thread reader = new Thread(this::read, "worker-output-" + name);
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts {@code argv} (its standard error to {@code errFile}). */
    public static WorkerProcess start(String name, List<String> argv, Path errFile) throws IOException {
        return new WorkerProcess(name, new ProcessBuilder(argv).redirectError(errFile.toFile()).start());
    }

    /** The java command running {@code mainClass} of the test class path with {@code args}. */
    public static List<String> java(String mainClass, String... args) {
        List<String> argv = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-cp", System.getProperty("java.class.path"),
                mainClass));
        argv.addAll(List.of(args));
        return argv;
    }

    private void read() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                synchronized (lines) {
                    lines.add(line);
                    lines.notifyAll();
                }
            }
        } catch (IOException e) {
            // the process ended
        }
        synchronized (lines) {
            lines.add("<exit>");
            lines.notifyAll();
        }
    }

    /** Waits for the first line matching {@code event}, and returns it. */
    public String await(Predicate<String> event) throws InterruptedException {
        long end = System.currentTimeMillis() + EVENT_TIMEOUT_MS;
        synchronized (lines) {
            while (true) {
                for (String line : lines) {
                    if (event.test(line)) {
                        return line;
                    }
                }
                if (lines.contains("<exit>")) {
                    throw new AssertionError("worker " + name + " exited without the expected line; it printed " + lines);
                }
                long left = end - System.currentTimeMillis();
                if (left <= 0) {
                    throw new AssertionError("worker " + name + " never printed the expected line; it printed " + lines);
                }
                lines.wait(left);
            }
        }
    }

    /** Waits for a line starting with {@code prefix}. */
    public String await(String prefix) throws InterruptedException {
        return await(l -> l.startsWith(prefix));
    }

    /** The lines printed so far. */
    public List<String> lines() {
        synchronized (lines) {
            return List.copyOf(lines);
        }
    }

    /** Kills the process with SIGKILL and waits for its end. */
    public void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    /**
     * Waits for the process to end and returns its exit code; after {@code seconds} it is killed and the wait fails
     * (a run that never ends fails its test instead of hanging it).
     */
    public int awaitExit(long seconds) throws InterruptedException {
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            kill();
            throw new AssertionError(name + " did not end within " + seconds + " s; it printed " + lines());
        }
        return process.exitValue();
    }

    /** The process id. */
    public long pid() {
        return process.pid();
    }

    @Override
    public void close() throws InterruptedException {
        kill();
    }
}
