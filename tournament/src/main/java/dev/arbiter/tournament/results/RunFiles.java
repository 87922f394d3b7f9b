package dev.arbiter.tournament.results;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
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
 * The files of a run folder: the game log, the resolved configuration, the ranking and crosstable as CSV
 * (written with Tablesaw), and a JSON summary. Everything but the append-only game log is written
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
    /** The summary's file name. */
    public static final String SUMMARY = "summary.json";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

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
     * The ranking with each engine's reply latency appended ({@link EngineLatencies}): {@code latency_p50_ms},
     * {@code latency_p99_ms}, {@code latency_max_ms} and {@code late} (games forfeited for a late answer).
     */
    public static Table rankingTable(List<EngineStanding> ranking, EngineLatencies latencies) {
        Table table = rankingTable(ranking);
        DoubleColumn p50 = DoubleColumn.create("latency_p50_ms");
        DoubleColumn p99 = DoubleColumn.create("latency_p99_ms");
        DoubleColumn max = DoubleColumn.create("latency_max_ms");
        LongColumn late = LongColumn.create("late");
        for (EngineStanding s : ranking) {
            EngineLatencies.Latency l = latencies.of(s.engine());
            p50.append(round(l.p50Ms(), 2));
            p99.append(round(l.p99Ms(), 2));
            max.append(round(l.maxMs(), 2));
            late.append(l.late());
        }
        return table.addColumns(p50, p99, max, late);
    }

    /** The crosstable: one row per engine, its score against each other engine as {@code points/games}. */
    public static Table crosstable(Standings standings) {
        List<String> engines = standings.engines();
        Table table = Table.create("crosstable", StringColumn.create("engine"));
        for (String e : engines) {
            table.addColumns(StringColumn.create(e));
        }
        for (int a = 0; a < engines.size(); a++) {
            table.stringColumn("engine").append(engines.get(a));
            for (int b = 0; b < engines.size(); b++) {
                double[] h = standings.headToHead(a, b);
                table.stringColumn(engines.get(b)).append(a == b ? "" : trim(h[0]) + "/" + trim(h[1]));
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

    /** Writes ranking.csv (with the engines' latencies), crosstable.csv and summary.json for the current standings. */
    public void writeResults(Standings standings, EngineLatencies latencies, ObjectNode summary) throws IOException {
        writeCsv(rankingTable(standings.ranking(), latencies), file(RANKING));
        writeCsv(crosstable(standings), file(CROSSTABLE));
        AtomicFiles.write(file(SUMMARY), JSON.writeValueAsString(summary) + "\n");
    }

    /** Writes any JSON-serialisable object atomically. */
    public void writeJson(String name, Object value) throws IOException {
        AtomicFiles.write(file(name), JSON.writeValueAsString(value) + "\n");
    }

    private static double round(double value, int decimals) {
        if (!Double.isFinite(value)) {
            return value;
        }
        double scale = Math.pow(10, decimals);
        return Math.round(value * scale) / scale;
    }

    private static String trim(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
