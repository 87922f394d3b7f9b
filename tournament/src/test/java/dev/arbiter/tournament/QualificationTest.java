package dev.arbiter.tournament;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.games.tictactoe.TicTacToe;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.results.EngineLatencies;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.results.Standings;
import dev.arbiter.tournament.support.Engines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * End-to-end qualifications with real engine subprocesses (kept small: tic-tac-toe, few games); the
 * qualification's own logic is tested in-process in {@link QualificationInProcessTest}.
 */
class QualificationTest {

    private static final Game<?> TICTACTOE = GameRegistry.load().create("tictactoe");

    @TempDir
    Path dir;

    private static QualifyConfig config(List<EngineSpec> engines, int rounds, StopRule stop) {
        return new QualifyConfig("tictactoe", engines, rounds, null, 1, Engines.quickLimits(0), 20, Adjudication.SCORE, 42, stop);
    }

    private Qualification.Result run(QualifyConfig config, Path runDir) throws Exception {
        return new Qualification(config, TICTACTOE, new RunFiles(runDir), QualificationListener.NONE).run();
    }

    @Test
    @Execution(ExecutionMode.CONCURRENT)
    void twoEngineSprtStopsOnceTheStrongerEngineIsClear() throws Exception {
        QualifyConfig config = config(List.of(Engines.engine("abp", "tictactoe", "abp", 5_000),
                Engines.engine("random", "tictactoe", "random", 1)), 100, StopRule.sprt(0, 30, 0.05, 0.05));
        Qualification.Result result = run(config, dir.resolve("run"));
        assertThat(result.stopReason()).startsWith("sprt: H1 accepted");
        assertThat(result.games().played()).isLessThan(result.games().planned());
        assertThat(result.games().played() % 2).isZero();
        assertThat(result.ranking().get(0).engine()).isEqualTo("abp");
        assertThat(Files.readAllLines(dir.resolve("run").resolve(RunFiles.RANKING)).get(0)).isEqualTo(
                "rank,engine,elo,elo_low,elo_high,games,wins,draws,losses,score,los_next,forfeits,sequential_elo,"
                + "nodes_per_move,depth_per_move,time_forfeits,node_forfeits");
        assertThat(GameLog.read(dir.resolve("run").resolve(RunFiles.GAMES))).hasSize(result.games().played());
        assertThat(Files.readString(dir.resolve("run").resolve(RunFiles.SUMMARY))).contains("\"llr\"", "sprt: H1 accepted");
    }

    @Test
    @Execution(ExecutionMode.CONCURRENT)
    void gamesFinishingOutOfOrderGiveTheFilesOfTheirSetAndAResumedStopRepeatsItself() throws Exception {
        // Two games at once finish out of index order; every figure of ranking.csv must be that of the games the
        // stop fired on.
        QualifyConfig config = new QualifyConfig("tictactoe", List.of(Engines.engine("abp", "tictactoe", "abp", 2_000),
                Engines.engine("mcts", "tictactoe", "mcts", 100), Engines.engine("random", "tictactoe", "random", 1)),
                30, null, 2, Engines.quickLimits(0), 20, Adjudication.SCORE, 43, StopRule.threshold(40, 0.9, 0));
        Path runDir = dir.resolve("run");
        Qualification.Result result = run(config, runDir);
        assertThat(result.stop()).isNotNull();
        assertThat(result.games().played()).isEqualTo(result.stop().games());
        List<GameRecord> log = GameLog.read(runDir.resolve(RunFiles.GAMES)).stream()
                .filter(g -> g.index() < result.stop().games()).toList();
        Standings replay = Standings.of(List.of("abp", "mcts", "random"), 2, log);
        Path recomputed = dir.resolve("recomputed.csv");
        RunFiles.writeCsv(RunFiles.rankingTable(replay.ranking(),
                EngineLatencies.of(List.of("abp", "mcts", "random"), new TicTacToe(), log)), recomputed);
        assertThat(Files.readString(recomputed)).isEqualTo(Files.readString(runDir.resolve(RunFiles.RANKING)));

        String summary = Files.readString(runDir.resolve(RunFiles.SUMMARY));
        Qualification.Result resumed = run(config, runDir);
        assertThat(resumed.games().played()).isEqualTo(result.games().played());
        assertThat(resumed.stop()).isEqualTo(result.stop());
        assertThat(Files.readString(runDir.resolve(RunFiles.SUMMARY))).isEqualTo(summary);
        assertThat(summary).contains("\"stop\" : {", "\"lower_bound\"", "\"games\" : " + result.stop().games());
    }

    @Test
    @Execution(ExecutionMode.CONCURRENT)
    void faultyEnginesForfeitTheirGameAreRestartedAndTheRunGoesOn() throws Exception {
        QualifyConfig config = config(List.of(Engines.engine("abp", "tictactoe", "abp", 2_000),
                Engines.scripted("crasher", "tictactoe", "random", 1, "crash", 3, dir.resolve("crash.fired")),
                Engines.scripted("hanger", "tictactoe", "random", 1, "hang", 2, dir.resolve("hang.fired")),
                Engines.scripted("liar", "tictactoe", "random", 1, "illegal", 4, dir.resolve("liar.fired"))),
                2, StopRule.NONE);
        Qualification.Result result = run(config, dir.resolve("run"));
        assertThat(result.games().played()).isEqualTo(result.games().planned()).isEqualTo(24);
        List<GameRecord> games = GameLog.read(dir.resolve("run").resolve(RunFiles.GAMES));
        assertThat(games).hasSize(24);
        assertThat(games).filteredOn(g -> g.forfeiter() >= 0).extracting(GameRecord::fault)
                .containsExactlyInAnyOrder("crash", "timeout", "illegal_action");
        for (GameRecord g : games) {
            if (g.forfeiter() >= 0) {
                assertThat(g.scores().get(g.forfeiter())).isZero();
            }
        }
        assertThat(result.ranking()).filteredOn(s -> !s.engine().equals("abp"))
                .allSatisfy(s -> assertThat(s.forfeits()).isEqualTo(1));
        assertThat(games.stream().filter(g -> g.seats().contains("crasher") && g.forfeiter() < 0).count()).isEqualTo(11);
    }

    @Test
    @Execution(ExecutionMode.CONCURRENT)
    void anEngineThatCannotStartStopsTheRunBeforeAnyGame() {
        EngineSpec missing = new EngineSpec("ghost", List.of(dir.resolve("no-such-engine").toString()), null, null, null);
        QualifyConfig config = config(List.of(Engines.engine("abp", "tictactoe", "abp", 100), missing), 2, StopRule.NONE);
        assertThatThrownBy(() -> run(config, dir.resolve("run")))
                .isInstanceOf(TournamentException.class)
                .hasMessageStartingWith("engine 'ghost' cannot start (tried twice): ghost: cannot run");
        assertThat(dir.resolve("run").resolve(RunFiles.GAMES)).doesNotExist();
    }
}
