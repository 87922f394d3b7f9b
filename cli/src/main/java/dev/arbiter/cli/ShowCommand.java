package dev.arbiter.cli;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;

/** {@code arbiter show}: prints a world as a board, with its encoding and legal actions. */
@Command(name = "show", mixinStandardHelpOptions = true, description = "Print a world of a game as a board.")
final class ShowCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Mixin
    WorldMixin position;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        show(position.game());
    }

    private <W extends World<W>> void show(Game<W> game) {
        W world = position.world(game);
        PrintWriter out = spec.commandLine().getOut();
        out.print(world.print());
        out.println("encoding: " + world.encode());
        int[] actions = new int[game.maxActions()];
        int n = world.legalActions(actions);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(i == 0 ? "" : " ").append(game.formatAction(actions[i]));
        }
        out.println("actions: " + (n == 0 ? "(none)" : sb));
        out.flush();
    }
}
