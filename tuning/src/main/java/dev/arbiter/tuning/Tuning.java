package dev.arbiter.tuning;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.world.Game;
import dev.arbiter.evolution.PairRequest;
import dev.arbiter.evolution.Tuner;
import dev.arbiter.evolution.TunerProgress;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.JobSource;
import dev.arbiter.tournament.results.AtomicFiles;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * A tuning run, as {@link dev.arbiter.tournament.Qualification} is a qualifying run: a {@link Tuner} asks for
 * game pairs, the {@link GameService} plays them (K at a time), every finished pair is appended to
 * {@code games.ndjson}, reported to the tuner and followed by an atomic checkpoint ({@link TuningCheckpoint}).
 * When the budget (generations, games or hours, the first reached) is spent, the recommendation plays a
 * validation match against the seed vector ({@link ValidationMatch}), checkpointed the same way. Time is read
 * from an injected {@link Clock}, so hour budgets are tested instantly.
 *
 * <p><b>Resume.</b> A run folder with a checkpoint continues exactly: the tuner is restored from its state,
 * the requests it had handed out and not been told about are played again first (same pair id, hence the
 * same start position), and a game log longer than the checkpoint says (games of a pair whose report was
 * cut off by a kill) is cut back, so no game is lost or counted twice. With one worker a resumed run makes
 * the same decisions as an uninterrupted one, given deterministic engines (node or depth limits).
 */
public final class Tuning {

    /**
     * What a run produced.
     *
     * @param aborted        whether it was stopped (Ctrl-C) before its end
     * @param generation     completed generations
     * @param pairs          tuning pairs played
     * @param elapsedMs      time spent tuning, over all sessions
     * @param recommendation the tuner's recommendation
     * @param validation     the validation result, or null if none was played (to its end)
     */
    public record Result(boolean aborted, long generation, long pairs, long elapsedMs, double[] recommendation,
                         ObjectNode validation) {
    }

    private final TuningConfig config;
    private final Game<?> game;
    private final RunFiles files;
    private final TuningListener listener;
    private final Clock clock;
    private final Tuner tuner;
    private final Map<List<Double>, Integer> vectorIds = new HashMap<>();
    private final List<double[]> vectors = new ArrayList<>();
    private final List<Integer> vectorGenerations = new ArrayList<>();
    private final List<TuningCheckpoint.GenerationRow> generations;
    private final Deque<PairRequest> replay = new ArrayDeque<>();
    private final Set<Long> inFlight = new HashSet<>();
    private final long elapsedBefore;
    private final long sessionStart;
    private long generation;
    private long gamesLogBytes;
    private TuningCheckpoint.ValidationState validation;
    private GameLog log;
    private boolean aborted;
    private volatile boolean abortRequested;
    private volatile GameService service;

    /**
     * A run in the folder of {@code files}: resumed from its checkpoint if it has one, new otherwise.
     *
     * @param clock the clock the budget's hours and the elapsed time are read from
     * @throws IOException if the checkpoint cannot be read
     */
    public Tuning(TuningConfig config, Game<?> game, RunFiles files, TuningListener listener, Clock clock)
            throws IOException {
        this.config = config;
        this.game = game;
        this.files = files;
        this.listener = listener;
        this.clock = clock;
        this.sessionStart = clock.nanoTime();
        Path checkpoint = files.file(TuningOutputs.CHECKPOINT);
        removeStaleTemporaries(files.dir());
        if (Files.exists(checkpoint)) {
            TuningCheckpoint cp = TuningCheckpoint.read(checkpoint);
            tuner = config.tuner().restore(config.space(), config.seedVector(), config.seed(), cp.tuner());
            replay.addAll(tuner.outstandingRequests());
            for (int v = 0; v < cp.vectors().length; v++) {
                vectorIds.put(TuningOutputs.key(cp.vectors()[v]), v);
                vectors.add(cp.vectors()[v]);
                vectorGenerations.add(cp.vectorGenerations()[v]);
            }
            generations = new ArrayList<>(cp.generations());
            elapsedBefore = cp.elapsedMs();
            gamesLogBytes = cp.gamesLogBytes();
            validation = cp.validation();
        } else {
            tuner = config.tuner().create(config.space(), config.seedVector(), config.seed());
            generations = new ArrayList<>();
            elapsedBefore = 0;
            idOf(config.seedVector());
        }
        generation = tuner.progress().step();
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

    /**
     * Plays the tuning to its budget and then the validation match with the default game service (engine
     * servers on {@code concurrency} local workers); returns early (with {@link Result#aborted()}) after
     * {@link #abort()}. Writes the result files as it goes.
     */
    public Result run() throws IOException {
        try (GameService local = GameService.local(game, config.playSettings(), listener, clock)) {
            return run(local);
        }
    }

    /** As {@link #run()}, with the games played by {@code games}. */
    public Result run(GameService games) throws IOException {
        service = games;
        if (abortRequested) {
            games.abort();
        }
        Files.createDirectories(files.dir());
        synchronized (this) {
            listener.tuningStarted(config, generation, tuner.pairsPlayed(), elapsedMs());
        }
        if (validation == null) {
            cutLog(files.file(RunFiles.GAMES), gamesLogBytes);
            try (GameLog opened = GameLog.openForAppend(files.file(RunFiles.GAMES))) {
                log = opened;
                games.run(new TuningSource());
            } finally {
                log = null;
            }
            writeTables();
            if (games.aborted()) {
                return result(true, null);
            }
        }
        if (config.validationPairs() == 0) {
            return result(false, null);
        }
        return validate(games);
    }

    /** Stops the run at once, from any thread (Ctrl-C); the pairs being played are thrown away. */
    public void abort() {
        abortRequested = true;
        GameService s = service;
        if (s != null) {
            s.abort();
        }
    }

    private Result validate(GameService games) throws IOException {
        synchronized (this) {
            if (validation == null) {
                validation = new TuningCheckpoint.ValidationState(config.validationPairs(), tuner.recommendation(),
                        new long[5], new long[0], 0);
                checkpoint();
            }
            listener.validationStarted(validation.planned(), validation.done().length);
        }
        Path logFile = files.file(TuningOutputs.VALIDATION_GAMES);
        cutLog(logFile, validation.logBytes());
        Set<Long> done = new HashSet<>();
        Arrays.stream(validation.done()).forEach(done::add);
        try (GameLog validationLog = GameLog.openForAppend(logFile)) {
            games.run(new ValidationMatch(config, game, validation.recommendation(), config.seedVector(), config.seed(),
                    PairSeeds.VALIDATION, validation.planned(), done, result -> {
                        synchronized (this) {
                            for (GameRecord g : result.games()) {
                                validationLog.append(g);
                            }
                            long[] counts = validation.counts().clone();
                            counts[result.halfPoints()]++;
                            long[] ids = Arrays.copyOf(validation.done(), validation.done().length + 1);
                            ids[ids.length - 1] = result.jobId();
                            validation = new TuningCheckpoint.ValidationState(validation.planned(),
                                    validation.recommendation(), counts, ids, Files.size(logFile));
                            checkpoint();
                            listener.validationPair(ids.length, validation.planned(), Pentanomial.of(counts));
                        }
                    }));
        }
        synchronized (this) {
            ObjectNode summary = TuningOutputs.validation(config, validation.recommendation(), config.seedVector(),
                    Pentanomial.of(validation.counts()), validation.planned());
            TuningOutputs.writeJson(summary, files.file(TuningOutputs.VALIDATION));
            boolean complete = validation.done().length == validation.planned();
            writeBest(summary);
            return result(games.aborted() || !complete, summary);
        }
    }

    private synchronized Result result(boolean stopped, ObjectNode validationSummary) {
        return new Result(stopped, generation, tuner.pairsPlayed(), elapsedMs(), tuner.recommendation(), validationSummary);
    }

    /** Cuts a game log back to the length a checkpoint recorded (games of a pair never reported). */
    private static void cutLog(Path file, long bytes) throws IOException {
        if (Files.exists(file) && Files.size(file) > bytes) {
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
                channel.truncate(bytes);
            }
        }
    }

    private long elapsedMs() {
        return elapsedBefore + (clock.nanoTime() - sessionStart) / 1_000_000;
    }

    private boolean budgetSpent() {
        Budget b = config.budget();
        if (b.generations() > 0 && generation >= b.generations()) {
            return true;
        }
        if (b.games() > 0 && 2 * (tuner.pairsPlayed() + inFlight.size()) + 2 > b.games()) {
            return true;
        }
        return b.hours() > 0 && elapsedMs() >= b.hours() * 3_600_000;
    }

    private int idOf(double[] v) {
        Integer id = vectorIds.get(TuningOutputs.key(v));
        if (id != null) {
            return id;
        }
        int created = vectors.size();
        vectorIds.put(TuningOutputs.key(v), created);
        vectors.add(v.clone());
        vectorGenerations.add((int) generation);
        return created;
    }

    private GameJob job(PairRequest request) {
        inFlight.add(request.id());
        long seed = PairSeeds.seed(config.seed(), PairSeeds.TUNING, request.id());
        return GameJob.pair(request.id(), config.entrant("v" + idOf(request.a()), request.a()),
                config.entrant("v" + idOf(request.b()), request.b()), seed,
                game.createInitData(new SplittableRandom(seed)));
    }

    /** The tuner's pairs: replayed requests first, then new ones until the budget is spent. */
    private final class TuningSource implements JobSource {

        @Override
        public GameJob next() throws InterruptedException {
            synchronized (Tuning.this) {
                while (!aborted) {
                    if (!replay.isEmpty()) {
                        return job(replay.poll());
                    }
                    if (budgetSpent()) {
                        return null;
                    }
                    PairRequest request = tuner.nextRequest();
                    if (request != null) {
                        return job(request);
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
                reported(result);
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

    private void reported(JobResult result) throws IOException {
        for (GameRecord g : result.games()) {
            log.append(g);
        }
        gamesLogBytes = Files.size(files.file(RunFiles.GAMES));
        tuner.report(result.jobId(), result.halfPoints());
        inFlight.remove(result.jobId());
        TunerProgress progress = tuner.progress();
        TuningCheckpoint.GenerationRow row = null;
        if (progress.step() > generation) {
            generation = progress.step();
            row = new TuningCheckpoint.GenerationRow((int) progress.step(), progress.pairsPlayed(), elapsedMs() / 1000.0,
                    progress.replaced(), progress.recommendation(), progress.centre(), progress.spread());
            generations.add(row);
            writeTables();
        }
        checkpoint();
        listener.pairFinished(generation, tuner.pairsPlayed(), elapsedMs(), progress.recommendation());
        if (row != null) {
            listener.generationFinished(row);
        }
    }

    private synchronized void checkpoint() throws IOException {
        TuningCheckpoint cp = new TuningCheckpoint(TuningCheckpoint.VERSION, tuner.save(), elapsedMs(), gamesLogBytes,
                vectors.toArray(double[][]::new), vectorGenerations.stream().mapToInt(Integer::intValue).toArray(),
                List.copyOf(generations), validation);
        AtomicFiles.write(files.file(TuningOutputs.CHECKPOINT), TuningJson.COMPACT.writeValueAsBytes(cp));
    }

    private synchronized void writeTables() throws IOException {
        RunFiles.writeCsv(TuningOutputs.generations(config.names(), generations), files.file(TuningOutputs.GENERATIONS));
        RunFiles.writeCsv(TuningOutputs.evaluations(config.names(), vectors.toArray(double[][]::new),
                vectorGenerations.stream().mapToInt(Integer::intValue).toArray(), tuner.ratings().orElse(null)),
                files.file(TuningOutputs.EVALUATIONS));
        writeBest(null);
    }

    private void writeBest(ObjectNode validationSummary) throws IOException {
        TuningOutputs.writeJson(TuningOutputs.best(config, generation, tuner.pairsPlayed(), elapsedMs(),
                validation != null ? validation.recommendation() : tuner.recommendation(), validationSummary),
                files.file(TuningOutputs.BEST));
    }
}
