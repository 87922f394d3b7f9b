package dev.arbiter.tournament.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.elo.EloEstimate;
import dev.arbiter.elo.Pentanomial;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The files of a run folder: the game log, the resolved configuration, the ranking, crosstable and the
 * engines' reply latencies as CSV ({@link CsvTable}), and a JSON summary. Everything but the append-only game log is written
 * atomically.
 */
public final class RunFiles {

    /** The game log's file name. */
    public static final String GAMES = "games.ndjson";
    /** The resolved configuration's file name. */
    public static final String CONFIG = "config.json";
    /** The ranking's file name. */
    public static final String RANKING = "ranking.csv";
    /** The crosstable's file name. */
    public static final String CROSSTABLE = "crosstable.csv";
    /**
     * The engines' reply latencies' file name: kept apart from the ranking because they are measured times,
     * which a game played again (after a crash) brings anew, where every figure of the ranking and the summary
     * is a function of the games' results.
     */
    public static final String LATENCY = "latency.csv";
    /** The summary's file name. */
    public static final String SUMMARY = "summary.json";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    /**
     * The summary's conventions, those of every results file (the CSVs' too): snake_case names, numbers as
     * numbers, null for a figure that does not exist (never "NaN").
     */
    private static final ObjectMapper SUMMARY_JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);

    private final Path dir;

    /** The files of run folder {@code dir}. */
    public RunFiles(Path dir) {
        this.dir = dir;
    }

    /** The run folder. */
    public Path dir() {
        return dir;
    }

    /** A file of the run folder. */
    public Path file(String name) {
        return dir.resolve(name);
    }

    /** The ranking as a table (rank, engine, elo, elo_low, elo_high, games, wins, draws, losses, score, los_next, forfeits, sequential_elo). */
    public static CsvTable rankingTable(List<EngineStanding> ranking) {
        CsvTable table = new CsvTable("rank", "engine", "elo", "elo_low", "elo_high", "games", "wins", "draws",
                "losses", "score", "los_next", "forfeits", "sequential_elo");
        for (EngineStanding s : ranking) {
            EngineStanding.Rating rating = s.rating();
            EngineStanding.PairwiseResults results = s.results();
            table.add(s.rank(), s.engine(), round(rating.elo(), 1), round(rating.eloLow(), 1),
                    round(rating.eloHigh(), 1), results.games(), results.wins(), results.draws(), results.losses(),
                    round(results.score(), 4), round(s.losNext(), 4), s.forfeits(), round(s.sequentialElo(), 1));
        }
        return table;
    }

    /**
     * The ranking with the part of each engine's effort that is a function of the games' moves appended
     * ({@link EngineLatencies.Effort}): nodes_per_move and depth_per_move (empty where the engine reported none) and
     * time_forfeits and node_forfeits; then each engine's sum of every numeric player data an external referee
     * reported (psyleague's {@code player_data}), one column per key. The measured ones (ms_per_move, nodes_per_s) are in the latency table, so that ranking.csv stays
     * the same for a resumed run as for an uninterrupted one.
     */
    public static CsvTable rankingTable(List<EngineStanding> ranking, EngineLatencies latencies) {
        CsvTable base = rankingTable(ranking);
        List<String> columns = new ArrayList<>(base.columns());
        columns.addAll(List.of("nodes_per_move", "depth_per_move", "time_forfeits", "node_forfeits"));
        List<String> playerKeys = latencies.playerData().keys().stream().filter(k -> !columns.contains(k)).toList();
        columns.addAll(playerKeys);
        CsvTable table = new CsvTable(columns);
        for (int r = 0; r < ranking.size(); r++) {
            EngineLatencies.Effort e = latencies.effort(ranking.get(r).engine());
            List<Object> row = new ArrayList<>(base.row(r));
            row.addAll(List.of(round(e.nodesPerMove(), 1), round(e.depthPerMove(), 2), e.timeForfeits(),
                    e.nodeForfeits()));
            for (String key : playerKeys) {
                row.add(round(latencies.playerData().sum(ranking.get(r).engine(), key), 6));
            }
            table.add(row.toArray());
        }
        return table;
    }

    /**
     * Each engine's reply latency in ranking order ({@link EngineLatencies}): engine, moves, p50_ms, p99_ms,
     * max_ms, late (games forfeited for a late answer), ms_per_move (the mean) and nodes_per_s (its reported nodes
     * over the measured time of those moves; empty where it reported none).
     */
    public static CsvTable latencyTable(List<EngineStanding> ranking, EngineLatencies latencies) {
        CsvTable table = new CsvTable("engine", "moves", "p50_ms", "p99_ms", "max_ms", "late", "ms_per_move",
                "nodes_per_s");
        for (EngineStanding s : ranking) {
            EngineLatencies.Latency l = latencies.of(s.engine());
            EngineLatencies.Effort e = latencies.effort(s.engine());
            table.add(s.engine(), l.moves(), round(l.p50Ms(), 2), round(l.p99Ms(), 2), round(l.maxMs(), 2), l.late(),
                    round(e.msPerMove(), 2), Math.rint(e.nodesPerS()));
        }
        return table;
    }

    /**
     * The crosstable as a tidy table: one row per engine and opponent that met (engine, opponent, games, points,
     * score = points / games: the head-to-head record), the engine's Elo over that opponent with its 95%
     * score-type interval ({@code elo, elo_low, elo_high}: the difference of the joint fit, which pools every game,
     * so that it holds with one game pair per pairing as with hundreds; with two engines it is their head-to-head;
     * empty where the games do not bound it, as the upper side after a clean sweep), and {@code pairs}, the
     * complete seat-swapped game pairs of the two ({@link Pentanomial}). Numbers as numbers.
     */
    public static CsvTable crosstable(Standings standings) {
        List<String> engines = standings.engines();
        CsvTable table = new CsvTable("engine", "opponent", "games", "points", "score", "elo", "elo_low", "elo_high",
                "pairs");
        for (int a = 0; a < engines.size(); a++) {
            for (int b = 0; b < engines.size(); b++) {
                double[] h = standings.headToHead(a, b);
                if (a == b || h[1] == 0) {
                    continue;
                }
                Pentanomial pairs = standings.pentanomial(a, b);
                EloEstimate elo = standings.fit().difference(a, b, EloEstimate.DEFAULT_CONFIDENCE);
                table.add(engines.get(a), engines.get(b), (long) h[1], h[0], round(h[0] / h[1], 4), round(elo.elo(), 1),
                        round(elo.lower(), 1), round(elo.upper(), 1), pairs.pairs());
            }
        }
        return table;
    }

    /** Writes a table as CSV, atomically. */
    public static void writeCsv(CsvTable table, Path file) throws IOException {
        AtomicFiles.write(file, table.toCsv());
    }

    /** Writes ranking.csv, crosstable.csv, latency.csv and summary.json for the current standings. */
    public void writeResults(Standings standings, EngineLatencies latencies, ObjectNode summary) throws IOException {
        writeCsv(rankingTable(standings.ranking(), latencies), file(RANKING));
        writeCsv(latencyTable(standings.ranking(), latencies), file(LATENCY));
        writeCsv(crosstable(standings), file(CROSSTABLE));
        AtomicFiles.write(file(SUMMARY), SUMMARY_JSON.writeValueAsString(withoutNonFinite(SUMMARY_JSON.valueToTree(summary)))
                + "\n");
    }

    /**
     * {@code node} with every number that is not finite replaced by null, so that a JSON file holds numbers as
     * numbers and null for a missing value (never {@code "NaN"} or {@code "Infinity"} as strings).
     */
    public static JsonNode withoutNonFinite(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.fieldNames().forEachRemaining(name -> object.set(name, withoutNonFinite(object.get(name))));
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                array.set(i, withoutNonFinite(array.get(i)));
            }
        } else if (node.isNumber() && !Double.isFinite(node.doubleValue())) {
            return NullNode.instance;
        }
        return node;
    }

    private static double round(double value, int decimals) {
        if (!Double.isFinite(value)) {
            return value;
        }
        double scale = Math.pow(10, decimals);
        return Math.round(value * scale) / scale;
    }
}
