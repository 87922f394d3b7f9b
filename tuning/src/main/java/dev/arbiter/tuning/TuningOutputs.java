package dev.arbiter.tuning;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.elo.BradleyTerry;
import dev.arbiter.elo.EloEstimate;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.evolution.RatingLedger;
import dev.arbiter.tournament.results.AtomicFiles;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The result files of a tuning run: {@code evaluations.csv} (every vector played with its games, score and
 * joint rating), {@code generations.csv} (per generation: recommended vector, centre and spread of each
 * parameter), {@code best.json} and {@code validation.json}. All written atomically (Tablesaw for CSV).
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

    /** The largest number of vectors in the joint rating of evaluations.csv (a fit costs O(n³)). */
    static final int MAX_RATED = 600;

    private TuningOutputs() {
    }

    /** generations.csv as a table. */
    public static Table generations(List<String> names, List<TuningCheckpoint.GenerationRow> rows) {
        Table t = Table.create("generations", IntColumn.create("generation"), LongColumn.create("pairs"),
                LongColumn.create("games"), DoubleColumn.create("elapsed_s"), IntColumn.create("replaced"));
        for (String n : names) {
            t.addColumns(DoubleColumn.create(n + "_recommended"), DoubleColumn.create(n + "_mean"),
                    DoubleColumn.create(n + "_sd"));
        }
        for (TuningCheckpoint.GenerationRow r : rows) {
            t.intColumn("generation").append(r.generation());
            t.longColumn("pairs").append(r.pairs());
            t.longColumn("games").append(2 * r.pairs());
            t.doubleColumn("elapsed_s").append(round(r.elapsedSeconds(), 1));
            t.intColumn("replaced").append(r.replaced());
            for (int i = 0; i < names.size(); i++) {
                String n = names.get(i);
                t.doubleColumn(n + "_recommended").append(round(r.recommended()[i], 6));
                t.doubleColumn(n + "_mean").append(round(r.mean()[i], 6));
                t.doubleColumn(n + "_sd").append(round(r.sd()[i], 6));
            }
        }
        return t;
    }

    /**
     * evaluations.csv as a table: one row per distinct vector played ({@code v<id>}, as in the game log), with
     * its games, points and its Elo relative to the seed vector {@code v0} with that difference's standard
     * error, from a joint Bradley–Terry fit of all vectors (of the most recent {@link #MAX_RATED} and the seed
     * when there are more; older ones get no rating). The games are read from the tuner's own record of play
     * ({@code ratings}), merged by vector value; without one (a tuner that keeps none) no vector has games.
     */
    public static Table evaluations(List<String> names, double[][] vectors, int[] generations, RatingLedger.State ratings) {
        RatingLedger ledger = byVector(vectors, ratings);
        RatingLedger.State results = ledger.save();
        int n = vectors.length;
        double[] games = new double[n];
        double[] points = new double[n];
        for (int k = 0; k < results.edgeLow().length; k++) {
            int lo = results.edgeLow()[k];
            int hi = results.edgeHigh()[k];
            games[lo] += results.edgeGames()[k];
            games[hi] += results.edgeGames()[k];
            points[lo] += results.edgePointsLow()[k];
            points[hi] += results.edgeGames()[k] - results.edgePointsLow()[k];
        }
        int first = Math.max(1, n - (MAX_RATED - 1));
        int[] subset = new int[n == 0 ? 0 : 1 + n - first];
        for (int k = 1; k < subset.length; k++) {
            subset[k] = first + k - 1;
        }
        BradleyTerry.Fit fit = n > 1 ? ledger.fit(subset) : null;
        Table t = Table.create("evaluations", StringColumn.create("vector"), IntColumn.create("generation"));
        for (String name : names) {
            t.addColumns(DoubleColumn.create(name));
        }
        t.addColumns(DoubleColumn.create("games"), DoubleColumn.create("points"), DoubleColumn.create("score"),
                DoubleColumn.create("elo"), DoubleColumn.create("elo_se"));
        for (int v = 0; v < n; v++) {
            t.stringColumn("vector").append("v" + v);
            t.intColumn("generation").append(generations[v]);
            for (int i = 0; i < names.size(); i++) {
                t.doubleColumn(names.get(i)).append(vectors[v][i]);
            }
            t.doubleColumn("games").append(games[v]);
            t.doubleColumn("points").append(points[v]);
            t.doubleColumn("score").append(games[v] > 0 ? round(points[v] / games[v], 4) : Double.NaN);
            int k = v == 0 ? 0 : v >= first ? v - first + 1 : -1;
            boolean rated = fit != null && k >= 0 && games[v] > 0;
            t.doubleColumn("elo").append(rated ? round(fit.diff(k, 0), 1) : Double.NaN);
            t.doubleColumn("elo_se").append(rated ? round(fit.diffStdErr(k, 0), 1) : Double.NaN);
        }
        return t;
    }

    /**
     * The tuner's games re-keyed by the run's vector ids: vector {@code v} of the run is id {@code v}, and every
     * vector the tuner recorded under several ids counts as one.
     */
    private static RatingLedger byVector(double[][] vectors, RatingLedger.State ratings) {
        RatingLedger ledger = new RatingLedger();
        Map<List<Double>, Integer> ids = new HashMap<>();
        for (double[] v : vectors) {
            ids.put(key(v), ledger.register(v));
        }
        if (ratings == null) {
            return ledger;
        }
        for (int k = 0; k < ratings.edgeLow().length; k++) {
            Integer a = ids.get(key(ratings.vectors()[ratings.edgeLow()[k]]));
            Integer b = ids.get(key(ratings.vectors()[ratings.edgeHigh()[k]]));
            if (a != null && b != null && !a.equals(b)) {
                ledger.record(a, b, ratings.edgeGames()[k], ratings.edgePointsLow()[k]);
            }
        }
        return ledger;
    }

    /** A vector as a map key. */
    static List<Double> key(double[] v) {
        return Arrays.stream(v).boxed().toList();
    }

    /** A match's summary: candidate against baseline, with the pentanomial Elo once pairs were played. */
    public static ObjectNode validation(TuningConfig config, double[] candidate, double[] baseline, Pentanomial pairs,
                                        int planned) {
        ObjectNode node = TuningJson.INDENTED.createObjectNode();
        node.put("candidate", ValidationMatch.CANDIDATE).put("baseline", ValidationMatch.BASELINE);
        node.putPOJO("candidateValues", config.shown(candidate));
        node.putPOJO("baselineValues", config.shown(baseline));
        node.put("plannedPairs", planned).put("pairs", pairs.pairs()).put("games", 2 * pairs.pairs());
        node.putPOJO("pentanomial", pairs.counts());
        if (pairs.pairs() > 0) {
            EloEstimate e = pairs.elo();
            node.put("score", round(pairs.score(), 4)).put("elo", round(e.elo(), 1)).put("eloLow", round(e.lower(), 1))
                    .put("eloHigh", round(e.upper(), 1)).put("confidence", e.confidence()).put("los", round(pairs.los(), 4));
        }
        return node;
    }

    /** best.json: the recommendation (the values the engine command gets) and, once played, the validation result. */
    public static ObjectNode best(TuningConfig config, long generation, long pairs, long elapsedMs, double[] recommended,
                                  ObjectNode validation) {
        ObjectNode node = TuningJson.INDENTED.createObjectNode();
        node.put("game", config.game()).put("generation", generation).put("pairs", pairs).put("games", 2 * pairs)
                .put("elapsedSeconds", round(elapsedMs / 1000.0, 1));
        node.putPOJO("recommended", config.shown(recommended));
        node.putPOJO("recommendedVector", recommended);
        node.putPOJO("seed", config.shown(config.seedVector()));
        if (validation != null) {
            node.set("validation", validation);
        }
        return node;
    }

    /** Writes JSON atomically. */
    public static void writeJson(Object value, Path file) throws IOException {
        AtomicFiles.write(file, TuningJson.INDENTED.writeValueAsString(value) + "\n");
    }

    static double round(double value, int decimals) {
        if (!Double.isFinite(value)) {
            return value;
        }
        double scale = Math.pow(10, decimals);
        return Math.round(value * scale) / scale;
    }
}
