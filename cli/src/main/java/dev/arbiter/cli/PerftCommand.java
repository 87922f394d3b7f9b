package dev.arbiter.cli;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.Perft;
import dev.arbiter.engine.world.PerftCounter;
import dev.arbiter.engine.world.World;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;

/** {@code arbiter perft}: counts leaves per depth and reports leaves per second. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Count the leaves of the game tree at each depth up to --depth (checks move generation).")
final class PerftCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Mixin
    WorldMixin position;

    @Option(names = {"-d", "--depth"}, required = true, paramLabel = "D", description = "Deepest depth to count.")
    int depth;

    @Option(names = "--early-ends", negatable = true,
            description = "Count a game that ends before the depth as one leaf (Aart Bik's convention, used for "
                    + "Reversi), or not (--no-early-ends: only sequences of exactly D plies count). Default: the "
                    + "convention of the game's published perft counts.")
    Boolean earlyEnds;

    @Option(names = "--bulk", description = "Count the last ply's legal actions without making them (faster; "
            + "default: make every leaf's action, as most published perft speeds do).")
    boolean bulk;

    @Option(names = "--divide", description = "Also print, for the deepest depth, each first action's count "
            + "('e2e4: 600', as Stockfish's go perft prints them) and their total.")
    boolean divide;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        if (depth < 1 || depth > 64) {
            throw ArbiterException.usage("--depth: expected 1..64, got " + depth);
        }
        perft(position.game());
    }

    private <W extends World<W>> void perft(Game<W> game) {
        W root = position.world(game);
        Perft.Convention convention = earlyEnds == null ? game.perftConvention()
                : earlyEnds ? Perft.Convention.EARLY_END_IS_LEAF : Perft.Convention.EXACT_DEPTH;
        PerftCounter<W> perft = game.perftCounter(depth, convention,
                bulk ? Perft.Counting.BULK : Perft.Counting.MAKE_EVERY_LEAF);
        PrintWriter out = spec.commandLine().getOut();
        out.println(bulk ? "counting: bulk (the last ply's actions are counted, not made)"
                : "counting: every leaf made (--bulk counts the last ply without making it)");
        out.printf("%-6s %16s %10s %14s%n", "depth", "leaves", "ms", "leaves/s");
        for (int d = 1; d <= depth; d++) {
            long start = System.nanoTime();
            long leaves = perft.count(root, d);
            long nanos = Math.max(1, System.nanoTime() - start);
            out.printf("%-6d %,16d %10.1f %,14d%n", d, leaves, nanos / 1e6, (long) (leaves * 1e9 / nanos));
            out.flush();
        }
        if (divide) {
            divide(game, root, perft, out);
        }
    }

    private <W extends World<W>> void divide(Game<W> game, W root, PerftCounter<W> perft, PrintWriter out) {
        int[] actions = new int[game.maxActions()];
        int n = root.legalActions(actions);
        W child = game.newWorld();
        long total = 0;
        out.println();
        for (int i = 0; i < n; i++) {
            child.copyFrom(root);
            child.apply(actions[i]);
            long leaves = perft.count(child, depth - 1);
            total += leaves;
            out.println(game.formatAction(actions[i]) + ": " + leaves);
        }
        out.println();
        out.println("Nodes searched: " + total);
        out.flush();
    }
}
