package dev.arbiter.tournament.results;

import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What an external referee said about a game beyond its result, kept in {@code games.ndjson} as it came: psyleague's
 * {@code test_data} (about the test: its seed, the map) and {@code player_data} (one object per seat: a bot's own
 * counters). Values are JSON scalars: strings, numbers, booleans.
 *
 * @param test    data about the game, possibly empty
 * @param players data per seat, in seat order (one map each, possibly empty)
 */
public record RefereeData(@JsonProperty("test_data") Map<String, Object> test,
                          @JsonProperty("player_data") List<Map<String, Object>> players) {

    /** Copies the maps, keeping their order. */
    public RefereeData {
        test = test == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(test));
        List<Map<String, Object>> copy = new ArrayList<>();
        for (Map<String, Object> p : players == null ? List.<Map<String, Object>>of() : players) {
            copy.add(java.util.Collections.unmodifiableMap(new LinkedHashMap<>(p == null ? Map.of() : p)));
        }
        players = List.copyOf(copy);
    }

    /** The numeric value of {@code key} in seat {@code seat}'s data (a number, or a string that reads as one), or NaN. */
    public double number(int seat, String key) {
        if (seat >= players.size()) {
            return Double.NaN;
        }
        Object value = players.get(seat).get(key);
        if (value instanceof Number n) {
            return n.doubleValue();
        }
        if (value instanceof String s) {
            try {
                double d = Double.parseDouble(s.trim());
                return Double.isFinite(d) ? d : Double.NaN;
            } catch (NumberFormatException e) {
                return Double.NaN;
            }
        }
        return Double.NaN;
    }
}
