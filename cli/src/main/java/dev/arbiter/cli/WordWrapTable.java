package dev.arbiter.cli;

import picocli.CommandLine.Help.Column;
import picocli.CommandLine.Help.ColorScheme;
import picocli.CommandLine.Help.TextTable;
import picocli.CommandLine.Help.Ansi.Text;

/**
 * A help table whose wrapping columns break lines at spaces only ({@link WordWrapHelp}): a value too long for its
 * column is cut at its spaces here and each piece, which fits, is handed to picocli, so its own line breaking
 * (which breaks after {@code .} and {@code /}) never has to break one.
 */
final class WordWrapTable extends TextTable {

    private final ColorScheme scheme;

    WordWrapTable(ColorScheme scheme, Column... columns) {
        super(scheme, columns);
        this.scheme = scheme;
    }

    @Override
    public Cell putValue(int row, int col, Text value) {
        Column column = columns()[col];
        if (column.overflow != Column.Overflow.WRAP || value == null
                || value.plainString().length() + column.indent <= column.width) {
            return super.putValue(row, col, value);
        }
        String plain = value.plainString();
        Cell cell = null;
        int at = row;
        int start = 0;
        while (start < plain.length()) {
            boolean first = start == 0;
            int room = column.width - column.indent - (first ? 0 : indentWrappedLines);
            int end = WordWrap.lineEnd(plain, start, room);
            Text piece = value.substring(start, end);
            if (!first) {
                addEmptyRow();
                at = rowCount() - 1;
                piece = scheme.text(" ".repeat(indentWrappedLines)).concat(piece);
            }
            cell = super.putValue(at, col, piece);
            start = WordWrap.skipSpaces(plain, end);
        }
        return cell;
    }
}
