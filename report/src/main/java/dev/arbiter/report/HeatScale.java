package dev.arbiter.report;

import java.util.Locale;

/**
 * The colour of a score in a heat map: red (0%) through white (50%, even) to green (100%), a diverging scale
 * (ColorBrewer's RdYlGn ends) light enough for black text to stay legible on every cell.
 */
final class HeatScale {

    private static final int[] LOW = {0xF4, 0x8C, 0x7F};
    private static final int[] MID = {0xFF, 0xFF, 0xFF};
    private static final int[] HIGH = {0x86, 0xCE, 0x84};

    private HeatScale() {
    }

    /** The CSS colour {@code #rrggbb} of a score in [0, 1] (clamped). */
    static String colour(double score) {
        double t = Math.max(0, Math.min(1, score));
        int[] from = t < 0.5 ? LOW : MID;
        int[] to = t < 0.5 ? MID : HIGH;
        double u = t < 0.5 ? 2 * t : 2 * t - 1;
        int[] rgb = new int[3];
        for (int i = 0; i < 3; i++) {
            rgb[i] = (int) Math.round(from[i] + u * (to[i] - from[i]));
        }
        return String.format(Locale.ROOT, "#%02x%02x%02x", rgb[0], rgb[1], rgb[2]);
    }
}
