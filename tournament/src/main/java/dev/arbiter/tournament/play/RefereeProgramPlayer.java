package dev.arbiter.tournament.play;

import dev.arbiter.tournament.engine.ChildProcess;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineLog;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.engine.ProcessLauncher;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.GameOutcome;

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
 * entrants' command lines in seat order (seats are swapped by permuting them), the result is read from its output
 * in the referee's {@link RefereeFormat}; an error the referee reports for one player is that player's forfeit
 * ({@code engine_error}, with the referee's text), its data about the game is kept in the game's record. A referee that cannot be run, exits with an error, takes longer than its timeout or prints no
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
                return record(game, run(players, game));
            } catch (RefereeFailure e) {
                failure = e.getMessage();
            }
        }
        return new GameRecord(game.slot(), game.init(), game.names(), List.of(),
                new GameOutcome(zeros(game.seats().size()), GameEnd.VOID, "the referee failed twice: " + failure,
                        -1, null));
    }

    /** The record of a game the referee scored: a forfeit when it reported an error for exactly one player. */
    private static GameRecord record(PlannedGame game, RefereeVerdict verdict) {
        int erring = verdict.erringSeat();
        GameRecord record;
        if (erring >= 0) {
            record = GameRecord.forfeit(game.slot(), game.init(), game.names(), List.of(), erring,
                    new EngineFault(FaultKind.ENGINE_ERROR, "the referee reports: " + verdict.errors().get(erring)));
        } else {
            List<String> reported = new ArrayList<>();
            for (int s = 0; s < verdict.errors().size(); s++) {
                if (verdict.errors().get(s) != null) {
                    reported.add(game.names().get(s) + ": " + verdict.errors().get(s));
                }
            }
            record = new GameRecord(game.slot(), game.init(), game.names(), List.of(),
                    new GameOutcome(verdict.scores(), GameEnd.END, reported.isEmpty() ? "scored by the referee"
                            : "scored by the referee, which reports errors of " + String.join("; ", reported), -1, null));
        }
        return verdict.data() == null ? record : record.withRefereeData(verdict.data());
    }

    private static List<Double> zeros(int n) {
        List<Double> zeros = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            zeros.add(0.0);
        }
        return zeros;
    }

    /** One call of the referee: its scores, or a failure saying what went wrong. */
    private RefereeVerdict run(List<String> players, PlannedGame game) throws RefereeFailure {
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
                return referee.format().read(text, game.seats().size());
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
}
