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
import dev.arbiter.tournament.support.FaultyEngine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 19's strict referee with real processes: a bot whose every answer comes 120 ms after the request plays
 * its first move within the 1,000 ms first-move allowance, then forfeits its next one as {@code late} against
 * the 100 ms limit without margin; the late game counts in its latency figures, and the restarted bot (which
 * then behaves) plays on (the machine alone may make it late too). The sound engine has a node budget and no time limit of its own, so only the bot's
 * lateness is measured (waiting on answers, not on a wall-clock guess).
 */
class StrictQualificationTest {

    private static final Game<?> TICTACTOE = GameRegistry.load().create("tictactoe");

    @TempDir
    Path dir;

    @Test
    void aBotThatAnswers120MsIntoA100MsLimitForfeitsAsLateAfterItsFirstMoveAllowance() throws Exception {
        List<String> argv = Engines.java(FaultyEngine.class.getName());
        argv.addAll(List.of("tictactoe", "random", "1", "slow", "1", dir.resolve("fired").toString()));
        EngineSpec slow = new EngineSpec("slow", argv, null, null, null);
        EngineSpec sound = Engines.engine("sound", "tictactoe", "abp", 2_000);
        sound = new EngineSpec(sound.name(), sound.command(), null, null, new MoveLimits(0, 0, 0, 0, 5_000));
        MoveLimits strict = new MoveLimits(100, 0, 0, 0, 5_000, 1_000, false);
        QualifyConfig config = new QualifyConfig("tictactoe", List.of(sound, slow), 1, null, 1, strict, 20,
                Adjudication.SCORE, 19, StopRule.NONE);
        Path run = dir.resolve("run");
        Qualification.Result result = new Qualification(config, TICTACTOE, new RunFiles(run), QualificationListener.NONE).run();

        List<GameRecord> games = GameLog.read(run.resolve(RunFiles.GAMES));
        List<GameRecord> forfeits = games.stream().filter(g -> g.forfeiter() >= 0).toList();
        // The restarted bot behaves, but a loaded machine may still make its answer late: no margin is no margin.
        assertThat(forfeits).isNotEmpty().allSatisfy(g -> {
            assertThat(g.fault()).isEqualTo("late");
            assertThat(g.seats().get(g.forfeiter())).isEqualTo("slow");
        });
        GameRecord late = forfeits.get(0);
        assertThat(late.index()).isZero();
        assertThat(late.reason()).startsWith("slow answered late: slow: answered after 1")
                .endsWith("over the 100 ms limit (margin 0 ms)");
        int slowSeat = late.forfeiter();
        assertThat(late.moves().get(slowSeat).micros()).as("its first move, 120 ms into the 1,000 ms allowance, counted")
                .isGreaterThanOrEqualTo(120_000L).isLessThan(1_000_000L);
        assertThat(result.latencies().of("slow").late()).isEqualTo(forfeits.size());
        assertThat(result.latencies().of("sound").late()).isZero();
        assertThat(games).hasSize(2);
        List<String> latency = Files.readAllLines(run.resolve(RunFiles.LATENCY));
        assertThat(latency.get(0)).isEqualTo("engine,moves,p50_ms,p99_ms,max_ms,late,ms_per_move,nodes_per_s");
        assertThat(latency).as("slow's late column: one per forfeit")
                .anyMatch(l -> l.startsWith("slow,") && l.split(",")[5].equals(Integer.toString(forfeits.size())));
    }
}
