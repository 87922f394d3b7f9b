package dev.arbiter.tournament.results;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.arbiter.tournament.engine.EngineFault;

import java.util.ArrayList;
import java.util.List;

/**
 * One finished game as written to {@code games.ndjson}: enough to replay it and to recompute every rating. Each
 * line is this record's components as flat JSON (the slot's and the outcome's fields unwrapped:
 * {@code index, round, pairing, seed, init, seats, moves, scores, end, reason, forfeiter, fault}); {@link #read}
 * also reads the lines of runs written before the moves were records (the five per-move lists {@code actions},
 * {@code micros}, {@code nodes}, {@code depths} and {@code values}), so old run folders still rank and resume.
 *
 * @param slot        where the game stands in the schedule, and its seed
 * @param init        the init data the game started from
 * @param seats       engine name per seat
 * @param moves       the moves played, each with its time and what its engine reported
 * @param outcome     the scores, how and why the game ended, and its forfeiter
 * @param refereeData what an external referee reported about the game beyond its result (psyleague's
 *                    {@code test_data} and {@code player_data}), or null (not written)
 */
@JsonPropertyOrder({"slot", "init", "seats", "moves", "outcome", "refereeData"})
public record GameRecord(@JsonUnwrapped GameSlot slot, String init, List<String> seats, List<MoveRecord> moves,
                         @JsonUnwrapped GameOutcome outcome,
                         @JsonInclude(JsonInclude.Include.NON_NULL) RefereeData refereeData) {

    /** A record read without moves has none. */
    public GameRecord {
        moves = moves == null ? List.of() : moves;
    }

    /** A record without a referee's data. */
    public GameRecord(GameSlot slot, String init, List<String> seats, List<MoveRecord> moves, GameOutcome outcome) {
        this(slot, init, seats, moves, outcome, null);
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
        return new GameRecord(new GameSlot(index, round, pairing, seed), init, seats, played,
                new GameOutcome(scores, end, reason, forfeiter, fault), refereeData);
    }

    /** This record with a referee's data. */
    public GameRecord withRefereeData(RefereeData data) {
        return new GameRecord(slot, init, seats, moves, outcome, data);
    }

    /** Position in the schedule ({@link GameSlot#index}). */
    public int index() {
        return slot.index();
    }

    /** Round number ({@link GameSlot#round}). */
    public int round() {
        return slot.round();
    }

    /** Group of engines within the round ({@link GameSlot#pairing}). */
    public int pairing() {
        return slot.pairing();
    }

    /** The round's seed ({@link GameSlot#seed}). */
    public long seed() {
        return slot.seed();
    }

    /** Final score per seat ({@link GameOutcome#scores}). */
    public List<Double> scores() {
        return outcome.scores();
    }

    /** How the game ended ({@link GameOutcome#end}). */
    public GameEnd end() {
        return outcome.end();
    }

    /** One line describing the end ({@link GameOutcome#reason}). */
    public String reason() {
        return outcome.reason();
    }

    /** Seat that forfeited, or -1 ({@link GameOutcome#forfeiter}). */
    public int forfeiter() {
        return outcome.forfeiter();
    }

    /** Fault code of the forfeiter, or null ({@link GameOutcome#fault}). */
    public String fault() {
        return outcome.fault();
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
     * The record of a game in {@code slot} lost by {@code seat} through {@code fault} after the moves played so far:
     * the forfeiter scores 0, everyone else 1. The only place a forfeit is written.
     */
    public static GameRecord forfeit(GameSlot slot, String init, List<String> seats, List<MoveRecord> moves, int seat,
                                     EngineFault fault) {
        return new GameRecord(slot, init, seats, moves, GameOutcome.forfeit(seats, seat, fault));
    }

    /** Points of seat {@code a} against seat {@code b}: 1, 0.5 or 0 ({@link GameOutcome#points}). */
    public double points(int a, int b) {
        return outcome.points(a, b);
    }
}
