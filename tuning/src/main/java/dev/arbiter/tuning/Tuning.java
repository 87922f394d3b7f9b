package dev.arbiter.tuning;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.world.Game;
import dev.arbiter.evolution.Tuner;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.VoidLimit;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.PlaySettings;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.referee.OpeningBook;
import dev.arbiter.tournament.results.RunFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;

/**
 * A tuning run, as {@link dev.arbiter.tournament.Qualification} is a qualifying run: a {@link Tuner} asks for
 * game pairs, the {@link GameService} plays them (K at a time), and their results are appended to
 * {@code games.ndjson} and reported to the tuner in the order the tuner handed the pairs out. When the budget
 * (generations, games or hours, the first reached) is spent, the recommendation plays a validation match against the
 * seed vector ({@link TuningValidation}), unless it is the seed vector itself. Time is read from an injected
 * {@link Clock}, so hour budgets and checkpoint intervals are tested instantly.
 *
 * <p>This class orchestrates; each design point lives with the class that holds it: the hand-out discipline (a fixed
 * look-ahead, results reported in hand-out order) that makes the tuner's calls the same whatever the concurrency,
 * and the budget's say over which pairs are played, in {@link PairHandOuts}, the workers' side of it in
 * {@link TuningPairs}, the checkpoints and the files the run writes in {@link TuningFiles}, the resume from a
 * checkpoint and the log beyond it in {@link TuningResume}, the validation match and the extension of a finished run
 * in {@link TuningValidation}, the void games of an external referee in {@link VoidPairs}. One lock, this object's,
 * orders the workers' results: under it a result waits for the earlier ones, and a pair is logged, reported to the
 * tuner and followed by new hand-outs.
 *
 * <p>A finished run resumed with a budget that is already spent has nothing to do and says so
 * ({@link Result#alreadyComplete()}).
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
    private final TuningListener listener;
    private final Clock clock;
    private final TuningFiles files;
    private final VoidPairs voids;
    /** The start positions of the configuration's {@code openings}, or null. */
    private final OpeningBook openings;
    private final PairHandOuts handOuts;
    private final TuningValidation validation;
    private final long elapsedBefore;
    private final long sessionStart;
    private final int replayed;
    private long lastCheckpoint;
    private volatile boolean abortRequested;
    private volatile GameService service;

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
        this.listener = listener;
        this.clock = clock;
        this.sessionStart = clock.nanoTime();
        this.lastCheckpoint = sessionStart;
        this.files = new TuningFiles(files, config.problem());
        TuningResume.Start start = TuningResume.start(config, this.files);
        this.elapsedBefore = start.elapsedMs();
        this.validation = new TuningValidation(config, game, openings, this.files, voids, listener, start.validation());
        this.handOuts = new PairHandOuts(config, game, openings, start.tuner(), start.recent(), start.handOuts(),
                this::elapsedMs);
        this.files.resume(start.lengths().gamesLogBytes(), start.lengths().generationsBytes());
        if (!start.resumed()) {
            handOuts.refill();
        }
        replayed = TuningResume.replay(this.files, handOuts, voids, this::reportToTuner);
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
            listener.tuningStarted(config, handOuts.generation(), tuner().pairsPlayed(), elapsedMs());
            if (validation.planned() && !handOuts.budgetSpent()) {
                validation.discard();
            }
            tuningDone = handOuts.budgetSpent();
            handOuts.lookahead(config.serving().lookahead());
            handOuts.refill();
            writeOutputs();
        }
        if (!validation.planned()) {
            files.whileLogging(game, () -> games.run(new TuningPairs(this, handOuts, voids, this::finished)));
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

    private Result validate(GameService games, boolean tuningDone) throws IOException {
        synchronized (this) {
            double[] recommendation = recommendation();
            if (!validation.wanted(recommendation)) {
                writeBest(null);
                return result(false, tuningDone, null);
            }
            if (validation.plan(recommendation)) {
                checkpoint();
            }
        }
        TuningValidation.Outcome outcome = validation.play(games, this);
        synchronized (this) {
            writeBest(outcome.summary());
            return result(games.aborted() || !outcome.complete(), tuningDone && outcome.playedNow() == 0,
                    outcome.summary());
        }
    }

    private synchronized Result result(boolean stopped, boolean alreadyComplete, ObjectNode validationSummary) {
        double[] recommendation = tuner().recommendation();
        return new Result(stopped, alreadyComplete, handOuts.generation(), tuner().pairsPlayed(), elapsedMs(),
                recommendation, Arrays.equals(recommendation, config.problem().seedVector()), validationSummary);
    }

    private Tuner tuner() {
        return handOuts.tuner();
    }

    /** The recommendation validated, or the tuner's while none is planned. */
    private double[] recommendation() {
        return validation.planned() ? validation.state().recommendation() : tuner().recommendation();
    }

    private long elapsedMs() {
        return elapsedBefore + (clock.nanoTime() - sessionStart) / 1_000_000;
    }

    /**
     * A pair's result played in this session. With a void game it is logged and played again (up to a bound);
     * otherwise it waits until the results of the pairs handed out before it are reported, and is then reported
     * with them, in hand-out order, unless the budget's generations or games are complete by then.
     */
    private void finished(JobResult result) throws IOException {
        if (voids.judge(result)) {
            files.log(result);
            voids.playedVoid(result.jobId());
            handOuts.playAgain(result.jobId());
            return;
        }
        handOuts.arrived(result);
        for (JobResult next = handOuts.nextInOrder(); next != null && !handOuts.reportsEnded();
             next = handOuts.nextInOrder()) {
            reported(next);
        }
    }

    /**
     * A pair's result next in hand-out order: logged and reported to the tuner; when the interval has passed,
     * followed by a checkpoint with evaluations.csv and best.json.
     */
    private void reported(JobResult result) throws IOException {
        files.log(result);
        PairHandOuts.Reported reported = reportToTuner(result);
        if (clock.nanoTime() - lastCheckpoint >= CHECKPOINT_INTERVAL_MS * 1_000_000) {
            writeOutputs();
        }
        listener.pairFinished(handOuts.generation(), tuner().pairsPlayed(), elapsedMs(),
                reported.progress().recommendation());
        if (reported.generationDone() != null) {
            listener.generationFinished(reported.generationDone());
        }
    }

    /**
     * A pair's result reported to the tuner (in this session, or again from the log on resume), followed by a
     * generations.csv line when a step completed and by new hand-outs.
     */
    private PairHandOuts.Reported reportToTuner(JobResult result) throws IOException {
        PairHandOuts.Reported reported = handOuts.report(result);
        if (reported.generationDone() != null) {
            files.appendGeneration(reported.generationDone());
        }
        handOuts.refill();
        return reported;
    }

    /** The checkpoint, evaluations.csv and best.json. */
    private void writeOutputs() throws IOException {
        checkpoint();
        files.writeEvaluations(handOuts.recent(), config.problem());
        writeBest(null);
    }

    private synchronized void checkpoint() throws IOException {
        files.writeCheckpoint(new TuningCheckpoint(TuningCheckpoint.VERSION, tuner().save(), elapsedMs(),
                files.logLengths(), handOuts.save(), handOuts.recent().save(), validation.state(),
                TuningCheckpoint.Legacy.NONE));
        lastCheckpoint = clock.nanoTime();
    }

    private void writeBest(ObjectNode validationSummary) throws IOException {
        ObjectNode best = TuningOutputs.best(config, handOuts.generation(), tuner().pairsPlayed(), elapsedMs(),
                recommendation(), validationSummary);
        TuningOutputs.putVoidGames(best, voids.games());
        files.writeBest(best);
    }
}
