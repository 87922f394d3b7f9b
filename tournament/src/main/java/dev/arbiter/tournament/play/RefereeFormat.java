package dev.arbiter.tournament.play;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.engine.protocol.Excerpt;
import dev.arbiter.tournament.results.RefereeData;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What an external referee prints and how it is called when its command has no {@code {pN}} placeholder.
 *
 * <ul>
 *   <li>{@link #SCORES}: the brutaltester / CodinGame SDK contract: {@code -p1 CMD -p2 CMD ... -d seed=N}, then one
 *       score per player on standard output, in player order (higher is better); further lines are the game's
 *       summary.</li>
 *   <li>{@link #PSYLEAGUE}: a psyleague {@code play_game} script: the players' commands as its arguments, then one
 *       JSON object {@code {"ranks": [...], "errors": [...], "test_data": {...}, "player_data": [{...}, ...]}}
 *       (psyleague's README, "CodinGame play_game script"): ranks as trueskill takes them (0 the best, equal ranks a
 *       tie), an error flag or text per player, optional data about the test and each player.</li>
 * </ul>
 */
public enum RefereeFormat {

    /** One score per line, in player order (brutaltester, CodinGame SDK referees). */
    SCORES {
        @Override
        List<String> defaultArguments(int players, SeedFlag seed) {
            List<String> args = new ArrayList<>();
            for (int p = 1; p <= players; p++) {
                args.add("-p" + p);
                args.add("{p" + p + "}");
            }
            args.addAll(seed.args());
            return args;
        }

        @Override
        RefereeVerdict read(String output, int players) throws RefereeFailure {
            List<Double> scores = new ArrayList<>(players);
            for (String line : output.split("\\R")) {
                if (scores.size() == players) {
                    break;
                }
                if (line.isBlank()) {
                    continue;
                }
                try {
                    double score = Double.parseDouble(line.trim());
                    if (!Double.isFinite(score)) {
                        throw new NumberFormatException();
                    }
                    scores.add(score);
                } catch (NumberFormatException e) {
                    throw new RefereeFailure("expected " + players + " scores, one per line, got '"
                            + Excerpt.of(line, 80) + "'");
                }
            }
            if (scores.size() < players) {
                throw new RefereeFailure("printed " + scores.size() + " of " + players + " scores");
            }
            return new RefereeVerdict(scores, noErrors(players), null);
        }
    },

    /** One JSON object with ranks, errors and optional data (psyleague's {@code play_game}). */
    PSYLEAGUE {
        @Override
        List<String> defaultArguments(int players, SeedFlag seed) {
            List<String> args = new ArrayList<>();
            for (int p = 1; p <= players; p++) {
                args.add("{p" + p + "}");
            }
            return args;
        }

        @Override
        RefereeVerdict read(String output, int players) throws RefereeFailure {
            JsonNode root = json(output);
            JsonNode ranks = root.get("ranks");
            if (ranks == null || !ranks.isArray() || ranks.size() != players) {
                throw new RefereeFailure("expected \"ranks\": a list of " + players + " numbers, got "
                        + Excerpt.of(String.valueOf(ranks), 80));
            }
            List<Double> scores = new ArrayList<>(players);
            for (JsonNode rank : ranks) {
                if (!rank.isNumber() || !Double.isFinite(rank.doubleValue())) {
                    throw new RefereeFailure("expected \"ranks\": numbers, got " + Excerpt.of(ranks.toString(), 80));
                }
                scores.add(0.0 - rank.doubleValue());
            }
            return new RefereeVerdict(scores, errors(root.get("errors"), players), data(root, players));
        }

        private static JsonNode json(String output) throws RefereeFailure {
            String text = output.trim();
            try {
                JsonNode root = JSON.readTree(text);
                if (root != null && root.isObject()) {
                    return root;
                }
            } catch (JsonProcessingException e) {
                // the script may print other lines before its object: try its last line
            }
            String[] lines = text.split("\\R");
            String last = lines[lines.length - 1];
            try {
                JsonNode root = JSON.readTree(last);
                if (root != null && root.isObject()) {
                    return root;
                }
            } catch (JsonProcessingException e) {
                // reported below
            }
            throw new RefereeFailure("expected one JSON object {\"ranks\": [...], \"errors\": [...]}, got '"
                    + Excerpt.of(last, 80) + "'");
        }

        private static List<String> errors(JsonNode errors, int players) throws RefereeFailure {
            if (errors == null || errors.isNull()) {
                return noErrors(players);
            }
            if (!errors.isArray() || errors.size() != players) {
                throw new RefereeFailure("expected \"errors\": a list of " + players + " entries, got "
                        + Excerpt.of(errors.toString(), 80));
            }
            List<String> texts = new ArrayList<>(players);
            for (JsonNode e : errors) {
                boolean error = e.isTextual() ? !e.asText().isBlank() : e.isNumber() ? e.doubleValue() != 0
                        : e.isBoolean() ? e.booleanValue() : !e.isNull() && !e.isEmpty();
                texts.add(!error ? null : e.isTextual() ? e.asText().strip() : "an error reported by the referee ("
                        + e + ")");
            }
            return texts;
        }

        private static RefereeData data(JsonNode root, int players) throws RefereeFailure {
            JsonNode test = root.get("test_data");
            JsonNode each = root.get("player_data");
            if ((test == null || test.isNull()) && (each == null || each.isNull())) {
                return null;
            }
            if (each != null && !each.isNull() && (!each.isArray() || each.size() != players)) {
                throw new RefereeFailure("expected \"player_data\": a list of " + players + " objects, got "
                        + Excerpt.of(each.toString(), 80));
            }
            List<Map<String, Object>> perPlayer = new ArrayList<>();
            for (int p = 0; p < players; p++) {
                perPlayer.add(each == null || each.isNull() ? Map.of() : scalars(each.get(p), "player_data"));
            }
            return new RefereeData(test == null || test.isNull() ? Map.of() : scalars(test, "test_data"), perPlayer);
        }

        private static Map<String, Object> scalars(JsonNode object, String field) throws RefereeFailure {
            if (!object.isObject()) {
                throw new RefereeFailure("expected \"" + field + "\": objects, got " + Excerpt.of(object.toString(), 80));
            }
            Map<String, Object> map = new LinkedHashMap<>();
            var fields = object.fields();
            while (fields.hasNext()) {
                var f = fields.next();
                JsonNode v = f.getValue();
                map.put(f.getKey(), v.isNumber() ? (Object) v.numberValue() : v.isBoolean() ? (Object) v.booleanValue()
                        : v.isValueNode() ? v.asText() : v.toString());
            }
            return map;
        }
    };

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The arguments appended to a command without any {@code {pN}} placeholder. */
    abstract List<String> defaultArguments(int players, SeedFlag seed);

    /**
     * The result a referee printed.
     *
     * @throws RefereeFailure saying what was expected
     */
    abstract RefereeVerdict read(String output, int players) throws RefereeFailure;

    /** As written in a configuration: {@code scores} or {@code psyleague}. */
    public String configName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * The format a configuration names.
     *
     * @throws IllegalArgumentException naming the formats known
     */
    public static RefereeFormat of(String name) {
        for (RefereeFormat f : values()) {
            if (f.configName().equals(name)) {
                return f;
            }
        }
        throw new IllegalArgumentException("referee.format: expected 'scores' (one score per line, brutaltester) or "
                + "'psyleague' (one JSON object with ranks), got '" + name + "'");
    }

    private static List<String> noErrors(int players) {
        List<String> none = new ArrayList<>(players);
        for (int p = 0; p < players; p++) {
            none.add(null);
        }
        return none;
    }

}
