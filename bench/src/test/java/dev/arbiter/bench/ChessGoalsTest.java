package dev.arbiter.bench;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The chess bench ends with each goal's verdict, met or not, from the figures of its run. */
class ChessGoalsTest {

    @Test
    void eachGoalIsMetOnlyWhenEveryFigureOfItIsWithinItsBoundAndUnmeasuredWhenItsFiguresAreMissing() {
        Map<String, Double> figures = Map.of(
                "chess.rm.g20.c1.per_game_ratio", 3.96,
                "chess.rm.g200.c2.per_game_ratio", 0.9,
                "chess.rm.g20.c1.no_report.per_game_ratio", 0.95,
                "chess.rm.g20.c1.tree_rss_ratio", 8.5,
                "chess.sf.g40.c2.tree_rss_ratio", 0.99,
                "chess.sf.games", 40.0,
                "chess.sf.identical_games", 40.0,
                "chess.sprt.llr_diff", 0.001,
                "chess.sprt.same_decision", 1.0);
        assertThat(ChessGoals.note(figures)).containsExactly(
                "chess goal: per-game time at most 1.0x fastchess's with the random movers, like for like (Arbiter"
                        + " with --no-report, as fastchess writes no HTML report): met (0.95x); with the report: not met"
                        + " (0.90-3.96x)",
                "chess goal: process tree within 1.5x fastchess's with the random movers: not met (8.50x) (a JVM alone"
                        + " is more: docs/BENCHMARKS.md); with Stockfish: met (0.99x)",
                "chess goal: identical Stockfish games: met (40 of 40)",
                "chess goal: the same SPRT decision as fastchess, LLR within 0.01: met (LLR 0.001 apart, same decision)");

        assertThat(ChessGoals.note(Map.of("chess.sf.games", 40.0, "chess.sf.identical_games", 39.0,
                "chess.sprt.llr_diff", 0.02, "chess.sprt.same_decision", 1.0)))
                .contains("chess goal: identical Stockfish games: not met (39 of 40)",
                        "chess goal: the same SPRT decision as fastchess, LLR within 0.01: not met (LLR 0.020 apart,"
                                + " same decision)")
                .first().asString().endsWith("HTML report): not measured; with the report: not measured");
    }
}
