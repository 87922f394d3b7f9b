package dev.arbiter.bench;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The closing note of {@code arbiter bench --only chess}: each goal of the side-by-side comparison with fastchess,
 * met or not, from the figures of the run ({@link ChessBench}): the per-game time ratio at most 1.0 with the random
 * movers, judged like for like on Arbiter's runs without the HTML report (fastchess writes none) and given with the
 * report too, the process tree within 1.5 times fastchess's, every Stockfish game
 * identical, and the same SPRT decision with the LLR within 0.01. A goal whose figures were left out is said to be
 * unmeasured.
 */
final class ChessGoals {

    static final double TIME_RATIO = 1.0;
    static final double TREE_RATIO = 1.5;
    static final double LLR_DIFF = 0.01;

    private static final Pattern RM_TIME = Pattern.compile("chess\\.rm\\.g\\d+\\.c\\d+\\.per_game_ratio");
    private static final Pattern RM_TIME_BARE = Pattern.compile("chess\\.rm\\.g\\d+\\.c\\d+\\.no_report\\.per_game_ratio");
    private static final Pattern RM_TREE = Pattern.compile("chess\\.rm\\.g\\d+\\.c\\d+\\.tree_rss_ratio");

    private ChessGoals() {
    }

    /** The note, one line per goal, from the figures reported ({@code name -> value}). */
    static List<String> note(Map<String, Double> figures) {
        return List.of(
                "chess goal: per-game time at most " + TIME_RATIO + "x fastchess's with the random movers, like for"
                        + " like (Arbiter with --no-report, as fastchess writes no HTML report): "
                        + atMost(figures, RM_TIME_BARE, TIME_RATIO) + "; with the report: "
                        + atMost(figures, RM_TIME, TIME_RATIO),
                "chess goal: process tree within " + TREE_RATIO + "x fastchess's with the random movers: "
                        + atMost(figures, RM_TREE, TREE_RATIO)
                        + " (a JVM alone is more: docs/BENCHMARKS.md); with Stockfish: "
                        + atMost(figures, Pattern.compile("chess\\.sf\\.g\\d+\\.c\\d+\\.tree_rss_ratio"), TREE_RATIO),
                "chess goal: identical Stockfish games: " + identical(figures),
                "chess goal: the same SPRT decision as fastchess, LLR within " + LLR_DIFF + ": " + sprt(figures));
    }

    /** "met" or "not met" with the range of the matching ratios, or "not measured". */
    private static String atMost(Map<String, Double> figures, Pattern names, double goal) {
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (Map.Entry<String, Double> e : figures.entrySet()) {
            if (names.matcher(e.getKey()).matches()) {
                low = Math.min(low, e.getValue());
                high = Math.max(high, e.getValue());
            }
        }
        if (low > high) {
            return "not measured";
        }
        String range = low == high ? format(low) + "x" : format(low) + "-" + format(high) + "x";
        return (high <= goal ? "met (" : "not met (") + range + ")";
    }

    private static String identical(Map<String, Double> figures) {
        Double same = figures.get("chess.sf.identical_games");
        Double games = figures.get("chess.sf.games");
        if (same == null || games == null) {
            return "not measured";
        }
        return (same.equals(games) && games > 0 ? "met (" : "not met (") + Math.round(same) + " of " + Math.round(games) + ")";
    }

    private static String sprt(Map<String, Double> figures) {
        Double diff = figures.get("chess.sprt.llr_diff");
        Double same = figures.get("chess.sprt.same_decision");
        if (diff == null || same == null) {
            return "not measured";
        }
        return (diff <= LLR_DIFF && same == 1 ? "met" : "not met") + " (LLR " + String.format(Locale.ROOT, "%.3f", diff) + " apart, "
                + (same == 1 ? "same decision" : "different decisions") + ")";
    }

    private static String format(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }
}
