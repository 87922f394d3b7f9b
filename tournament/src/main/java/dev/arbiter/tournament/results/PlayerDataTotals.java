package dev.arbiter.tournament.results;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Each engine's sum of the numeric player data an external referee reported ({@link RefereeData}: psyleague's
 * {@code player_data}) over its games, for the ranking's columns; keys in the order first seen, a key only where
 * some game gave it a number.
 */
public final class PlayerDataTotals {

    private final Set<String> keys = new LinkedHashSet<>();
    private final Map<String, Map<String, Double>> sums = new HashMap<>();

    /** Adds the player data of one game (none for a record without referee data). */
    public void add(GameRecord record) {
        RefereeData data = record.refereeData();
        if (data == null) {
            return;
        }
        for (int seat = 0; seat < Math.min(record.seats().size(), data.players().size()); seat++) {
            for (String key : data.players().get(seat).keySet()) {
                double value = data.number(seat, key);
                if (Double.isFinite(value)) {
                    keys.add(key);
                    sums.computeIfAbsent(record.seats().get(seat), e -> new HashMap<>()).merge(key, value, Double::sum);
                }
            }
        }
    }

    /** The numeric keys, in the order first seen. */
    public List<String> keys() {
        return new ArrayList<>(keys);
    }

    /** {@code engine}'s sum of {@code key} (0 where none of its games gave one). */
    public double sum(String engine, String key) {
        return sums.getOrDefault(engine, Map.of()).getOrDefault(key, 0.0);
    }
}
