package dev.arbiter.games.marslander;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.games.Allocation;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Map;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

class LanderFlightTest {

    private final MarsLander game = new MarsLander("random");

    private Searcher<LanderWorld> mm() {
        return Algorithms.create("mm", game, game.defaultEvaluator(), Map.of("pruning", "1", "threshold", "50"), 1);
    }

    @Test
    void mmWithSiblingPruningLandsEveryStandardMapUnderASmallNodeBudget() {
        for (String map : StandardMaps.names()) {
            LanderFlight.Flight flight = LanderFlight.fly(game, "map:" + map, mm(), new SearchLimits(0, 300, 0, 10 << 20), 1);
            assertThat(flight.landed()).as(map).isTrue();
            LanderWorld last = flight.last();
            assertThat(Math.abs(last.vSpeed())).isLessThanOrEqualTo(40);
            assertThat(Math.abs(last.hSpeed())).isLessThanOrEqualTo(20);
            assertThat(last.angle()).isZero();
            assertThat(flight.trajectory()).hasSize(last.ply() + 1);
        }
    }

    @Test
    void mmLandsRandomMapsWithMarginsKept() {
        SplittableRandom random = new SplittableRandom(20261122);
        for (int i = 0; i < 10; i++) {
            String map = game.createInitData(random.split());
            LanderFlight.Flight flight = LanderFlight.fly(game, map, mm(), new SearchLimits(0, 300, 0, 10 << 20), 1);
            assertThat(flight.landed()).as(map).isTrue();
            assertThat(Math.abs(flight.last().vSpeed())).as(map).isLessThanOrEqualTo(40);
        }
    }

    @Test
    void theAutopilotAloneLandsEveryStandardMapWithLegalCommands() {
        Autopilot autopilot = new LanderEvaluator(Parameters.defaults(game.parameters())).autopilot();
        int[] legal = new int[game.maxActions()];
        for (String map : StandardMaps.names()) {
            LanderWorld w = game.initialWorld("map:" + map);
            while (!w.isEnd()) {
                int command = autopilot.command(w);
                int n = w.legalActions(legal);
                assertThat(Arrays.stream(legal, 0, n).anyMatch(a -> a == command)).as(map + " turn " + w.ply()).isTrue();
                w.apply(command);
            }
            assertThat(w.landed()).as(map).isTrue();
        }
    }

    @Test
    void aTenMegabyteBudgetHoldsTensOfThousandsOfWorlds() {
        assertThat(mm().worldsForMemory(10 << 20)).isGreaterThan(50_000);
    }

    @Test
    void flightsUnderANodeBudgetAreDeterministic() {
        SearchLimits limits = new SearchLimits(0, 500, 0, 10 << 20);
        LanderFlight.Flight a = LanderFlight.fly(game, "map:ep1_01", mm(), limits, 1);
        LanderFlight.Flight b = LanderFlight.fly(game, "map:ep1_01", mm(), limits, 1);
        assertThat(a.last()).isEqualTo(b.last());
    }

    @Test
    void applyLegalActionsAndEvaluateAllocateNothing() {
        LanderWorld start = game.initialWorld("map:ep3_02");
        LanderWorld world = game.newWorld();
        int[] actions = new int[game.maxActions()];
        var eval = game.defaultEvaluator();
        long bytes = Allocation.bytesDuring(200, () -> {
            world.copyFrom(start);
            for (int i = 0; i < 30 && !world.isEnd(); i++) {
                int n = world.legalActions(actions);
                world.apply(actions[i % n]);
                eval.evaluate(world, 0);
            }
        });
        assertThat(bytes).isLessThan(1024);
    }
}
