package dev.arbiter.tuning;

import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.evolution.ParameterSpace;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.MoveRecord;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.support.Engines;
import dev.arbiter.tournament.support.FakeClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * With node budgets a tuning run plays the same games whatever the pairs at once: DE over two weights of the
 * built-in Connect Four alpha-beta engine (real engine processes, 300 nodes a move, starts after 4 random plies,
 * sequential duels of 2 to 6 pairs, whose ends depend on the order the tuner is told results in), the same
 * configuration and seed with 1 and with 3 pairs at once, logs the same games in the same order, writes the same
 * generations and evaluations and recommends the same vector; and a run with 3 at once killed mid-run (its
 * checkpoint older than its log, half a line at the end of the log, results that waited for an earlier pair's lost)
 * and resumed with 2 at once ends as the uninterrupted run with 1. (The runs' checkpoints follow a fake clock;
 * the moves are timed by the system's, which the fake one's jumps would make time out.)
 */
class SameGamesWhateverTheConcurrencyTest {

    /** Fake time per reported pair that makes a checkpoint every fifth pair. */
    private static final long CHECKPOINT_EVERY_5 = Tuning.CHECKPOINT_INTERVAL_MS / 5;

    private final Game<?> game = GameRegistry.load().create("connect4:openings=4");

    @TempDir
    Path dir;

    private static TuningConfig config(int concurrency) {
        ParameterSpace space = new ParameterSpace(new double[] {0, 0}, new double[] {400_000, 10_000},
                new boolean[] {false, true});
        TuningProblem problem = new TuningProblem(List.of("threatOne", "centre"), space, new double[] {1_000, 0},
                20261202, new Budget(0, 80, 0));
        List<String> engine = new ArrayList<>(Engines.java(Connect4ServerEngine.class.getName()));
        engine.addAll(List.of("--algo", "abp"));
        DeSettings de = new DeSettings(4, new DeSettings.Evolution(
                new DeSettings.Search("rand/1/bin", 0.4, 0.8, 0.9, 0.2, 1.0),
                new DeSettings.Ranking("centroid", 1.0, 1, 1, 4), null), new DeSettings.Duel(2, 6, 5.0, 0.3));
        return new TuningConfig(GameRules.of("connect4:openings=4").withLimits(new MoveLimits(0, 300, 0, 0, 20_000))
                .withPlyLimit(42, Adjudication.SCORE), problem, new TuningConfig.TunedEngine(engine, null, null),
                new TuningConfig.Serving(concurrency, 2, 0, 8), de.planned(problem), 0);
    }

    /**
     * Runs (or resumes) a tuning in {@code runDir} with its engines, telling {@code listener} of every pair; the run's
     * checkpoints follow {@code clock}, the games' moves are timed by the system's.
     */
    private Tuning.Result run(Path runDir, int concurrency, FakeClock clock, TuningListener listener, Tuning[] made)
            throws IOException, TournamentException {
        made[0] = new Tuning(config(concurrency), game, new RunFiles(runDir), listener, clock);
        try (GameService engines = GameService.local(game, made[0].playSettings(), FaultListener.NONE, Clock.SYSTEM)) {
            return made[0].run(engines);
        }
    }

    private Tuning.Result run(Path runDir, int concurrency) throws IOException, TournamentException {
        return run(runDir, concurrency, new FakeClock(), TuningListener.NONE, new Tuning[1]);
    }

    /**
     * Like kill -9 after the {@code killAfter}-th pair reported in this session: the checkpoint on disk is the one
     * written before the {@code lastCheckpointAt}-th, the game log ends in half a line.
     */
    private void kill(Path runDir, int concurrency, int lastCheckpointAt, int killAfter)
            throws IOException, TournamentException {
        FakeClock clock = new FakeClock();
        Tuning[] tuning = new Tuning[1];
        byte[][] snapshot = new byte[1][];
        AtomicInteger pairs = new AtomicInteger();
        TuningListener stopping = new TuningListener() {
            @Override
            public void pairFinished(long generation, long played, long elapsedMs, double[] recommendation) {
                clock.advanceMs(CHECKPOINT_EVERY_5);
                int n = pairs.incrementAndGet();
                try {
                    if (n == lastCheckpointAt) {
                        snapshot[0] = Files.readAllBytes(runDir.resolve(TuningOutputs.CHECKPOINT));
                    }
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
                if (n == killAfter) {
                    tuning[0].abort();
                }
            }
        };
        assertThat(run(runDir, concurrency, clock, stopping, tuning).aborted()).isTrue();
        Files.write(runDir.resolve(TuningOutputs.CHECKPOINT), snapshot[0]);
        Files.writeString(runDir.resolve(RunFiles.GAMES), "{\"index\":999", StandardOpenOption.APPEND);
    }

    /** The games of a run's log in log order, without the times of their moves. */
    private static List<String> games(Path run) throws IOException {
        return GameLog.read(run.resolve(RunFiles.GAMES)).stream().map(SameGamesWhateverTheConcurrencyTest::game)
                .toList();
    }

    private static String game(GameRecord g) {
        return g.index() + " " + g.seed() + " " + g.init() + " " + g.seats() + " "
                + g.moves().stream().map(MoveRecord::action).toList() + " " + g.scores() + " " + g.end() + " " + g.reason();
    }

    /** generations.csv without its clock column. */
    private static List<String> generations(Path run) throws IOException {
        return Files.readAllLines(run.resolve(TuningOutputs.GENERATIONS)).stream()
                .map(line -> line.replaceFirst("^([^,]*,[^,]*,[^,]*),[^,]*,", "$1,_,")).toList();
    }

    private static void assertSameRun(Path actual, Tuning.Result actualResult, Path expected,
                                      Tuning.Result expectedResult) throws IOException {
        assertThat(games(actual)).isEqualTo(games(expected));
        assertThat(generations(actual)).isEqualTo(generations(expected));
        assertThat(actual.resolve(TuningOutputs.EVALUATIONS))
                .hasSameTextualContentAs(expected.resolve(TuningOutputs.EVALUATIONS));
        assertThat(actualResult.pairs()).isEqualTo(expectedResult.pairs());
        assertThat(actualResult.recommendation()).containsExactly(expectedResult.recommendation());
    }

    @Test
    void oneAndThreePairsAtOncePlayTheSameGamesAndRecommendTheSameVector() throws Exception {
        Path one = dir.resolve("one");
        Tuning.Result sequential = run(one, 1);
        assertThat(sequential.aborted()).isFalse();
        assertThat(sequential.pairs()).isEqualTo(40);
        assertThat(sequential.generation()).as("the duels ended and DE decided").isPositive();
        assertThat(games(one)).hasSize(80).allSatisfy(g -> assertThat(g).doesNotContain("VOID"));

        Path three = dir.resolve("three");
        Tuning.Result parallel = run(three, 3);

        assertSameRun(three, parallel, one, sequential);
    }

    @Test
    void aRunKilledWithThreeAtOnceAndResumedWithTwoEndsAsAnUninterruptedOneWithOne() throws Exception {
        Path one = dir.resolve("one");
        Tuning.Result sequential = run(one, 1);

        Path killed = dir.resolve("killed");
        kill(killed, 3, 7, 16);
        Tuning.Result resumed = run(killed, 2);

        assertThat(resumed.aborted()).isFalse();
        assertSameRun(killed, resumed, one, sequential);
    }
}
