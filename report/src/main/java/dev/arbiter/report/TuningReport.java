package dev.arbiter.report;

import dev.arbiter.elo.EloEstimate;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.evolution.DeState;
import dev.arbiter.evolution.ParameterSpace;
import dev.arbiter.report.Page.Cell;
import dev.arbiter.report.Page.SectionBuilder;
import dev.arbiter.tuning.TuningCheckpoint.GenerationRow;
import dev.arbiter.tuning.TuningConfig;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.XYChart;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The page of a tuning run: the recommendation against the seed vector, each parameter's trajectory over the
 * generations (the population's spread as a band, the recommendation as a line, the bounds as the axis, the seed
 * marked), the estimated gain of the recommendation over the seed against games played, the validation match, the
 * duels per generation with the replacement rate, the final population in parallel coordinates, and the
 * configuration with its seed.
 */
final class TuningReport {

    private static final Color SEED = new Color(0x333333);
    private static final Color RECOMMENDED = Charts.colour(1);
    private static final Color SEARCH = Charts.colour(0);

    private final TuningData data;
    private final String configText;
    private final Plotter plotter;

    /** The page of {@code data}, its plots drawn by {@code plotter}. */
    TuningReport(TuningData data, String configText, Plotter plotter) {
        this.data = data;
        this.configText = configText;
        this.plotter = plotter;
    }

    /** The page. */
    Page page(String written) {
        TuningConfig config = data.config;
        List<SectionBuilder> sections = new ArrayList<>();
        sections.add(recommendation());
        sections.add(trajectories());
        sections.add(gain());
        sections.add(validation());
        sections.add(generations());
        sections.add(population());
        sections.add(configuration());
        List<String> names = config.problem().names();
        return new Page("Tuning: " + config.rules().game(), Format.plural(names.size(), "parameter") + " ("
                + String.join(", ", names) + "), budget " + config.problem().budget().describe(), facts(),
                SectionBuilder.buildAll(sections), written);
    }

    private List<Page.Fact> facts() {
        TuningConfig config = data.config;
        List<Page.Fact> facts = new ArrayList<>();
        facts.add(new Page.Fact("game", config.rules().game()));
        facts.add(new Page.Fact("seed", Long.toString(config.problem().seed())));
        long generations = data.generations.size();
        long pairs = data.pairs;
        facts.add(new Page.Fact("tuning", Format.plural(generations, "generation") + ", " + Format.plural(pairs, "pair")
                + " (" + Format.plural(2 * pairs, "game") + ")" + (data.checkpoint == null ? ""
                : ", " + Format.fixed(data.checkpoint.elapsedMs() / 3_600_000.0, 2) + " h")));
        facts.add(new Page.Fact("recommended", vectorText(data.recommendation())));
        facts.add(new Page.Fact("validation", data.validation == null ? "not played yet"
                : matchLine(data.validation)));
        return facts;
    }

    private String vectorText(double[] v) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < v.length; i++) {
            parts.add(data.config.problem().names().get(i) + "=" + value(i, v[i]));
        }
        return String.join(", ", parts);
    }

    private String value(int i, double v) {
        return data.config.problem().space().isInteger(i) ? Format.plain(Math.rint(v)) : Format.fixed(v, precision(i));
    }

    /** Decimals that show a parameter to about a thousandth of its range. */
    private int precision(int i) {
        double width = data.config.problem().space().width(i);
        return width <= 0 ? 3 : Math.max(0, Math.min(6, 3 - (int) Math.floor(Math.log10(width))));
    }

    private static String matchLine(TuningData.Match m) {
        Pentanomial p = m.total();
        if (p.pairs() == 0) {
            return "no pair played yet" + (m.planned() > 0 ? " of " + m.planned() : "");
        }
        EloEstimate e = p.elo();
        long[] c = p.counts();
        return String.format(Locale.ROOT, "recommended vs %s %s Elo %s (95%%), %s%s, pentanomial [%d, %d, %d, %d, "
                        + "%d], LOS %s", m.baseline(), Format.signed(e.elo(), 1), e.intervalText(),
                Format.plural(p.pairs(), "pair"), m.planned() > 0 ? " of " + m.planned() : "", c[0], c[1], c[2], c[3], c[4],
                Format.percent(p.los(), 1));
    }

    private SectionBuilder recommendation() {
        SectionBuilder s = new SectionBuilder("recommendation", "Recommendation");
        TuningConfig config = data.config;
        ParameterSpace space = config.problem().space();
        double[] seed = config.problem().seedVector();
        double[] rec = data.recommendation();
        s.note(data.generations.isEmpty() ? "No generation has completed yet: the recommendation is still the seed vector."
                : "The tuner's recommendation after generation " + data.generations.get(data.generations.size() - 1)
                .generation() + (data.checkpoint != null && data.checkpoint.validation() != null
                ? " (the vector the validation match plays)." : "."));
        List<List<Cell>> rows = new ArrayList<>();
        for (int i = 0; i < seed.length; i++) {
            double move = (rec[i] - seed[i]) / space.width(i);
            rows.add(List.of(Cell.text(config.problem().names().get(i)), Cell.number(value(i, space.low(i)), space.low(i)),
                    Cell.number(value(i, space.high(i)), space.high(i)), Cell.number(value(i, seed[i]), seed[i]),
                    Cell.number(value(i, rec[i]), rec[i]), Cell.number(Format.signed(100 * move, 1) + "%", move)));
        }
        s.table(new Page.Table("recommendation-table", "Each parameter: bounds, seed and recommendation",
                List.of("parameter", "min", "max", "seed", "recommended", "moved (% of range)"), rows, true));
        return s;
    }

    private SectionBuilder trajectories() {
        SectionBuilder s = new SectionBuilder("trajectories", "Parameter trajectories");
        List<GenerationRow> rows = data.generations;
        if (rows.isEmpty()) {
            return s.note("No generation has completed yet.");
        }
        s.note("One plot per parameter, its axis spanning the parameter's bounds: the population's mean ± one standard "
                + "deviation (band, clipped to the bounds), the population mean (thin line), the recommendation (thick line) and "
                + "the seed value (dashed line), after every generation. A band that narrows around a line is a parameter "
                + "that converged; one still as wide as the bounds is one the games do not decide.");
        ParameterSpace space = data.config.problem().space();
        double[] seed = data.config.problem().seedVector();
        int n = rows.size();
        double[] x = new double[n + 1];
        for (int k = 0; k < n; k++) {
            x[k + 1] = rows.get(k).generation();
        }
        for (int i = 0; i < seed.length; i++) {
            double[] rec = new double[n + 1];
            double[] mean = new double[n + 1];
            double[] low = new double[n + 1];
            double[] high = new double[n + 1];
            rec[0] = seed[i];
            mean[0] = seed[i];
            low[0] = seed[i];
            high[0] = seed[i];
            for (int k = 0; k < n; k++) {
                GenerationRow r = rows.get(k);
                rec[k + 1] = r.recommended()[i];
                mean[k + 1] = r.mean()[i];
                low[k + 1] = Math.max(space.low(i), r.mean()[i] - r.sd()[i]);
                high[k + 1] = Math.min(space.high(i), r.mean()[i] + r.sd()[i]);
            }
            String name = data.config.problem().names().get(i);
            XYChart chart = Charts.xy(Charts.HALF, Charts.SHORT + 30, name, "generation (0 = seed)", name + " (parameter value)");
            Charts.band(chart, "mean ± sd", x, low, high, SEARCH, true);
            Charts.line(chart, "mean", x, mean, SEARCH, 1f, false);
            Charts.line(chart, "recommended", x, rec, RECOMMENDED, 2.5f, n < 30);
            Charts.dashed(chart, "seed", new double[] {0, x[n]}, new double[] {seed[i], seed[i]}, SEED);
            chart.getStyler().setYAxisMin(space.low(i)).setYAxisMax(space.high(i)).setXAxisMin(0.0)
                    .setYAxisDecimalPattern(space.width(i) >= 1000 ? "#,##0" : null);
            s.figure(plotter.plot("trajectory-" + i, chart, "Trajectory of " + name + " over the generations",
                    name + ": bounds [" + value(i, space.low(i)) + ", " + value(i, space.high(i)) + "], seed "
                            + value(i, seed[i]) + ", recommended " + value(i, data.recommendation()[i]) + "."));
        }
        return s;
    }

    private SectionBuilder gain() {
        SectionBuilder s = new SectionBuilder("gain", "Estimated gain over the seed");
        List<TuningData.Gain> fitted = data.gains.stream().filter(g -> g.gain() != null).toList();
        if (fitted.isEmpty()) {
            return s.note(data.generations.isEmpty() ? "No generation has completed yet."
                    : "Too few pairs so far to fit the response surface (it needs more pairs than its "
                    + Format.plural(coefficients(), "coefficient") + ").");
        }
        s.note("The Elo of each generation's recommendation over the seed vector as a quadratic response surface fitted "
                + "to every tuning pair played by then predicts it (the surface the tuner itself fits, after Coulom's "
                + "CLOP), with its 95% interval under that model. It costs no games but holds only as far as a quadratic "
                + "describes the landscape; the validation match below measures the same difference directly.");
        int n = fitted.size();
        double[] x = new double[n];
        double[] y = new double[n];
        double[] low = new double[n];
        double[] high = new double[n];
        List<List<Cell>> rows = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            TuningData.Gain g = fitted.get(k);
            x[k] = g.games();
            y[k] = g.gain().elo();
            low[k] = g.gain().lower();
            high[k] = g.gain().upper();
            rows.add(List.of(Cell.number(Integer.toString(g.generation()), g.generation()), Cell.number(Format.count(g.games()),
                    g.games()), Cell.number(Format.signed(y[k], 1), y[k]), Cell.number("[" + Format.signed(low[k], 1) + ", "
                    + Format.signed(high[k], 1) + "]", low[k])));
        }
        double[] axis = Charts.Range.cutBands(x, y, low, high);
        XYChart chart = Charts.xy(Charts.WIDE, Charts.TALL - 40, "Estimated gain of the recommendation over the seed",
                "tuning games played", "Elo over the seed vector");
        chart.getStyler().setYAxisMin(axis[0]).setYAxisMax(axis[1]);
        Charts.band(chart, "95% interval", x, low, high, RECOMMENDED, true);
        Charts.line(chart, "fitted gain", x, y, RECOMMENDED, 2f, n < 30);
        Charts.dashed(chart, "no gain", new double[] {0, x[n - 1]}, new double[] {0, 0}, SEED);
        EloEstimate v = data.validation == null || data.validation.total().pairs() == 0 ? null
                : data.validation.total().elo();
        boolean measured = v != null;
        if (measured) {
            Charts.pointWithBar(chart, "validation match (" + Format.plural(data.validation.total().pairs(), "pair") + ")",
                    x[n - 1], v.elo(), Math.max(axis[0], v.lower()), Math.min(axis[1], v.upper()), Charts.colour(2));
        }
        chart.getStyler().setXAxisMin(0.0);
        s.figure(plotter.plot("gain", chart, "Estimated gain of the recommendation over the seed against games played",
                "Line: the fitted Elo of the recommendation over the seed after each generation; band: its 95% interval "
                        + "(Student t with the fit's degrees of freedom; estimate and band never pass ±347 Elo, the most "
                        + "the linearised pair scores can express, which the first generations' few pairs often reach)"
                        + (measured ? "; point with bar: the validation match's measurement." : ".")));
        s.table(new Page.Table("gain-table", "Fitted gain after each generation", List.of("generation", "games",
                "gain (Elo)", "95% interval"), rows, true));
        return s;
    }

    private int coefficients() {
        int d = data.config.problem().names().size();
        return d + d * (d + 1) / 2;
    }

    private SectionBuilder validation() {
        SectionBuilder s = new SectionBuilder("validation", "Validation match");
        if (data.validation == null) {
            s.note("The validation match plays the recommendation against the seed vector from fresh start positions "
                    + "once the tuning budget is spent" + (data.config.validationPairs() == 0
                    ? "; this run plays none (validation pairs: 0)." : " (" + Format.plural(data.config.validationPairs(),
                    "pair") + "); it has not started yet."));
        } else {
            matchSection(s, data.validation, "validation", "The recommendation against the seed vector in game pairs "
                    + "(each start position played with both seat orders) from start positions the tuning never used: ");
        }
        if (data.verification != null) {
            matchSection(s, data.verification, "verify", "The last 'tune verify' match, again from fresh start positions: ");
        }
        return s;
    }

    private void matchSection(SectionBuilder s, TuningData.Match m, String stem, String intro) {
        s.note(intro + matchLine(m) + ".");
        int n = m.games().size();
        if (n == 0) {
            pentanomialTable(s, m, stem);
            return;
        }
        double[] x = new double[n];
        double[] y = new double[n];
        double[] low = new double[n];
        double[] high = new double[n];
        boolean open = false;
        for (int j = 0; j < n; j++) {
            EloEstimate e = m.elo().get(j);
            x[j] = m.games().get(j);
            y[j] = e.elo();
            low[j] = Double.isFinite(e.lower()) ? e.lower() : y[j];
            high[j] = Double.isFinite(e.upper()) ? e.upper() : y[j];
            open |= !e.bounded();
        }
        double[] axis = Charts.Range.cutBands(x, y, low, high);
        for (int j = 0; j < n; j++) {
            EloEstimate e = m.elo().get(j);
            low[j] = Math.max(axis[0], e.lower());
            high[j] = Math.min(axis[1], e.upper());
        }
        XYChart chart = Charts.xy(Charts.WIDE, Charts.SHORT + 30, "Recommendation against seed: " + stem + " match",
                "games of the match", "Elo of the recommendation over the seed");
        chart.getStyler().setYAxisMin(axis[0]).setYAxisMax(axis[1]);
        Charts.band(chart, "95% interval", x, low, high, Charts.colour(2), true);
        Charts.line(chart, "pentanomial Elo", x, y, Charts.colour(2), 2f, n < 30);
        Charts.dashed(chart, "no gain", new double[] {0, x[n - 1]}, new double[] {0, 0}, SEED);
        chart.getStyler().setXAxisMin(0.0);
        s.figure(plotter.plot(stem, chart, "Elo of the recommendation over the seed during the " + stem + " match",
                "The pentanomial estimate over the complete pairs played so far, with its 95% interval"
                        + (open ? " (while one side had won every pair the games bound only the other side: the band "
                        + "runs to the edge of the axis)." : ".")));
        pentanomialTable(s, m, stem);
    }

    private static void pentanomialTable(SectionBuilder s, TuningData.Match m, String stem) {
        long[] c = m.total().counts();
        List<List<Cell>> rows = List.of(List.of(Cell.number(Format.count(c[0]), c[0]), Cell.number(Format.count(c[1]), c[1]),
                Cell.number(Format.count(c[2]), c[2]), Cell.number(Format.count(c[3]), c[3]),
                Cell.number(Format.count(c[4]), c[4])));
        s.table(new Page.Table(stem + "-pentanomial", "Pairs by the recommendation's points in the pair",
                List.of("0", "½", "1", "1½", "2"), rows, false));
    }

    private SectionBuilder generations() {
        SectionBuilder s = new SectionBuilder("generations", "Duels per generation and replacement rate");
        List<GenerationRow> rows = data.generations;
        if (rows.isEmpty()) {
            return s.note("No generation has completed yet.");
        }
        DeState de = data.population();
        int members = de == null ? 0 : de.members().population().length;
        s.note("Each generation every member of the population duels its trial vector in game pairs until the duel is "
                + "decided (or its pair limit is reached); the trial replaces the member when it wins. Many pairs per "
                + "generation mean close duels; a replacement rate falling towards zero means the population has "
                + "settled." + (members > 0 ? " Population: " + members + " members." : ""));
        int n = rows.size();
        List<String> categories = new ArrayList<>();
        List<Double> pairs = new ArrayList<>();
        double[] x = new double[n];
        double[] rate = new double[n];
        List<List<Cell>> table = new ArrayList<>();
        long before = 0;
        for (int k = 0; k < n; k++) {
            GenerationRow r = rows.get(k);
            long played = r.pairs() - before;
            before = r.pairs();
            categories.add(Integer.toString(r.generation()));
            pairs.add((double) played);
            x[k] = r.generation();
            rate[k] = members > 0 && r.replaced() >= 0 ? 100.0 * r.replaced() / members : Double.NaN;
            table.add(List.of(Cell.number(Integer.toString(r.generation()), r.generation()),
                    Cell.number(Format.count(played), played), Cell.number(Format.count(r.pairs()), r.pairs()),
                    Cell.number(Format.fixed(r.elapsedSeconds() / 60, 1), r.elapsedSeconds()),
                    Cell.number(r.replaced() < 0 ? Format.NONE : Integer.toString(r.replaced()), r.replaced()),
                    Cell.number(Format.fixed(rate[k], 0) + (Double.isNaN(rate[k]) ? "" : "%"), rate[k])));
        }
        CategoryChart bars = Charts.bars(Charts.HALF, Charts.SHORT, "Game pairs per generation", "generation",
                "game pairs");
        bars.addSeries("pairs played in the generation", categories, pairs).setFillColor(SEARCH);
        bars.getStyler().setXAxisLabelRotation(n > 25 ? 90 : 0).setYAxisMin(0.0);
        s.figure(plotter.plot("pairs-per-generation", bars, "Game pairs played in each generation",
                "Pairs the duels of each generation needed."));
        if (members > 0) {
            XYChart chart = Charts.xy(Charts.HALF, Charts.SHORT, "Replacement rate", "generation",
                    "members replaced (%)");
            Charts.line(chart, "trials that replaced their member", x, rate, RECOMMENDED, 2f, true);
            chart.getStyler().setYAxisMin(0.0).setYAxisMax(100.0);
            s.figure(plotter.plot("replacement", chart, "Share of the population replaced in each generation",
                    "The share of members whose trial won its duel."));
        }
        s.table(new Page.Table("generations-table", "Every generation (as generations.csv)", List.of("generation",
                "pairs", "pairs so far", "minutes so far", "replaced", "replacement rate"), table, true));
        return s;
    }

    private SectionBuilder population() {
        SectionBuilder s = new SectionBuilder("population", "Final population");
        DeState de = data.population();
        if (de == null || de.members().population().length == 0) {
            return s.note("The tuner has no population to show yet.");
        }
        TuningConfig config = data.config;
        ParameterSpace space = config.problem().space();
        List<String> names = config.problem().names();
        int d = names.size();
        s.note("Parallel coordinates: every member of the population as a line across the parameters, each parameter's "
                + "axis running from its lower bound (0%) to its upper bound (100%); the recommendation and the seed "
                + "drawn over them. Lines that bundle mark parameters the population agrees on.");
        CategoryChart chart = Charts.bars(Charts.WIDE, Charts.TALL, "Final population in parallel coordinates",
                "parameter", "position within the bounds (%)");
        boolean rated = de.members().memberElo() != null
                && java.util.Arrays.stream(de.members().memberElo()).anyMatch(e -> e != 0);
        List<List<Cell>> rows = new ArrayList<>();
        for (int m = 0; m < de.members().population().length; m++) {
            double[] member = de.members().population()[m];
            Charts.categoryLine(chart, m == 0 ? "population members" : "member " + (m + 1), names,
                    scaled(member, space), Charts.translucent(SEARCH, 150), 1.5f, false).setShowInLegend(m == 0);
            List<Cell> row = new ArrayList<>();
            row.add(Cell.number(Integer.toString(m + 1), m + 1));
            for (int i = 0; i < d; i++) {
                row.add(Cell.number(value(i, member[i]), member[i]));
            }
            if (rated) {
                row.add(Cell.number(Format.signed(de.members().memberElo()[m], 1), de.members().memberElo()[m]));
            }
            rows.add(row);
        }
        Charts.categoryLine(chart, "recommended", names, scaled(data.recommendation(), space), RECOMMENDED, 3f, false);
        Charts.categoryLine(chart, "seed", names, scaled(config.problem().seedVector(), space), SEED, 2f, true);
        chart.getStyler().setOverlapped(true);
        chart.getStyler().setYAxisMin(0.0).setYAxisMax(100.0);
        s.figure(plotter.plot("population", chart, "The final population in parallel coordinates",
                "Blue: population members; orange: the recommendation; dashed: the seed vector."));
        List<String> headers = new ArrayList<>();
        headers.add("member");
        headers.addAll(names);
        if (rated) {
            headers.add("Elo (joint fit)");
        }
        s.table(new Page.Table("population-table", rated ? "The population's members with their ratings from the "
                + "tuner's last joint fit" : "The population's members (this DE strategy keeps no ratings of them)",
                headers, rows, true));
        return s;
    }

    /** A vector as positions within the bounds, in percent. */
    private static double[] scaled(double[] v, ParameterSpace space) {
        double[] y = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            y[i] = space.width(i) <= 0 ? 50 : 100 * (v[i] - space.low(i)) / space.width(i);
        }
        return y;
    }

    private SectionBuilder configuration() {
        SectionBuilder s = new SectionBuilder("config", "Configuration");
        s.note("Seed " + data.config.problem().seed() + ": the tuner's random choices and every pair's start position derive from "
                + "it. The resolved configuration stored in the run folder (config.json); 'tune --resume' continues from it.");
        return s.pre(configText);
    }
}
