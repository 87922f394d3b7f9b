package dev.arbiter.tournament;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.tournament.config.StopDecision;
import dev.arbiter.elo.EloEstimate;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.elo.Sprt;
import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.world.Game;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.JobSource;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.play.PlaySettings;
import dev.arbiter.tournament.referee.OpeningBook;
import dev.arbiter.tournament.referee.Schedule;
import dev.arbiter.tournament.referee.ScheduledGame;
import dev.arbiter.tournament.results.EngineLatencies;
import dev.arbiter.tournament.results.EngineStanding;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.GameText;
import dev.arbiter.tournament.results.NotationFile;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.results.Standings;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * A qualification run: the scheduled games are played by the {@link GameService} (K at a time, each worker
 * with its own engine processes), every finished game is appended to the run's log, ratings are updated
 * after each game and the early-stop rule is checked. A run folder that already holds games continues where
 * it stopped (resume): the schedule is a pure function of the configuration, so the games already logged are
 * neither lost nor replayed.
 *
 * <p>Engines: an engine that crashes, hangs, lies or fails to start forfeits the game, the fault is
 * recorded, the process is killed and started afresh for the next game. Only if an engine cannot be started
 * at all before the first game does the run stop, with a {@link TournamentException}.
 */
public final class Qualification {

    /**
     * What a run produced.
     *
     * @param standings   the standings behind the final ranking
     * @param latencies   each engine's reply latency and late answers
     * @param games       how many games were planned, counted, left uncounted and void
     * @param stopReason  why the run stopped early, or null if it played every round
     * @param stop        the stop (the rule, the games it fired on, its figures), or null
     * @param files       the run folder's files
     * @param elimination an elimination's engines in play and drops, or null for a round-robin
     */
    public record Result(Standings standings, EngineLatencies latencies, GameCounts games, String stopReason,
                         StopDecision stop, RunFiles files, EliminationSchedule.Summary elimination) {

        /** The final ranking. */
        public List<EngineStanding> ranking() {
            return standings.ranking();
        }
    }

    /**
     * The games of a run by what became of them.
     *
     * @param played     games counted: every game of the log, or after a stop the games it fired on
     * @param planned    games in the schedule
     * @param notCounted games in the log past the stop's games (running when it fired), counted in no figure
     * @param voidGames  games of the log an external referee could not score (among {@code played}, counted for nobody)
     */
    public record GameCounts(int played, int planned, int notCounted, int voidGames) {
    }

    private static final long RESULTS_EVERY_NANOS = 2_000_000_000L;
    /** How far (in games per worker) play may run ahead of the first unfinished game of the schedule. */
    private static final int WINDOW_PER_WORKER = 4;

    private final QualifyConfig config;
    private final Game<?> game;
    private final RunFiles files;
    private final QualificationListener listener;
    private final Clock clock;
    private final List<Entrant> entrants = new ArrayList<>();
    private final List<String> names = new ArrayList<>();
    private final StopCheck stopCheck;
    private final OpeningBook openings;
    private final VoidLimit voidLimit;

    private Standings standings;
    private final SchedulePlan plan;
    /** The stop rule checked on the games: the configuration's, unless the schedule applies it itself. */
    private final StopRule stopRule;
    private EngineLatencies latencies;
    private GameLog log;
    private GameText gameText;
    private NotationFile notationFile;
    private int played;
    private int notCounted;
    private long lastResultsWrite;
    private volatile String stopReason;
    private volatile String voidBreach;
    private VoidGames voids;
    private volatile GameService service;
    private volatile boolean aborted;

    /** The positions of the run's opening book, or 0 when its games start from the game's own starts. */
    public int openingPositions() {
        return openings == null ? 0 : openings.size();
    }

    /** Prepares a run of {@code config} for {@code game} in the folder of {@code files}. */
    public Qualification(QualifyConfig config, Game<?> game, RunFiles files, QualificationListener listener) {
        this(config, game, files, listener, Clock.SYSTEM);
    }

    /**
     * Prepares a run whose moves and result writes are timed with {@code clock}.
     *
     * @throws IllegalArgumentException if the configuration's openings file cannot be read or has a bad line, or its
     *                                  schedule does not fit the game (an elimination needs two seats)
     */
    public Qualification(QualifyConfig config, Game<?> game, RunFiles files, QualificationListener listener, Clock clock) {
        this(config, game, files, listener, clock, VoidLimit.DEFAULT);
    }

    /**
     * Prepares a run that fails when its void games break {@code voidLimit} (games an external referee could not
     * score).
     *
     * @throws IllegalArgumentException if the configuration's openings file cannot be read or has a bad line
     */
    public Qualification(QualifyConfig config, Game<?> game, RunFiles files, QualificationListener listener, Clock clock,
                         VoidLimit voidLimit) {
        this.voidLimit = voidLimit;
        this.config = config;
        this.game = game;
        this.files = files;
        this.listener = listener;
        this.clock = clock;
        for (EngineSpec spec : config.engines()) {
            entrants.add(Entrant.of(spec.resolve(), spec.limits() != null ? spec.limits() : config.rules().limits(),
                    spec.startTimeoutMs(), spec.protocol()));
            names.add(spec.name());
        }
        this.plan = SchedulePlan.of(config, names, game.actorCount());
        this.stopRule = plan.checkedRule(config.stop());
        this.stopCheck = new StopCheck(stopRule, names, game.actorCount());
        this.openings = config.rules().openings() == null ? null : OpeningBook.read(config.rules().openings(), game);
    }

    /**
     * Plays the run to its end (all rounds, an early stop, or {@link #abort()}) with the default game service
     * (engine servers on {@code concurrency} local workers), writing results as it goes.
     *
     * @throws TournamentException if an engine cannot be started at all, or the folder's log does not match
     */
    public Result run() throws TournamentException, IOException {
        try (GameService local = localService()) {
            return run(local);
        }
    }

    /**
     * The default game service of this run (engine servers on {@code concurrency} local workers), after ending the
     * engines an earlier session of the run left running (told to the listener); closed by the caller.
     */
    public GameService localService() {
        GameService local = GameService.local(game, playSettings(), listener::engineFault, clock);
        if (!local.endedLeftovers().isEmpty()) {
            listener.leftoversEnded(local.endedLeftovers());
        }
        return local;
    }

    /**
     * How this run's games are played: its concurrency and rules (ply limit, score adjudication), every engine kept, the start timeout, the
     * bounded engine logs in the run folder ({@code engines/NAME.log}) and the record of the running engine
     * processes ({@code processes.json}).
     */
    public PlaySettings playSettings() {
        return new PlaySettings(config.rules(), config.serving().concurrency(), Integer.MAX_VALUE,
                new PlaySettings.EngineFiles(files.file("engines"), config.serving().engineLogBytes(), files.file(ProcessLedger.FILE)));
    }

    /**
     * As {@link #run()}, with the games played by {@code games}.
     *
     * @throws TournamentException if an engine cannot be started at all, the folder's log does not match, or the
     *                             void games break the run's {@link VoidLimit} (after the results are written)
     */
    public Result run(GameService games) throws TournamentException, IOException {
        Files.createDirectories(files.dir());
        Files.createDirectories(files.file("engines"));
        List<GameRecord> previous = GameLog.read(files.file(RunFiles.GAMES));
        Set<Integer> done = new HashSet<>();
        for (GameRecord record : previous.stream().sorted(Comparator.comparingInt(GameRecord::index)).toList()) {
            if (record.index() >= plan.planned() || !record.seats().equals(seatNames(plan.get(record.index())))) {
                throw new TournamentException(files.file(RunFiles.GAMES) + ": game " + record.index()
                        + " does not match the configuration of this run");
            }
            done.add(record.index());
            plan.offer(record);
        }
        previous.forEach(stopCheck::offer);
        voids = new VoidGames(voidLimit, VoidGames.gamesPerRound(plannedRounds()));
        previous.forEach(voids::offerLogged);
        stopReason = stopCheck.stop() != null ? stopCheck.stop().line() : plan.verdict();
        List<GameRecord> counted = StopCheck.counted(stopRule, names, game.actorCount(), previous);
        standings = Standings.of(names, game.actorCount(), counted);
        latencies = EngineLatencies.of(names, game, counted);
        played = counted.size();
        notCounted = previous.size() - played;
        listener.started(plan.limit(), played, config.seed());
        if (stopReason == null && !(plan.complete() && done.size() >= plan.planned())) {
            service = games;
            if (aborted) {
                games.abort();
            }
            games.check(entrants);
            try (GameLog openedLog = GameLog.openForAppend(files.file(RunFiles.GAMES));
                 GameText text = GameText.start(files.file(GameText.FILE), variant(), previous);
                 NotationFile notation = startNotation(previous)) {
                log = openedLog;
                gameText = text;
                notationFile = notation;
                games.run(new ScheduleSource(done));
            }
        }
        if (stopCheck.stop() != null) {
            countOnlyTheStopsGames();
        }
        writeResults(plan.limit());
        if (voidBreach != null) {
            throw new TournamentException("the referee failed: " + voidBreach + "; its log: "
                    + files.file("engines").resolve("referee.log"));
        }
        if (stopReason != null) {
            listener.stoppedEarly(stopReason);
        }
        return new Result(standings, latencies, new GameCounts(played, plan.limit(), notCounted, voids.total()),
                stopReason, stopCheck.stop(), files, plan.elimination());
    }

    /**
     * After a stop: the figures of exactly the games {@code 0..N-1} the rule fired on, and {@code games.txt}
     * rewritten with them and a last line naming the logged games that are not counted (games that were running,
     * or had finished ahead of the schedule, when the rule fired).
     */
    private void countOnlyTheStopsGames() throws IOException {
        List<GameRecord> logged = GameLog.read(files.file(RunFiles.GAMES));
        List<GameRecord> counted = StopCheck.counted(stopRule, names, game.actorCount(), logged);
        standings = Standings.of(names, game.actorCount(), counted);
        latencies = EngineLatencies.of(names, game, counted);
        played = counted.size();
        notCounted = logged.size() - played;
        GameText.rewrite(files.file(GameText.FILE), variant(), counted, notCounted);
        NotationFile notation = startNotation(counted);
        if (notation != null) {
            notation.close();
        }
    }

    /** The game's customary record file (chess's games.pgn) holding {@code games}, or null if the game has none. */
    private NotationFile startNotation(List<GameRecord> games) throws IOException {
        if (game.notation().isEmpty() || game.actorCount() != 2) {
            return null;
        }
        return NotationFile.start(files.dir(), game.notation().get(), config.rules().limits().perGame().tc(), games);
    }

    /** The game with its options, as {@code arbiter show --game} takes it. */
    private String variant() {
        return game.options().isEmpty() ? game.name() : game.name() + ":" + game.options();
    }

    /** Stops the run as soon as possible (Ctrl-C): games in progress are abandoned, finished ones are kept. */
    public void abort() {
        aborted = true;
        GameService s = service;
        if (s != null) {
            s.abort();
        }
    }

    private List<String> seatNames(ScheduledGame g) {
        List<String> seats = new ArrayList<>();
        for (int e : g.seats()) {
            seats.add(names.get(e));
        }
        return seats;
    }

    /** The round of each game planned so far (all of a round-robin; an elimination's first batch). */
    private List<Integer> plannedRounds() {
        List<Integer> rounds = new ArrayList<>();
        for (int i = 0; i < plan.planned(); i++) {
            rounds.add(plan.get(i).round());
        }
        return rounds;
    }

    /**
     * The pending games of the schedule, in order, until the stop rule fires or the plan has no more. The rule is
     * checked on the games in schedule order ({@link StopCheck}), so a game more than {@link #WINDOW_PER_WORKER}
     * times the concurrency ahead of the first unfinished one waits for it: one slow game (an engine starting, a
     * long game) cannot let the others run far past the point where the rule fires. A game the plan has not planned
     * yet (an elimination's next batch) waits for the games it depends on.
     */
    private final class ScheduleSource implements JobSource {

        private final Set<Integer> done;
        private int next;

        ScheduleSource(Set<Integer> done) {
            this.done = done;
        }

        @Override
        public synchronized GameJob next() throws InterruptedException {
            int window = WINDOW_PER_WORKER * config.serving().concurrency();
            while (true) {
                while (next < plan.planned() && done.contains(next)) {
                    next++;
                }
                if (stopReason != null || voidBreach != null || aborted || next >= plan.planned() && plan.complete()) {
                    return null;
                }
                if (next < plan.planned() && next < checkedGames() + window) {
                    break;
                }
                wait();
            }
            ScheduledGame scheduled = plan.get(next++);
            long seed = Schedule.roundSeed(config.seed(), scheduled.round());
            List<Entrant> seats = new ArrayList<>();
            for (int e : scheduled.seats()) {
                seats.add(entrants.get(e));
            }
            String init = openings != null ? openings.init(config.seed(), scheduled.round())
                    : game.createInitData(new SplittableRandom(seed));
            return GameJob.single(new PlannedGame(scheduled.index(), scheduled.round(), scheduled.pairing(), seed, init,
                    seats));
        }

        @Override
        public void finished(JobResult result) throws IOException {
            for (GameRecord record : result.games()) {
                Qualification.this.finished(record, plan.limit());
            }
            synchronized (this) {
                notifyAll();
            }
        }

        @Override
        public synchronized void abort() {
            notifyAll();
        }
    }

    private synchronized int checkedGames() {
        return stopCheck.checkedGames();
    }

    /**
     * Logs a finished game and checks the stop rule (on the games in index order, see {@link StopCheck}). Once the
     * rule has fired no new game starts; a game that was already running is still logged (it is a real game) but
     * counted in no figure: the results are those of the games the rule fired on, whatever the timing.
     */
    private synchronized void finished(GameRecord record, int planned) throws IOException {
        log.append(record);
        gameText.append(record);
        if (notationFile != null) {
            notationFile.append(record);
        }
        if (stopReason != null) {
            return;
        }
        String breach = voids.offer(record);
        if (breach != null && voidBreach == null) {
            voidBreach = breach;
        }
        standings.add(record);
        latencies.add(game, record);
        played++;
        listener.gameFinished(record, standings, played, planned);
        for (EliminationSchedule.Drop drop : plan.offer(record)) {
            listener.engineDropped(drop.describe());
        }
        if (stopReason == null && stopCheck.offer(record) != null) {
            stopReason = stopCheck.stop().line();
        }
        if (stopReason == null && plan.verdict() != null) {
            stopReason = plan.verdict();
        }
        long now = clock.nanoTime();
        if (now - lastResultsWrite > RESULTS_EVERY_NANOS) {
            writeResults(planned);
            lastResultsWrite = clock.nanoTime();
        }
    }

    private synchronized void writeResults(int planned) throws IOException {
        files.writeResults(standings, latencies, summary(planned));
    }

    private ObjectNode summary(int planned) {
        ObjectNode summary = JsonNodeFactory.instance.objectNode();
        summary.put("game", game.name());
        summary.put("game_options", game.options());
        summary.put("seed", config.seed());
        summary.put("planned", planned);
        summary.put("played", played);
        summary.put("not_counted", notCounted);
        summary.put("stop_reason", stopReason);
        ObjectNode voided = summary.putObject("void");
        voided.put("games", voids == null ? 0 : voids.total());
        ArrayNode reasons = voided.putArray("reasons");
        if (voids != null) {
            voids.reasons().forEach((reason, count) -> reasons.addObject().put("reason", reason).put("games", count));
        }
        summary.putPOJO("stop", stopCheck.stop());
        summary.putPOJO("schedule", plan.summary());
        ArrayNode ranking = summary.putArray("ranking");
        for (EngineStanding s : standings.ranking()) {
            ranking.addPOJO(s);
        }
        if (names.size() == 2) {
            ObjectNode duel = summary.putObject("duel");
            duel.put("engine", names.get(0)).put("opponent", names.get(1));
            Pentanomial pairs = standings.pentanomial();
            duel.putPOJO("pentanomial", pairs.counts());
            if (pairs.pairs() > 0) {
                EloEstimate e = pairs.elo();
                duel.put("elo", e.elo()).put("elo_low", e.lower()).put("elo_high", e.upper()).put("los", pairs.los());
            }
            EloEstimate t = standings.trinomial().games() > 0 ? standings.trinomial().elo() : null;
            if (t != null) {
                duel.put("trinomial_elo", t.elo()).put("trinomial_elo_low", t.lower()).put("trinomial_elo_high", t.upper());
            }
            Sprt.Status sprt = stopCheck.sprtStatus(standings);
            if (sprt != null) {
                duel.put("llr", sprt.llr()).put("llr_lower", sprt.lower()).put("llr_upper", sprt.upper());
            }
        }
        return summary;
    }
}
