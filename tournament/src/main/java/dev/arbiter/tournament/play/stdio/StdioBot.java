package dev.arbiter.tournament.play.stdio;

import dev.arbiter.tournament.engine.ChildProcess;
import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineLog;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.engine.ProcessLauncher;
import dev.arbiter.tournament.engine.ProcessLedger;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * A CodinGame-style bot as a child process started by {@link ProcessLauncher} (its own session and process
 * group, its tree ended with it, its standard error in its bounded log), fed lines on its standard input and
 * answering with lines on its standard output.
 *
 * <p>Turn discipline (docs/STDIO.md): the referee's own thread reads the bot's output, and only what the pipe
 * holds ({@link InputStream#available()}), never blocking, so the boundary between turns is exact: everything the
 * bot printed before a turn's input is sent is output nobody asked for ({@link #unasked()}, recorded in its log
 * and, for the referee, a {@code malformed} fault), and what follows an answer's newline is kept for the next
 * turn's check rather than read as its answer. A line that reaches {@link #MAX_LINE} bytes is {@code malformed}
 * as soon as it does, without waiting for its end. While waiting for an answer the reader spins briefly, then
 * parks for growing intervals up to {@link #MAX_PARK_NANOS}: an answer is seen at most that late.
 *
 * <p>Every failure becomes an {@link EngineFault}: a bot that cannot be started ({@code start_failure}), exits
 * ({@code crash}), answers too late ({@code timeout}) or prints an over-long line ({@code malformed}).
 */
public final class StdioBot implements AutoCloseable {

    /** Longest output line accepted, in bytes. */
    public static final int MAX_LINE = 1 << 16;
    /** The longest pause between two looks at the bot's output while waiting for an answer. */
    static final long MAX_PARK_NANOS = 500_000;
    private static final long SPIN_NANOS = 20_000;

    private final EngineCommand command;
    private final ChildProcess process;
    private final InputStream stdout;
    private final OutputStream stdin;
    /**
     * Bytes read from the bot that are not yet part of a returned line (a partial line, or what followed one):
     * {@code pending[0, size)}, of which {@code [0, scanned)} holds no newline. Never more than one over-long line.
     */
    private final byte[] pending = new byte[MAX_LINE + 1];
    private int size;
    private int scanned;
    private boolean ended;

    private StdioBot(EngineCommand command, ChildProcess process) {
        this.command = command;
        this.process = process;
        this.stdout = process.stdout();
        this.stdin = process.stdin();
    }

    /**
     * Starts the bot.
     *
     * @param log    its log (standard error, starts and exits, output out of turn); null: none
     * @param ledger where it is recorded while it runs
     */
    public static StdioBot start(EngineCommand command, EngineLog log, ProcessLedger ledger) throws EngineFault {
        return new StdioBot(command, ProcessLauncher.of(command.name(), command.argv(), command.workingDir())
                .log(log).ledger(ledger).start());
    }

    /** The command it was started from. */
    public EngineCommand command() {
        return command;
    }

    /** Writes {@code input}, one line each, and flushes. */
    public void send(List<String> input) throws EngineFault {
        StringBuilder text = new StringBuilder();
        input.forEach(l -> text.append(l).append('\n'));
        try {
            stdin.write(text.toString().getBytes(StandardCharsets.UTF_8));
            stdin.flush();
        } catch (IOException e) {
            throw new EngineFault(FaultKind.CRASH, command.name() + ": cannot write its input (" + e.getMessage() + ")"
                    + process.exitDetail(), e);
        }
    }

    /**
     * Everything the bot printed that nobody asked for (since its last answer, or since it started), taken from
     * its output and recorded in its log; empty if nothing.
     */
    public String unasked() {
        readAvailable();
        if (size == 0) {
            return "";
        }
        process.note(command.name() + " printed out of turn (" + size + " bytes):");
        process.log(pending, 0, size);
        if (pending[size - 1] != '\n') {
            process.log(new byte[] {'\n'}, 0, 1);
        }
        String text = new String(pending, 0, Math.min(size, 4096), StandardCharsets.UTF_8);
        size = 0;
        scanned = 0;
        return text;
    }

    /**
     * Moves what the pipe holds now into {@link #pending} (as much as there is room for), without blocking; false
     * at the end of the output.
     */
    private boolean readAvailable() {
        try {
            int available;
            while (size < pending.length && (available = stdout.available()) > 0) {
                int n = stdout.read(pending, size, Math.min(available, pending.length - size));
                if (n < 0) {
                    return false;
                }
                size += n;
            }
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * The next line the bot prints, waiting at most {@code timeoutMs}.
     *
     * @throws EngineFault {@code timeout} without a line in time, {@code malformed} for a line of
     *                     {@link #MAX_LINE} bytes or more, {@code crash} if the bot exited or its output ended
     */
    public String readLine(long timeoutMs) throws EngineFault {
        if (ended) {
            throw new EngineFault(FaultKind.CRASH, command.name() + ": closed its output" + process.exitDetail());
        }
        long start = System.nanoTime();
        long deadline = start + TimeUnit.MILLISECONDS.toNanos(Math.max(1, timeoutMs));
        long park = 1_000;
        while (true) {
            boolean exited = !process.isAlive();
            boolean open = readAvailable();
            String line = takeLine();
            if (line != null) {
                return line;
            }
            if (scanned >= MAX_LINE) {
                throw new EngineFault(FaultKind.MALFORMED, command.name() + ": printed a line of " + MAX_LINE
                        + " bytes or more");
            }
            if (!open || exited) {
                ended = true;
                throw new EngineFault(FaultKind.CRASH, command.name() + ": closed its output" + process.exitDetail());
            }
            long now = System.nanoTime();
            if (now - deadline >= 0) {
                throw new EngineFault(FaultKind.TIMEOUT, command.name() + ": no answer within " + timeoutMs + " ms");
            }
            if (now - start < SPIN_NANOS) {
                Thread.onSpinWait();
            } else {
                LockSupport.parkNanos(Math.min(park, deadline - now));
                park = Math.min(MAX_PARK_NANOS, park * 2);
                if (Thread.interrupted()) {
                    Thread.currentThread().interrupt();
                    throw new EngineFault(FaultKind.CRASH, command.name() + ": interrupted while waiting for its answer");
                }
            }
        }
    }

    /**
     * The first complete line of {@link #pending} (without its line end), taken; null if there is none yet, or if
     * the first line is {@link #MAX_LINE} bytes or longer ({@link #scanned} then says so).
     */
    private String takeLine() {
        while (scanned < size && scanned < MAX_LINE && pending[scanned] != '\n') {
            scanned++;
        }
        if (scanned >= size || scanned >= MAX_LINE) {
            return null;
        }
        int end = scanned > 0 && pending[scanned - 1] == '\r' ? scanned - 1 : scanned;
        String line = new String(pending, 0, end, StandardCharsets.UTF_8);
        int rest = size - scanned - 1;
        System.arraycopy(pending, scanned + 1, pending, 0, rest);
        size = rest;
        scanned = 0;
        return line;
    }

    /** Whether the process still runs. */
    public boolean isAlive() {
        return process.isAlive();
    }

    /** The process, with its tree. */
    public ChildProcess process() {
        return process;
    }

    /** Ends the bot's whole tree at once, as CodinGame does when the game is over. */
    @Override
    public void close() {
        kill();
    }

    /** Kills the bot's whole tree at once (after a fault, at the end of its game, or on abort). */
    public void kill() {
        process.kill();
    }
}
