package dev.arbiter.games.marslander;

import dev.arbiter.engine.world.StdioFormat;
import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.SelfPlayShow;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * CodinGame's Mars Lander as a one-actor problem (see {@link LanderWorld} for the physics and the actions,
 * {@link LanderEvaluator} for the evaluation).
 *
 * <p>Init data, one of: {@code map:NAME} (a {@link StandardMaps standard map}); {@code SURFACE/STATE} with
 * {@code SURFACE = x_y_x_y...} and {@code STATE = X,Y,hSpeed,vSpeed,fuel,rotate,power} (what
 * {@link MapGenerator} produces); or CodinGame's own input text (surfaceN, the points, the first turn line,
 * separated by any white space). Option {@code map} chooses what {@link #createInitData} gives: a random map
 * ({@code random}, the default) or always the named standard map. Actions are written {@code rotate,power}
 * (parsed also as {@code rotate power}).
 */
public final class MarsLander implements Game<LanderWorld> {

    /**
     * Terrains kept for the surfaces seen last (a terrain holds its guidance grids, about 440 KB): enough for
     * the maps of a run played in turn, and small within an engine's heap (64 MiB besides its tree,
     * {@code EngineJvmOptions}); 512 of them would hold 225 MB, more than the whole 84 MiB heap of an engine
     * with a 10 MiB tree, which a served engine given a new random map each game would fill after about a
     * hundred games.
     */
    private static final int CACHE_LIMIT = 32;

    private final String map;
    private final Map<String, Terrain> terrains = new ConcurrentHashMap<>();

    /** A game whose new flights use {@code map}: {@code random} or a standard map name. */
    public MarsLander(String map) {
        this.map = map;
    }

    @Override
    public String name() {
        return "marslander";
    }

    @Override
    public String options() {
        return "map=" + map;
    }

    @Override
    public int actorCount() {
        return 1;
    }

    @Override
    public int maxActions() {
        return LanderWorld.MAX_ACTIONS;
    }

    @Override
    public LanderWorld newWorld() {
        return new LanderWorld(null);
    }

    @Override
    public String createInitData(SplittableRandom random) {
        return map.equals("random") ? MapGenerator.generate(random) : "map:" + map;
    }

    @Override
    public void setInitial(LanderWorld world, String initData) {
        String text = initData.trim();
        String surface;
        double[] state;
        if (text.startsWith("map:")) {
            StandardMaps.StandardMap standard = StandardMaps.named(text.substring(4).trim());
            surface = standard.surface().replace(' ', '_');
            state = numbers(standard.start(), " ", 7, initData);
        } else if (text.contains("/")) {
            int slash = text.indexOf('/');
            surface = text.substring(0, slash);
            state = numbers(text.substring(slash + 1), ",", 7, initData);
        } else {
            String[] tokens = text.split("\\s+");
            int n = tokens.length > 0 ? parseInt(tokens[0], initData) : 0;
            if (n < 2 || tokens.length != 1 + 2 * n + 7) {
                throw new IllegalArgumentException("mars lander init data: expected map:NAME, SURFACE/STATE or "
                        + "CodinGame input (surfaceN, points, turn line), got '" + initData + "'");
            }
            StringBuilder sb = new StringBuilder();
            for (int i = 1; i <= 2 * n; i++) {
                sb.append(i > 1 ? "_" : "").append(parseInt(tokens[i], initData));
            }
            surface = sb.toString();
            state = numbers(String.join(",", java.util.Arrays.copyOfRange(tokens, 1 + 2 * n, tokens.length)), ",", 7, initData);
        }
        set(world, terrain(surface), state, 0, LanderWorld.FLYING);
    }

    private static void set(LanderWorld w, Terrain terrain, double[] s, int ply, int status) {
        if (s[4] < 0 || s[4] > 2000 || s[5] < -90 || s[5] > 90 || s[6] < 0 || s[6] > 4 || s[4] != Math.rint(s[4])
                || s[5] != Math.rint(s[5]) || s[6] != Math.rint(s[6])) {
            throw new IllegalArgumentException("mars lander state: fuel 0..2000, rotate -90..90, power 0..4 (integers)");
        }
        w.terrain = terrain;
        w.x = s[0];
        w.y = s[1];
        w.hs = s[2];
        w.vs = s[3];
        w.fuel = (int) s[4];
        w.angle = (int) s[5];
        w.power = (int) s[6];
        w.ply = ply;
        w.status = status;
    }

    /** The terrain of a surface written {@code x_y_x_y...}, built once and shared by every world on it. */
    Terrain terrain(String surface) {
        Terrain known = terrains.get(surface);
        if (known != null) {
            return known;
        }
        String[] parts = surface.split("_");
        if (parts.length % 2 != 0) {
            throw new IllegalArgumentException("mars lander surface: expected x_y pairs, got '" + surface + "'");
        }
        int[] xs = new int[parts.length / 2];
        int[] ys = new int[parts.length / 2];
        for (int i = 0; i < xs.length; i++) {
            xs[i] = parseInt(parts[2 * i], surface);
            ys[i] = parseInt(parts[2 * i + 1], surface);
        }
        Terrain terrain = new Terrain(xs, ys, surface);
        if (terrains.size() >= CACHE_LIMIT) {
            terrains.clear();
        }
        terrains.put(surface, terrain);
        return terrain;
    }

    private static int parseInt(String text, String context) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("mars lander: expected an integer, got '" + text + "' in '" + context + "'");
        }
    }

    private static double[] numbers(String text, String separator, int count, String context) {
        String[] parts = text.trim().split(separator.equals(" ") ? "\\s+" : separator);
        if (parts.length != count) {
            throw new IllegalArgumentException("mars lander: expected " + count + " numbers in '" + text + "' of '" + context + "'");
        }
        double[] values = new double[count];
        for (int i = 0; i < count; i++) {
            try {
                values[i] = Double.parseDouble(parts[i].trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("mars lander: expected a number, got '" + parts[i] + "' in '" + context + "'");
            }
        }
        return values;
    }

    @Override
    public LanderWorld decodeWorld(String encoded) {
        int slash = encoded.indexOf('/');
        if (slash < 0) {
            throw new IllegalArgumentException("mars lander world: expected SURFACE/x,y,hs,vs,fuel,rotate,power,ply,status, got '"
                    + encoded + "'");
        }
        String[] parts = encoded.substring(slash + 1).split(",");
        if (parts.length != 9 || parts[8].length() != 1 || "fLC".indexOf(parts[8].charAt(0)) < 0) {
            throw new IllegalArgumentException("mars lander world: expected 9 state fields ending in f, L or C, got '"
                    + encoded + "'");
        }
        double[] state = numbers(String.join(",", java.util.Arrays.copyOf(parts, 7)), ",", 7, encoded);
        LanderWorld world = newWorld();
        set(world, terrain(encoded.substring(0, slash)), state, parseInt(parts[7], encoded), "fLC".indexOf(parts[8].charAt(0)));
        return world;
    }

    @Override
    public String formatAction(int action) {
        return LanderWorld.rotateOf(action) + "," + LanderWorld.powerOf(action);
    }

    @Override
    public int parseAction(String text) {
        String[] parts = text.trim().split("[,\\s]+");
        if (parts.length == 2) {
            try {
                int rotate = Integer.parseInt(parts[0]);
                int power = Integer.parseInt(parts[1]);
                if (rotate >= -90 && rotate <= 90 && power >= 0 && power <= 4) {
                    return LanderWorld.action(rotate, power);
                }
            } catch (NumberFormatException e) {
                // reported below
            }
        }
        throw new IllegalArgumentException("mars lander action: expected 'rotate,power' with rotate -90..90 and power 0..4, got '"
                + text + "'");
    }

    @Override
    public List<ParameterSpec> parameters() {
        return LanderEvaluator.PARAMETERS;
    }

    @Override
    public Evaluator<LanderWorld> evaluator(Parameters weights) {
        return new LanderEvaluator(weights);
    }

    /** Flights with their landing margins, traces and charts ({@link LanderShow}). */
    @Override
    public Optional<SelfPlayShow<LanderWorld>> selfPlayShow() {
        return Optional.of(new LanderShow(this));
    }

    /** CodinGame's line format for bots on standard input and output (docs/STDIO.md). */
    @Override
    public StdioFormat<LanderWorld> stdio() {
        return new LanderStdio();
    }
}
