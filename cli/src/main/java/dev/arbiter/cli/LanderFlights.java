package dev.arbiter.cli;

import dev.arbiter.engine.search.MoveAnswerer;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.server.ServeSettings;
import dev.arbiter.games.marslander.FlightSummary;
import dev.arbiter.games.marslander.LanderFlight;
import dev.arbiter.games.marslander.LanderWorld;
import dev.arbiter.games.marslander.MarsLander;
import dev.arbiter.games.marslander.StandardMaps;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Flies Mars Lander maps one after the other with one searcher and reports them, for
 * {@code arbiter selfplay --game marslander}: one line per map (outcome and landing margins), optionally the
 * ASCII trace and a trajectory plot per map, then the summary over all maps. Under a time limit the searcher
 * warms up first, as an engine server does, so that the first map's first turns are not the slowest.
 */
final class LanderFlights {

    /** One map to fly: a name for the report and its init data. */
    record MapCase(String name, String initData) {
    }

    private LanderFlights() {
    }

    /**
     * Flies every case and prints the report to {@code out}.
     *
     * @param png where to write the trajectory plot, the map name added when there are several; null for none
     * @return the summary, for callers that act on the number landed
     */
    static FlightSummary fly(MarsLander lander, List<MapCase> cases, Searcher<LanderWorld> searcher, SearchLimits limits,
                             long seed, int maxTurns, boolean trace, Path png, PrintWriter out) {
        FlightSummary summary = new FlightSummary();
        MoveAnswerer<LanderWorld> engine = new MoveAnswerer<>(searcher);
        if (limits.timeMs() > 0) {
            engine.warmUp(lander, limits, ServeSettings.DEFAULT_WARM_UP_MS, seed);
        }
        for (MapCase c : cases) {
            LanderFlight.Flight flight;
            try {
                flight = LanderFlight.fly(lander, c.initData(), engine, limits, seed, maxTurns);
            } catch (IllegalArgumentException e) {
                throw ArbiterException.usage("map " + c.name() + ": " + e.getMessage());
            }
            summary.add(flight);
            if (trace) {
                out.print(FlightSummary.trace(flight));
                out.print(FlightSummary.picture(flight));
            }
            out.println(FlightSummary.line(c.name(), flight));
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
        return summary;
    }

    /**
     * The maps selected by {@code spec}: {@code random:N} (N maps generated from {@code seed}), {@code standard}
     * (the 8 CodinGame maps), or a comma list of standard map names, {@code map:NAME} or init data.
     */
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
