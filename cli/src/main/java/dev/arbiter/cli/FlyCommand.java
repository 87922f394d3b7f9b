package dev.arbiter.cli;

import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.games.marslander.LanderFlight;
import dev.arbiter.games.marslander.LanderWorld;
import dev.arbiter.games.marslander.MarsLander;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.List;

/**
 * {@code arbiter fly}: flies Mars Lander maps turn by turn with one engine (the searcher is given the actual
 * world every turn, as the engine server would be) and prints per map whether it landed, with the landing
 * margins, then a summary; optionally an ASCII trace and a trajectory plot.
 */
@Command(name = "fly", mixinStandardHelpOptions = true,
        description = "Fly Mars Lander maps with one engine and report landings, margins and the slowest turn.")
final class FlyCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Mixin
    GameMixin gameMixin;

    @Mixin
    EngineMixin engineMixin;

    @Option(names = "--maps", defaultValue = "standard", paramLabel = "MAPS",
            description = "random:N (N maps generated from --seed), standard (the 8 CodinGame maps), or a comma "
                    + "list of standard map names or init data (default: ${DEFAULT-VALUE}).")
    String maps;

    @Option(names = "--trace", description = "Print every turn: x, y, hSpeed, vSpeed, fuel, angle, power, search ms.")
    boolean trace;

    @Option(names = "--png", paramLabel = "FILE",
            description = "Write a trajectory plot (one file per map, the map name added when there are several).")
    Path png;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        Game<?> game = gameMixin.create();
        if (!(game instanceof MarsLander lander)) {
            throw ArbiterException.usage("fly needs --game marslander, got " + game.name());
        }
        SearchLimits limits = engineMixin.limits();
        if (limits.unlimited()) {
            throw ArbiterException.usage("give a budget: --time-ms, --nodes or --depth");
        }
        List<LanderFlights.MapCase> cases = LanderFlights.cases(maps, engineMixin.seed);
        Searcher<LanderWorld> searcher = engineMixin.build(lander).searcher();
        LanderFlights.fly(lander, cases, searcher, limits, engineMixin.seed, LanderFlight.MAX_TURNS, trace, png,
                spec.commandLine().getOut());
    }
}
