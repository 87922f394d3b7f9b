package dev.arbiter.tuning;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.world.Game;
import dev.arbiter.evolution.PairRequest;
import dev.arbiter.evolution.Tuner;
import dev.arbiter.evolution.TunerProgress;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.VoidGames;
import dev.arbiter.tournament.VoidLimit;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.PlaySettings;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.JobSource;
import dev.arbiter.tournament.results.AtomicFiles;
import dev.arbiter.tournament.referee.OpeningBook;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameText;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tuning.TuningCheckpoint.HandedOut;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * A tuning run, as {@link dev.arbiter.tournament.Qualification} is a qualifying run: a {@link Tuner} asks for
 * game pairs, the {@link GameService} plays them (K at a time), every finished pair is appended to
 * {@code games.ndjson} and reported to the tuner. When the budget (generations, games or hours, the first reached) is
 * spent, the recommendation plays a validation match against the seed vector ({@link ValidationMatch}), unless it
 * is the seed vector itself. Time is read from an injected {@link Clock}, so hour budgets and checkpoint intervals
 * are tested instantly.
 *
 * <p><b>Hand-out discipline.</b> The run keeps {@code K} requests handed out (K = concurrency): it asks the tuner
 * for requests only right after a result was reported to it (and once when a session starts), until K are
 * outstanding or the tuner has to wait. The sequence of the tuner's calls is therefore a function of the order in
 * which results were reported, which is the order of the game log (pairs are appended and reported under one
 * lock), whatever the workers' timing.
 *
 * <p><b>Checkpoints and resume.</b> An atomic {@link TuningCheckpoint} (bounded: the tuner's state, the window
 * of recent vectors, the outstanding requests) is written when a session starts, every
 * {@link #CHECKPOINT_INTERVAL_MS} of tuning and when a session ends, not after every pair: writing it costs the same
 * at the millionth pair as at the first. A run folder with a checkpoint continues exactly: the tuner is restored,
 * the pairs the log holds beyond the checkpoint are reported to it again in log order (with the same hand-outs in
 * between, so the tuner ends in the state it had when the last of them was logged; a pair that was not handed out
 * means the log and the checkpoint do not belong together, which is an error), games of a pair cut off by a kill are
 * cut off the log, and the requests still outstanding are played again (same pair id, hence the same start
 * position). With one worker and deterministic engines (node or depth limits) a resumed run makes the same
 * decisions and logs the same games as an uninterrupted one.
 *
 * <p><b>Void games.</b> A game an external referee could not score ({@link GameEnd#VOID}) is not a result: a tuning
 * pair with a void game is logged, shown ({@link TuningListener#voidGame}) and played again (same pair id, hence
 * the same seed and start), never reported to the tuner; on resume such a logged pair is passed over and its
 * request stays outstanding, so determinism and resume stay exact. A validation pair with a void game is left out
 * of the validation's count. The run stops with a {@link TournamentException} naming the referee's log when the
 * void games break the run's {@link VoidLimit} ({@link VoidGames#withoutRounds}, judged once each worker has
 * finished a pair), or when one pair is void {@value #MAX_VOID_PLAYS} times in a session (a referee that cannot
 * score that start would otherwise be asked forever).
 *
 * <p><b>Extension.</b> A finished run resumed with a larger budget carries on tuning from where it stopped (a
 * validation match already played belonged to the earlier recommendation and is played again at the new end); with
 * a budget that is already spent it has nothing to do and says so ({@link Result#alreadyComplete()}).
 */
public final class Tuning {

    /** Tuning time between two checkpoints: at most this much is reported again from the log on resume. */
    public static final long CHECKPOINT_INTERVAL_MS = 30_000;

    /** Plays of one pair ending void, in a session, that stop the run. */
    static final int MAX_VOID_PLAYS = 3;

    /**
     * What a run produced.
     *
     * @param aborted          whether it was stopped (Ctrl-C) before its end
     * @param alreadyComplete  whether the run had nothing left to play (its budget was spent and its validation played)
     * @param generation       completed generations
     * @param pairs            tuning pairs played
     * @param elapsedMs        time spent tuning, over all sessions
     * @param recommendation   the tuner's recommendation
     * @param seedRecommended  whether the recommendation is the seed vector (then no validation is played)
     * @param validation       the validation result, or null if none was played (to its end)
     */
    public record Result(boolean aborted, boolean alreadyComplete, long generation, long pairs, long elapsedMs,
                         double[] recommendation, boolean seedRecommended, ObjectNode validation) {
    }

    private final TuningConfig config;
    private final Game<?> game;
    private final RunFiles files;
    private final TuningListener listener;
    private final Clock clock;
    private final TuningProblem problem;
    private final Tuner tuner;
    private final RecentVectors recent;
    /** Requests handed out by the tuner and not yet reported, in hand-out order, with their vectors' names. */
    private final Map<Long, HandedOut> outstanding = new LinkedHashMap<>();
    /** Outstanding requests no worker has taken yet. */
    private final Deque<PairRequest> queue = new ArrayDeque<>();
    private final long elapsedBefore;
    private final long sessionStart;
    private final int replayed;
    private long lastCheckpoint;
    private int prefetch;
    private long generation;
    private long gamesLogBytes;
    private final GenerationsFile generations;
    private TuningCheckpoint.ValidationState validation;
    private GameLog log;
    /** The tuning games for people ({@code games.txt}), next to {@link #log}. */
    private GameText text;
    /** The start positions of the configuration's {@code openings}, or null. */
    private final OpeningBook openings;
    private boolean aborted;
    private volatile boolean abortRequested;
    private volatile GameService service;
    private final VoidPairs voids;

    /**
     * A run in the folder of {@code files}: resumed from its checkpoint and its game log if it has them, new
     * otherwise.
     *
     * @param clock the clock the budget's hours, the elapsed time and the checkpoint interval are read from
     * @throws IOException if the checkpoint or the log cannot be read, or do not belong together
     */
    public Tuning(TuningConfig config, Game<?> game, RunFiles files, TuningListener listener, Clock clock)
            throws IOException {
        this(config, game, files, listener, clock, VoidLimit.DEFAULT);
    }

    /**
     * As {@link #Tuning(TuningConfig, Game, RunFiles, TuningListener, Clock)}, failing when void games (an external
     * referee could not score them) break {@code voidLimit}.
     */
    public Tuning(TuningConfig config, Game<?> game, RunFiles files, TuningListener listener, Clock clock,
                  VoidLimit voidLimit) throws IOException {
        this.config = config;
        this.voids = new VoidPairs(voidLimit, config.serving().concurrency(), listener);
        this.game = game;
        this.openings = config.rules().openings() == null ? null : OpeningBook.read(config.rules().openings(), game);
        this.files = files;
        this.listener = listener;
        this.clock = clock;
        this.problem = config.problem();
        this.sessionStart = clock.nanoTime();
        this.lastCheckpoint = sessionStart;
        this.generations = new GenerationsFile(files.file(TuningOutputs.GENERATIONS), config.problem().names());
        long generationsBytes = 0;
        removeStaleTemporaries(files.dir());
        Path checkpoint = files.file(TuningOutputs.CHECKPOINT);
        TuningCheckpoint cp = null;
        if (Files.exists(checkpoint)) {
            cp = TuningCheckpoint.read(checkpoint);
        }
        if (cp == null) {
            tuner = config.tuner().create(problem);
            recent = new RecentVectors(config.problem().seedVector());
            elapsedBefore = 0;
            prefetch = config.serving().concurrency();
        } else {
            tuner = config.tuner().restore(problem, cp.tuner());
            elapsedBefore = cp.elapsedMs();
            gamesLogBytes = cp.logs().gamesLogBytes();
            validation = cp.validation();
            long step = tuner.progress().step();
            if (cp.version() >= 3) {
                recent = RecentVectors.restore(cp.recent());
                generationsBytes = cp.logs().generationsBytes();
                prefetch = cp.handedOut().prefetch();
                for (HandedOut o : cp.handedOut().outstanding()) {
                    outstanding.put(o.id(), o);
                    recent.pin(o.a());
                    recent.pin(o.b());
                }
            } else {
                recent = LegacyCheckpoint.recent(cp);
                generationsBytes = LegacyCheckpoint.writeGenerations(cp, config.problem().names(),
                        files.file(TuningOutputs.GENERATIONS));
                prefetch = config.serving().concurrency();
                for (PairRequest r : tuner.outstandingRequests()) {
                    outstanding.put(r.id(), new HandedOut(r.id(), recent.use(r.a(), step), recent.use(r.b(), step)));
                }
            }
        }
        generation = tuner.progress().step();
        queue.addAll(tuner.outstandingRequests());
        generations.resume(generationsBytes);
        if (cp == null) {
            refill();
        }
        replayed = replay();
    }

    /** Deletes the temporary files an atomic write leaves behind when the process is killed mid-write. */
    private static void removeStaleTemporaries(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (var stream = Files.newDirectoryStream(dir, ".*.tmp")) {
            for (Path temp : stream) {
                Files.deleteIfExists(temp);
            }
        }
    }

    /** Reports the pairs logged after the checkpoint again, in log order; returns how many. */
    private int replay() throws IOException {
        Path logFile = files.file(RunFiles.GAMES);
        List<PairLog.Pair> logged = PairLog.readAndCut(logFile, gamesLogBytes);
        for (PairLog.Pair pair : logged) {
            JobResult result = pair.result();
            HandedOut handedOut = outstanding.get(result.jobId());
            List<String> seats = result.games().get(0).seats();
            if (handedOut == null || !seats.equals(handedOut.seats())) {
                throw new IOException(logFile + ": pair " + result.jobId() + " (" + String.join(" vs ", seats)
                        + ") was not handed out by the tuner of " + TuningOutputs.CHECKPOINT
                        + ": the game log and the checkpoint do not belong together");
            }
            voids.offerLogged(result);
            gamesLogBytes = pair.end();
            if (VoidPairs.isVoid(result)) {
                continue;
            }
            queue.removeIf(r -> r.id() == result.jobId());
            reported(result, true);
        }
        return logged.size();
    }

    /** The positions of the run's opening book, or 0 when its pairs start from the game's random starts. */
    public int openingPositions() {
        return openings == null ? 0 : openings.size();
    }

    /** Tuning pairs reported again from the game log when this session started (those after the checkpoint). */
    public int replayedPairs() {
        return replayed;
    }

    /**
     * Plays the tuning to its budget and then the validation match with the default game service (engine
     * servers on {@code concurrency} local workers); returns early (with {@link Result#aborted()}) after
     * {@link #abort()}. Writes the result files as it goes.
     */
    public Result run() throws IOException, TournamentException {
        try (GameService local = localService()) {
            return run(local);
        }
    }

    /** The default game service of this run (engine servers on {@code concurrency} local workers); closed by the caller. */
    public GameService localService() {
        return GameService.local(game, playSettings(), listener, clock);
    }

    /**
     * How this run's games are played: the configuration's settings, with the engines' bounded logs in the run
     * folder ({@code engines/NAME.log}) and the record of the running processes ({@code processes.json}).
     */
    public PlaySettings playSettings() {
        return config.playSettings().withEngineLogs(files.file("engines")).withProcessFile(files.file(ProcessLedger.FILE));
    }

    /**
     * As {@link #run()}, with the games played by {@code games}.
     *
     * @throws TournamentException when the engine cannot start, or does not take the parameter values the run
     *                             sends in {@code newgame} (those without a placeholder in its command)
     */
    public Result run(GameService games) throws IOException, TournamentException {
        service = games;
        if (abortRequested) {
            games.abort();
        }
        Entrant seedEngine = config.entrant("seed", config.problem().seedVector());
        if (!seedEngine.gameParameters().isEmpty()) {
            games.check(List.of(seedEngine));
        }
        Files.createDirectories(files.dir());
        boolean tuningDone;
        synchronized (this) {
            listener.tuningStarted(config, generation, tuner.pairsPlayed(), elapsedMs());
            if (validation != null && !budgetSpent()) {
                discardValidation();
            }
            tuningDone = budgetSpent() && outstanding.isEmpty();
            prefetch = config.serving().concurrency();
            refill();
            writeOutputs();
        }
        if (validation == null) {
            String variant = game.options().isEmpty() ? game.name() : game.name() + ":" + game.options();
            try (GameLog opened = GameLog.openForAppend(files.file(RunFiles.GAMES));
                 GameText openedText = GameText.startFromLog(files.file(GameText.FILE), variant,
                         files.file(RunFiles.GAMES))) {
                log = opened;
                text = openedText;
                games.run(new TuningSource());
            } finally {
                log = null;
                text = null;
            }
            synchronized (this) {
                writeOutputs();
            }
            failOnVoidBreach();
            if (games.aborted()) {
                return result(true, false, null);
            }
        }
        Result result = validate(games, tuningDone);
        failOnVoidBreach();
        return result;
    }

    private void failOnVoidBreach() throws TournamentException {
        voids.failOnBreach(files.file("engines").resolve("referee.log"));
    }

    /** Stops the run at once, from any thread (Ctrl-C); the pairs being played are thrown away. */
    public void abort() {
        abortRequested = true;
        GameService s = service;
        if (s != null) {
            s.abort();
        }
    }

    /** The validation of an earlier end of the run: played again once the extended run ends. */
    private void discardValidation() throws IOException {
        validation = null;
        Files.deleteIfExists(files.file(TuningOutputs.VALIDATION_GAMES));
        Files.deleteIfExists(files.file(TuningOutputs.VALIDATION));
    }

    private Result validate(GameService games, boolean tuningDone) throws IOException {
        Path logFile = files.file(TuningOutputs.VALIDATION_GAMES);
        synchronized (this) {
            double[] recommendation = validation != null ? validation.recommendation() : tuner.recommendation();
            if (config.validationPairs() == 0 || Arrays.equals(recommendation, config.problem().seedVector())) {
                writeBest(null);
                return result(false, tuningDone, null);
            }
            if (validation == null || validation.planned() != config.validationPairs()) {
                if (validation == null) {
                    Files.deleteIfExists(logFile);
                }
                validation = new TuningCheckpoint.ValidationState(config.validationPairs(), recommendation);
                checkpoint();
            }
        }
        long[] counts = new long[5];
        Set<Long> done = new HashSet<>();
        for (PairLog.Pair pair : PairLog.readAndCut(logFile, 0)) {
            if (pair.result().jobId() < validation.planned() && done.add(pair.result().jobId())) {
                voids.offerLogged(pair.result());
                if (!VoidPairs.isVoid(pair.result())) {
                    counts[pair.result().halfPoints()]++;
                }
            }
        }
        int[] played = {done.size(), 0};
        if (done.size() < validation.planned()) {
            listener.validationStarted(ValidationMatch.SEED, validation.planned(), done.size());
        }
        try (GameLog validationLog = GameLog.openForAppend(logFile)) {
            ValidationMatch[] match = new ValidationMatch[1];
            match[0] = new ValidationMatch(config, game, openings, validation.recommendation(), config.problem().seedVector(),
                    ValidationMatch.SEED, config.problem().seed(), PairSeeds.VALIDATION, validation.planned(), done, result -> {
                        synchronized (this) {
                            for (GameRecord g : result.games()) {
                                validationLog.append(g);
                            }
                            played[0]++;
                            played[1]++;
                            if (voids.judge(result)) {
                                if (voids.breached()) {
                                    match[0].abort();
                                }
                                return;
                            }
                            counts[result.halfPoints()]++;
                            listener.validationPair(played[0], validation.planned(), Pentanomial.of(counts));
                        }
                    });
            games.run(match[0]);
        }
        synchronized (this) {
            ObjectNode summary = TuningOutputs.validation(config, validation.recommendation(), config.problem().seedVector(),
                    ValidationMatch.SEED, Pentanomial.of(counts), validation.planned());
            TuningOutputs.writeJson(summary, files.file(TuningOutputs.VALIDATION));
            boolean complete = played[0] >= validation.planned();
            writeBest(summary);
            return result(games.aborted() || !complete, tuningDone && played[1] == 0, summary);
        }
    }

    private synchronized Result result(boolean stopped, boolean alreadyComplete, ObjectNode validationSummary) {
        double[] recommendation = tuner.recommendation();
        return new Result(stopped, alreadyComplete, generation, tuner.pairsPlayed(), elapsedMs(), recommendation,
                Arrays.equals(recommendation, config.problem().seedVector()), validationSummary);
    }

    private long elapsedMs() {
        return elapsedBefore + (clock.nanoTime() - sessionStart) / 1_000_000;
    }

    /** Whether the budget allows no more requests than those outstanding. */
    private boolean budgetSpent() {
        Budget b = config.problem().budget();
        if (b.generations() > 0 && generation >= b.generations()) {
            return true;
        }
        if (b.games() > 0 && 2 * (tuner.pairsPlayed() + outstanding.size()) + 2 > b.games()) {
            return true;
        }
        return b.hours() > 0 && elapsedMs() >= b.hours() * 3_600_000;
    }

    /** Asks the tuner for requests until {@link #prefetch} are outstanding, the budget is spent or the tuner waits. */
    private void refill() {
        while (!aborted && outstanding.size() < prefetch && !budgetSpent()) {
            PairRequest request = tuner.nextRequest();
            if (request == null) {
                return;
            }
            outstanding.put(request.id(), new HandedOut(request.id(), recent.use(request.a(), generation),
                    recent.use(request.b(), generation)));
            queue.add(request);
        }
    }

    private GameJob job(PairRequest request) {
        List<String> seats = outstanding.get(request.id()).seats();
        long seed = PairSeeds.seed(config.problem().seed(), PairSeeds.TUNING, request.id());
        return GameJob.pair(request.id(), config.entrant(seats.get(0), request.a()),
                config.entrant(seats.get(1), request.b()), seed, openings != null
                        ? openings.init(config.problem().seed(), (int) (request.id() % Integer.MAX_VALUE))
                        : game.createInitData(new SplittableRandom(seed)));
    }

    /** The tuner's pairs: requests outstanding from a checkpoint first, then new ones until the budget is spent. */
    private final class TuningSource implements JobSource {

        @Override
        public GameJob next() throws InterruptedException {
            synchronized (Tuning.this) {
                while (!aborted && !voids.breached()) {
                    PairRequest request = queue.poll();
                    if (request != null) {
                        return job(request);
                    }
                    if (outstanding.isEmpty() || budgetSpent()) {
                        return null;
                    }
                    Tuning.this.wait();
                }
                return null;
            }
        }

        @Override
        public void finished(JobResult result) throws IOException {
            synchronized (Tuning.this) {
                if (aborted) {
                    return;
                }
                reported(result, false);
                Tuning.this.notifyAll();
            }
        }

        @Override
        public void abort() {
            synchronized (Tuning.this) {
                aborted = true;
                Tuning.this.notifyAll();
            }
        }
    }

    /**
     * A pair's result: logged (unless it is {@code replaying} one from the log), reported to the tuner, recorded
     * in the window of recent vectors, followed by a generations.csv line when a step completed, new hand-outs and,
     * when the interval has passed, a checkpoint with evaluations.csv and best.json (each an atomic write forced to
     * disk, which costs milliseconds: not something to do after every pair).
     */
    private void reported(JobResult result, boolean replaying) throws IOException {
        if (!replaying) {
            for (GameRecord g : result.games()) {
                log.append(g);
                text.append(g);
            }
            gamesLogBytes = Files.size(files.file(RunFiles.GAMES));
            if (voids.judge(result)) {
                playAgain(result.jobId());
                return;
            }
        }
        HandedOut handedOut = outstanding.remove(result.jobId());
        int halfPoints = result.halfPoints();
        tuner.report(result.jobId(), halfPoints);
        recent.record(handedOut.a(), handedOut.b(), halfPoints);
        recent.release(handedOut.a());
        recent.release(handedOut.b());
        TunerProgress progress = tuner.progress();
        TuningCheckpoint.GenerationRow row = null;
        if (progress.step() > generation) {
            generation = progress.step();
            row = new TuningCheckpoint.GenerationRow((int) progress.step(), progress.pairsPlayed(), elapsedMs() / 1000.0,
                    progress.replaced(), progress.recommendation(), progress.centre(), progress.spread());
            generations.append(row);
        }
        refill();
        if (replaying) {
            return;
        }
        if (clock.nanoTime() - lastCheckpoint >= CHECKPOINT_INTERVAL_MS * 1_000_000) {
            writeOutputs();
        }
        listener.pairFinished(generation, tuner.pairsPlayed(), elapsedMs(), progress.recommendation());
        if (row != null) {
            listener.generationFinished(row);
        }
    }

    /** A pair with a void game goes back to the queue, with the same id (same seed and start), up to a bound. */
    private void playAgain(long id) {
        voids.playedVoid(id);
        for (PairRequest request : tuner.outstandingRequests()) {
            if (request.id() == id) {
                queue.add(request);
            }
        }
    }

    /** The checkpoint, evaluations.csv and best.json. */
    private void writeOutputs() throws IOException {
        checkpoint();
        RunFiles.writeCsv(recent.evaluations(config.problem().names()), files.file(TuningOutputs.EVALUATIONS));
        writeBest(null);
    }

    private synchronized void checkpoint() throws IOException {
        TuningCheckpoint cp = new TuningCheckpoint(TuningCheckpoint.VERSION, tuner.save(), elapsedMs(),
                new TuningCheckpoint.LogLengths(gamesLogBytes, generations.bytes()),
                new TuningCheckpoint.HandOuts(prefetch, List.copyOf(outstanding.values())), recent.save(), validation,
                TuningCheckpoint.Legacy.NONE);
        AtomicFiles.write(files.file(TuningOutputs.CHECKPOINT), TuningJson.COMPACT.writeValueAsBytes(cp));
        lastCheckpoint = clock.nanoTime();
    }

    private void writeBest(ObjectNode validationSummary) throws IOException {
        ObjectNode best = TuningOutputs.best(config, generation, tuner.pairsPlayed(), elapsedMs(),
                validation != null ? validation.recommendation() : tuner.recommendation(), validationSummary);
        TuningOutputs.putVoidGames(best, voids.games());
        TuningOutputs.writeJson(best, files.file(TuningOutputs.BEST));
    }
}
