package dev.arbiter.cli;

import dev.arbiter.engine.server.Engine;
import dev.arbiter.engine.server.EngineOptions;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.referee.OpeningGenerator;
import dev.arbiter.tournament.results.AtomicFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * {@code arbiter openings}: writes a balanced set of start positions for {@code openings:} in a qualification
 * ({@link OpeningGenerator}): random plies from the start, kept when a search values them near even.
 */
@Command(name = "openings", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Generate balanced start positions: random plies from the start, kept when a search (--algo with "
                + "--depth, --nodes or --time-ms) values them within --margin of even.",
            "One init per line in the game's encoding, for 'openings:' in a qualify file (docs/QUALIFY.md)."})
final class OpeningsCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Mixin
    GameMixin gameMixin;

    @Option(names = "--plies", required = true, paramLabel = "N", description = "Random plies from the start.")
    int plies;

    @Option(names = "--count", defaultValue = "100", paramLabel = "N", description = "Positions to write (default 100).")
    int count;

    @Option(names = "--margin", required = true, paramLabel = "VALUE",
            description = "Keep a position when the search's value for the side to move is within this of 0.")
    double margin;

    @Option(names = "--out", paramLabel = "FILE", description = "The file to write (default: standard output).")
    Path out;

    @Mixin
    EngineOptions engineOptions;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        if (plies < 1 || count < 1 || !(margin >= 0)) {
            throw ArbiterException.usage("--plies and --count must be positive and --margin at least 0");
        }
        if (engineOptions.limits().unlimited()) {
            throw ArbiterException.usage("give the search a budget: --depth, --nodes or --time-ms");
        }
        generate(gameMixin.create());
    }

    private <W extends World<W>> void generate(Game<W> game) {
        Engine<W> engine = engineOptions.build(game);
        OpeningGenerator.Result result;
        try {
            result = new OpeningGenerator<>(game, engine.searcher(), engine.limits()).generate(plies, count, margin,
                    engineOptions.seed());
        } catch (IllegalArgumentException e) {
            throw ArbiterException.usage(e.getMessage());
        }
        StringBuilder text = new StringBuilder();
        text.append(String.format("# arbiter openings --game %s --plies %d --margin %s --algo %s --seed %d: %d positions%n",
                game.name() + (game.options().isEmpty() ? "" : ":" + game.options()), plies, Parameters.format(margin),
                engineOptions.algorithm(), engineOptions.seed(), result.inits().size()));
        result.inits().forEach(init -> text.append(init).append('\n'));
        PrintWriter err = spec.commandLine().getErr();
        if (out == null) {
            PrintWriter stdout = spec.commandLine().getOut();
            stdout.print(text);
            stdout.flush();
        } else {
            try {
                AtomicFiles.write(out, text.toString().getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw ArbiterException.failure("cannot write " + out + ": " + e.getMessage(), e);
            }
        }
        err.printf("%d positions from %d random lines (%d outside the margin, %d repeated)%s%n", result.inits().size(),
                result.tried(), result.unbalanced(), result.repeated(), out == null ? "" : "; written to " + out);
        err.flush();
        if (result.inits().size() < count) {
            throw ArbiterException.failure("found only " + result.inits().size() + " of " + count
                    + " positions: widen --margin or change --plies", null);
        }
    }
}
