package dev.arbiter.cli;

import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.server.EngineSettings;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.results.AtomicFiles;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.awt.Color;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * {@code arbiter nodes}: how many nodes each of several searchers needs to finish each depth, over a set of
 * positions, and whether they choose the same action as the first (the reference) and find the same root
 * value (a different action of the same value is a tie broken otherwise). The question of the
 * Mancala article (minimax's b^d against alpha-beta's about b^(d/2), the same decision) and of the plug-in
 * minimax article's ablation (what each search feature saves to reach the same depth). Deterministic: a
 * depth budget, no clock; each search starts afresh ({@code newGame}), so positions do not share tables.
 */
@Command(name = "nodes", mixinStandardHelpOptions = true,
        description = "Count the nodes searchers need to complete each depth over a set of positions, with 95%% "
                + "intervals, and how often each chooses the first searcher's action.")
final class NodesCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Mixin
    GameMixin gameOptions;

    @Option(names = "--engine", required = true, paramLabel = "NAME=ALGO[:K=V,...]",
            description = "A searcher: a name, an algorithm and its settings or evaluation weights, e.g. "
                    + "'minimax=abp:cutoffs=0,tt=0' (repeatable; the first is the reference).")
    List<String> engines = new ArrayList<>();

    @Option(names = "--depths", defaultValue = "1..6", paramLabel = "FROM..TO",
            description = "Depths to search (default ${DEFAULT-VALUE}).")
    String depths;

    @Option(names = "--positions", defaultValue = "50", paramLabel = "N",
            description = "Positions drawn from the game's init data (give the game an openings option, e.g. "
                    + "mancala:openings=8), default ${DEFAULT-VALUE}.")
    int positions;

    @Option(names = "--openings", paramLabel = "FILE",
            description = "Read the positions from FILE instead: one init data per line ('#' comments).")
    Path openings;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "SEED",
            description = "Seed of the drawn positions and of the searchers (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--csv", paramLabel = "FILE",
            description = "Also write every figure as CSV (depth, engine, positions, mean, low, high, ratio, "
                    + "ratio_low, ratio_high, same, same_low, same_high, same_value: positions where the root "
                    + "value equals the reference's).")
    Path csv;

    @Option(names = "--png", paramLabel = "FILE", description = "Also plot the mean nodes per depth (log scale).")
    Path png;

    @Spec
    CommandSpec spec;

    /** One {@code --engine}: its name and settings. */
    private record Entry(String name, EngineSettings settings) {
    }

    @Override
    public void run() {
        run(gameOptions.create());
    }

    private <W extends World<W>> void run(Game<W> game) {
        int[] range = depthRange();
        List<Entry> entries = entries();
        List<String> inits = inits(game);
        List<W> worlds = new ArrayList<>();
        for (String init : inits) {
            try {
                W world = game.initialWorld(init);
                if (!world.isEnd()) {
                    worlds.add(world);
                }
            } catch (IllegalArgumentException e) {
                throw ArbiterException.usage((openings == null ? "init data" : openings.toString()) + ": "
                        + e.getMessage());
            }
        }
        if (worlds.isEmpty()) {
            throw ArbiterException.usage("no position to search (every one has ended)");
        }
        List<Searcher<W>> searchers = new ArrayList<>();
        for (Entry e : entries) {
            try {
                searchers.add(e.settings().build(game).searcher());
            } catch (IllegalArgumentException ex) {
                throw ArbiterException.usage("--engine " + e.name() + ": " + ex.getMessage());
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "%s, %d positions (%d distinct), seed %d%n", game.name() + ":" + game.options(),
                worlds.size(), inits.stream().distinct().count(), seed);
        out.printf(Locale.ROOT, "%-5s %-14s %12s %25s %9s %20s %16s %5s%n", "depth", "engine", "mean nodes",
                "95% interval", "x ref", "95% interval", "same action", "same value");
        StringBuilder table = new StringBuilder(
                "depth,engine,positions,mean,low,high,ratio,ratio_low,ratio_high,same,same_low,same_high,same_value\n");
        Map<String, double[]> curves = new LinkedHashMap<>();
        for (Entry e : entries) {
            curves.put(e.name(), new double[range[1] - range[0] + 1]);
        }
        int n = worlds.size();
        for (int depth = range[0]; depth <= range[1]; depth++) {
            long[][] nodes = new long[entries.size()][n];
            int[][] actions = new int[entries.size()][n];
            double[][] values = new double[entries.size()][n];
            for (int s = 0; s < searchers.size(); s++) {
                Searcher<W> searcher = searchers.get(s);
                for (int i = 0; i < n; i++) {
                    searcher.newGame(seed);
                    searcher.setWorld(worlds.get(i));
                    SearchResult r = searcher.search(SearchLimits.depth(depth));
                    nodes[s][i] = r.nodes();
                    actions[s][i] = r.action();
                    values[s][i] = r.value();
                }
            }
            for (int s = 0; s < entries.size(); s++) {
                boolean[] same = new boolean[n];
                int sameValue = 0;
                for (int i = 0; i < n; i++) {
                    same[i] = actions[s][i] == actions[0][i];
                    sameValue += values[s][i] == values[0][i] ? 1 : 0;
                }
                TreeSizeSummary t = TreeSizeSummary.of(nodes[s], nodes[0], same);
                String name = entries.get(s).name();
                TreeSizeSummary.Estimate mean = t.mean();
                TreeSizeSummary.Estimate ratio = t.ratio();
                curves.get(name)[depth - range[0]] = mean.value();
                out.printf(Locale.ROOT, "%-5d %-14s %12.1f [%11.1f, %11.1f] %9.4f [%8.4f, %8.4f] %4d/%-4d %3.0f%% %5d%n",
                        depth, name, mean.value(), mean.low(), mean.high(), ratio.value(), ratio.low(), ratio.high(),
                        t.same(), t.positions(), 100.0 * t.same() / t.positions(), sameValue);
                table.append(String.format(Locale.ROOT, "%d,%s,%d,%.3f,%.3f,%.3f,%.6f,%.6f,%.6f,%d,%.4f,%.4f,%d%n",
                        depth, name, t.positions(), mean.value(), mean.low(), mean.high(), ratio.value(), ratio.low(),
                        ratio.high(), t.same(), t.sameShare().low(), t.sameShare().high(), sameValue));
            }
            out.flush();
        }
        write(table.toString(), range, curves, game.name());
    }

    private void write(String table, int[] range, Map<String, double[]> curves, String gameName) {
        try {
            if (csv != null) {
                AtomicFiles.write(csv, table.getBytes(StandardCharsets.UTF_8));
            }
            if (png != null) {
                double[] x = new double[range[1] - range[0] + 1];
                for (int i = 0; i < x.length; i++) {
                    x[i] = range[0] + i;
                }
                XYChart chart = new XYChartBuilder().width(800).height(500)
                        .title(gameName + ": mean nodes to complete each depth").xAxisTitle("depth")
                        .yAxisTitle("nodes (log scale)").build();
                chart.getStyler().setYAxisLogarithmic(true).setChartBackgroundColor(Color.WHITE);
                curves.forEach((name, y) -> chart.addSeries(name, x, y));
                AtomicFiles.write(png, BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG));
            }
        } catch (IOException e) {
            throw ArbiterException.failure("cannot write the output: " + e.getMessage(), e);
        }
    }

    private int[] depthRange() {
        String[] parts = depths.split("\\.\\.", -1);
        try {
            int from = Integer.parseInt(parts[0].trim());
            int to = parts.length == 2 ? Integer.parseInt(parts[1].trim()) : from;
            if (parts.length <= 2 && from >= 1 && to >= from && to <= 64) {
                return new int[] {from, to};
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw ArbiterException.usage("option '--depths': expected FROM..TO with 1 <= FROM <= TO <= 64, got '"
                + depths + "'");
    }

    private List<Entry> entries() {
        List<Entry> list = new ArrayList<>();
        for (String text : engines) {
            int eq = text.indexOf('=');
            if (eq <= 0) {
                throw ArbiterException.usage("option '--engine': expected NAME=ALGO[:K=V,...], got '" + text + "'");
            }
            String name = text.substring(0, eq);
            String rest = text.substring(eq + 1);
            int colon = rest.indexOf(':');
            String algorithm = colon < 0 ? rest : rest.substring(0, colon);
            Map<String, String> params = new LinkedHashMap<>();
            if (colon >= 0 && colon + 1 < rest.length()) {
                for (String pair : rest.substring(colon + 1).split(",")) {
                    int e = pair.indexOf('=');
                    if (e <= 0) {
                        throw ArbiterException.usage("option '--engine': expected K=V in '" + text + "', got '"
                                + pair + "'");
                    }
                    params.put(pair.substring(0, e).trim(), pair.substring(e + 1).trim());
                }
            }
            if (list.stream().anyMatch(x -> x.name().equals(name))) {
                throw ArbiterException.usage("option '--engine': the name '" + name + "' is given twice");
            }
            list.add(new Entry(name, new EngineSettings(algorithm, params, seed, SearchLimits.depth(1))));
        }
        return list;
    }

    private List<String> inits(Game<?> game) {
        if (openings != null) {
            try {
                return Files.readAllLines(openings, StandardCharsets.UTF_8).stream().map(String::trim)
                        .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
            } catch (IOException e) {
                throw ArbiterException.usage("cannot read " + openings + ": " + e.getMessage());
            }
        }
        if (positions < 1) {
            throw ArbiterException.usage("option '--positions': expected at least 1, got " + positions);
        }
        SplittableRandom random = new SplittableRandom(seed);
        List<String> list = new ArrayList<>();
        for (int i = 0; i < positions; i++) {
            list.add(game.createInitData(random));
        }
        return list;
    }
}
