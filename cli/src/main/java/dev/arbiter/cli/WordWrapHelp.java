package dev.arbiter.cli;

import picocli.CommandLine.Help;
import picocli.CommandLine.Help.Column;
import picocli.CommandLine.Help.Column.Overflow;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

import java.util.List;

/**
 * Help pages wrapped at spaces only. Picocli wraps with the JDK's line {@code BreakIterator}, which breaks after
 * {@code .} and {@code /}: a path ({@code ~/.}, then {@code local/share/...}), a package name or a number
 * ({@code confidence=0.}, then {@code 95}) was split across lines, and no longer copies. Here the descriptions of
 * options and parameters ({@link WordWrapTable}), the command's header, description and footer are wrapped at
 * spaces; a single word longer than its column is still cut (nothing else fits it).
 */
final class WordWrapHelp extends Help {

    WordWrapHelp(CommandSpec spec, ColorScheme scheme) {
        super(spec, scheme);
    }

    @Override
    public Layout createDefaultLayout(List<OptionSpec> options, List<PositionalParamSpec> positionals,
                                      ColorScheme scheme) {
        int longOptions = calcLongOptionColumnWidth(options, positionals, scheme);
        TextTable table = new WordWrapTable(scheme, new Column(2, 0, Overflow.TRUNCATE), new Column(2, 0, Overflow.SPAN),
                new Column(1, 0, Overflow.TRUNCATE), new Column(longOptions, 1, Overflow.SPAN),
                new Column(width() - 5 - longOptions, 1, Overflow.WRAP));
        table.setAdjustLineBreaksForWideCJKCharacters(commandSpec().usageMessage().adjustLineBreaksForWideCJKCharacters());
        return new Layout(scheme, table, createDefaultOptionRenderer(), createDefaultParameterRenderer());
    }

    @Override
    public String header(Object... params) {
        return lines(commandSpec().usageMessage().header(), params);
    }

    @Override
    public String description(Object... params) {
        return lines(commandSpec().usageMessage().description(), params);
    }

    @Override
    public String footer(Object... params) {
        return lines(commandSpec().usageMessage().footer(), params);
    }

    private int width() {
        return commandSpec().usageMessage().width();
    }

    private String lines(String[] values, Object... params) {
        StringBuilder sb = new StringBuilder();
        for (String value : values == null ? new String[0] : values) {
            String text;
            try {
                text = String.format(value, params); // as picocli does: %n is a line break, %% a percent sign
            } catch (java.util.IllegalFormatException e) {
                text = value;
            }
            for (String line : text.split("\\R", -1)) {
                WordWrap.lines(line, width()).forEach(l -> sb.append(l).append(System.lineSeparator()));
            }
        }
        return colorScheme().ansi().string(sb.toString());
    }
}
