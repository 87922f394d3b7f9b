package dev.arbiter.cli;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.tournament.live.LiveMove;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * Prints one line per move with its search info, for transcripts of games played by engines ({@code
 * selfplay}, the engine's moves in {@code play}):
 * {@code   12. [1] c3      value 0.25   depth 9   nodes 5478   time 3.2 ms   pv c3 a1}.
 */
final class MovePrinter {

    private final Game<?> game;
    private final PrintWriter out;

    MovePrinter(Game<?> game, PrintWriter out) {
        this.game = game;
        this.out = out;
    }

    /** Prints the move played at ply {@code ply} (counted from 1) by {@code actor}. */
    void print(int ply, int actor, LiveMove move) {
        out.printf(Locale.ROOT, "%4d. [%d] %-8s value %-12s depth %-4d nodes %-10d time %.1f ms%s%n", ply, actor,
                game.formatAction(move.action()), value(move.value()), move.depth(), move.nodes(), move.timeMs(),
                move.pv().isEmpty() ? "" : "   pv " + String.join(" ", move.pv()));
        out.flush();
    }

    private static String value(double v) {
        return Double.isNaN(v) ? "?" : Parameters.format(Math.rint(v * 1e4) / 1e4);
    }
}
