package dev.arbiter.tournament.results;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Latencies are attributed to the engine that made each move (by replaying the game), their percentiles are
 * nearest-rank figures that were measured, a late forfeit counts for its engine, and the figures are those
 * of the set of games whatever their order; so is each engine's effort (means over the moves that reported
 * nodes or depth, nodes per second, losses on time).
 */
class EngineLatenciesTest {

    private static final Game<?> TICTACTOE = GameRegistry.load().create("tictactoe");

    private static GameRecord game(int index, List<String> seats, List<String> actions, List<Long> micros,
                                   int forfeiter, String fault) {
        List<Long> zeros = new ArrayList<>();
        List<Integer> depths = new ArrayList<>();
        actions.forEach(a -> {
            zeros.add(0L);
            depths.add(0);
        });
        return new GameRecord(new GameSlot(index, 0, 0, 1), "", seats,
                MoveRecord.zip(actions, micros, zeros, depths, List.of()),
                new GameOutcome(List.of(0.0, 1.0), forfeiter < 0 ? GameEnd.ADJUDICATED : GameEnd.FORFEIT, "",
                forfeiter, fault));
    }

    @Test
    void eachMoveCountsForTheEngineThatMadeItAndALateForfeitForItsEngine() {
        GameRecord first = game(0, List.of("a", "b"), List.of("a1", "b1", "a2"), List.of(10_000L, 20_000L, 30_000L), 1,
                "late");
        GameRecord second = game(1, List.of("b", "a"), List.of("b2", "c3"), List.of(40_000L, 50_000L), -1, null);
        EngineLatencies latencies = EngineLatencies.of(List.of("a", "b"), TICTACTOE, List.of(first, second));
        assertThat(latencies.of("a")).isEqualTo(new EngineLatencies.Latency(3, 30.0, 50.0, 50.0, 0));
        assertThat(latencies.of("b")).isEqualTo(new EngineLatencies.Latency(2, 20.0, 40.0, 40.0, 1));
        assertThat(EngineLatencies.of(List.of("a", "b"), TICTACTOE, List.of(second, first)).of("a"))
                .isEqualTo(latencies.of("a"));
    }

    @Test
    void theNinetyNinthPercentileOfAHundredMovesIsTheSecondSlowest() {
        List<String> actions = List.of("a1", "b2", "c3", "b1", "b3", "a3", "c1", "c2", "a2");
        List<GameRecord> games = new ArrayList<>();
        long micros = 1_000;
        for (int g = 0; g < 20; g++) {
            List<Long> times = new ArrayList<>();
            for (int m = 0; m < 9; m++) {
                times.add(m % 2 == 0 ? micros++ : 0L);
            }
            games.add(game(g, List.of("a", "b"), actions.subList(0, 9), times, -1, null));
        }
        EngineLatencies.Latency a = EngineLatencies.of(List.of("a", "b"), TICTACTOE, games).of("a");
        assertThat(a.moves()).isEqualTo(100);
        assertThat(a.p50Ms()).isEqualTo(1.049);
        assertThat(a.p99Ms()).isEqualTo(1.098);
        assertThat(a.maxMs()).isEqualTo(1.099);
    }

    @Test
    void anEngineWithoutMovesHasNoFiguresAndAnUnplayableRecordIsRefused() {
        EngineLatencies latencies = new EngineLatencies(List.of("a", "b"));
        assertThat(latencies.of("a").moves()).isZero();
        assertThat(latencies.of("a").maxMs()).isNaN();
        assertThatThrownBy(() -> latencies.add(TICTACTOE, game(0, List.of("a", "b"), List.of("a1", "a1"),
                List.of(1L, 1L), -1, null))).hasMessageContaining("game 0: action 2 'a1' is not legal");
    }

    @Test
    void effortIsMeanTimeNodesAndDepthOverTheMovesThatReportedThemAndLossesOnTime() {
        GameRecord reported = new GameRecord(new GameSlot(0, 0, 0, 1), "", List.of("a", "b"),
                MoveRecord.zip(List.of("a1", "b1", "a2"), List.of(10_000L, 20_000L, 30_000L),
                        List.of(1_000L, 0L, 3_000L), List.of(4, 0, 6), List.of()),
                                new GameOutcome(List.of(0.0, 1.0), GameEnd.FORFEIT, "", 1, "time_forfeit"));
        EngineLatencies latencies = EngineLatencies.of(List.of("a", "b"), TICTACTOE, List.of(reported));
        assertThat(latencies.effort("a")).isEqualTo(new EngineLatencies.Effort(20.0, 2_000.0, 5.0, 100_000.0, 0, 0));
        EngineLatencies.Effort b = latencies.effort("b");
        assertThat(b.msPerMove()).isEqualTo(20.0);
        assertThat(b.nodesPerMove()).as("b reported no nodes").isNaN();
        assertThat(b.depthPerMove()).isNaN();
        assertThat(b.nodesPerS()).isNaN();
        assertThat(b.timeForfeits()).isEqualTo(1);
    }
}
