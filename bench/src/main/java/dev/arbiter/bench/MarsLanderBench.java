package dev.arbiter.bench;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.MoveAnswerer;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.games.marslander.FlightSummary;
import dev.arbiter.games.marslander.LanderFlight;
import dev.arbiter.games.marslander.LanderWorld;
import dev.arbiter.games.marslander.MarsLander;
import dev.arbiter.games.marslander.StandardMaps;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Issue 7's Mars Lander goal: {@code mm} with sibling pruning (threshold 50) flies the 8 standard maps and 100
 * random maps (seed 1, as {@code arbiter selfplay --game marslander --maps random:100 --seed 1}) at 100 ms per
 * turn within 10 MiB; reports maps landed, the worst landing margins, the slowest and mean turn (request to answer, the time limit
 * a deadline: {@link MoveAnswerer}), and the
 * evaluation rate (each evaluation rolls the autopilot out to the end of the flight). {@code --quick} flies the
 * standard maps and 10 random maps. Not run by default: the full run takes about half an hour.
 */
final class MarsLanderBench implements BenchSuite {

    private static final int RANDOM_MAPS = 100;
    private static final int QUICK_RANDOM_MAPS = 10;
    private static final SearchLimits LIMITS = new SearchLimits(100, 0, 0, 10L << 20);

    @Override
    public String name() {
        return "marslander";
    }

    @Override
    public boolean byDefault() {
        return false;
    }

    @Override
    public void run(boolean quick, Figures figures) {
        MarsLander game = new MarsLander("random");
        List<String> maps = new ArrayList<>();
        for (String name : StandardMaps.names()) {
            maps.add("map:" + name);
        }
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < (quick ? QUICK_RANDOM_MAPS : RANDOM_MAPS); i++) {
            maps.add(game.createInitData(random.split()));
        }
        figures.report("lander.rollouts", String.format(Locale.ROOT, "%.0f", rolloutsPerSecond(game)), "evaluations/s");
        Searcher<LanderWorld> searcher = Algorithms.create("mm", game, game.defaultEvaluator(),
                Map.of("pruning", "1", "threshold", "50"), 1);
        FlightSummary summary = new FlightSummary();
        try (MoveAnswerer<LanderWorld> engine = new MoveAnswerer<>(searcher)) {
            for (String map : maps) {
                summary.add(LanderFlight.fly(game, map, engine.player(LIMITS), 1, LanderFlight.MAX_TURNS));
            }
        }
        figures.report("lander.maps", Integer.toString(summary.flights()), "maps");
        figures.report("lander.landed", Integer.toString(summary.landed()), "maps");
        figures.report("lander.vspeed.worst", String.format(Locale.ROOT, "%.2f", summary.worstVSpeed()), "m/s");
        figures.report("lander.hspeed.worst", String.format(Locale.ROOT, "%.2f", summary.worstHSpeed()), "m/s");
        figures.report("lander.turn.slowest", String.format(Locale.ROOT, "%.1f", summary.slowestTurnNanos() / 1e6), "ms");
        figures.report("lander.turn.mean", String.format(Locale.ROOT, "%.1f", summary.meanTurnNanos() / 1e6), "ms");
    }

    /** Evaluations per second from the worlds of a fixed random flight over ep3_02 (the longest standard map). */
    private static double rolloutsPerSecond(MarsLander game) {
        Evaluator<LanderWorld> evaluator = game.defaultEvaluator();
        LanderWorld start = game.initialWorld("map:ep3_02");
        List<LanderWorld> worlds = new ArrayList<>();
        int[] actions = new int[game.maxActions()];
        SplittableRandom random = new SplittableRandom(7);
        LanderWorld w = game.newWorld();
        w.copyFrom(start);
        for (int i = 0; i < 40 && !w.isEnd(); i++) {
            LanderWorld copy = game.newWorld();
            copy.copyFrom(w);
            worlds.add(copy);
            w.apply(actions[random.nextInt(w.legalActions(actions))]);
        }
        double sink = 0;
        for (int round = 0; round < 50; round++) {
            for (LanderWorld x : worlds) {
                sink += evaluator.evaluate(x, 0);
            }
        }
        int count = 0;
        long begin = System.nanoTime();
        while (System.nanoTime() - begin < 1_000_000_000L) {
            for (LanderWorld x : worlds) {
                sink += evaluator.evaluate(x, 0);
            }
            count += worlds.size();
        }
        double seconds = (System.nanoTime() - begin) / 1e9;
        if (Double.isNaN(sink)) {
            throw new IllegalStateException("evaluation returned NaN");
        }
        return count / seconds;
    }
}
