package dev.arbiter.cli;

import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.games.marslander.LanderFlight;
import dev.arbiter.games.marslander.LanderWorld;
import dev.arbiter.games.marslander.MarsLander;
import dev.arbiter.games.marslander.StandardMaps;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

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

    /** One map to fly: a name for the report and its init data. */
    record MapCase(String name, String initData) {
    }

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
        List<MapCase> cases = cases(maps, engineMixin.seed);
        Searcher<LanderWorld> searcher = engineMixin.build(lander).searcher();
        PrintWriter out = spec.commandLine().getOut();
        FlightSummary summary = new FlightSummary();
        for (MapCase c : cases) {
            LanderFlight.Flight flight;
            try {
                flight = LanderFlight.fly(lander, c.initData(), searcher, limits, engineMixin.seed);
            } catch (IllegalArgumentException e) {
                throw ArbiterException.usage("map " + c.name() + ": " + e.getMessage());
            }
            summary.add(flight);
            out.println(FlightSummary.line(c.name(), flight));
            if (trace) {
                out.print(FlightSummary.trace(flight));
            }
            if (png != null) {
                Path file = cases.size() == 1 ? png : withSuffix(png, c.name());
                try {
                    TrajectoryPlot.write(c.name(), flight, file);
                } catch (IOException e) {
                    throw ArbiterException.failure("cannot write " + file + ": " + e.getMessage(), e);
                }
            }
            out.flush();
        }
        out.println(summary.summary());
        out.flush();
    }

    /** The maps selected by {@code spec}. */
    static List<MapCase> cases(String spec, long seed) {
        List<MapCase> cases = new ArrayList<>();
        String s = spec.trim();
        if (s.startsWith("random:")) {
            int count;
            try {
                count = Integer.parseInt(s.substring(7).trim());
            } catch (NumberFormatException e) {
                throw ArbiterException.usage("--maps random:N needs a count, got '" + spec + "'");
            }
            if (count < 1) {
                throw ArbiterException.usage("--maps random:N needs N >= 1");
            }
            MarsLander generator = new MarsLander("random");
            SplittableRandom random = new SplittableRandom(seed);
            for (int i = 0; i < count; i++) {
                cases.add(new MapCase("random" + (i + 1), generator.createInitData(random.split())));
            }
        } else if (s.equals("standard")) {
            for (String name : StandardMaps.names()) {
                cases.add(new MapCase(name, "map:" + name));
            }
        } else {
            for (String item : s.split(",")) {
                String name = item.trim();
                if (StandardMaps.names().contains(name)) {
                    cases.add(new MapCase(name, "map:" + name));
                } else if (name.startsWith("map:")) {
                    cases.add(new MapCase(name.substring(4), name));
                } else if (name.contains("/")) {
                    cases.add(new MapCase("map" + (cases.size() + 1), name));
                } else {
                    throw ArbiterException.usage("--maps: unknown map '" + name + "' (random:N, standard, or any of "
                            + String.join(", ", StandardMaps.names()) + ")");
                }
            }
        }
        return cases;
    }

    private static Path withSuffix(Path file, String name) {
        String base = file.getFileName().toString();
        int dot = base.lastIndexOf('.');
        String named = dot < 0 ? base + "-" + name : base.substring(0, dot) + "-" + name + base.substring(dot);
        return file.resolveSibling(named);
    }
}
