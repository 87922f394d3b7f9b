package dev.arbiter.tournament.play;

import dev.arbiter.tournament.engine.ChildProcess;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineLog;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.engine.ProcessLauncher;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Plays each game by running an external referee program once ({@link RefereeProgram}): the players are the
 * entrants' command lines in seat order (seats are swapped by permuting them), the scores are the first lines
 * of its output. A referee that cannot be run, exits with an error, takes longer than its timeout or prints no
 * scores has the game played again once; if it fails again the game is recorded as {@link GameEnd#VOID}
 * (counted for nobody), never as a loss for a bot. The referee is started by the one process launcher
 * ({@link ProcessLauncher}: a session of its own, an empty standard input, its standard error in the run's bounded
 * log {@code referee.log}), and it and every process it started (the bots included, also those that left its
 * session) are ended after each game. Each worker runs one referee at a time.
 */
public final class RefereeProgramPlayer implements JobPlayer {

    /** Most output read from a referee. */
    private static final int MAX_OUTPUT = 1 << 20;

    private final RefereeProgram referee;
    private final Path logDir;
    private final EngineLog log;
    private final ProcessLedger ledger;
    private volatile ChildProcess running;
    private volatile boolean aborted;

    /**
     * A player whose referee's standard error goes to {@code referee.log} in {@code logDir}, bounded by the
     * default limit, recorded in no ledger.
     *
     * @param logDir folder of the referee's logs ({@code referee.log}, {@code referee/GAME.log}), or null
     */
    public RefereeProgramPlayer(RefereeProgram referee, Path logDir) {
        this(referee, logDir, new EngineLogs(logDir, EngineLogs.DEFAULT_LIMIT_BYTES), ProcessLedger.NONE);
    }

    /**
     * @param logDir folder of the per-game logs the referee writes itself ({@code referee/GAME.log}), or null
     * @param logs   the run's bounded logs: the referee's standard error goes to the one named {@code referee}
     * @param ledger the run's record of running processes
     */
    public RefereeProgramPlayer(RefereeProgram referee, Path logDir, EngineLogs logs, ProcessLedger ledger) {
        this.referee = referee;
        this.logDir = logDir;
        this.log = logs.of("referee");
        this.ledger = ledger;
    }

    @Override
    public JobResult play(GameJob job) {
        return job.playEach(this::play);
    }

    private GameRecord play(PlannedGame game) {
        if (game.seats().size() != referee.players()) {
            throw new IllegalArgumentException("the referee plays " + referee.players() + " players, the game has "
                    + game.seats().size());
        }
        List<String> players = new ArrayList<>();
        for (Entrant e : game.seats()) {
            players.add(String.join(" ", e.resolve().argv()));
        }
        String failure = null;
        for (int attempt = 0; attempt < 2 && !aborted; attempt++) {
            try {
                List<Double> scores = run(players, game);
                return new GameRecord(game.index(), game.round(), game.pairing(), game.seed(), game.init(), game.names(),
                        List.of(), List.of(), List.of(), List.of(), scores, GameEnd.END, "scored by the referee", -1, null);
            } catch (RefereeFailure e) {
                failure = e.getMessage();
            }
        }
        return new GameRecord(game.index(), game.round(), game.pairing(), game.seed(), game.init(), game.names(),
                List.of(), List.of(), List.of(), List.of(), zeros(game.seats().size()), GameEnd.VOID,
                "void: the referee failed twice: " + failure, -1, null);
    }

    private static List<Double> zeros(int n) {
        List<Double> zeros = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            zeros.add(0.0);
        }
        return zeros;
    }

    /** One call of the referee: its scores, or a failure saying what went wrong. */
    private List<Double> run(List<String> players, PlannedGame game) throws RefereeFailure {
        Path gameLog = null;
        try {
            if (logDir != null) {
                Files.createDirectories(logDir.resolve("referee"));
                gameLog = logDir.resolve("referee").resolve(game.index() + ".log");
            } else {
                gameLog = Files.createTempFile("arbiter-referee-", ".log");
            }
            ChildProcess process;
            try {
                process = ProcessLauncher.of("referee", referee.argv(players, game.seed(), gameLog),
                        referee.dir() == null ? null : Path.of(referee.dir())).stdinFromNull().log(log).ledger(ledger).start();
            } catch (EngineFault e) {
                throw new RefereeFailure(e.getMessage());
            }
            running = process;
            if (aborted) {
                process.kill();
            }
            try {
                CompletableFuture<String> output = CompletableFuture.supplyAsync(() -> read(process.stdout()));
                if (!process.waitFor(referee.timeoutMs())) {
                    throw new RefereeFailure("no result within " + referee.timeoutMs() + " ms");
                }
                process.kill(); // what it left running may hold its output open
                String text = output.get(5, TimeUnit.SECONDS);
                if (process.exitValue() != 0) {
                    throw new RefereeFailure("exit code " + process.exitValue());
                }
                return scores(text, game.seats().size());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new RefereeFailure("interrupted");
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                throw new RefereeFailure("cannot read its output: " + e);
            } finally {
                process.kill();
                running = null;
            }
        } catch (IOException e) {
            throw new RefereeFailure("cannot write its log: " + e.getMessage());
        } finally {
            if (logDir == null && gameLog != null) {
                try {
                    Files.deleteIfExists(gameLog);
                } catch (IOException ignored) {
                    // a temporary file
                }
            }
        }
    }

    private static String read(InputStream in) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try (in) {
            int n;
            while ((n = in.read(buffer)) >= 0) {
                if (out.size() < MAX_OUTPUT) {
                    out.write(buffer, 0, Math.min(n, MAX_OUTPUT - out.size()));
                }
            }
        } catch (IOException e) {
            // the process was killed: what was read is kept
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /** The first {@code players} non-blank lines as numbers. */
    static List<Double> scores(String output, int players) throws RefereeFailure {
        List<Double> scores = new ArrayList<>(players);
        for (String line : output.split("\\R")) {
            if (scores.size() == players) {
                break;
            }
            if (line.isBlank()) {
                continue;
            }
            try {
                scores.add(Double.parseDouble(line.trim()));
            } catch (NumberFormatException e) {
                throw new RefereeFailure("expected " + players + " scores, one per line, got '" + abbreviate(line) + "'");
            }
        }
        if (scores.size() < players) {
            throw new RefereeFailure("printed " + scores.size() + " of " + players + " scores");
        }
        return scores;
    }

    private static String abbreviate(String line) {
        return line.length() <= 80 ? line : line.substring(0, 77) + "...";
    }

    @Override
    public void abort() {
        aborted = true;
        ChildProcess p = running;
        if (p != null) {
            p.kill();
        }
    }

    @Override
    public void close() {
        ChildProcess p = running;
        if (p != null) {
            p.kill();
        }
    }

    /** The referee failed to score a game. */
    static final class RefereeFailure extends Exception {

        private static final long serialVersionUID = 1L;

        RefereeFailure(String message) {
            super(message);
        }
    }
}
