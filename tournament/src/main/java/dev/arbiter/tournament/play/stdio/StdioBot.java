package dev.arbiter.tournament.play.stdio;

import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.FaultKind;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A CodinGame-style bot as a child process: started from its argv (no shell), fed lines on its standard input,
 * answering with lines on its standard output; its standard error (where such bots print their debugging)
 * goes to a log file. A reader thread hands each output line over, so every read has a timeout. Every
 * failure becomes an {@link EngineFault}: a bot that cannot be started ({@code start_failure}), exits or
 * closes its output ({@code crash}), answers too late ({@code timeout}) or prints an over-long line
 * ({@code malformed}).
 */
public final class StdioBot implements AutoCloseable {

    /** Longest output line accepted. */
    public static final int MAX_LINE = 1 << 16;
    private static final String END = new String("end of output");
    private static final String TOO_LONG = new String("line too long");

    private final EngineCommand command;
    private final Process process;
    private final OutputStream stdin;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private boolean ended;

    private StdioBot(EngineCommand command, Process process) {
        this.command = command;
        this.process = process;
        this.stdin = process.getOutputStream();
        Thread reader = new Thread(this::readOutput, "bot-stdout-" + command.name());
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts the bot.
     *
     * @param log file that receives its standard error (appended), or null to discard it
     */
    public static StdioBot start(EngineCommand command, Path log) throws EngineFault {
        ProcessBuilder builder = new ProcessBuilder(command.argv());
        if (command.workingDir() != null) {
            builder.directory(command.workingDir().toFile());
        }
        builder.redirectError(log == null ? ProcessBuilder.Redirect.DISCARD : ProcessBuilder.Redirect.appendTo(log.toFile()));
        try {
            return new StdioBot(command, builder.start());
        } catch (IOException e) {
            throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": cannot run " + command.argv().get(0)
                    + ": " + e.getMessage(), e);
        }
    }

    private void readOutput() {
        try (Reader in = new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)) {
            StringBuilder line = new StringBuilder();
            boolean overLong = false;
            int c;
            while ((c = in.read()) >= 0) {
                if (c == '\n') {
                    lines.add(overLong ? TOO_LONG : stripReturn(line));
                    line.setLength(0);
                    overLong = false;
                } else if (line.length() < MAX_LINE) {
                    line.append((char) c);
                } else {
                    overLong = true;
                }
            }
            if (!line.isEmpty() || overLong) {
                lines.add(overLong ? TOO_LONG : stripReturn(line));
            }
        } catch (IOException e) {
            // the process is gone: reported as the end of its output
        }
        lines.add(END);
    }

    private static String stripReturn(StringBuilder line) {
        int n = line.length();
        return n > 0 && line.charAt(n - 1) == '\r' ? line.substring(0, n - 1) : line.toString();
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
                    + exitNote(), e);
        }
    }

    /** A line the bot printed that nobody asked for yet, if any (it is taken). */
    public String unreadLine() {
        String line = lines.peek();
        return line == null || line == END ? null : lines.poll();
    }

    /** The next line it prints, waiting at most {@code timeoutMs}. */
    public String readLine(long timeoutMs) throws EngineFault {
        if (ended) {
            throw new EngineFault(FaultKind.CRASH, command.name() + ": closed its output" + exitNote());
        }
        String line;
        try {
            line = lines.poll(Math.max(1, timeoutMs), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineFault(FaultKind.CRASH, command.name() + ": interrupted while waiting for its answer");
        }
        if (line == null) {
            throw new EngineFault(FaultKind.TIMEOUT, command.name() + ": no answer within " + timeoutMs + " ms");
        }
        if (line == END) {
            ended = true;
            throw new EngineFault(FaultKind.CRASH, command.name() + ": closed its output" + exitNote());
        }
        if (line == TOO_LONG) {
            throw new EngineFault(FaultKind.MALFORMED, command.name() + ": output line longer than " + MAX_LINE
                    + " characters");
        }
        return line;
    }

    private String exitNote() {
        try {
            if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                return " (exit code " + process.exitValue() + ")";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "";
    }

    /** Whether the process still runs. */
    public boolean isAlive() {
        return process.isAlive();
    }

    /** Ends the process at once, as CodinGame does when the game is over. */
    @Override
    public void close() {
        kill();
    }

    /** Kills the process at once (after a fault, or on abort). */
    public void kill() {
        process.destroyForcibly();
        try {
            stdin.close();
        } catch (IOException ignored) {
            // already gone
        }
    }
}
