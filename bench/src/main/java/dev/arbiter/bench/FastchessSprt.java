package dev.arbiter.bench;

import dev.arbiter.elo.Pentanomial;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The last SPRT state fastchess printed: its pentanomial counts ({@code Ptnml(0-2): [LL, LD, WL+DD, WD, WW]}, for the
 * first engine) and its LLR ({@code LLR: -0.16 (-5.3%) (-2.94, 2.94) [0.00, 10.00]}, two decimals). The lines are
 * those of fastchess's own output format ({@code -output format=fastchess}, its default), read from its
 * 1.8 releases' output.
 *
 * @param pentanomial the game pairs' counts
 * @param llr         the log-likelihood ratio as printed
 */
record FastchessSprt(Pentanomial pentanomial, double llr) {

    private static final Pattern PENTANOMIAL = Pattern.compile(
            "Ptnml\\(0-2\\): \\[(\\d+), (\\d+), (\\d+), (\\d+), (\\d+)\\]");
    private static final Pattern LLR = Pattern.compile("^LLR: (-?\\d+(?:\\.\\d+)?) ", Pattern.MULTILINE);

    /**
     * The last counts and LLR of a fastchess output.
     *
     * @throws BenchException when either is missing
     */
    static FastchessSprt read(String output) {
        Matcher counts = last(PENTANOMIAL, output, "Ptnml(0-2): [...]");
        Matcher llr = last(LLR, output, "LLR: ...");
        long[] cells = new long[5];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = Long.parseLong(counts.group(i + 1));
        }
        return new FastchessSprt(Pentanomial.of(cells), Double.parseDouble(llr.group(1)));
    }

    private static Matcher last(Pattern pattern, String output, String what) {
        Matcher m = pattern.matcher(output);
        int start = -1;
        while (m.find()) {
            start = m.start();
        }
        if (start < 0) {
            throw new BenchException(String.format(Locale.ROOT, "chess: fastchess printed no '%s' line", what), null);
        }
        m.find(start);
        return m;
    }
}
