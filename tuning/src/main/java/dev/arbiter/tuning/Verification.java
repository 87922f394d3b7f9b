package dev.arbiter.tuning;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.world.Game;
import dev.arbiter.tournament.VoidGames;
import dev.arbiter.tournament.VoidLimit;
import dev.arbiter.tournament.config.InvalidSettingException;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.PlaySettings;
import dev.arbiter.tournament.referee.OpeningBook;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

/**
 * {@code tune verify}: a run's recommendation plays the seed vector (or any other vector) again from fresh start
 * positions (seed stream {@link PairSeeds#VERIFY}); the games go to {@code verify-games.ndjson} (replaced) and the
 * result to {@code verify.json}. The games are played on the service the run itself played on (its engines' protocol,
 * its external referee if it had one) with the run's settings ({@link #playSettings()}); as in the run's validation, a
 * pair with a void game (the referee could not score it) is left out of the result, and void games beyond the run's
 * {@link VoidLimit} stop the match naming the referee's log.
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
    private final OpeningBook openings;
    private final Path runDir;
    private final TuningListener listener;
    private final Clock clock;
    private final VoidLimit voidLimit;
    private volatile boolean abortRequested;
    private volatile GameService service;

    /**
     * A verification of the run in {@code runDir}.
     *
     * @param voidLimit the run's bound on void games
     */
    public Verification(TuningConfig config, Game<?> game, Path runDir, TuningListener listener, Clock clock,
                        VoidLimit voidLimit) {
        this.config = config;
        this.game = game;
        this.openings = config.rules().openings() == null ? null : OpeningBook.read(config.rules().openings(), game);
        this.runDir = runDir;
        this.listener = listener;
        this.clock = clock;
        this.voidLimit = voidLimit;
    }

    /**
     * How the games are played: the run's settings, its engines' bounded logs in the run folder ({@code engines/}) and
     * the record of the running processes ({@code processes.json}), as the run's own ({@link Tuning#playSettings()}).
     */
    public PlaySettings playSettings() {
        return config.playSettings().withEngineLogs(runDir.resolve("engines"))
                .withProcessFile(runDir.resolve(ProcessLedger.FILE));
    }

    /** The service of engine servers on this machine that a run without another executor plays on. */
    public GameService localService() {
        return GameService.local(game, playSettings(), listener, clock);
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
        if (candidate == null || candidate.length != config.problem().names().size()) {
            throw new IOException(best + ": field 'recommended_vector': expected " + config.problem().names().size()
                    + " values");
        }
        return candidate;
    }

    /**
     * Plays {@code pairs} pairs of {@code candidate} against {@code baseline} (named {@code baselineName} in the game
     * log: {@link ValidationMatch#SEED} for the seed vector), from starts drawn from {@code seed}, on {@code games}.
     *
     * @throws TournamentException when the void games break the run's void limit
     */
    public Result run(GameService games, double[] candidate, double[] baseline, String baselineName, int pairs,
                      long seed) throws IOException, TournamentException {
        Path logFile = runDir.resolve(TuningOutputs.VERIFY_GAMES);
        Files.deleteIfExists(logFile);
        long[] counts = new long[5];
        int[] done = {0};
        VoidGames voids = VoidGames.withoutRounds(voidLimit, 2 * config.serving().concurrency());
        String[] breach = {null};
        service = games;
        if (abortRequested) {
            games.abort();
        }
        listener.validationStarted(baselineName, pairs, 0);
        try (GameLog log = GameLog.openForAppend(logFile)) {
            ValidationMatch[] match = new ValidationMatch[1];
            match[0] = new ValidationMatch(config, game, openings, candidate, baseline, baselineName, seed,
                    PairSeeds.VERIFY, pairs,
                    Set.of(), result -> {
                        boolean voided = false;
                        for (GameRecord g : result.games()) {
                            log.append(g);
                            String broken = voids.offer(g);
                            if (broken != null && breach[0] == null) {
                                breach[0] = broken;
                                match[0].abort();
                            }
                            if (g.end() == GameEnd.VOID) {
                                listener.voidGame(g);
                                voided = true;
                            }
                        }
                        done[0]++;
                        if (!voided) {
                            counts[result.halfPoints()]++;
                            listener.validationPair(done[0], pairs, Pentanomial.of(counts));
                        }
                    });
            games.run(match[0]);
        }
        if (breach[0] != null) {
            throw new TournamentException("the referee failed: " + breach[0] + "; its log: "
                    + runDir.resolve("engines").resolve("referee.log"));
        }
        Pentanomial p = Pentanomial.of(counts);
        ObjectNode summary = TuningOutputs.validation(config, candidate, baseline, baselineName, p, pairs);
        if (p.pairs() > 0) {
            TuningOutputs.writeJson(summary, runDir.resolve(TuningOutputs.VERIFY));
        }
        return new Result(games.aborted(), summary);
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
