package dev.arbiter.cli.tune;

import dev.arbiter.evolution.DeConfig;
import dev.arbiter.evolution.ParameterSpace;
import dev.arbiter.tournament.PairMatch;
import dev.arbiter.tournament.config.EngineSpec;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The driver against a simulated, deterministic game (the stronger vector is the one nearer an optimum,
 * each game decided by a coin drawn from the pair's seed): a run stopped mid-pair and resumed from its
 * checkpoint ends exactly as an uninterrupted run does, with the same game log.
 */
class TuningDriverResumeTest {

    private static final double[] OPTIMUM = {70, 30};

    @TempDir
    Path dir;

    private static TuneConfig config(int pairsValidation) {
        ParameterSpace space = new ParameterSpace(new double[] {0, 0}, new double[] {100, 100}, new boolean[] {false, true});
        DeConfig de = new DeConfig(space, new double[] {5, 90}, 4, DeConfig.Strategy.RAND_1_BIN, 0.4, 0.8, 0.9, 0.2, 0.5,
                11, 2, 6, 5.0, 0.3, DeConfig.Recommendation.CENTROID, 4, 1, 1, 1.0);
        EngineSpec engine = new EngineSpec("engine", List.of("engine", "--a={a}", "--b={b}"), null, null, null);
        return new TuneConfig("simulated", List.of("a", "b"), engine, MoveLimits.DEFAULT, 100, "score", 1, 6, 5, 3, 0, 0,
                de, pairsValidation);
    }

    /** Plays a pair without engines; calls {@code onPlay} before returning (to abort mid-pair). */
    private static final class SimulatedPlayer implements PairPlayer {

        private final Runnable onPlay;

        SimulatedPlayer(Runnable onPlay) {
            this.onPlay = onPlay;
        }

        @Override
        public PairMatch.PairResult play(PairJob job) {
            SplittableRandom random = new SplittableRandom(job.seed());
            double edge = distance(job.b()) - distance(job.a());
            double p = 1 / (1 + Math.exp(-edge / 20));
            int half = 0;
            List<GameRecord> games = new java.util.ArrayList<>();
            for (int swap = 0; swap < 2; swap++) {
                boolean aWins = random.nextDouble() < p;
                half += aWins ? 2 : 0;
                List<String> seats = swap == 0 ? List.of(job.aName(), job.bName()) : List.of(job.bName(), job.aName());
                boolean seat0Wins = aWins == (swap == 0);
                games.add(new GameRecord((int) (2 * job.id() + swap), (int) job.id(), 0, job.seed(), "", seats, List.of(),
                        List.of(), List.of(), List.of(), seat0Wins ? List.of(1.0, 0.0) : List.of(0.0, 1.0), "end", "game over",
                        -1, null));
            }
            onPlay.run();
            return new PairMatch.PairResult(half, games);
        }

        private static double distance(double[] v) {
            return Math.hypot(v[0] - OPTIMUM[0], v[1] - OPTIMUM[1]);
        }

        @Override
        public void abort() {
        }

        @Override
        public void close() {
        }
    }

    private TuningDriver.Result run(Path runDir, TuneConfig config, int abortAfter) throws IOException {
        AtomicInteger plays = new AtomicInteger();
        PairRunner[] runner = new PairRunner[1];
        runner[0] = new PairRunner(1, () -> new SimulatedPlayer(() -> {
            if (plays.incrementAndGet() == abortAfter) {
                runner[0].abort();
            }
        }));
        return new TuningDriver(config, new RunFiles(runDir), TuneListener.NONE).run(runner[0]);
    }

    @Test
    void resumedRunEndsExactlyAsAnUninterruptedOne() throws IOException {
        TuneConfig config = config(5);
        Path whole = dir.resolve("whole");
        TuningDriver.Result expected = run(whole, config, -1);
        assertThat(expected.aborted()).isFalse();
        assertThat(expected.generation()).isEqualTo(3);

        Path split = dir.resolve("split");
        TuningDriver.Result first = run(split, config, 7);
        assertThat(first.aborted()).isTrue();
        assertThat(first.pairs()).isEqualTo(6);
        Files.writeString(split.resolve(RunFiles.GAMES), "{\"index\":999", StandardOpenOption.APPEND);
        TuningDriver.Result second = run(split, config, 30);
        assertThat(second.aborted()).isTrue();
        TuningDriver.Result last = run(split, config, -1);

        assertThat(last.aborted()).isFalse();
        assertThat(last.pairs()).isEqualTo(expected.pairs());
        assertThat(last.recommendation()).containsExactly(expected.recommendation());
        assertThat(last.validation().toString()).isEqualTo(expected.validation().toString());
        for (String file : List.of(RunFiles.GAMES, TuneOutputs.VALIDATION_GAMES, TuneOutputs.EVALUATIONS)) {
            assertThat(split.resolve(file)).as(file).hasSameTextualContentAs(whole.resolve(file));
        }
        assertThat(GameLog.read(split.resolve(RunFiles.GAMES))).hasSize((int) (2 * expected.pairs()));
    }

    @Test
    void tuningMovesTowardsTheOptimumAndWritesEveryOutput() throws IOException {
        Path runDir = dir.resolve("run");
        TuningDriver.Result result = run(runDir, config(0), -1);
        assertThat(result.validation()).isNull();
        for (String file : List.of(RunFiles.GAMES, TuneOutputs.EVALUATIONS, TuneOutputs.GENERATIONS, TuneOutputs.BEST,
                TuneOutputs.CHECKPOINT)) {
            assertThat(runDir.resolve(file)).as(file).exists();
        }
        assertThat(Files.readAllLines(runDir.resolve(TuneOutputs.GENERATIONS))).hasSize(4)
                .first().asString().startsWith("generation,pairs,games,elapsed_s,replaced,a_recommended,a_best,a_mean,a_sd");
        double[] seed = config(0).de().seedVector();
        assertThat(Math.hypot(result.recommendation()[0] - OPTIMUM[0], result.recommendation()[1] - OPTIMUM[1]))
                .isLessThan(Math.hypot(seed[0] - OPTIMUM[0], seed[1] - OPTIMUM[1]));
    }

    @Test
    void gamesBudgetIsNeverExceeded() throws IOException {
        TuneConfig base = config(0);
        TuneConfig config = new TuneConfig(base.game(), base.names(), base.engine(), base.limits(), base.maxPlies(),
                base.adjudicate(), 1, base.keepEngines(), base.seed(), 0, 14, 0, base.de(), 0);
        TuningDriver.Result result = run(dir.resolve("budget"), config, -1);
        assertThat(2 * result.pairs()).isEqualTo(14);
    }
}
