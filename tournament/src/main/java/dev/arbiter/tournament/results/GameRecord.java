package dev.arbiter.tournament.results;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.arbiter.tournament.engine.EngineFault;

import java.util.ArrayList;
import java.util.List;

/**
 * One finished game as written to {@code games.ndjson}: enough to replay it and to recompute every rating. Each
 * line is this record's components as JSON; {@link #read} also reads the lines of runs written before the moves
 * were records (the five per-move lists {@code actions}, {@code micros}, {@code nodes}, {@code depths} and
 * {@code values}), so old run folders still rank and resume.
 *
 * @param index     position in the schedule
 * @param round     round number
 * @param pairing   group of engines within the round
 * @param seed      the round's seed
 * @param init      the init data the game started from
 * @param seats     engine name per seat
 * @param moves     the moves played, each with its time and what its engine reported
 * @param scores    final score per seat (the game's own scoring; a forfeiter gets the lowest)
 * @param end       how the game ended
 * @param reason    one line describing the end
 * @param forfeiter seat that forfeited, or -1
 * @param fault     fault code of the forfeiter ({@code timeout}, {@code crash}, {@code time_forfeit}...), or null
 * @param refereeData what an external referee reported about the game beyond its result (psyleague's
 *                  {@code test_data} and {@code player_data}), or null (not written)
 */
public record GameRecord(int index, int round, int pairing, long seed, String init, List<String> seats,
                         List<MoveRecord> moves, List<Double> scores, GameEnd end, String reason, int forfeiter,
                         String fault, @JsonInclude(JsonInclude.Include.NON_NULL) RefereeData refereeData) {

    /** A record read without moves has none. */
    public GameRecord {
        moves = moves == null ? List.of() : moves;
    }

    /** A record without a referee's data. */
    public GameRecord(int index, int round, int pairing, long seed, String init, List<String> seats,
                      List<MoveRecord> moves, List<Double> scores, GameEnd end, String reason, int forfeiter,
                      String fault) {
        this(index, round, pairing, seed, init, seats, moves, scores, end, reason, forfeiter, fault, null);
    }

    /**
     * A record as a line of {@code games.ndjson} holds it, in either shape: {@code moves}, or (runs written before
     * the moves were records) the five per-move lists, zipped into moves.
     */
    @JsonCreator
    static GameRecord read(@JsonProperty("index") int index, @JsonProperty("round") int round,
                           @JsonProperty("pairing") int pairing, @JsonProperty("seed") long seed,
                           @JsonProperty("init") String init, @JsonProperty("seats") List<String> seats,
                           @JsonProperty("moves") List<MoveRecord> moves,
                           @JsonProperty("actions") List<String> actions, @JsonProperty("micros") List<Long> micros,
                           @JsonProperty("nodes") List<Long> nodes, @JsonProperty("depths") List<Integer> depths,
                           @JsonProperty("values") List<Double> values,
                           @JsonProperty("scores") List<Double> scores, @JsonProperty("end") GameEnd end,
                           @JsonProperty("reason") String reason, @JsonProperty("forfeiter") int forfeiter,
                           @JsonProperty("fault") String fault, @JsonProperty("refereeData") RefereeData refereeData) {
        List<MoveRecord> played = moves != null ? moves : MoveRecord.zip(actions, micros, nodes, depths, values);
        return new GameRecord(index, round, pairing, seed, init, seats, played, scores, end, reason, forfeiter, fault,
                refereeData);
    }

    /** This record with a referee's data. */
    public GameRecord withRefereeData(RefereeData data) {
        return new GameRecord(index, round, pairing, seed, init, seats, moves, scores, end, reason, forfeiter, fault,
                data);
    }

    /** The actions played, in text form, in order. */
    public List<String> actions() {
        List<String> actions = new ArrayList<>(moves.size());
        for (MoveRecord move : moves) {
            actions.add(move.action());
        }
        return actions;
    }

    /**
     * The record of a game lost by {@code seat} through {@code fault} after the moves played so far: the
     * forfeiter scores 0, everyone else 1. The only place a forfeit is written.
     */
    public static GameRecord forfeit(int index, int round, int pairing, long seed, String init, List<String> seats,
                                     List<MoveRecord> moves, int seat, EngineFault fault) {
        List<Double> scores = new ArrayList<>(seats.size());
        for (int s = 0; s < seats.size(); s++) {
            scores.add(s == seat ? 0.0 : 1.0);
        }
        return new GameRecord(index, round, pairing, seed, init, seats, moves, scores, GameEnd.FORFEIT,
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
