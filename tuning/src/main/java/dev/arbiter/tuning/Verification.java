package dev.arbiter.tuning;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.world.Game;
import dev.arbiter.tournament.config.InvalidSettingException;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

/**
 * {@code tune verify}: a run's recommendation plays the seed vector (or any other vector) again from fresh start
 * positions (seed stream {@link PairSeeds#VERIFY}); the games go to {@code verify-games.ndjson} (replaced) and the
 * result to {@code verify.json}.
 */
public final class Verification {

    /**
     * What a verification produced.
     *
     * @param aborted whether it was stopped before its end
     * @param summary the match's summary ({@link TuningOutputs#validation})
     */
    public record Result(boolean aborted, ObjectNode summary) {
    }

    private final TuningConfig config;
    private final Game<?> game;
    private final Path runDir;
    private final TuningListener listener;
    private final Clock clock;
    private volatile boolean abortRequested;
    private volatile GameService service;

    /** A verification of the run in {@code runDir}. */
    public Verification(TuningConfig config, Game<?> game, Path runDir, TuningListener listener, Clock clock) {
        this.config = config;
        this.game = game;
        this.runDir = runDir;
        this.listener = listener;
        this.clock = clock;
    }

    /**
     * The recommendation of the run ({@code best.json}'s {@code recommended_vector}).
     *
     * @throws InvalidSettingException if the run has no recommendation yet or it does not fit the configuration
     */
    public double[] recommendation() throws IOException {
        Path best = runDir.resolve(TuningOutputs.BEST);
        if (!Files.isRegularFile(best)) {
            throw new InvalidSettingException(TuningOutputs.BEST, runDir + " has no " + TuningOutputs.BEST
                    + " yet (no generation completed)");
        }
        double[] candidate = TuningOutputs.recommendedVector(best);
        if (candidate == null || candidate.length != config.names().size()) {
            throw new IOException(best + ": field 'recommended_vector': expected " + config.names().size() + " values");
        }
        return candidate;
    }

    /**
     * Plays {@code pairs} pairs of {@code candidate} against {@code baseline} (named {@code baselineName} in the game
     * log: {@link ValidationMatch#SEED} for the seed vector), from starts drawn from {@code seed}.
     */
    public Result run(double[] candidate, double[] baseline, String baselineName, int pairs, long seed) throws IOException {
        Path logFile = runDir.resolve(TuningOutputs.VERIFY_GAMES);
        Files.deleteIfExists(logFile);
        long[] counts = new long[5];
        int[] done = {0};
        listener.validationStarted(baselineName, pairs, 0);
        try (GameService games = GameService.local(game,
                config.playSettings().withEngineLogs(runDir.resolve("engines"))
                        .withProcessFile(runDir.resolve(ProcessLedger.FILE)), listener, clock);
             GameLog log = GameLog.openForAppend(logFile)) {
            service = games;
            if (abortRequested) {
                games.abort();
            }
            games.run(new ValidationMatch(config, game, candidate, baseline, baselineName, seed, PairSeeds.VERIFY, pairs,
                    Set.of(), result -> {
                        for (GameRecord g : result.games()) {
                            log.append(g);
                        }
                        counts[result.halfPoints()]++;
                        listener.validationPair(++done[0], pairs, Pentanomial.of(counts));
                    }));
            Pentanomial p = Pentanomial.of(counts);
            ObjectNode summary = TuningOutputs.validation(config, candidate, baseline, baselineName, p, pairs);
            if (p.pairs() > 0) {
                TuningOutputs.writeJson(summary, runDir.resolve(TuningOutputs.VERIFY));
            }
            return new Result(games.aborted(), summary);
        }
    }

    /** Stops at once, from any thread. */
    public void abort() {
        abortRequested = true;
        GameService s = service;
        if (s != null) {
            s.abort();
        }
    }
}
