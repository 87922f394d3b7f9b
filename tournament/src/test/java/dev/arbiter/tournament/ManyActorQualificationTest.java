package dev.arbiter.tournament;

import dev.arbiter.engine.testkit.TestGames;
import dev.arbiter.engine.world.Game;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.results.EngineStanding;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.support.Engines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * End-to-end qualifications of one-actor and many-actor games with real engine subprocesses: Sudoku (every
 * engine solves the round's generated puzzle alone, compared by score within the round), the three-seat
 * test game {@code stones} (every pair of seats held by different engines is a result) and four-player light
 * cycles ({@code tron}, where players are eliminated one by one).
 */
class ManyActorQualificationTest {

    @TempDir
    Path dir;

    private Qualification.Result run(String gameSpec, List<EngineSpec> engines, int rounds, int maxPlies) throws Exception {
        Game<?> game = TestGames.registry().create(gameSpec);
        QualifyConfig config = new QualifyConfig(gameSpec, engines, rounds, null, 1, new MoveLimits(0, 0, 0, 0, 5_000),
                maxPlies, Adjudication.SCORE, 42, StopRule.NONE);
        return new Qualification(config, game, new RunFiles(dir.resolve("run")), QualificationListener.NONE).run();
    }

    private List<GameRecord> games() throws Exception {
        return GameLog.read(dir.resolve("run").resolve(RunFiles.GAMES));
    }

    @Test
    @Execution(ExecutionMode.CONCURRENT)
    void sudokuSolverBeatsTheSameSearchWithATinyNodeBudget() throws Exception {
        Qualification.Result result = run("sudoku", List.of(Engines.engine("mm", "sudoku", "mm", 200_000),
                Engines.engine("mm-tiny", "sudoku", "mm", 2)), 6, 100);
        assertThat(result.games().played()).isEqualTo(result.games().planned()).isEqualTo(12);
        List<GameRecord> games = games();
        for (GameRecord g : games) {
            assertThat(g.seats()).hasSize(1);
            assertThat(g.end()).isEqualTo(GameEnd.END);
            if (g.seats().get(0).equals("mm")) {
                assertThat(g.scores()).as("mm solves round " + g.round()).containsExactly(1.0);
            }
        }
        assertThat(games).filteredOn(g -> g.seats().get(0).equals("mm-tiny") && g.scores().get(0) < 0)
                .as("the tiny budget guesses wrong at least once").isNotEmpty();
        EngineStanding best = result.ranking().get(0);
        assertThat(best.engine()).isEqualTo("mm");
        assertThat(best.results().losses()).isZero();
        assertThat(best.results().wins() + best.results().draws()).isEqualTo(6);
        assertThat(best.results().wins()).isPositive();
    }

    @Test
    @Execution(ExecutionMode.CONCURRENT)
    void threeSeatGamesGiveEveryPairOfSeatsAResult() throws Exception {
        Qualification.Result result = run("stones:players=3,pile=20", List.of(
                Engines.engine("mm", "stones:players=3,pile=20", "mm", 3_000),
                Engines.engine("abp", "stones:players=3,pile=20", "abp", 3_000),
                Engines.engine("random", "stones:players=3,pile=20", "random", 1)), 1, 100);
        assertThat(result.games().played()).isEqualTo(result.games().planned()).isEqualTo(3);
        for (GameRecord g : games()) {
            assertThat(g.seats()).containsExactlyInAnyOrder("mm", "abp", "random");
            assertThat(g.scores().stream().mapToDouble(Double::doubleValue).sum()).isEqualTo(20);
        }
        assertThat(result.ranking()).allSatisfy(r -> assertThat(r.results().games()).isEqualTo(3 * 2));
        EngineStanding random = result.ranking().stream().filter(r -> r.engine().equals("random")).findFirst()
                .orElseThrow();
        assertThat(random.results().wins()).isLessThan(random.results().losses());
    }

    @Test
    @Execution(ExecutionMode.CONCURRENT)
    void fourPlayerTronRunsToTheEndWithoutForfeitsAndRanksEveryEngine() throws Exception {
        String tron = "tron:players=4,width=9,height=9";
        Qualification.Result result = run(tron, List.of(Engines.engine("mm", tron, "mm", 2_000),
                Engines.engine("abp", tron, "abp", 2_000), Engines.engine("greedy", tron, "greedy", 1),
                Engines.engine("random", tron, "random", 1)), 1, 200);
        assertThat(result.games().played()).isEqualTo(result.games().planned()).isEqualTo(4);
        for (GameRecord g : games()) {
            assertThat(g.seats()).containsExactlyInAnyOrder("mm", "abp", "greedy", "random");
            assertThat(g.end()).as(g.reason()).isEqualTo(GameEnd.END);
            assertThat(g.forfeiter()).isEqualTo(-1);
            assertThat(g.scores()).as("one survivor, then the elimination order")
                    .containsExactlyInAnyOrder(0.0, 1.0, 2.0, 3.0);
        }
        assertThat(result.ranking()).hasSize(4).allSatisfy(r -> {
            assertThat(r.results().games()).isEqualTo(4 * 3);
            assertThat(r.forfeits()).isZero();
        });
        assertThat(result.ranking().get(0).engine()).isNotEqualTo("random");
    }
}
