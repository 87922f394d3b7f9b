package dev.arbiter.tuning;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.evolution.ParameterSpace;
import dev.arbiter.games.tictactoe.TicTacToe;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.TournamentException;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.LocalExecutor;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.play.PlaySettings;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.support.FakeClock;
import dev.arbiter.tournament.support.ScriptedPlayer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A tuning run against a simulated, deterministic game played in-process (the stronger vector is the one
 * nearer an optimum, each game decided by a coin drawn from the game's seed; time from a fake clock): a run
 * stopped mid-pair and resumed from its checkpoint ends exactly as an uninterrupted run does, with the same
 * game log; budgets of games and hours are kept.
 */
class TuningResumeTest {

    private static final double[] OPTIMUM = {70, 30};
    private static final TicTacToe GAME = new TicTacToe();

    @TempDir
    Path dir;

    private static TuningConfig config(Budget budget, int validationPairs) {
        ParameterSpace space = new ParameterSpace(new double[] {0, 0}, new double[] {100, 100}, new boolean[] {false, true});
        DeSettings de = new DeSettings(4, new DeSettings.Evolution("rand/1/bin", 0.4, 0.8, 0.9, 0.2, 0.5, "centroid", 1.0,
                1, 1, 4), new DeSettings.Duel(2, 6, 5.0, 0.3));
        return new TuningConfig("tictactoe", List.of("a", "b"), space, new double[] {5, 90},
                List.of("engine", "--a={a}", "--b={b}"), null, MoveLimits.DEFAULT, 100, Adjudication.SCORE, 1, 6,
                PlaySettings.DEFAULT_START_TIMEOUT_MS, 5, budget, de, validationPairs);
    }

    /** Seat 0 wins with the logistic probability of its edge in distance to the optimum. */
    private static List<Double> simulated(PlannedGame game) {
        double edge = distance(game.seats().get(1).parameters()) - distance(game.seats().get(0).parameters());
        double p = 1 / (1 + Math.exp(-edge / 20));
        boolean seat0Wins = new SplittableRandom(game.seed() + game.index()).nextDouble() < p;
        return seat0Wins ? List.of(1.0, 0.0) : List.of(0.0, 1.0);
    }

    private static double distance(Map<String, Double> v) {
        return Math.hypot(v.get("a") - OPTIMUM[0], v.get("b") - OPTIMUM[1]);
    }

    /** Runs (or resumes) a tuning in {@code runDir}, aborting it in the middle of its {@code abortAfter}-th pair. */
    private Tuning.Result run(Path runDir, TuningConfig config, int abortAfter, FakeClock clock, long msPerPair)
            throws IOException {
        AtomicInteger plays = new AtomicInteger();
        Tuning[] tuning = new Tuning[1];
        tuning[0] = new Tuning(config, GAME, new RunFiles(runDir), TuningListener.NONE, clock);
        GameService service = new GameService(new LocalExecutor(1, () -> new ScriptedPlayer(TuningResumeTest::simulated,
                () -> {
                    clock.advanceMs(msPerPair);
                    if (plays.incrementAndGet() == abortAfter) {
                        tuning[0].abort();
                    }
                })), FaultListener.NONE);
        try (service) {
            return tuning[0].run(service);
        } catch (TournamentException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void resumedRunEndsExactlyAsAnUninterruptedOne() throws IOException {
        TuningConfig config = config(new Budget(3, 0, 0), 5);
        Path whole = dir.resolve("whole");
        Tuning.Result expected = run(whole, config, -1, new FakeClock(), 1);
        assertThat(expected.aborted()).isFalse();
        assertThat(expected.generation()).isEqualTo(3);

        Path split = dir.resolve("split");
        Tuning.Result first = run(split, config, 7, new FakeClock(), 1);
        assertThat(first.aborted()).isTrue();
        assertThat(first.pairs()).isEqualTo(6);
        Files.writeString(split.resolve(RunFiles.GAMES), "{\"index\":999", StandardOpenOption.APPEND);
        Tuning.Result second = run(split, config, 30, new FakeClock(), 1);
        assertThat(second.aborted()).isTrue();
        Tuning.Result last = run(split, config, -1, new FakeClock(), 1);

        assertThat(last.aborted()).isFalse();
        assertThat(last.pairs()).isEqualTo(expected.pairs());
        assertThat(last.recommendation()).containsExactly(expected.recommendation());
        assertThat(last.validation().toString()).isEqualTo(expected.validation().toString());
        for (String file : List.of(RunFiles.GAMES, TuningOutputs.VALIDATION_GAMES, TuningOutputs.EVALUATIONS)) {
            assertThat(split.resolve(file)).as(file).hasSameTextualContentAs(whole.resolve(file));
        }
        assertThat(GameLog.read(split.resolve(RunFiles.GAMES))).hasSize((int) (2 * expected.pairs()));
    }

    @Test
    void tuningMovesTowardsTheOptimumAndWritesEveryOutput() throws IOException {
        Path runDir = dir.resolve("run");
        Tuning.Result result = run(runDir, config(new Budget(3, 0, 0), 0), -1, new FakeClock(), 1);
        assertThat(result.validation()).isNull();
        for (String file : List.of(RunFiles.GAMES, TuningOutputs.EVALUATIONS, TuningOutputs.GENERATIONS,
                TuningOutputs.BEST, TuningOutputs.CHECKPOINT)) {
            assertThat(runDir.resolve(file)).as(file).exists();
        }
        assertThat(Files.readAllLines(runDir.resolve(TuningOutputs.GENERATIONS))).hasSize(4)
                .first().asString().startsWith("generation,pairs,games,elapsed_s,replaced,a_recommended,a_mean,a_sd");
        double[] seed = config(new Budget(3, 0, 0), 0).seedVector();
        assertThat(Math.hypot(result.recommendation()[0] - OPTIMUM[0], result.recommendation()[1] - OPTIMUM[1]))
                .isLessThan(Math.hypot(seed[0] - OPTIMUM[0], seed[1] - OPTIMUM[1]));
    }

    @Test
    void gamesBudgetIsNeverExceeded() throws IOException {
        Tuning.Result result = run(dir.resolve("budget"), config(new Budget(0, 14, 0), 0), -1, new FakeClock(), 1);
        assertThat(2 * result.pairs()).isEqualTo(14);
    }

    @Test
    void anHourBudgetStopsTuningOnceTheClockSaysSoAndSumsOverResumedSessions() throws IOException {
        TuningConfig config = config(new Budget(0, 0, 1), 0);
        Path runDir = dir.resolve("hours");
        Tuning.Result first = run(runDir, config, 10, new FakeClock(), 60_000);
        assertThat(first.aborted()).isTrue();
        assertThat(first.elapsedMs()).isEqualTo(10 * 60_000);
        Tuning.Result rest = run(runDir, config, -1, new FakeClock(), 60_000);
        assertThat(rest.aborted()).isFalse();
        assertThat(rest.elapsedMs()).isEqualTo(60 * 60_000);
        assertThat(rest.pairs()).isEqualTo(60);
    }

    @Test
    void parameterValuesReachTheEngineAsNumbers() throws IOException {
        Path runDir = dir.resolve("values");
        run(runDir, config(new Budget(0, 4, 0), 0), -1, new FakeClock(), 1);
        String checkpoint = Files.readString(runDir.resolve(TuningOutputs.CHECKPOINT));
        assertThat(checkpoint).contains("\"type\":\"de\"").doesNotContain("\"results\"");
        assertThat(config(new Budget(0, 4, 0), 0).entrant("v1", new double[] {12.345678901234, 3}).resolve().argv())
                .containsExactly("engine", "--a=12.345678901234", "--b=3");
    }

    @Test
    void aCheckpointOfFormatOneWithItsSecondLedgerResumes() throws IOException {
        TuningConfig config = config(new Budget(3, 0, 0), 0);
        Path whole = dir.resolve("whole");
        Tuning.Result expected = run(whole, config, -1, new FakeClock(), 1);
        Path old = dir.resolve("old");
        run(old, config, 9, new FakeClock(), 1);
        ObjectNode checkpoint = (ObjectNode) TuningJson.COMPACT.readTree(old.resolve(TuningOutputs.CHECKPOINT).toFile());
        checkpoint.put("version", 1);
        ((ObjectNode) checkpoint.get("tuner")).remove("type");
        checkpoint.set("results", checkpoint.get("tuner").get("ledger"));
        checkpoint.get("generations").forEach(row -> ((ObjectNode) row).set("best", row.get("mean")));
        Files.writeString(old.resolve(TuningOutputs.CHECKPOINT), checkpoint.toString());

        Tuning.Result resumed = run(old, config, -1, new FakeClock(), 1);
        assertThat(resumed.recommendation()).containsExactly(expected.recommendation());
        assertThat(old.resolve(RunFiles.GAMES)).hasSameTextualContentAs(whole.resolve(RunFiles.GAMES));
    }
}
