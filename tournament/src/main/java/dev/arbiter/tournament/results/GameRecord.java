package dev.arbiter.tournament.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.arbiter.tournament.engine.EngineFault;

import java.util.ArrayList;
import java.util.List;

/**
 * One finished game as written to {@code games.ndjson}: enough to replay it and to recompute every rating.
 *
 * @param index     position in the schedule
 * @param round     round number
 * @param pairing   group of engines within the round
 * @param seed      the round's seed
 * @param init      the init data the game started from
 * @param seats     engine name per seat
 * @param actions   the actions played, in text form
 * @param micros    per-move round-trip time in microseconds, as measured by the referee
 * @param nodes     per-move nodes reported by the engine
 * @param depths    per-move depth reported by the engine
 * @param scores    final score per seat (the game's own scoring; a forfeiter gets the lowest)
 * @param end       how the game ended
 * @param reason    one line describing the end
 * @param forfeiter seat that forfeited, or -1
 * @param fault     fault code of the forfeiter ({@code timeout}, {@code crash}, {@code time_forfeit}...), or null
 * @param values    per-move value the engine reported for its move, from the mover's side ({@code null} where it
 *                  reported none); empty in records written before values were kept
 * @param refereeData what an external referee reported about the game beyond its result (psyleague's
 *                  {@code test_data} and {@code player_data}), or null (not written)
 */
public record GameRecord(int index, int round, int pairing, long seed, String init, List<String> seats,
                         List<String> actions, List<Long> micros, List<Long> nodes, List<Integer> depths,
                         List<Double> scores, GameEnd end, String reason, int forfeiter, String fault,
                         List<Double> values,
                         @JsonInclude(JsonInclude.Include.NON_NULL) RefereeData refereeData) {

    /** A record read without values has none. */
    public GameRecord {
        values = values == null ? List.of() : values;
    }

    /** A record without a referee's data. */
    public GameRecord(int index, int round, int pairing, long seed, String init, List<String> seats,
                      List<String> actions, List<Long> micros, List<Long> nodes, List<Integer> depths,
                      List<Double> scores, GameEnd end, String reason, int forfeiter, String fault,
                      List<Double> values) {
        this(index, round, pairing, seed, init, seats, actions, micros, nodes, depths, scores, end, reason, forfeiter,
                fault, values, null);
    }

    /** This record with a referee's data. */
    public GameRecord withRefereeData(RefereeData data) {
        return new GameRecord(index, round, pairing, seed, init, seats, actions, micros, nodes, depths, scores, end,
                reason, forfeiter, fault, values, data);
    }

    /** A record without the engines' values. */
    public GameRecord(int index, int round, int pairing, long seed, String init, List<String> seats,
                      List<String> actions, List<Long> micros, List<Long> nodes, List<Integer> depths,
                      List<Double> scores, GameEnd end, String reason, int forfeiter, String fault) {
        this(index, round, pairing, seed, init, seats, actions, micros, nodes, depths, scores, end, reason, forfeiter,
                fault, List.of());
    }

    /**
     * The record of a game lost by {@code seat} through {@code fault} after the moves played so far: the
     * forfeiter scores 0, everyone else 1. The only place a forfeit is written.
     */
    public static GameRecord forfeit(int index, int round, int pairing, long seed, String init, List<String> seats,
                                     List<String> actions, List<Long> micros, List<Long> nodes, List<Integer> depths,
                                     int seat, EngineFault fault) {
        return forfeit(index, round, pairing, seed, init, seats, actions, micros, nodes, depths, List.of(), seat, fault);
    }

    /** As {@link #forfeit(int, int, int, long, String, List, List, List, List, List, int, EngineFault)}, with the values the engines reported. */
    public static GameRecord forfeit(int index, int round, int pairing, long seed, String init, List<String> seats,
                                     List<String> actions, List<Long> micros, List<Long> nodes, List<Integer> depths,
                                     List<Double> values, int seat, EngineFault fault) {
        List<Double> scores = new ArrayList<>(seats.size());
        for (int s = 0; s < seats.size(); s++) {
            scores.add(s == seat ? 0.0 : 1.0);
        }
        return new GameRecord(index, round, pairing, seed, init, seats, actions, micros, nodes, depths, scores,
                GameEnd.FORFEIT, seats.get(seat) + " " + fault.kind().description() + ": " + fault.getMessage(), seat,
                fault.kind().code(), values);
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
