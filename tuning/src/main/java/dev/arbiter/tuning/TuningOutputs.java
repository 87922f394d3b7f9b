package dev.arbiter.tuning;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.elo.EloEstimate;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.tournament.VoidGames;
import dev.arbiter.tournament.play.Placeholders;
import dev.arbiter.tournament.results.AtomicFiles;
import dev.arbiter.tournament.results.RunFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;

/**
 * The result files of a tuning run: {@code evaluations.csv} (the recent vectors with their games, score and joint
 * rating, see {@link RecentVectors}), {@code generations.csv} (per generation: recommended vector, centre and spread
 * of each parameter; appended to), {@code best.json} and {@code validation.json}. All but generations.csv are
 * written atomically.
 */
public final class TuningOutputs {

    /** The checkpoint's file name. */
    public static final String CHECKPOINT = "checkpoint.json";
    /** The evaluations' file name. */
    public static final String EVALUATIONS = "evaluations.csv";
    /** The generations' file name. */
    public static final String GENERATIONS = "generations.csv";
    /** The recommendation's file name. */
    public static final String BEST = "best.json";
    /** The validation match's result. */
    public static final String VALIDATION = "validation.json";
    /** The validation match's game log. */
    public static final String VALIDATION_GAMES = "validation-games.ndjson";
    /** The last verification match's result. */
    public static final String VERIFY = "verify.json";
    /** The last verification match's game log. */
    public static final String VERIFY_GAMES = "verify-games.ndjson";

    private TuningOutputs() {
    }

    /** The header line of generations.csv. */
    static String generationsHeader(List<String> names) {
        StringJoiner j = new StringJoiner(",", "", "\n").add("generation,pairs,games,elapsed_s,replaced");
        for (String n : names) {
            j.add(n + "_recommended").add(n + "_mean").add(n + "_sd");
        }
        return j.toString();
    }

    /**
     * One line of generations.csv: a completed generation (a tuner's step) with, per parameter, the recommended
     * value, the centre of the search and its width. The file is appended to, one line per step, so writing it
     * costs the same at the thousandth step as at the first.
     */
    static String generationLine(TuningCheckpoint.GenerationRow r) {
        StringJoiner j = new StringJoiner(",", "", "\n").add(Integer.toString(r.generation())).add(Long.toString(r.pairs()))
                .add(Long.toString(2 * r.pairs())).add(number(round(r.elapsedSeconds(), 1))).add(Integer.toString(r.replaced()));
        for (int i = 0; i < r.recommended().length; i++) {
            j.add(number(round(r.recommended()[i], 6))).add(number(round(r.mean()[i], 6))).add(number(round(r.sd()[i], 6)));
        }
        return j.toString();
    }

    /**
     * Reads generations.csv back ({@link #generationLine}; values as rounded there, an empty cell as NaN), for
     * readers of a run folder such as the report.
     *
     * @param names the parameter names, in the order of the run
     * @throws IOException if the file cannot be read or a line does not have the columns of the header
     */
    public static List<TuningCheckpoint.GenerationRow> readGenerations(Path file, List<String> names) throws IOException {
        List<TuningCheckpoint.GenerationRow> rows = new ArrayList<>();
        if (!Files.exists(file)) {
            return rows;
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        int columns = 5 + 3 * names.size();
        for (int l = 1; l < lines.size(); l++) {
            if (lines.get(l).isBlank()) {
                continue;
            }
            String[] cells = lines.get(l).split(",", -1);
            if (cells.length != columns) {
                throw new IOException(file + ": line " + (l + 1) + ": expected " + columns + " columns, got " + cells.length);
            }
            double[] recommended = new double[names.size()];
            double[] mean = new double[names.size()];
            double[] sd = new double[names.size()];
            for (int i = 0; i < names.size(); i++) {
                recommended[i] = cell(cells[5 + 3 * i]);
                mean[i] = cell(cells[6 + 3 * i]);
                sd[i] = cell(cells[7 + 3 * i]);
            }
            try {
                rows.add(new TuningCheckpoint.GenerationRow(Integer.parseInt(cells[0]), Long.parseLong(cells[1]),
                        cell(cells[3]), Integer.parseInt(cells[4]), recommended, mean, sd));
            } catch (NumberFormatException e) {
                throw new IOException(file + ": line " + (l + 1) + ": " + e.getMessage(), e);
            }
        }
        return rows;
    }

    private static double cell(String text) {
        return text.isEmpty() ? Double.NaN : Double.parseDouble(text);
    }

    private static String number(double value) {
        return Double.isFinite(value) ? Placeholders.format(value) : "";
    }

    /** A vector as a map key. */
    static List<Double> key(double[] v) {
        return Arrays.stream(v).boxed().toList();
    }

    /**
     * A match's summary: candidate against baseline ({@code baselineName} in the game log), with the pentanomial Elo
     * once pairs were played ({@code elo_high} null after a clean sweep: the games do not bound it).
     */
    public static ObjectNode validation(TuningConfig config, double[] candidate, double[] baseline, String baselineName,
                                        Pentanomial pairs, int planned) {
        ObjectNode node = TuningJson.INDENTED.createObjectNode();
        node.put("candidate", ValidationMatch.CANDIDATE).put("baseline", baselineName);
        node.putPOJO("candidate_values", config.shown(candidate));
        node.putPOJO("baseline_values", config.shown(baseline));
        node.put("planned_pairs", planned).put("pairs", pairs.pairs()).put("games", 2 * pairs.pairs());
        node.putPOJO("pentanomial", pairs.counts());
        if (pairs.pairs() > 0) {
            EloEstimate e = pairs.elo();
            node.put("score", round(pairs.score(), 4)).put("elo", round(e.elo(), 1));
            finiteOrNull(node, "elo_low", round(e.lower(), 1));
            finiteOrNull(node, "elo_high", round(e.upper(), 1));
            node.put("confidence", e.confidence()).put("los", round(pairs.los(), 4));
        }
        return node;
    }

    /**
     * best.json: the recommendation (the values the engine command gets) and, once played, the validation result.
     * A recommendation equal to the seed vector says so ({@code recommended_is_seed} and a {@code note}), so that the
     * seed is never mistaken for a tuning result.
     */
    /**
     * Adds the void games (an external referee could not score them; not results) to an output: {@code "void":
     * {"games": N, "reasons": [{"reason": ..., "games": n}, ...]}}, as a qualification's {@code summary.json}.
     */
    public static void putVoidGames(ObjectNode node, VoidGames voids) {
        ObjectNode voided = node.putObject("void");
        voided.put("games", voids.total());
        ArrayNode reasons = voided.putArray("reasons");
        voids.reasons().forEach((reason, count) -> reasons.addObject().put("reason", reason).put("games", count));
    }

    public static ObjectNode best(TuningConfig config, long generation, long pairs, long elapsedMs, double[] recommended,
                                  ObjectNode validation) {
        ObjectNode node = TuningJson.INDENTED.createObjectNode();
        node.put("game", config.rules().game()).put("generation", generation).put("pairs", pairs).put("games", 2 * pairs)
                .put("elapsed_seconds", round(elapsedMs / 1000.0, 1));
        node.putPOJO("recommended", config.shown(recommended));
        node.putPOJO("recommended_vector", recommended);
        node.putPOJO("seed", config.shown(config.problem().seedVector()));
        boolean isSeed = Arrays.equals(recommended, config.problem().seedVector());
        node.put("recommended_is_seed", isSeed);
        if (isSeed) {
            node.put("note", seedNote(generation));
        }
        if (validation != null) {
            node.set("validation", validation);
        }
        return node;
    }

    /** Why the recommendation of a run after {@code generation} generations is the seed vector. */
    public static String seedReason(long generation) {
        return generation == 0 ? "no generation finished within the budget" : "the tuner came back to it";
    }

    private static String seedNote(long generation) {
        return "the recommendation is the seed vector: " + seedReason(generation);
    }

    /** Writes JSON atomically, indented, a value that is not a finite number as null ({@link RunFiles#withoutNonFinite}). */
    public static void writeJson(Object value, Path file) throws IOException {
        AtomicFiles.write(file, TuningJson.INDENTED.writeValueAsString(RunFiles.withoutNonFinite(TuningJson.INDENTED.valueToTree(value)))
                + "\n");
    }

    /**
     * The recommendation in {@code best.json} ({@code recommended_vector}; {@code recommendedVector} in runs written
     * before the files' keys became snake_case), or null if it has none.
     */
    static double[] recommendedVector(Path best) throws IOException {
        JsonNode node = TuningJson.COMPACT.readTree(best.toFile());
        JsonNode vector = node.has("recommended_vector") ? node.get("recommended_vector") : node.get("recommendedVector");
        return vector == null ? null : TuningJson.COMPACT.treeToValue(vector, double[].class);
    }

    /** {@code value} under {@code key}, or null where it is not finite (a side the data do not bound). */
    private static void finiteOrNull(ObjectNode node, String key, double value) {
        if (Double.isFinite(value)) {
            node.put(key, value);
        } else {
            node.putNull(key);
        }
    }

    static double round(double value, int decimals) {
        if (!Double.isFinite(value)) {
            return value;
        }
        double scale = Math.pow(10, decimals);
        return Math.round(value * scale) / scale;
    }
}
