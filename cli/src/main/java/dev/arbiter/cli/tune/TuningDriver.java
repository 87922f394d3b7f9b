package dev.arbiter.cli.tune;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.evolution.DifferentialEvolution;
import dev.arbiter.evolution.PairRequest;
import dev.arbiter.evolution.RatingLedger;
import dev.arbiter.tournament.PairMatch;
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

/**
 * Runs a tuning: the {@link DifferentialEvolution} tuner asks for game pairs, K workers play them
 * ({@link PairRunner}), every finished pair is appended to {@code games.ndjson}, reported to the tuner and
 * followed by an atomic checkpoint ({@link TuneCheckpoint}). When the budget (generations, games or hours,
 * the first reached) is spent, the recommendation plays a validation match against the seed vector,
 * checkpointed the same way.
 *
 * <p><b>Resume.</b> A run folder with a checkpoint continues exactly: the tuner is restored from its state,
 * the requests it had handed out and not been told about are played again first (same pair id, hence the
 * same start position), and a game log longer than the checkpoint says (games of a pair whose report was
 * cut off by a kill) is cut back, so no game is lost or counted twice. With one worker a resumed run makes
 * the same decisions as an uninterrupted one, given deterministic engines (node or depth limits).
 */
public final class TuningDriver {

    /**
     * What a run produced.
     *
     * @param aborted        whether it was stopped (Ctrl-C) before its end
     * @param generation     completed generations
     * @param pairs          tuning pairs played
     * @param elapsedMs      wall-clock time over all sessions
     * @param recommendation the tuner's recommendation
     * @param validation     the validation result, or null if none was played (to its end)
     */
    public record Result(boolean aborted, int generation, long pairs, long elapsedMs, double[] recommendation,
                         ObjectNode validation) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private final TuneConfig config;
    private final RunFiles files;
    private final TuneListener listener;
    private final DifferentialEvolution tuner;
    private final Map<List<Double>, Integer> vectorIds = new HashMap<>();
    private final List<double[]> vectors = new ArrayList<>();
    private final List<Integer> vectorGenerations = new ArrayList<>();
    private final RatingLedger results;
    private final List<TuneCheckpoint.GenerationRow> generations;
    private final Deque<PairRequest> replay = new ArrayDeque<>();
    private final Map<Long, int[]> inFlight = new HashMap<>();
    private final long elapsedBefore;
    private final long sessionStart = System.nanoTime();
    private long gamesLogBytes;
    private TuneCheckpoint.ValidationState validation;
    private GameLog log;
    private boolean aborted;

    /**
     * A run in the folder of {@code files}: resumed from its checkpoint if it has one, new otherwise.
     *
     * @throws IOException if the checkpoint cannot be read
     */
    public TuningDriver(TuneConfig config, RunFiles files, TuneListener listener) throws IOException {
        this.config = config;
        this.files = files;
        this.listener = listener;
        Path checkpoint = files.file(TuneOutputs.CHECKPOINT);
        removeStaleTemporaries(files.dir());
        if (Files.exists(checkpoint)) {
            TuneCheckpoint cp = JSON.readValue(checkpoint.toFile(), TuneCheckpoint.class);
            if (cp.version() != TuneCheckpoint.VERSION) {
                throw new IOException(checkpoint + ": checkpoint format " + cp.version() + " is not supported");
            }
            tuner = new DifferentialEvolution(config.de(), cp.tuner());
            replay.addAll(tuner.outstandingRequests());
            for (int v = 0; v < cp.vectors().length; v++) {
                vectorIds.put(key(cp.vectors()[v]), v);
                vectors.add(cp.vectors()[v]);
                vectorGenerations.add(cp.vectorGenerations()[v]);
            }
            results = RatingLedger.restore(cp.results());
            generations = new ArrayList<>(cp.generations());
            elapsedBefore = cp.elapsedMs();
            gamesLogBytes = cp.gamesLogBytes();
            validation = cp.validation();
        } else {
            tuner = new DifferentialEvolution(config.de());
            results = new RatingLedger();
            generations = new ArrayList<>();
            elapsedBefore = 0;
            idOf(config.de().seedVector());
        }
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

    /** Completed generations. */
    public synchronized int generation() {
        return tuner.generation();
    }

    /** Tuning pairs reported. */
    public synchronized long pairs() {
        return tuner.pairsPlayed();
    }

    /**
     * Plays the tuning to its budget and then the validation match, with {@code runner}'s workers; returns
     * early (with {@link Result#aborted()}) when the runner is aborted. Writes the result files as it goes.
     */
    public Result run(PairRunner runner) throws IOException {
        Files.createDirectories(files.dir());
        synchronized (this) {
            listener.tuningStarted(config, tuner.generation(), tuner.pairsPlayed(), elapsedMs());
        }
        if (validation == null) {
            cutLog(files.file(RunFiles.GAMES), gamesLogBytes);
            try (GameLog opened = GameLog.openForAppend(files.file(RunFiles.GAMES))) {
                log = opened;
                runner.run(new TuningSource());
            } finally {
                log = null;
            }
            writeTables();
            if (runner.aborted()) {
                return result(true, null);
            }
        }
        if (config.validationPairs() == 0) {
            return result(false, null);
        }
        return validate(runner);
    }

    private Result validate(PairRunner runner) throws IOException {
        synchronized (this) {
            if (validation == null) {
                validation = new TuneCheckpoint.ValidationState(config.validationPairs(), tuner.recommendation(),
                        new long[5], new long[0], 0);
                checkpoint();
            }
            listener.validationStarted(validation.planned(), validation.done().length);
        }
        Path logFile = files.file(TuneOutputs.VALIDATION_GAMES);
        cutLog(logFile, validation.logBytes());
        Set<Long> done = new HashSet<>();
        Arrays.stream(validation.done()).forEach(done::add);
        try (GameLog validationLog = GameLog.openForAppend(logFile)) {
            ValidationSource source = new ValidationSource(validation.recommendation(), config.de().seedVector(),
                    config.seed(), PairSeeds.VALIDATION, validation.planned(), done, (job, result) -> {
                        synchronized (this) {
                            for (GameRecord g : result.games()) {
                                validationLog.append(g);
                            }
                            long[] counts = validation.counts().clone();
                            counts[result.halfPoints()]++;
                            long[] ids = Arrays.copyOf(validation.done(), validation.done().length + 1);
                            ids[ids.length - 1] = job.id();
                            validation = new TuneCheckpoint.ValidationState(validation.planned(),
                                    validation.recommendation(), counts, ids, Files.size(logFile));
                            checkpoint();
                            listener.validationPair(ids.length, validation.planned(), Pentanomial.of(counts));
                        }
                    });
            runner.run(source);
        }
        synchronized (this) {
            ObjectNode summary = TuneOutputs.validation(config, validation.recommendation(), config.de().seedVector(),
                    Pentanomial.of(validation.counts()), validation.planned());
            TuneOutputs.writeJson(summary, files.file(TuneOutputs.VALIDATION));
            boolean complete = validation.done().length == validation.planned();
            writeBest(summary);
            return result(runner.aborted() || !complete, summary);
        }
    }

    private synchronized Result result(boolean stopped, ObjectNode validationSummary) {
        return new Result(stopped, tuner.generation(), tuner.pairsPlayed(), elapsedMs(), tuner.recommendation(),
                validationSummary);
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
        return elapsedBefore + (System.nanoTime() - sessionStart) / 1_000_000;
    }

    private boolean budgetSpent() {
        if (config.maxGenerations() > 0 && tuner.generation() >= config.maxGenerations()) {
            return true;
        }
        if (config.maxGames() > 0 && 2 * (tuner.pairsPlayed() + inFlight.size()) + 2 > config.maxGames()) {
            return true;
        }
        return config.maxHours() > 0 && elapsedMs() >= config.maxHours() * 3_600_000;
    }

    private static List<Double> key(double[] v) {
        return Arrays.stream(v).boxed().toList();
    }

    private int idOf(double[] v) {
        Integer id = vectorIds.get(key(v));
        if (id != null) {
            return id;
        }
        int created = results.register(v);
        vectorIds.put(key(v), created);
        vectors.add(v.clone());
        vectorGenerations.add(tuner.generation());
        return created;
    }

    private PairJob job(PairRequest request) {
        int a = idOf(request.a());
        int b = idOf(request.b());
        inFlight.put(request.id(), new int[] {a, b});
        return new PairJob(request.id(), "v" + a, request.a(), "v" + b, request.b(),
                PairSeeds.seed(config.seed(), PairSeeds.TUNING, request.id()));
    }

    /** The tuner's pairs: replayed requests first, then new ones until the budget is spent. */
    private final class TuningSource implements PairSource {

        @Override
        public PairJob next() throws InterruptedException {
            synchronized (TuningDriver.this) {
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
                    TuningDriver.this.wait(1000);
                }
                return null;
            }
        }

        @Override
        public void finished(PairJob job, PairMatch.PairResult result) throws IOException {
            synchronized (TuningDriver.this) {
                if (aborted) {
                    return;
                }
                reported(job, result);
                TuningDriver.this.notifyAll();
            }
        }

        @Override
        public void abort() {
            synchronized (TuningDriver.this) {
                aborted = true;
                TuningDriver.this.notifyAll();
            }
        }
    }

    private void reported(PairJob job, PairMatch.PairResult result) throws IOException {
        for (GameRecord g : result.games()) {
            log.append(g);
        }
        gamesLogBytes = Files.size(files.file(RunFiles.GAMES));
        int before = tuner.generation();
        double[][] population = tuner.population();
        tuner.report(job.id(), result.halfPoints());
        int[] ids = inFlight.remove(job.id());
        results.record(ids[0], ids[1], 2, result.halfPoints() / 2.0);
        TuneCheckpoint.GenerationRow row = null;
        if (tuner.generation() > before) {
            row = generationRow(population);
            generations.add(row);
            writeTables();
        }
        checkpoint();
        listener.pairFinished(tuner.generation(), tuner.pairsPlayed(), elapsedMs(), tuner.recommendation());
        if (row != null) {
            listener.generationFinished(row);
        }
    }

    private TuneCheckpoint.GenerationRow generationRow(double[][] previous) {
        double[][] population = tuner.population();
        int replaced = 0;
        for (int i = 0; i < population.length; i++) {
            replaced += Arrays.equals(population[i], previous[i]) ? 0 : 1;
        }
        double[] ratings = tuner.memberRatings();
        int best = 0;
        for (int i = 1; i < ratings.length; i++) {
            best = ratings[i] > ratings[best] ? i : best;
        }
        int dim = population[0].length;
        double[] mean = new double[dim];
        double[] sd = new double[dim];
        for (int j = 0; j < dim; j++) {
            for (double[] member : population) {
                mean[j] += member[j] / population.length;
            }
            for (double[] member : population) {
                sd[j] += (member[j] - mean[j]) * (member[j] - mean[j]) / (population.length - 1);
            }
            sd[j] = Math.sqrt(sd[j]);
        }
        return new TuneCheckpoint.GenerationRow(tuner.generation(), tuner.pairsPlayed(), elapsedMs() / 1000.0, replaced,
                tuner.recommendation(), population[best].clone(), mean, sd);
    }

    private synchronized void checkpoint() throws IOException {
        TuneCheckpoint cp = new TuneCheckpoint(TuneCheckpoint.VERSION, tuner.save(), elapsedMs(), gamesLogBytes,
                vectors.toArray(double[][]::new), vectorGenerations.stream().mapToInt(Integer::intValue).toArray(),
                results.save(), List.copyOf(generations), validation);
        AtomicFiles.write(files.file(TuneOutputs.CHECKPOINT), JSON.writeValueAsBytes(cp));
    }

    private synchronized void writeTables() throws IOException {
        TuneOutputs.writeCsv(TuneOutputs.generations(config.names(), generations), files.file(TuneOutputs.GENERATIONS));
        TuneOutputs.writeCsv(TuneOutputs.evaluations(config.names(), vectors.toArray(double[][]::new),
                vectorGenerations.stream().mapToInt(Integer::intValue).toArray(), results.save()),
                files.file(TuneOutputs.EVALUATIONS));
        writeBest(null);
    }

    private void writeBest(ObjectNode validationSummary) throws IOException {
        TuneOutputs.writeJson(TuneOutputs.best(config, tuner.generation(), tuner.pairsPlayed(), elapsedMs(),
                validation != null ? validation.recommendation() : tuner.recommendation(), config.de().seedVector(),
                validationSummary), files.file(TuneOutputs.BEST));
    }
}
