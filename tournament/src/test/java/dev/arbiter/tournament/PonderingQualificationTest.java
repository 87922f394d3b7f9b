package dev.arbiter.tournament;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.support.Engines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Pondering with real engine servers: engines told to think during the opponent's turns ({@code background}
 * on after {@code newgame}, off at the end of the game) play every game of a run to its end, with no fault,
 * a process kept from one game to the next included.
 */
class PonderingQualificationTest {

    private static final Game<?> CONNECT4 = GameRegistry.load().create("connect4");

    @TempDir
    Path dir;

    @Test
    void enginesThatPonderPlayEveryGameWithoutAFault() throws Exception {
        MoveLimits ponder = new MoveLimits(0, 500, 0, 0, 5_000, 0, true);
        QualifyConfig config = new QualifyConfig("connect4", List.of(Engines.engine("abp", "connect4", "abp", 500),
                Engines.engine("mcts", "connect4", "mcts", 500)), 2, null, 1, ponder, 42, Adjudication.SCORE, 23,
                StopRule.NONE);
        Path run = dir.resolve("run");
        Qualification.Result result = new Qualification(config, CONNECT4, new RunFiles(run), QualificationListener.NONE).run();
        List<GameRecord> games = GameLog.read(run.resolve(RunFiles.GAMES));
        assertThat(games).hasSize(4).allSatisfy(g -> assertThat(g.forfeiter()).as(g.reason()).isEqualTo(-1));
        assertThat(result.latencies().of("abp").moves()).isPositive();
    }
}
