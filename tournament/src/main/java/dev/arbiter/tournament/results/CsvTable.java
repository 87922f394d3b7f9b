package dev.arbiter.tournament.results;

import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A small results table (a run folder's ranking, latencies, crosstable, tuning evaluations): named columns,
 * rows of text and numbers, written as CSV with a header by Jackson's CSV writer (which quotes what needs it).
 * Conventions of every results CSV: snake_case column names, numbers as numbers ({@link Double#toString} for
 * fractions, plain digits for counts), an empty cell for a figure that does not exist (NaN).
 *
 * <p>Why not Tablesaw, the project's first choice for tables: its {@code Table} class scans the whole class path
 * with ClassGraph when it is first used (0.5-0.65 s of CPU per command on the 74 MB application jar, measured
 * with {@code -Xlog:class+load} on a 2-core machine), which every {@code qualify} paid before its first engine
 * started, for tables of a dozen rows that need no analysis.
 */
public final class CsvTable {

    private static final CsvMapper CSV = new CsvMapper();

    private final List<String> columns;
    private final List<Object[]> rows = new ArrayList<>();

    /** An empty table with these columns, in order. */
    public CsvTable(List<String> columns) {
        if (columns.isEmpty() || columns.stream().distinct().count() != columns.size()) {
            throw new IllegalArgumentException("columns: expected distinct names, got " + columns);
        }
        this.columns = List.copyOf(columns);
    }

    /** An empty table with these columns, in order. */
    public CsvTable(String... columns) {
        this(Arrays.asList(columns));
    }

    /**
     * Appends a row: one cell per column, each a {@link String}, an integral number ({@link Integer} or
     * {@link Long}) or a {@link Double} (NaN for a figure that does not exist).
     */
    public CsvTable add(Object... cells) {
        if (cells.length != columns.size()) {
            throw new IllegalArgumentException("row: expected " + columns.size() + " cells " + columns + ", got "
                    + cells.length);
        }
        for (Object cell : cells) {
            if (!(cell instanceof String || cell instanceof Integer || cell instanceof Long || cell instanceof Double)) {
                throw new IllegalArgumentException("cell: expected text, an integer or a double, got " + cell);
            }
        }
        rows.add(cells.clone());
        return this;
    }

    /** The column names. */
    public List<String> columns() {
        return columns;
    }

    /** The number of rows. */
    public int rowCount() {
        return rows.size();
    }

    /** The cells of row {@code row}, in column order. */
    public List<Object> row(int row) {
        return List.of(rows.get(row));
    }

    /** The number in {@code column} of row {@code row} (NaN where the figure does not exist). */
    public double number(int row, String column) {
        return ((Number) rows.get(row)[index(column)]).doubleValue();
    }

    /** The text in {@code column} of row {@code row}. */
    public String text(int row, String column) {
        return (String) rows.get(row)[index(column)];
    }

    private int index(String column) {
        int index = columns.indexOf(column);
        if (index < 0) {
            throw new IllegalArgumentException("column: expected one of " + columns + ", got " + column);
        }
        return index;
    }

    /** The table as CSV text: a header line, then a line per row. */
    public byte[] toCsv() {
        CsvSchema.Builder schema = CsvSchema.builder().setUseHeader(true);
        columns.forEach(schema::addColumn);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (SequenceWriter writer = CSV.writer(schema.build()).writeValues(bytes)) {
            for (Object[] row : rows) {
                String[] cells = new String[row.length];
                for (int i = 0; i < row.length; i++) {
                    cells[i] = format(row[i]);
                }
                writer.write(cells);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    private static String format(Object cell) {
        if (cell instanceof Double d) {
            return Double.isFinite(d) ? Double.toString(d) : "";
        }
        return cell.toString();
    }
}
