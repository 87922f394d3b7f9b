package dev.arbiter.tournament;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.elo.EloEstimate;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.elo.Sprt;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.config.EngineSpec;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.QualifyConfig;
import dev.arbiter.tournament.engine.EngineClient;
import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineProcess;
import dev.arbiter.tournament.engine.ReplyWait;
import dev.arbiter.tournament.referee.Referee;
import dev.arbiter.tournament.referee.Schedule;
import dev.arbiter.tournament.referee.ScheduledGame;
import dev.arbiter.tournament.results.EngineStanding;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.results.Standings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A qualification run: engine servers play the scheduled games K at a time, every finished game is
 * appended to the run's log, ratings are updated after each game and the early-stop rule is checked. A run
 * folder that already holds games continues where it stopped (resume): the schedule is a pure function of
 * the configuration, so the games already logged are neither lost nor replayed.
 *
 * <p>Engines: each worker keeps its own instance of each engine (started on first use, reused across
 * games). An engine that crashes, hangs, lies or fails to start forfeits the game, the fault is recorded,
 * the instance is killed and started afresh for the next game. Only if an engine cannot be started at all
 * before the first game does the run stop, with a {@link TournamentException}.
 */
public final class Qualification {

    /**
     * What a run produced.
     *
     * @param ranking    the final ranking
     * @param standings  the standings behind it
     * @param played     games in the log
     * @param planned    games in the schedule
     * @param stopReason why the run stopped early, or null if it played every round
     * @param files      the run folder's files
     * @param stop       the stop (the rule, the games it fired on, its figures), or null
     */
    public record Result(List<EngineStanding> ranking, Standings standings, int played, int planned, String stopReason,
                         RunFiles files, StopCheck.Stop stop) {
    }

    /** Default time an engine has to announce its address and answer the handshake. */
    public static final long DEFAULT_START_TIMEOUT_MS = 20_000;
    private static final long RESULTS_EVERY_NANOS = 2_000_000_000L;
    /** How far (in games per worker) play may run ahead of the first unfinished game of the schedule. */
    private static final int WINDOW_PER_WORKER = 4;

    private final QualifyConfig config;
    private final Game<?> game;
    private final RunFiles files;
    private final QualificationListener listener;
    private final List<EngineCommand> commands = new ArrayList<>();
    private final List<MoveLimits> engineLimits = new ArrayList<>();
    private final List<String> names = new ArrayList<>();
    private final StopCheck stopCheck;
    private final long spinNanos;
    private final Set<EngineProcess> running = java.util.concurrent.ConcurrentHashMap.newKeySet();

    private Standings standings;
    private GameLog log;
    private int played;
    private long lastResultsWrite;
    private volatile String stopReason;
    private volatile boolean aborted;
    private long startTimeoutMs = DEFAULT_START_TIMEOUT_MS;

    /** Prepares a run of {@code config} for {@code game} in the folder of {@code files}. */
    public Qualification(QualifyConfig config, Game<?> game, RunFiles files, QualificationListener listener) {
        this.config = config;
        this.game = game;
        this.files = files;
        this.listener = listener;
        for (EngineSpec spec : config.engines()) {
            commands.add(spec.resolve());
            engineLimits.add(config.limits().overriddenBy(spec.limits()));
            names.add(spec.name());
        }
        this.stopCheck = new StopCheck(config.stop(), names, game.actorCount());
        this.spinNanos = ReplyWait.spinNanos(config.concurrency());
    }

    /**
     * Plays the run to its end (all rounds, an early stop, or {@link #abort()}), writing results as it goes.
     *
     * @throws TournamentException if an engine cannot be started at all, or the folder's log does not match
     */
    public Result run() throws TournamentException, IOException {
        Files.createDirectories(files.dir());
        Files.createDirectories(files.file("engines"));
        List<ScheduledGame> plan = Schedule.plan(names.size(), game.actorCount(), config.rounds(),
                config.gauntlet() == null ? -1 : config.engineIndex(config.gauntlet()));
        List<GameRecord> previous = GameLog.read(files.file(RunFiles.GAMES));
        Set<Integer> done = new HashSet<>();
        for (GameRecord record : previous) {
            if (record.index() >= plan.size() || !record.seats().equals(seatNames(plan.get(record.index())))) {
                throw new TournamentException(files.file(RunFiles.GAMES) + ": game " + record.index()
                        + " does not match the configuration of this run");
            }
            done.add(record.index());
        }
        standings = Standings.of(names, game.actorCount(), previous);
        played = previous.size();
        listener.started(plan.size(), played, config.seed());
        previous.forEach(stopCheck::offer);
        stopReason = stopCheck.stop() == null ? null : stopCheck.stop().line();
        List<ScheduledGame> pending = new ArrayList<>();
        for (ScheduledGame g : plan) {
            if (!done.contains(g.index())) {
                pending.add(g);
            }
        }
        if (stopReason == null && !pending.isEmpty()) {
            List<Map<Integer, List<EngineProcess>>> pools = new ArrayList<>();
            for (int w = 0; w < config.concurrency(); w++) {
                pools.add(new HashMap<>());
            }
            preflight(pools.get(0));
            try (GameLog opened = GameLog.openForAppend(files.file(RunFiles.GAMES))) {
                log = opened;
                playAll(pending, plan.size(), pools);
            } finally {
                for (Map<Integer, List<EngineProcess>> pool : pools) {
                    pool.values().forEach(list -> list.forEach(EngineProcess::close));
                }
            }
        }
        writeResults(plan.size());
        if (stopReason != null) {
            listener.stoppedEarly(stopReason);
        }
        return new Result(standings.ranking(), standings, played, plan.size(), stopReason, files, stopCheck.stop());
    }

    /** Sets how long an engine may take to start (announce its address and answer hello). */
    public Qualification startTimeoutMs(long ms) {
        if (ms <= 0) {
            throw new IllegalArgumentException("start timeout must be positive");
        }
        this.startTimeoutMs = ms;
        return this;
    }

    /** Stops the run as soon as possible (Ctrl-C): games in progress are abandoned, finished ones are kept. */
    public void abort() {
        aborted = true;
        running.forEach(EngineProcess::kill);
        synchronized (this) {
            notifyAll();
        }
    }

    private List<String> seatNames(ScheduledGame g) {
        List<String> seats = new ArrayList<>();
        for (int e : g.seats()) {
            seats.add(names.get(e));
        }
        return seats;
    }

    /**
     * Starts one instance of every engine before any game; an engine that fails to start twice in a row
     * ends the run (a single failed start is forgiven, as it would be during the run).
     */
    private void preflight(Map<Integer, List<EngineProcess>> pool) throws TournamentException {
        for (int e = 0; e < commands.size(); e++) {
            try {
                EngineProcess process = startWithRetry(e);
                String plays = process.hello().game();
                if (!plays.isEmpty() && !plays.equals(game.name())) {
                    process.close();
                    throw new TournamentException("engine '" + names.get(e) + "' plays '" + plays + "', not '"
                            + game.name() + "'");
                }
                pool.computeIfAbsent(e, k -> new ArrayList<>()).add(process);
            } catch (EngineFault fault) {
                pool.values().forEach(list -> list.forEach(EngineProcess::close));
                throw new TournamentException("engine '" + names.get(e) + "' cannot start: " + fault.getMessage(), fault);
            }
        }
    }

    private EngineProcess startWithRetry(int engine) throws EngineFault {
        try {
            return start(engine);
        } catch (EngineFault first) {
            listener.engineFault(names.get(engine), first);
            return start(engine);
        }
    }

    private EngineProcess start(int engine) throws EngineFault {
        EngineProcess process = EngineProcess.start(commands.get(engine),
                files.file("engines").resolve(names.get(engine) + ".log"), startTimeoutMs, spinNanos);
        running.add(process);
        return process;
    }

    private void playAll(List<ScheduledGame> pending, int planned, List<Map<Integer, List<EngineProcess>>> pools)
            throws IOException {
        int[] cursor = {0};
        ExecutorService workers = Executors.newFixedThreadPool(config.concurrency(), r -> {
            Thread t = new Thread(r, "arbiter-game");
            t.setDaemon(true);
            return t;
        });
        List<Future<?>> futures = new ArrayList<>();
        for (Map<Integer, List<EngineProcess>> pool : pools) {
            futures.add(workers.submit(() -> {
                int next;
                while ((next = claim(pending, cursor)) >= 0) {
                    GameRecord record = playOne(pending.get(next), pool);
                    if (record != null && !aborted) {
                        finished(record, planned);
                    }
                }
                return null;
            }));
        }
        try {
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            abort();
        } catch (ExecutionException e) {
            abort();
            Throwable cause = e.getCause();
            throw cause instanceof IOException io ? io : new IOException("a game worker failed: " + cause, cause);
        } finally {
            workers.shutdownNow();
        }
    }

    /**
     * The index into {@code pending} of the next game to play, or -1 when there is none or the run is over. The stop
     * rule is checked on the games in schedule order ({@link StopCheck}), so a game more than {@link #WINDOW_PER_WORKER}
     * times the concurrency ahead of the first unfinished one waits for it: one slow game (an engine starting, a
     * long game) cannot let the others run far past the point where the rule fires.
     */
    private synchronized int claim(List<ScheduledGame> pending, int[] cursor) throws InterruptedException {
        int window = WINDOW_PER_WORKER * config.concurrency();
        while (stopReason == null && !aborted && cursor[0] < pending.size()
                && pending.get(cursor[0]).index() >= stopCheck.checkedGames() + window) {
            wait();
        }
        if (stopReason != null || aborted || cursor[0] >= pending.size()) {
            return -1;
        }
        return cursor[0]++;
    }

    private GameRecord playOne(ScheduledGame scheduled, Map<Integer, List<EngineProcess>> pool) {
        long seed = Schedule.roundSeed(config.seed(), scheduled.round());
        String init = game.createInitData(new SplittableRandom(seed));
        List<String> seatNames = seatNames(scheduled);
        List<EngineProcess> seated = new ArrayList<>();
        List<EngineClient> clients = new ArrayList<>();
        List<MoveLimits> limits = new ArrayList<>();
        Map<Integer, Integer> used = new HashMap<>();
        Referee<?> referee = referee(game, config.maxPlies(), config.adjudicate().equals("score"));
        for (int seat = 0; seat < scheduled.seats().size(); seat++) {
            int engine = scheduled.seats().get(seat);
            int instance = used.merge(engine, 1, Integer::sum) - 1;
            List<EngineProcess> instances = pool.computeIfAbsent(engine, k -> new ArrayList<>());
            try {
                while (instances.size() <= instance) {
                    instances.add(start(engine));
                }
            } catch (EngineFault fault) {
                if (aborted) {
                    return null;
                }
                listener.engineFault(names.get(engine), fault);
                return forfeitBeforeStart(scheduled, seed, init, seatNames, seat, fault);
            }
            EngineProcess process = instances.get(instance);
            seated.add(process);
            clients.add(process.client());
            limits.add(engineLimits.get(engine));
        }
        List<Referee.SeatFault> faults = new ArrayList<>();
        GameRecord record = referee.play(scheduled, seed, init, seatNames, clients, limits, faults);
        for (Referee.SeatFault fault : faults) {
            EngineProcess faulty = seated.get(fault.seat());
            faulty.kill();
            running.remove(faulty);
            pool.get(scheduled.seats().get(fault.seat())).remove(faulty);
            if (!aborted) {
                listener.engineFault(names.get(scheduled.seats().get(fault.seat())), fault.fault());
            }
        }
        return record;
    }

    private static <W extends World<W>> Referee<W> referee(Game<W> game, int maxPlies, boolean byScore) {
        return new Referee<>(game, maxPlies, byScore);
    }

    private GameRecord forfeitBeforeStart(ScheduledGame scheduled, long seed, String init, List<String> seatNames,
                                          int seat, EngineFault fault) {
        List<Double> scores = new ArrayList<>();
        for (int s = 0; s < seatNames.size(); s++) {
            scores.add(s == seat ? 0.0 : 1.0);
        }
        return new GameRecord(scheduled.index(), scheduled.round(), scheduled.pairing(), seed, init, seatNames,
                List.of(), List.of(), List.of(), List.of(), scores, "forfeit",
                seatNames.get(seat) + " " + fault.kind().description() + ": " + fault.getMessage(), seat, fault.kind().code());
    }

    /**
     * Logs a finished game and checks the stop rule (on the games in index order, see {@link StopCheck}). A game
     * that was already running when the rule fired is still logged (it is a real game, and it usually completes a
     * game pair); no new game starts.
     */
    private synchronized void finished(GameRecord record, int planned) throws IOException {
        log.append(record);
        standings.add(record);
        played++;
        listener.gameFinished(record, standings, played, planned);
        if (stopReason == null && stopCheck.offer(record) != null) {
            stopReason = stopCheck.stop().line();
        }
        notifyAll();
        long now = System.nanoTime();
        if (now - lastResultsWrite > RESULTS_EVERY_NANOS) {
            writeResults(planned);
            lastResultsWrite = System.nanoTime();
        }
    }

    private synchronized void writeResults(int planned) throws IOException {
        files.writeResults(standings, summary(planned));
    }

    private ObjectNode summary(int planned) {
        ObjectNode summary = new ObjectMapper().createObjectNode();
        summary.put("game", game.name());
        summary.put("gameOptions", game.options());
        summary.put("seed", config.seed());
        summary.put("planned", planned);
        summary.put("played", played);
        summary.put("stopReason", stopReason);
        summary.putPOJO("stop", stopCheck.stop());
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
                duel.put("elo", e.elo()).put("eloLow", e.lower()).put("eloHigh", e.upper()).put("los", pairs.los());
            }
            EloEstimate t = standings.trinomial().games() > 0 ? standings.trinomial().elo() : null;
            if (t != null) {
                duel.put("trinomialElo", t.elo()).put("trinomialEloLow", t.lower()).put("trinomialEloHigh", t.upper());
            }
            Sprt.Status sprt = stopCheck.sprtStatus(standings);
            if (sprt != null) {
                duel.put("llr", sprt.llr()).put("llrLower", sprt.lower()).put("llrUpper", sprt.upper());
            }
        }
        return summary;
    }
}
