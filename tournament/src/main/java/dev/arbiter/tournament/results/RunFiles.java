package dev.arbiter.tournament.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.io.csv.CsvWriteOptions;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The files of a run folder: the game log, the resolved configuration, the ranking, crosstable and the
 * engines' reply latencies as CSV (written with Tablesaw), and a JSON summary. Everything but the append-only game log is written
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

    /** The ranking as a Tablesaw table (rank, engine, elo, elo_low, elo_high, games, wins, draws, losses, score, los_next, forfeits, sequential_elo). */
    public static Table rankingTable(List<EngineStanding> ranking) {
        Table table = Table.create("ranking",
                IntColumn.create("rank"), StringColumn.create("engine"), DoubleColumn.create("elo"),
                DoubleColumn.create("elo_low"), DoubleColumn.create("elo_high"), LongColumn.create("games"),
                LongColumn.create("wins"), LongColumn.create("draws"), LongColumn.create("losses"),
                DoubleColumn.create("score"), DoubleColumn.create("los_next"), LongColumn.create("forfeits"),
                DoubleColumn.create("sequential_elo"));
        for (EngineStanding s : ranking) {
            table.intColumn("rank").append(s.rank());
            table.stringColumn("engine").append(s.engine());
            table.doubleColumn("elo").append(round(s.elo(), 1));
            table.doubleColumn("elo_low").append(round(s.eloLow(), 1));
            table.doubleColumn("elo_high").append(round(s.eloHigh(), 1));
            table.longColumn("games").append(s.games());
            table.longColumn("wins").append(s.wins());
            table.longColumn("draws").append(s.draws());
            table.longColumn("losses").append(s.losses());
            table.doubleColumn("score").append(round(s.score(), 4));
            table.doubleColumn("los_next").append(round(s.losNext(), 4));
            table.longColumn("forfeits").append(s.forfeits());
            table.doubleColumn("sequential_elo").append(round(s.sequentialElo(), 1));
        }
        return table;
    }

    /**
     * The ranking with the part of each engine's effort that is a function of the games' moves appended
     * ({@link EngineLatencies.Effort}): nodes_per_move and depth_per_move (empty where the engine reported none) and
     * time_forfeits. The measured ones (ms_per_move, nodes_per_s) are in the latency table, so that ranking.csv stays
     * the same for a resumed run as for an uninterrupted one.
     */
    public static Table rankingTable(List<EngineStanding> ranking, EngineLatencies latencies) {
        Table table = rankingTable(ranking);
        DoubleColumn nodes = DoubleColumn.create("nodes_per_move");
        DoubleColumn depth = DoubleColumn.create("depth_per_move");
        LongColumn timeForfeits = LongColumn.create("time_forfeits");
        for (EngineStanding s : ranking) {
            EngineLatencies.Effort e = latencies.effort(s.engine());
            nodes.append(round(e.nodesPerMove(), 1));
            depth.append(round(e.depthPerMove(), 2));
            timeForfeits.append(e.timeForfeits());
        }
        return table.addColumns(nodes, depth, timeForfeits);
    }

    /**
     * Each engine's reply latency in ranking order ({@link EngineLatencies}): engine, moves, p50_ms, p99_ms,
     * max_ms, late (games forfeited for a late answer), ms_per_move (the mean) and nodes_per_s (its reported nodes
     * over the measured time of those moves; empty where it reported none).
     */
    public static Table latencyTable(List<EngineStanding> ranking, EngineLatencies latencies) {
        Table table = Table.create("latency", StringColumn.create("engine"), LongColumn.create("moves"),
                DoubleColumn.create("p50_ms"), DoubleColumn.create("p99_ms"), DoubleColumn.create("max_ms"),
                LongColumn.create("late"), DoubleColumn.create("ms_per_move"), DoubleColumn.create("nodes_per_s"));
        for (EngineStanding s : ranking) {
            EngineLatencies.Latency l = latencies.of(s.engine());
            table.stringColumn("engine").append(s.engine());
            table.longColumn("moves").append(l.moves());
            table.doubleColumn("p50_ms").append(round(l.p50Ms(), 2));
            table.doubleColumn("p99_ms").append(round(l.p99Ms(), 2));
            table.doubleColumn("max_ms").append(round(l.maxMs(), 2));
            table.longColumn("late").append(l.late());
            EngineLatencies.Effort e = latencies.effort(s.engine());
            table.doubleColumn("ms_per_move").append(round(e.msPerMove(), 2));
            table.doubleColumn("nodes_per_s").append(Math.rint(e.nodesPerS()));
        }
        return table;
    }

    /**
     * The crosstable as a tidy table: one row per engine and opponent that met (engine, opponent, games, points,
     * score = points / games), numbers as numbers.
     */
    public static Table crosstable(Standings standings) {
        List<String> engines = standings.engines();
        Table table = Table.create("crosstable", StringColumn.create("engine"), StringColumn.create("opponent"),
                LongColumn.create("games"), DoubleColumn.create("points"), DoubleColumn.create("score"));
        for (int a = 0; a < engines.size(); a++) {
            for (int b = 0; b < engines.size(); b++) {
                double[] h = standings.headToHead(a, b);
                if (a == b || h[1] == 0) {
                    continue;
                }
                table.stringColumn("engine").append(engines.get(a));
                table.stringColumn("opponent").append(engines.get(b));
                table.longColumn("games").append((long) h[1]);
                table.doubleColumn("points").append(h[0]);
                table.doubleColumn("score").append(round(h[0] / h[1], 4));
            }
        }
        return table;
    }

    /** Writes a table as CSV, atomically. */
    public static void writeCsv(Table table, Path file) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        table.write().csv(CsvWriteOptions.builder(bytes).build());
        AtomicFiles.write(file, bytes.toByteArray());
    }

    /** Writes ranking.csv, crosstable.csv, latency.csv and summary.json for the current standings. */
    public void writeResults(Standings standings, EngineLatencies latencies, ObjectNode summary) throws IOException {
        writeCsv(rankingTable(standings.ranking(), latencies), file(RANKING));
        writeCsv(latencyTable(standings.ranking(), latencies), file(LATENCY));
        writeCsv(crosstable(standings), file(CROSSTABLE));
        AtomicFiles.write(file(SUMMARY), SUMMARY_JSON.writeValueAsString(withoutNonFinite(SUMMARY_JSON.valueToTree(summary)))
                + "\n");
    }

    /** Writes any JSON-serialisable object atomically. */
    public void writeJson(String name, Object value) throws IOException {
        AtomicFiles.write(file(name), JSON.writeValueAsString(value) + "\n");
    }

    /** {@code node} with every number that is not finite replaced by null. */
    private static JsonNode withoutNonFinite(JsonNode node) {
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
