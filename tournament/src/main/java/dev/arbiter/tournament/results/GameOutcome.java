package dev.arbiter.tournament.results;

import dev.arbiter.tournament.engine.EngineFault;

import java.util.ArrayList;
import java.util.List;

/**
 * How a finished game came out: each seat's score, how and why it ended, and who forfeited it.
 *
 * @param scores    final score per seat (the game's own scoring; a forfeiter gets the lowest)
 * @param end       how the game ended
 * @param reason    one line describing the end
 * @param forfeiter seat that forfeited, or -1
 * @param fault     fault code of the forfeiter ({@code timeout}, {@code crash}, {@code time_forfeit}...), or null
 */
public record GameOutcome(List<Double> scores, GameEnd end, String reason, int forfeiter, String fault) {

    /**
     * The outcome of a game of {@code seats} lost by {@code seat} through {@code fault}: the forfeiter scores 0,
     * everyone else 1.
     */
    static GameOutcome forfeit(List<String> seats, int seat, EngineFault fault) {
        List<Double> scores = new ArrayList<>(seats.size());
        for (int s = 0; s < seats.size(); s++) {
            scores.add(s == seat ? 0.0 : 1.0);
        }
        return new GameOutcome(scores, GameEnd.FORFEIT,
                seats.get(seat) + " " + fault.kind().description() + ": " + fault.getMessage(), seat,
                fault.kind().code());
    }

    /**
     * Points of seat {@code a} against seat {@code b}: 1, 0.5 or 0. A forfeiter loses to everyone; otherwise
     * the higher score wins.
     */
    public double points(int a, int b) {
        if (forfeiter >= 0) {
            return a == forfeiter ? (b == forfeiter ? 0.5 : 0.0) : (b == forfeiter ? 1.0 : 0.5);
        }
        double sa = scores.get(a);
        double sb = scores.get(b);
        return sa > sb ? 1.0 : sa < sb ? 0.0 : 0.5;
    }
}
