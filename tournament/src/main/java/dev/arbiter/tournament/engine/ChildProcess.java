package dev.arbiter.tournament.engine;

import dev.arbiter.engine.protocol.Excerpt;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * A process started by {@link ProcessLauncher}: its pipes, its bounded log, how it ended, and the one way to end
 * it with everything it started ({@link #end}, {@link #kill}). Thread-safe.
 */
public final class ChildProcess {

    /** How long a caller waits for a child whose output ended to exit, to say how it ended. */
    private static final long EXIT_WAIT_MS = 1_000;

    private final String name;
    private final Process process;
    private final Instant started;
    private final String mark;
    private final ProcessLedger ledger;
    private final Output output;

    ChildProcess(String name, Process process, Instant started, String mark, EngineLog log, ProcessLedger ledger) {
        this.name = name;
        this.process = process;
        this.started = started;
        this.mark = mark;
        this.ledger = ledger;
        this.output = new Output(log);
        long pid = process.pid();
        log.note("started " + name + " (pid " + pid + ")");
        process.onExit().thenAccept(p -> log.note(name + " (pid " + pid + ") " + ProcessTree.describeExit(p.exitValue())));
        Thread stderr = new Thread(() -> copy(process.getErrorStream()), "stderr-" + name);
        stderr.setDaemon(true);
        stderr.start();
    }

    private void copy(InputStream in) {
        byte[] buffer = new byte[8192];
        try (in) {
            int n;
            while ((n = in.read(buffer)) >= 0) {
                output.write(buffer, 0, n);
            }
        } catch (IOException e) {
            // the pipe closed: end of output
        }
    }

    /** The name it was started under. */
    public String name() {
        return name;
    }

    /** The operating system's id of its root process. */
    public long pid() {
        return process.pid();
    }

    /** Whether the root process still runs. */
    public boolean isAlive() {
        return process.isAlive();
    }

    /** Its standard input (a pipe, unless it was started with an empty one). */
    public OutputStream stdin() {
        return process.getOutputStream();
    }

    /** Its standard output, for the caller to read (hand what is not for the caller to {@link #log}). */
    public InputStream stdout() {
        return process.getInputStream();
    }

    /** Waits up to {@code millis} for the root process to exit; whether it did. */
    public boolean waitFor(long millis) throws InterruptedException {
        return process.waitFor(millis, TimeUnit.MILLISECONDS);
    }

    /** The root process's exit status (128 + N for a signal N); only after it exited. */
    public int exitValue() {
        return process.exitValue();
    }

    /** Appends output of the child's (what it printed on standard output that is not the caller's) to its log. */
    public void log(byte[] bytes, int offset, int length) {
        output.write(bytes, offset, length);
    }

    /** Appends a line of the referee's own to the child's log ({@code [arbiter] ...}). */
    public void note(String line) {
        output.log.note(line);
    }

    /** The last non-blank line the child wrote to its log (standard error, and what was handed to {@link #log}). */
    public String lastWords() {
        return output.lastLine();
    }

    /**
     * How the child ended, for a fault's message: {@code  (exited with status 3: its last line)}, or empty if the
     * root process still runs after a short wait.
     */
    public String exitDetail() {
        try {
            if (!process.waitFor(EXIT_WAIT_MS, TimeUnit.MILLISECONDS)) {
                return "";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
        String said = output.lastLine();
        return " (" + ProcessTree.describeExit(process.exitValue()) + (said.isEmpty() ? "" : ": " + said) + ")";
    }

    /** Every live process of the child: root, descendants, group members and holders of its marker. */
    public Set<ProcessHandle> tree() {
        return ProcessTree.members(process.pid(), started, mark);
    }

    /**
     * Ends the child: closes its standard input, gives the root process up to {@code graceMs} to exit by itself,
     * then ends whatever is left of its tree (SIGTERM, {@code graceMs}, SIGKILL; {@code graceMs} 0: SIGKILL at
     * once) and takes it off the ledger. Returns when every process of the tree has gone (or after a bounded wait).
     */
    public void end(long graceMs) {
        endAll(List.of(this), graceMs);
    }

    /** Kills the child's whole tree at once (after a fault, at the end of a stdio game, or on abort). */
    public void kill() {
        end(0);
    }

    /**
     * Ends children as {@link #end} does, all at once: each one's input is closed, then the referee waits for all
     * of them together (one after the other, a run's end waited for each in turn).
     */
    public static void endAll(List<ChildProcess> children, long graceMs) {
        children.forEach(ChildProcess::closeInput);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(graceMs);
        try {
            for (ChildProcess child : children) {
                long left = deadline - System.nanoTime();
                if (left > 0) {
                    child.process.waitFor(left, TimeUnit.NANOSECONDS);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (ChildProcess child : children) {
            ProcessTree.endAll(child.process.pid(), child.started, child.mark, graceMs);
            child.ledger.ended(child.process.pid());
        }
    }

    private void closeInput() {
        try {
            process.getOutputStream().close();
        } catch (IOException ignored) {
            // already closed
        }
    }


    /** A child's output on its way to the log, with the last non-blank line it printed (its last words). */
    private static final class Output {

        private static final int KEPT = 160;

        private final EngineLog log;
        private final ByteArrayOutputStream current = new ByteArrayOutputStream();
        private String last = "";

        Output(EngineLog log) {
            this.log = log;
        }

        synchronized void write(byte[] bytes, int offset, int length) {
            log.write(bytes, offset, length);
            for (int i = offset; i < offset + length; i++) {
                byte b = bytes[i];
                if (b == '\n') {
                    String line = current.toString(StandardCharsets.UTF_8).strip();
                    if (!line.isEmpty()) {
                        last = line;
                    }
                    current.reset();
                } else if (current.size() < KEPT) {
                    current.write(b);
                }
            }
        }

        synchronized String lastLine() {
            String pending = current.toString(StandardCharsets.UTF_8).strip();
            return Excerpt.of(pending.isEmpty() ? last : pending, 160);
        }
    }
}
