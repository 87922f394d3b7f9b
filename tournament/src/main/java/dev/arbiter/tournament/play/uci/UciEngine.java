package dev.arbiter.tournament.play.uci;

import dev.arbiter.engine.protocol.Excerpt;
import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineLog;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.engine.ChildProcess;
import dev.arbiter.tournament.engine.ProcessLauncher;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A UCI chess engine as a child process, long-lived: started from its argv (no shell) as the leader of a
 * process group of its own, through the one process launcher ({@link ProcessLauncher}), greeted ({@code uci}, its {@code id} and {@code option} lines,
 * {@code uciok} within the start timeout), given the configuration's options ({@code setoption}; an option it did
 * not declare, or a value its declaration does not allow, refuses the start with one line naming it) and asked
 * {@code isready}. Then each game is {@code ucinewgame} and {@code isready}, each move {@code position} and
 * {@code go}, answered by {@code bestmove}.
 *
 * <p>A reader thread owns the engine's standard output: {@code info} lines go into the current search's
 * {@link InfoReader} (so an engine that floods them costs no memory), {@code uciok}, {@code readyok} and
 * {@code bestmove} become replies (a bounded queue: replies nobody asked for are dropped), anything else (and
 * its standard error) goes to the engine's bounded log; UCI asks both sides to pass over what they do not
 * understand, so garbage is no fault. Every wait has a timeout; a reply that never comes is a
 * {@code timeout}, output that ends a {@code crash}. Ending the engine sends {@code quit}, gives it
 * {@link #QUIT_GRACE_MS} to exit, then ends its whole process tree, whether it listened or not.
 *
 * <p>Sources: the UCI protocol description (Stefan Meyer-Kahlen, 2004) for the commands; fastchess's engine
 * handling (read, not copied) for the habits engines expect: {@code isready} after options and before each game,
 * {@code ucinewgame} first, the clock of both sides in {@code go}.
 */
public final class UciEngine implements AutoCloseable {

    /** How long an engine that was sent {@code quit} has to exit before its tree is ended. */
    public static final long QUIT_GRACE_MS = 500;
    /** The longest output line read; the rest of a longer one is passed over. */
    static final int MAX_LINE = 1 << 16;
    /** The most option lines kept from one engine. */
    static final int MAX_OPTIONS = 1_000;

    private enum Kind { UCIOK, READYOK, BESTMOVE, END }

    private record Reply(Kind kind, String text, SearchInfo info) {
    }

    private static final Reply END = new Reply(Kind.END, "", SearchInfo.NONE);

    private final EngineCommand command;
    private final ChildProcess process;
    private final OutputStream stdin;
    private final EngineLog log;
    private final BlockingQueue<Reply> replies = new ArrayBlockingQueue<>(16);
    private final InfoReader info = new InfoReader();
    private final List<UciOption> options = new ArrayList<>();
    private final List<String> optionLines = new ArrayList<>();
    private volatile String idName = "";
    private volatile boolean ended;
    private volatile boolean closed;
    private volatile boolean quitSent;

    private UciEngine(EngineCommand command, ChildProcess process, EngineLog log) {
        this.command = command;
        this.process = process;
        this.stdin = process.stdin();
        this.log = log;
        daemon("uci-stdout-" + command.name(), this::readOutput);
    }

    /**
     * Starts the engine, greets it, sets {@code options} and waits until it is ready, all within
     * {@code startTimeoutMs}.
     *
     * @param options option values by name (the configuration's {@code options:}), set in this order
     * @param log     its log (stderr, unrecognised output, starts and exits)
     * @throws EngineFault {@code start_failure} with the reason: cannot run, no {@code uciok} or {@code readyok}
     *                     in time, an option it does not declare or a value it does not allow
     */
    public static UciEngine start(EngineCommand command, Map<String, String> options, EngineLog log,
                                  long startTimeoutMs, ProcessLedger ledger) throws EngineFault {
        ChildProcess process = ProcessLauncher.of(command.name(), command.argv(), command.workingDir()).log(log)
                .ledger(ledger).start();
        UciEngine engine = new UciEngine(command, process, log);
        long deadline = System.nanoTime() + startTimeoutMs * 1_000_000L;
        try {
            engine.send("uci");
            engine.await(Kind.UCIOK, startTimeoutMs, "uciok");
            engine.setOptions(options);
            engine.ready(Math.max(1, (deadline - System.nanoTime()) / 1_000_000L));
            return engine;
        } catch (EngineFault e) {
            engine.kill();
            throw e.kind() == FaultKind.START_FAILURE || e.kind().blamesConfiguration() ? e
                    : new EngineFault(FaultKind.START_FAILURE, e.getMessage(), e);
        }
    }

    private void setOptions(Map<String, String> values) throws EngineFault {
        for (Map.Entry<String, String> e : values.entrySet()) {
            UciOption declared = option(e.getKey());
            if (declared == null) {
                throw new EngineFault(FaultKind.REJECTED_SETTINGS, command.name() + ": option '" + e.getKey()
                        + "' is not declared by the engine (it declares: " + declaredNames() + ")");
            }
            String why = declared.whyNot(e.getValue());
            if (why != null) {
                throw new EngineFault(FaultKind.REJECTED_SETTINGS, command.name() + ": option '" + declared.name()
                        + "' expects " + why + ", got '" + e.getValue() + "'");
            }
            setOption(declared.name(), e.getValue());
        }
    }

    /** Sends {@code setoption name N value V} (a button without its value). */
    public void setOption(String name, String value) throws EngineFault {
        UciOption declared = option(name);
        boolean button = declared != null && declared.type().equals("button");
        send("setoption name " + name + (button ? "" : " value " + value));
    }

    /** The option the engine declared under {@code name} (case-insensitive, as UCI compares them), or null. */
    public UciOption option(String name) {
        synchronized (options) {
            for (UciOption o : options) {
                if (o.name().equalsIgnoreCase(name)) {
                    return o;
                }
            }
        }
        return null;
    }

    private String declaredNames() {
        synchronized (options) {
            return options.isEmpty() ? "none" : String.join(", ", options.stream().map(UciOption::name).toList());
        }
    }

    /** The options it declared, in its order. */
    public List<UciOption> options() {
        synchronized (options) {
            return List.copyOf(options);
        }
    }

    /** Its {@code option} lines as it printed them (kept in the run folder). */
    public List<String> optionLines() {
        synchronized (options) {
            return List.copyOf(optionLines);
        }
    }

    /** The name it gave in {@code id name}, or the empty string. */
    public String idName() {
        return idName;
    }

    /** The command it was started from. */
    public EngineCommand command() {
        return command;
    }

    /** Sends {@code isready} and waits at most {@code timeoutMs} for {@code readyok}. */
    public void ready(long timeoutMs) throws EngineFault {
        send("isready");
        await(Kind.READYOK, timeoutMs, "readyok");
    }

    /** Waits at most {@code timeoutMs} for the {@code readyok} of an {@code isready} sent before. */
    public void awaitReadyOk(long timeoutMs) throws EngineFault {
        await(Kind.READYOK, timeoutMs, "readyok");
    }

    /** Sends {@code ucinewgame}. */
    public void newGame() throws EngineFault {
        send("ucinewgame");
    }

    /**
     * Sends {@code position} and {@code go} and waits at most {@code timeoutMs} for {@code bestmove}.
     *
     * @param position the whole {@code position ...} line
     * @param go       the whole {@code go ...} line
     * @return the move's text (the word after {@code bestmove}) and what the search reported
     * @throws EngineFault {@code malformed} for a {@code bestmove} without a move, {@code timeout} or
     *                     {@code crash} for none
     */
    public Answer go(String position, String go, long timeoutMs) throws EngineFault {
        replies.clear();
        send(position + "\n" + go);
        Reply reply = await(Kind.BESTMOVE, timeoutMs, "bestmove");
        String move = secondWord(reply.text().trim());
        if (move.isEmpty() || move.equals("ponder")) {
            throw new EngineFault(FaultKind.MALFORMED, command.name() + ": bestmove without a move: '"
                    + Excerpt.of(reply.text(), 80) + "'");
        }
        return new Answer(move, reply.info());
    }

    /** The second word of {@code line} split at runs of regex {@code \s} (no pattern compiled per move), or "". */
    static String secondWord(String line) {
        int at = 0;
        while (at < line.length() && !space(line.charAt(at))) {
            at++;
        }
        while (at < line.length() && space(line.charAt(at))) {
            at++;
        }
        int end = at;
        while (end < line.length() && !space(line.charAt(end))) {
            end++;
        }
        return line.substring(at, end);
    }

    private static boolean space(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    /** An engine's answer to {@code go}: its move as text and its search's report. */
    public record Answer(String move, SearchInfo info) {
    }

    /** Writes {@code lines} (one or more, newline-separated) and flushes. */
    void send(String lines) throws EngineFault {
        try {
            stdin.write((lines + "\n").getBytes(StandardCharsets.US_ASCII));
            stdin.flush();
        } catch (IOException e) {
            throw new EngineFault(FaultKind.CRASH, command.name() + ": cannot write to it (" + e.getMessage() + ")"
                    + exitNote(), e);
        }
    }

    private Reply await(Kind kind, long timeoutMs, String what) throws EngineFault {
        long deadline = System.nanoTime() + Math.max(1, timeoutMs) * 1_000_000L;
        while (true) {
            long left = deadline - System.nanoTime();
            Reply reply;
            try {
                reply = left <= 0 ? replies.poll() : replies.poll(left, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EngineFault(FaultKind.CRASH, command.name() + ": interrupted while waiting for " + what);
            }
            if (reply == null && ended) {
                reply = END;
            }
            if (reply == null) {
                throw new EngineFault(FaultKind.TIMEOUT, command.name() + ": no " + what + " within " + timeoutMs
                        + " ms");
            }
            if (reply.kind() == Kind.END) {
                replies.offer(END);
                throw new EngineFault(FaultKind.CRASH, command.name() + ": ended its output while the referee waited"
                        + " for " + what + exitNote());
            }
            if (reply.kind() == kind) {
                return reply;
            }
        }
    }

    private void readOutput() {
        try (InputStream in = process.stdout()) {
            byte[] buffer = new byte[8192];
            ByteArrayOutputStream line = new ByteArrayOutputStream(256);
            boolean overLong = false;
            int n;
            while ((n = in.read(buffer)) >= 0) {
                for (int i = 0; i < n; i++) {
                    byte b = buffer[i];
                    if (b == '\n') {
                        if (!overLong) {
                            handle(line.toString(StandardCharsets.UTF_8));
                        }
                        line.reset();
                        overLong = false;
                    } else if (line.size() < MAX_LINE) {
                        line.write(b);
                    } else if (!overLong) {
                        overLong = true;
                        log.note(command.name() + ": passed over an output line longer than " + MAX_LINE + " bytes");
                    }
                }
            }
            if (line.size() > 0 && !overLong) {
                handle(line.toString(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            // the process is gone: reported as the end of its output
        }
        ended = true;
        while (!replies.offer(END)) {
            replies.poll();
        }
    }

    private void handle(String raw) {
        String line = raw.strip();
        if (startsWithWord(line, "info")) {
            info.read(line);
        } else if (startsWithWord(line, "bestmove")) {
            replies.offer(new Reply(Kind.BESTMOVE, line, info.snapshot()));
            info.reset();
        } else if (line.equals("readyok")) {
            replies.offer(new Reply(Kind.READYOK, line, SearchInfo.NONE));
        } else if (line.equals("uciok")) {
            replies.offer(new Reply(Kind.UCIOK, line, SearchInfo.NONE));
        } else if (startsWithWord(line, "option")) {
            readOption(line);
        } else if (line.startsWith("id name ")) {
            idName = line.substring(8).strip();
        } else if (!line.isEmpty() && !startsWithWord(line, "id") && !startsWithWord(line, "copyprotection")
                && !startsWithWord(line, "registration")) {
            log.note(command.name() + " printed: " + Excerpt.of(line, 80));
        }
    }

    private void readOption(String line) {
        synchronized (options) {
            if (options.size() >= MAX_OPTIONS) {
                return;
            }
            try {
                options.add(UciOption.parse(line));
                optionLines.add(line);
            } catch (IllegalArgumentException e) {
                log.note(command.name() + ": passed over an option line it could not read: " + e.getMessage());
            }
        }
    }

    private static boolean startsWithWord(String line, String word) {
        return line.startsWith(word) && (line.length() == word.length() || line.charAt(word.length()) <= ' ');
    }

    private String exitNote() {
        try {
            if (process.waitFor(200)) {
                return process.exitDetail();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "";
    }

    /** Whether its process still runs. */
    public boolean isAlive() {
        return process.isAlive() && !ended;
    }

    /**
     * Ends it politely: {@code quit}, up to {@link #QUIT_GRACE_MS} to exit, then its whole process tree ended
     * (whatever it left running, also when it ignored {@code quit}).
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        try {
            askToQuit();
            process.waitFor(QUIT_GRACE_MS);
        } catch (EngineFault gone) {
            // already ended
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        kill();
    }

    /** Sends {@code quit} once, without waiting (so that several engines can be ended in one grace period). */
    public void askToQuit() throws EngineFault {
        if (!quitSent) {
            quitSent = true;
            send("quit");
        }
    }

    /** Ends its whole process tree at once (after a fault, or on abort). */
    public void kill() {
        closed = true;
        process.kill();
        try {
            stdin.close();
        } catch (IOException ignored) {
            // already gone
        }
    }


    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s (pid %d)", command.name(), process.pid());
    }

    private static void daemon(String name, Runnable body) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        thread.start();
    }
}
