package dev.arbiter.cli;

import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.server.Engine;
import dev.arbiter.engine.server.EngineOptions;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * {@code arbiter debug}: MiniFrame's debug console over one engine (see {@link DebugConsole}). Interactive
 * with line editing and history at a terminal; with {@code --script} or a standard input that is not a
 * terminal, the commands are read from there and echoed with their output, and the exit code is 1 if any
 * command failed.
 */
@Command(name = "debug", mixinStandardHelpOptions = true,
        description = {"Step a search by hand and walk its tree (MiniFrame's debug mode).",
            "Commands: memory, world, actions, step [N], child [ACTION], parent, root, actual, pv, help, quit."})
final class DebugCommand extends InputCommand {

    @Mixin
    Verbosity verbosity;

    @Mixin
    WorldMixin position;

    @Mixin
    EngineOptions engineOptions;

    @Option(names = "--script", paramLabel = "FILE", description = "Read the commands from FILE (echoed with their output).")
    Path script;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        debug(position.game());
    }

    private <W extends World<W>> void debug(Game<W> game) {
        PrintWriter out = spec.commandLine().getOut();
        W world = position.world(game);
        Engine<W> engine = engineOptions.build(game);
        Searcher<W> searcher = engine.searcher();
        searcher.setWorld(world);
        DebugConsole<W> console = new DebugConsole<>(game, searcher, engine.limits(), out);
        int failures = 0;
        try (LineSource lines = LineSource.open(in, script, out)) {
            if (lines.interactive()) {
                out.println("arbiter debug: " + game.name() + " with " + searcher.algorithm() + "; type help for the commands");
                out.flush();
            }
            String line;
            while ((line = lines.read("debug> ")) != null) {
                try {
                    if (!console.execute(line)) {
                        break;
                    }
                } catch (DebugConsole.CommandException e) {
                    out.println("error: " + e.getMessage());
                    out.flush();
                    failures++;
                }
            }
            if (!lines.interactive() && failures > 0) {
                throw new ArbiterException(ExitCodes.FAILURE, failures + " debug command" + (failures == 1 ? "" : "s")
                        + " failed");
            }
        }
    }
}
