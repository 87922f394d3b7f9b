package dev.arbiter.games.marslander;

import dev.arbiter.engine.search.MoveAnswerer;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.SelfPlayShow;

import java.util.ArrayList;
import java.util.List;

/**
 * Flies one map turn by turn with a searcher, as the engine server would: each turn is a request to a
 * {@link MoveAnswerer} (the actual world imposed, then a search under the limits, a time limit being a
 * deadline for the answer), and the action answered is applied to the actual world, until the flight ends or
 * the turn cap is reached (a flight still going then counts as crashed). A turn's time is the time from the
 * request to the answer.
 */
public final class LanderFlight {

    /** Flights longer than this are abandoned (fuel makes real flights far shorter). */
    public static final int MAX_TURNS = 1000;

    private LanderFlight() {
    }

    /**
     * One turn as CodinGame shows it: the state after the turn and the command that produced it.
     *
     * @param motion  where the lander is and how fast it moves after the turn
     * @param craft   its fuel, angle and thrust after the turn
     * @param command the action applied to reach this state (-1 for the initial state)
     * @param nanos   time from the turn's request to its answer (0 for the initial state)
     */
    public record Turn(Motion motion, Craft craft, int command, long nanos) {

        static Turn of(LanderWorld w, int command, long nanos) {
            return new Turn(new Motion(w.x(), w.y(), w.hSpeed(), w.vSpeed()), new Craft(w.fuel(), w.angle(), w.power()),
                    command, nanos);
        }
    }

    /**
     * Where the lander is and how fast it moves.
     *
     * @param x      position
     * @param y      altitude
     * @param hSpeed horizontal speed
     * @param vSpeed vertical speed
     */
    public record Motion(double x, double y, double hSpeed, double vSpeed) {
    }

    /**
     * The lander's own state: what it has left and how it is set.
     *
     * @param fuel  fuel left
     * @param angle angle
     * @param power thrust power
     */
    public record Craft(int fuel, int angle, int power) {
    }

    /**
     * The outcome of a flight.
     *
     * @param landed     whether it landed safely
     * @param last       the final world
     * @param trajectory the initial state then one entry per turn
     */
    public record Flight(boolean landed, LanderWorld last, List<Turn> trajectory) {

        /** The longest turn of the flight (request to answer) in nanoseconds. */
        public long slowestTurnNanos() {
            long max = 0;
            for (Turn t : trajectory) {
                max = Math.max(max, t.nanos());
            }
            return max;
        }
    }

    /** Flies {@code initData} of {@code game} with {@code searcher} under {@code limits} each turn, for at most {@link #MAX_TURNS}. */
    public static Flight fly(MarsLander game, String initData, Searcher<LanderWorld> searcher, SearchLimits limits,
                             long seed) {
        try (MoveAnswerer<LanderWorld> engine = new MoveAnswerer<>(searcher)) {
            return fly(game, initData, engine.player(limits), seed, MAX_TURNS);
        }
    }

    /**
     * Flies {@code initData} of {@code game} with {@code player} each turn, for at most {@code maxTurns}; one
     * answerer's player for several flights keeps what its deadline keeper learnt.
     */
    public static Flight fly(MarsLander game, String initData, SelfPlayShow.Player<LanderWorld> player, long seed,
                             int maxTurns) {
        LanderWorld actual = game.initialWorld(initData);
        player.newGame(seed);
        List<Turn> trajectory = new ArrayList<>();
        trajectory.add(Turn.of(actual, -1, 0));
        while (!actual.isEnd() && actual.ply() < maxTurns) {
            SelfPlayShow.Choice choice = player.choose(actual);
            if (choice.action() < 0) {
                break;
            }
            actual.apply(choice.action());
            trajectory.add(Turn.of(actual, choice.action(), choice.latencyNanos()));
        }
        return new Flight(actual.landed(), actual, List.copyOf(trajectory));
    }
}
