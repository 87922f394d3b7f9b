package dev.arbiter.tournament.engine;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.engine.protocol.Messages;
import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.protocol.ProtocolException;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * An engine server running as a child process: started from its argv (no shell) with a fresh secret token
 * in its environment, its announced address read from the first line of its standard output, connected
 * to and greeted. The rest of its output and its standard error go to a log file. Only the address the
 * child itself announced is ever connected to. The child's standard input stays open and carries nothing:
 * it reaches end-of-file when the referee exits, however abruptly, so an engine can watch it and exit
 * instead of being orphaned.
 */
public final class EngineProcess implements AutoCloseable {

    private final EngineCommand command;
    private final Process process;
    private final EngineClient client;
    private final EngineHello hello;

    private EngineProcess(EngineCommand command, Process process, EngineClient client, EngineHello hello) {
        this.command = command;
        this.process = process;
        this.client = client;
        this.hello = hello;
    }

    /**
     * Starts the engine and completes the handshake, for the only game waiting for answers ({@link ReplyWait}).
     *
     * @param log            file that receives the engine's output (appended), or null to discard it
     * @param startTimeoutMs how long the engine may take to announce its address and answer hello
     */
    public static EngineProcess start(EngineCommand command, Path log, long startTimeoutMs) throws EngineFault {
        return start(command, log, startTimeoutMs, ReplyWait.spinNanos(1));
    }

    /**
     * Starts the engine and completes the handshake.
     *
     * @param log            file that receives the engine's output (appended), or null to discard it
     * @param startTimeoutMs how long the engine may take to announce its address and answer hello
     * @param spinNanos      how long the referee polls for an answer before it blocks (see {@link ReplyWait})
     */
    public static EngineProcess start(EngineCommand command, Path log, long startTimeoutMs, long spinNanos)
            throws EngineFault {
        String token = newToken();
        ProcessBuilder builder = new ProcessBuilder(command.argv());
        if (command.workingDir() != null) {
            builder.directory(command.workingDir().toFile());
        }
        builder.environment().put(Protocol.TOKEN_ENV, token);
        if (log != null) {
            builder.redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()));
        } else {
            builder.redirectError(ProcessBuilder.Redirect.DISCARD);
        }
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": cannot run " + command.argv().get(0)
                    + ": " + e.getMessage(), e);
        }
        long deadline = System.nanoTime() + startTimeoutMs * 1_000_000L;
        try {
            JsonNode listening = readAnnouncement(command, process, log, startTimeoutMs);
            String host = listening.path("host").asText("127.0.0.1");
            int port = listening.path("port").asInt(-1);
            if (port <= 0 || port > 65535) {
                throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": announced no valid port");
            }
            EngineClient client = connectWithin(host, port, command.name(), deadline, spinNanos);
            try {
                EngineHello hello = client.hello(token, startTimeoutMs);
                return new EngineProcess(command, process, client, hello);
            } catch (EngineFault e) {
                client.close();
                throw new EngineFault(FaultKind.START_FAILURE, "handshake failed: " + e.getMessage(), e);
            }
        } catch (EngineFault e) {
            closeInput(process);
            process.destroyForcibly();
            throw e;
        }
    }

    /**
     * Connects to the announced address, retrying while the port is not open yet (an engine may announce
     * its address a moment before it accepts), until the start deadline.
     */
    private static EngineClient connectWithin(String host, int port, String name, long deadline, long spinNanos)
            throws EngineFault {
        while (true) {
            long left = (deadline - System.nanoTime()) / 1_000_000L;
            try {
                return EngineClient.connect(host, port, (int) Math.max(1, left), name, spinNanos);
            } catch (EngineFault e) {
                if (left <= 50) {
                    throw e;
                }
                try {
                    Thread.sleep(50);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }

    private static JsonNode readAnnouncement(EngineCommand command, Process process, Path log, long timeoutMs)
            throws EngineFault {
        BufferedReader stdout = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> first = new CompletableFuture<>();
        Thread drainer = new Thread(() -> drain(stdout, log, first), "engine-stdout-" + command.name());
        drainer.setDaemon(true);
        drainer.start();
        String line;
        try {
            line = first.get(timeoutMs, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": did not announce its address within "
                    + timeoutMs + " ms");
        } catch (ExecutionException e) {
            throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": cannot read its output: " + e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": interrupted while starting");
        }
        if (line == null) {
            String exit = "";
            try {
                if (process.waitFor(2, TimeUnit.SECONDS)) {
                    exit = " (exit code " + process.exitValue() + ")";
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            String said = lastLine(log);
            throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": exited before announcing its address" + exit
                    + (said.isEmpty() ? "" : ": " + said));
        }
        try {
            JsonNode node = Messages.parse(line);
            if (!node.get("type").asText().equals(Protocol.LISTENING)) {
                throw new ProtocolException("type is not 'listening'");
            }
            return node;
        } catch (ProtocolException e) {
            throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": first output line is not a 'listening' "
                    + "announcement (" + e.getMessage() + "): " + abbreviate(line));
        }
    }

    /** Hands the first line of stdout to {@code first}, then copies the rest to the log. */
    private static void drain(BufferedReader stdout, Path log, CompletableFuture<String> first) {
        try {
            first.complete(stdout.readLine());
            OutputStream sink = log == null ? OutputStream.nullOutputStream()
                    : Files.newOutputStream(log, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            try (PrintStream out = new PrintStream(sink, true, StandardCharsets.UTF_8)) {
                String line;
                while ((line = stdout.readLine()) != null) {
                    out.println(line);
                }
            }
        } catch (IOException e) {
            first.complete(null);
        }
    }

    private static void closeInput(Process process) {
        try {
            process.getOutputStream().close();
        } catch (IOException ignored) {
            // already closed
        }
    }

    /** The last non-blank line of the engine's log (what it said before dying), or empty. */
    private static String lastLine(Path log) {
        if (log == null) {
            return "";
        }
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            for (int i = lines.size() - 1; i >= 0; i--) {
                if (!lines.get(i).isBlank()) {
                    return abbreviate(lines.get(i).trim());
                }
            }
        } catch (IOException e) {
            return "";
        }
        return "";
    }

    private static String abbreviate(String line) {
        return line.length() <= 160 ? line : line.substring(0, 157) + "...";
    }

    private static String newToken() {
        byte[] bytes = new byte[16];
        new SecureRandom().nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /** The connection to the engine. */
    public EngineClient client() {
        return client;
    }

    /** The operating system's id of the process. */
    public long pid() {
        return process.pid();
    }

    /** What the engine said in the handshake. */
    public EngineHello hello() {
        return hello;
    }

    /** The command it was started from. */
    public EngineCommand command() {
        return command;
    }

    /** Whether the process still runs. */
    public boolean isAlive() {
        return process.isAlive();
    }

    /** Asks the engine to quit, then ends the process (forcibly after a short grace period). */
    @Override
    public void close() {
        client.quit(true);
        client.close();
        closeInput(process);
        try {
            if (!process.waitFor(500, TimeUnit.MILLISECONDS)) {
                process.destroy();
                if (!process.waitFor(500, TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }

    /** Kills the process at once (after a fault). */
    public void kill() {
        client.close();
        closeInput(process);
        process.destroyForcibly();
    }
}
