package dev.arbiter.tournament.results;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.ArrayList;
import java.util.List;

/**
 * One move of a finished game as {@code games.ndjson} keeps it.
 *
 * @param action the action played, in text form
 * @param micros its round-trip time in microseconds, as measured by the referee
 * @param nodes  the nodes the engine reported (0 when it reported none)
 * @param depth  the depth the engine reported
 * @param value  the value the engine reported for its move, from the mover's side, or null where it reported none
 *               (not written)
 */
public record MoveRecord(String action, long micros, long nodes, int depth,
                         @JsonInclude(JsonInclude.Include.NON_NULL) Double value) {

    /**
     * The moves of a record written before moves were records: one list per field, index by index. A list shorter
     * than {@code actions} (the values of records written before values were kept) leaves its field empty: 0, or no
     * value.
     */
    static List<MoveRecord> zip(List<String> actions, List<Long> micros, List<Long> nodes, List<Integer> depths,
                                List<Double> values) {
        int n = actions == null ? 0 : actions.size();
        List<MoveRecord> moves = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            moves.add(new MoveRecord(actions.get(i), orZero(micros, i), orZero(nodes, i),
                    depths != null && i < depths.size() && depths.get(i) != null ? depths.get(i) : 0,
                    values != null && i < values.size() ? values.get(i) : null));
        }
        return moves;
    }

    private static long orZero(List<Long> list, int i) {
        return list != null && i < list.size() && list.get(i) != null ? list.get(i) : 0;
    }
}
