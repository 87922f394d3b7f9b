package dev.arbiter.tournament.engine;

import dev.arbiter.engine.protocol.Excerpt;
import dev.arbiter.engine.protocol.Message;
import dev.arbiter.engine.protocol.Messages;
import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.protocol.ProtocolException;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * An engine server running as a child process: started by {@link ProcessLauncher} (its argv, no shell, a session
 * and process group of its own, its tree ended with it), with a fresh secret token and the referee's process id
 * in its environment, its announced address read from the first line of its standard output, connected to and
 * greeted. The rest of its output and its standard error go to its bounded {@link EngineLog}. Only the address
 * the child itself announced is ever connected to.
 *
 * <p>The stdin contract (docs/PROTOCOL.md, "Start"): the child's standard input is a pipe the referee keeps
 * open and never writes to; it reaches end-of-file when the referee exits, however abruptly, and an engine
 * then exits. Ending an engine ends its whole tree ({@link ChildProcess#end}).
 */
public final class EngineProcess implements AutoCloseable {

    /** How long a process that was asked to quit (or lost its connection) has to exit by itself. */
    private static final long GRACE_MS = 500;
    /** The longest announcement line read; the rest of a longer one is output for the log. */
    private static final int MAX_ANNOUNCEMENT = Protocol.DEFAULT_MAX_LINE;
    private static final String TOO_LONG = new String("(too long)");

    private final EngineCommand command;
    private final ChildProcess process;
    private final EngineClient client;
    private final EngineHello hello;
    private final Address address;
    /** The connections opened besides the first ({@link #openSession}), closed with the process. */
    private final Set<EngineClient> sessions = new LinkedHashSet<>();

    /** Where the engine listens, what it announced it serves at once, and how a new connection is made. */
    private record Address(String host, int port, String token, int sessions, long spinNanos) {
    }

    private EngineProcess(EngineCommand command, ChildProcess process, EngineClient client, EngineHello hello,
                          Address address) {
        this.command = command;
        this.process = process;
        this.client = client;
        this.hello = hello;
        this.address = address;
    }

    /**
     * Starts the engine and completes the handshake, for the only game waiting for answers ({@link ReplyWait}),
     * recorded in no ledger.
     *
     * @param log            the engine's log (null: discard its output)
     * @param startTimeoutMs how long the engine may take to announce its address and answer hello
     */
    public static EngineProcess start(EngineCommand command, EngineLog log, long startTimeoutMs) throws EngineFault {
        return start(command, log, startTimeoutMs, ReplyWait.spinNanos(1), ProcessLedger.NONE);
    }

    /**
     * Starts the engine and completes the handshake.
     *
     * @param engineLog      the engine's log (null: discard its output)
     * @param startTimeoutMs how long the engine may take to announce its address and answer hello
     * @param spinNanos      how long the referee polls for an answer before it blocks (see {@link ReplyWait})
     * @param ledger         where the process is recorded while it runs
     */
    public static EngineProcess start(EngineCommand command, EngineLog engineLog, long startTimeoutMs, long spinNanos,
                                      ProcessLedger ledger) throws EngineFault {
        String token = newToken();
        long deadline = System.nanoTime() + startTimeoutMs * 1_000_000L;
        ChildProcess process = ProcessLauncher.of(command.name(), command.argv(), command.workingDir())
                .environment(Protocol.TOKEN_ENV, token)
                .environment(Protocol.REFEREE_PID_ENV, Long.toString(ProcessHandle.current().pid()))
                .log(engineLog)
                .ledger(ledger)
                .start();
        CompletableFuture<String> first = new CompletableFuture<>();
        daemon("engine-stdout-" + command.name(), () -> drainStdout(process, first));
        try {
            Message listening = readAnnouncement(command, process, first, startTimeoutMs);
            String host = listening.asText("host", "127.0.0.1");
            int port = listening.asInt("port", -1);
            if (port <= 0 || port > 65535) {
                throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": announced no valid port");
            }
            EngineClient client = connectWithin(host, port, command.name(), deadline, spinNanos);
            client.onConnectionLost(process::exitDetail);
            try {
                EngineHello hello = client.hello(token, Math.max(1, (deadline - System.nanoTime()) / 1_000_000L));
                int sessions = Math.max(1, listening.asInt(Protocol.SESSIONS, 1));
                return new EngineProcess(command, process, client, hello, new Address(host, port, token, sessions, spinNanos));
            } catch (EngineFault e) {
                client.close();
                throw new EngineFault(FaultKind.START_FAILURE, "handshake failed: " + e.getMessage(), e);
            }
        } catch (EngineFault e) {
            process.kill();
            throw e;
        }
    }

    private static void daemon(String name, Runnable body) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        thread.start();
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

    private static Message readAnnouncement(EngineCommand command, ChildProcess process,
                                             CompletableFuture<String> first, long timeoutMs) throws EngineFault {
        String line;
        try {
            line = first.get(timeoutMs, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": did not announce its address within "
                    + timeoutMs + " ms (the start timeout, startTimeoutMs)");
        } catch (ExecutionException e) {
            throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": cannot read its output: " + e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": interrupted while starting");
        }
        if (line == null) {
            throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": exited before announcing its address"
                    + process.exitDetail());
        }
        if (line == TOO_LONG) {
            throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": first output line is longer than "
                    + MAX_ANNOUNCEMENT + " bytes, not a 'listening' announcement");
        }
        try {
            Message node = Messages.parse(line);
            if (!node.type().equals(Protocol.LISTENING)) {
                throw new ProtocolException("type is not 'listening'");
            }
            return node;
        } catch (ProtocolException e) {
            throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": first output line is not a 'listening' "
                    + "announcement (docs/PROTOCOL.md, Announcement): " + Excerpt.of(line, 160));
        }
    }

    /** Hands the first line of stdout to {@code first} (null at end-of-file before it), then copies the rest. */
    private static void drainStdout(ChildProcess process, CompletableFuture<String> first) {
        InputStream in = process.stdout();
        byte[] buffer = new byte[8192];
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        try {
            int n;
            while ((n = in.read(buffer)) >= 0) {
                int from = 0;
                if (!first.isDone()) {
                    int newline = indexOf(buffer, n, (byte) '\n');
                    int end = newline < 0 ? n : newline;
                    if (line.size() + end > MAX_ANNOUNCEMENT) {
                        first.complete(TOO_LONG);
                    } else {
                        line.write(buffer, 0, end);
                        if (newline < 0) {
                            continue;
                        }
                        String text = line.toString(StandardCharsets.UTF_8);
                        first.complete(text.endsWith("\r") ? text.substring(0, text.length() - 1) : text);
                        from = newline + 1;
                    }
                }
                process.log(buffer, from, n - from);
            }
        } catch (IOException e) {
            // the pipe closed: end of output
        }
        first.complete(null);
    }

    private static int indexOf(byte[] bytes, int length, byte b) {
        for (int i = 0; i < length; i++) {
            if (bytes[i] == b) {
                return i;
            }
        }
        return -1;
    }


    private static String newToken() {
        byte[] bytes = new byte[16];
        new SecureRandom().nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /** How many connections the engine announced it serves at once ({@link Protocol#SESSIONS}; 1 if it did not say). */
    public int sessions() {
        return address.sessions();
    }

    /**
     * Opens another connection to the engine and greets it: a session of its own, for a game played while the
     * first connection plays another (the engine announced {@link #sessions()} above 1). It is closed by
     * {@link #closeSession} or with the process.
     *
     * @param timeoutMs how long connecting and the handshake may take
     * @throws EngineFault if the engine cannot be connected to or fails the handshake
     */
    public EngineClient openSession(long timeoutMs) throws EngineFault {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        EngineClient session = EngineClient.connect(address.host(), address.port(), (int) Math.max(1, timeoutMs),
                command.name(), address.spinNanos());
        session.onConnectionLost(process::exitDetail);
        try {
            session.hello(address.token(), Math.max(1, (deadline - System.nanoTime()) / 1_000_000L));
        } catch (EngineFault e) {
            session.close();
            throw e;
        }
        synchronized (sessions) {
            sessions.add(session);
        }
        return session;
    }

    /** Closes a connection opened by {@link #openSession}; the process and its other connections play on. */
    public void closeSession(EngineClient session) {
        synchronized (sessions) {
            sessions.remove(session);
        }
        session.close();
    }

    private void closeSessions() {
        List<EngineClient> open;
        synchronized (sessions) {
            open = new ArrayList<>(sessions);
            sessions.clear();
        }
        open.forEach(EngineClient::close);
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

    /**
     * Asks the engine to quit, then ends whatever is left of its tree (helpers it forked included): SIGTERM
     * after a short grace period, SIGKILL after another.
     */
    @Override
    public void close() {
        closeAll(List.of(this));
    }

    /**
     * Closes engines as {@link #close()} does, all at once: every engine is asked to quit, then the referee waits
     * for all of them together (a JVM takes a fraction of a second to exit; one after the other, a run's end
     * waited for each in turn).
     */
    public static void closeAll(List<EngineProcess> engines) {
        for (EngineProcess engine : engines) {
            engine.closeSessions();
            engine.client.quit(true);
            engine.client.close();
        }
        ChildProcess.endAll(engines.stream().map(engine -> engine.process).toList(), GRACE_MS);
    }

    /** Kills the engine's whole tree at once (after a fault, or on abort). */
    public void kill() {
        closeSessions();
        client.close();
        process.kill();
    }
}
