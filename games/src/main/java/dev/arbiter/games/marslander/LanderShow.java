package dev.arbiter.games.marslander;

import dev.arbiter.engine.world.Plot;
import dev.arbiter.engine.world.SelfPlayShow;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Mars Lander's self-play ({@code arbiter selfplay --game marslander}): each game is a flight of one searcher
 * over a map, reported as one line (outcome and landing margins), optionally its ASCII trace and picture, a
 * trajectory chart, and the summary over all maps ({@link FlightSummary}). One player answers every turn of
 * every flight (the command's answerer, whose deadline keeper learns across maps).
 */
final class LanderShow implements SelfPlayShow<LanderWorld> {

    private final MarsLander lander;

    LanderShow(MarsLander lander) {
        this.lander = lander;
    }

    @Override
    public int defaultMaxPlies() {
        return LanderFlight.MAX_TURNS;
    }

    @Override
    public List<Plot> play(List<Start> starts, Player<LanderWorld> player, long seed, int maxPlies, boolean trace,
                           PrintWriter out) {
        FlightSummary summary = new FlightSummary();
        List<Plot> plots = new ArrayList<>();
        for (Start start : starts) {
            LanderFlight.Flight flight;
            try {
                flight = LanderFlight.fly(lander, start.initData(), player, seed, maxPlies);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("map " + start.name() + ": " + e.getMessage(), e);
            }
            summary.add(flight);
            if (trace) {
                out.print(FlightSummary.trace(flight));
                out.print(FlightSummary.picture(flight));
            }
            out.println(FlightSummary.line(start.name(), flight));
            plots.add(plot(start.name(), flight));
            out.flush();
        }
        out.println(summary.summary());
        out.flush();
        return plots;
    }

    /**
     * The maps selected by {@code selection}: {@code random:N} (N maps generated from {@code seed}),
     * {@code standard} (the 8 CodinGame maps), or a comma list of standard map names, {@code map:NAME} or init data.
     */
    @Override
    public List<Start> starts(String selection, long seed) {
        List<Start> starts = new ArrayList<>();
        String s = selection.trim();
        if (s.startsWith("random:")) {
            int count;
            try {
                count = Integer.parseInt(s.substring(7).trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--maps random:N needs a count, got '" + selection + "'");
            }
            if (count < 1) {
                throw new IllegalArgumentException("--maps random:N needs N >= 1");
            }
            MarsLander generator = new MarsLander("random");
            SplittableRandom random = new SplittableRandom(seed);
            for (int i = 0; i < count; i++) {
                starts.add(new Start("random" + (i + 1), generator.createInitData(random.split())));
            }
        } else if (s.equals("standard")) {
            for (String name : StandardMaps.names()) {
                starts.add(new Start(name, "map:" + name));
            }
        } else {
            for (String item : s.split(",")) {
                String name = item.trim();
                if (StandardMaps.names().contains(name)) {
                    starts.add(new Start(name, "map:" + name));
                } else if (name.startsWith("map:")) {
                    starts.add(new Start(name.substring(4), name));
                } else if (name.contains("/")) {
                    starts.add(new Start("map" + (starts.size() + 1), name));
                } else {
                    throw new IllegalArgumentException("--maps: unknown map '" + name + "' (random:N, standard, or any of "
                            + String.join(", ", StandardMaps.names()) + ")");
                }
            }
        }
        return starts;
    }

    /** The flight over its terrain: the surface, the landing zone and the lander's path. */
    private static Plot plot(String name, LanderFlight.Flight flight) {
        Terrain terrain = flight.last().terrain();
        double[] sx = new double[terrain.points()];
        double[] sy = new double[terrain.points()];
        for (int i = 0; i < sx.length; i++) {
            sx[i] = terrain.x(i);
            sy[i] = terrain.y(i);
        }
        List<LanderFlight.Turn> turns = flight.trajectory();
        double[] px = new double[turns.size()];
        double[] py = new double[turns.size()];
        for (int i = 0; i < px.length; i++) {
            px[i] = turns.get(i).motion().x();
            py[i] = turns.get(i).motion().y();
        }
        int path = flight.landed() ? 0x0000FF : 0xFF0000;
        return new Plot(name + (flight.landed() ? ": landed" : ": crashed") + " after " + flight.last().ply()
                + " turns, fuel left " + flight.last().fuel(), "x (m)", "y (m)", Terrain.WIDTH, Terrain.HEIGHT, List.of(
                new Plot.Series("surface", sx, sy, 0x404040, 2f, false),
                new Plot.Series("landing zone", new double[] {terrain.flatLeft(), terrain.flatRight()},
                        new double[] {terrain.flatY(), terrain.flatY()}, 0x009600, 5f, false),
                new Plot.Series("lander", px, py, path, 1f, true)));
    }
}
