package dev.arbiter.report;

import dev.arbiter.elo.EloEstimate;
import dev.arbiter.elo.LeaderTest;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.tournament.EliminationSchedule;
import dev.arbiter.tournament.StopCheck;
import dev.arbiter.tournament.config.StopDecision;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.CsvTable;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.report.Page.Cell;
import dev.arbiter.report.Page.SectionBuilder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.XYChart;

import java.awt.Color;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Future;

/**
 * The page of a qualification: the ranking (the same table as ranking.csv), the stop rule and its decision in words,
 * every engine's Elo with its 95% band against games played, the crosstable as a heat map, the score by seat (or,
 * for a one-player puzzle, the scores per round), the distributions of time, nodes and depth per move, the forfeits
 * with their fault codes, and the configuration with its seed.
 */
final class QualificationReport {

    /** The most forfeits listed one by one (all are counted). */
    static final int MAX_FORFEITS_LISTED = 200;

    private final QualificationData data;
    private final String configText;
    private final Plotter plotter;

    /** The page of {@code data}, its plots drawn by {@code plotter}. */
    QualificationReport(QualificationData data, String configText, Plotter plotter) {
        this.data = data;
        this.configText = configText;
        this.plotter = plotter;
    }

    /** The page. */
    Page page(String written) {
        List<SectionBuilder> sections = new ArrayList<>();
        sections.add(ranking());
        sections.add(stopRule());
        if (data.elimination != null) {
            sections.add(elimination());
        }
        sections.add(progress());
        sections.add(crosstable());
        sections.add(data.puzzle() ? puzzleRounds() : seats());
        sections.add(moves());
        sections.add(forfeits());
        sections.add(configuration());
        String game = data.game.name() + (data.game.options().isEmpty() ? "" : ":" + data.game.options());
        return new Page("Qualification: " + game, String.join(", ", data.engines) + " (" + data.engines.size()
                + " engines, " + (data.puzzle() ? "one-player puzzle" : data.game.actorCount() + " seats per game") + ")",
                facts(game), SectionBuilder.buildAll(sections), written);
    }

    private List<Page.Fact> facts(String game) {
        List<Page.Fact> facts = new ArrayList<>();
        facts.add(new Page.Fact("game", game));
        facts.add(new Page.Fact("seed", Long.toString(data.config.seed())));
        facts.add(new Page.Fact("games", Format.count(data.games.size()) + " of " + Format.count(data.planned)
                + " planned (" + Format.plural(data.config.rounds().count(), "round") + ")"));
        var leader = data.standings.ranking().get(0);
        if (leader.results().games() > 0) {
            var rating = leader.rating();
            facts.add(new Page.Fact("leader", leader.engine() + " " + Format.signed(rating.elo(), 1) + " Elo "
                    + EloEstimate.intervalText(rating.eloLow(), rating.eloHigh())));
        }
        facts.add(new Page.Fact("stop", decisionLine()));
        return facts;
    }

    private SectionBuilder ranking() {
        SectionBuilder s = new SectionBuilder("ranking", "Ranking");
        if (data.games.isEmpty()) {
            s.note("No game has finished yet: every engine is at 0 Elo with no information.");
        }
        s.note("Elo: a joint Bradley-Terry fit of every pairwise result (a draw is half a win), mean 0 over the engines, "
                + "with 95% intervals from the cluster-robust covariance (a game pair, a many-seat game's rotations or a "
                + "puzzle round is the independent unit). Games, wins, draws and losses count pairwise results; LOS is the "
                + "likelihood that an engine is stronger than the one ranked below it. The same numbers as ranking.csv.");
        CsvTable t = RunFiles.rankingTable(data.standings.ranking());
        List<List<Cell>> rows = new ArrayList<>();
        for (int r = 0; r < t.rowCount(); r++) {
            double elo = t.number(r, "elo");
            double low = t.number(r, "elo_low");
            double high = t.number(r, "elo_high");
            double score = t.number(r, "score");
            double los = t.number(r, "los_next");
            rows.add(List.of(Cell.number(Integer.toString((int) t.number(r, "rank")), (int) t.number(r, "rank")),
                    Cell.text(t.text(r, "engine")),
                    Cell.number(Format.signed(elo, 1), elo),
                    Cell.number(EloEstimate.intervalText(low, high), Double.isFinite(low) ? low : elo),
                    longCell((long) t.number(r, "games")),
                    longCell((long) t.number(r, "wins")),
                    longCell((long) t.number(r, "draws")),
                    longCell((long) t.number(r, "losses")),
                    Cell.number(Format.percent(score, 2), score),
                    Cell.number(Format.percent(los, 2), los),
                    longCell((long) t.number(r, "forfeits"))));
        }
        s.table(new Page.Table("ranking-table", "Ranking after " + Format.plural(data.games.size(), "game"),
                List.of("rank", "engine", "Elo", "95% interval", "games", "wins", "draws", "losses", "score",
                        "LOS over next", "forfeits"), rows, true));
        if (data.engines.size() == 2 && !data.puzzle()) {
            Pentanomial pairs = data.standings.pentanomial();
            if (pairs.pairs() > 0) {
                EloEstimate e = data.standings.fit().difference(0, 1, EloEstimate.DEFAULT_CONFIDENCE);
                long[] c = pairs.counts();
                s.note(String.format(Locale.ROOT, "%s vs %s: %s Elo %s (95%%, %d complete game pairs [%d, %d, %d, %d, %d]), "
                                + "LOS %s.", data.engines.get(0), data.engines.get(1), Format.signed(e.elo(), 1),
                        e.intervalText(), pairs.pairs(), c[0], c[1], c[2], c[3], c[4],
                        Format.percent(data.standings.fit().superiority(0, 1), 1)));
            }
        }
        return s;
    }

    private static Cell longCell(long value) {
        return Cell.number(Format.count(value), value);
    }

    private String decisionLine() {
        StopDecision stop = data.stop;
        int n = data.games.size();
        if (stop != null) {
            return "stopped early after " + Format.plural(stop.games(), "game") + ": " + stop.line();
        }
        if (!data.config.stop().stopsEarly()) {
            return n >= data.planned ? "no early stop; every planned game was played" : "no early stop rule";
        }
        return n >= data.planned ? "the rule did not fire; every planned game was played" : "the rule has not fired";
    }

    private SectionBuilder stopRule() {
        SectionBuilder s = new SectionBuilder("stop", "Stop rule and decision");
        s.note("Rule: " + data.config.stop().inWords());
        StopDecision stop = data.stop;
        int n = data.games.size();
        if (stop != null) {
            s.note("Decision: the rule fired on the first " + Format.plural(stop.games(), "game") + " in schedule order: "
                    + stop.line() + ".");
            if (n > stop.games()) {
                s.note(Format.plural(n - stop.games(), "more game") + ", started before it fired, "
                        + (n - stop.games() == 1 ? "was" : "were") + " finished and logged; the ranking covers all "
                        + Format.plural(n, "game") + ".");
            }
            if (stop.leader() != null) {
                List<List<Cell>> rows = new ArrayList<>();
                for (StopDecision.Rival r : stop.leader().rivals()) {
                    rows.add(List.of(Cell.text(r.engine()), Cell.number(Format.signed(r.lead(), 1), r.lead()),
                            Cell.number(Format.fixed(r.stdErr(), 1), r.stdErr()),
                            Cell.number(LeaderTest.Result.boundText(r.lowerBound()), r.lowerBound())));
                }
                s.table(new Page.Table("stop-leads", stop.leader().engine() + "'s lead over every rival when the rule fired"
                        + " (fit of exactly those games)", List.of("rival", "lead (Elo)", "standard error (Elo)",
                        "anytime lower bound (Elo)"), rows, false));
            }
        } else {
            s.note("Decision: " + decisionLine() + " (" + Format.plural(n, "game") + " of " + Format.count(data.planned)
                    + " planned are in the log" + (n < data.planned
                    ? "; the run is going on, or was stopped and continues with qualify --resume)." : ")."));
            currentStanding(s);
        }
        return s;
    }

    /**
     * An elimination: the engines still in play, the engine named, each drop with the games played then and the
     * leader's lead and anytime lower bound then, and the games of every pairing.
     */
    private SectionBuilder elimination() {
        EliminationSchedule.Summary e = data.elimination;
        SectionBuilder s = new SectionBuilder("elimination", "Elimination");
        s.note(e.candidate() != null
                ? String.format(Locale.ROOT, "Schedule: gauntlet elimination at %.0f%% confidence: %s plays each "
                        + "baseline still in play; a baseline is dropped once the anytime-valid lower bound of the "
                        + "lead of one of the two over the other reaches the threshold.", 100 * e.confidence(),
                        e.candidate())
                : String.format(Locale.ROOT, "Schedule: elimination at %.0f%% confidence: the engines still in play "
                        + "play each other; an engine is dropped once the leader's anytime-valid lower bound over it is "
                        + "above 0.", 100 * e.confidence()));
        s.note((e.named() != null ? "Named the best: " + e.named() + "." : "No engine named yet.") + " In play: "
                + String.join(", ", e.inPlay()) + ".");
        if (!e.dropped().isEmpty()) {
            List<List<Cell>> rows = new ArrayList<>();
            for (EliminationSchedule.Drop d : e.dropped()) {
                rows.add(List.of(Cell.text(d.engine()), Cell.number(Format.count(d.games()), d.games()),
                        Cell.text(d.leader()), Cell.number(Format.signed(d.lead(), 1), d.lead()),
                        Cell.number(Format.fixed(d.stdErr(), 1), d.stdErr()),
                        Cell.number(Format.signed(d.lowerBound(), 1), d.lowerBound())));
            }
            s.table(new Page.Table("elimination-drops", "Engines dropped, in order, with the leader's lead over each then",
                    List.of("engine", "after games", "leader then", "lead (Elo)", "standard error (Elo)",
                            "anytime lower bound (Elo)"), rows, false));
        }
        List<List<Cell>> pairings = new ArrayList<>();
        for (int a = 0; a < data.engines.size(); a++) {
            for (int b = a + 1; b < data.engines.size(); b++) {
                long games = Math.round(data.standings.headToHead(a, b)[1]);
                if (games > 0) {
                    pairings.add(List.of(Cell.text(data.engines.get(a) + " - " + data.engines.get(b)),
                            Cell.number(Format.count(games), games)));
                }
            }
        }
        s.table(new Page.Table("elimination-pairings", "Games per pairing", List.of("pairing", "games"), pairings, true));
        return s;
    }

    /** For a rule that has not fired: where the run stands against it now. */
    private void currentStanding(SectionBuilder s) {
        if (!data.games.isEmpty()) {
            data.config.stop().standing(StopCheck.Prefix.of(data.standings)).ifPresent(line -> s.note("Now: " + line));
        }
    }

    private SectionBuilder progress() {
        SectionBuilder s = new SectionBuilder("progress", "Elo against games played");
        if (data.progress.isEmpty()) {
            return s.note("No game has finished yet.");
        }
        s.note("Each engine's rating (line) and its 95% interval (shaded band) from a fit of the first games in schedule "
                + "order, at " + Format.plural(data.progress.size(), "point") + " spread over the run."
                + (data.stop != null ? " The dashed line marks the game on which the stop rule fired." : ""));
        int n = data.progress.size();
        double[] x = new double[n];
        for (int k = 0; k < n; k++) {
            x[k] = data.progress.get(k).games();
        }
        XYChart chart = Charts.xy(Charts.WIDE, Charts.TALL, "Elo with 95% interval against games played",
                "games played (in schedule order)", "Elo (mean 0 over the engines)");
        double[] axis = progressAxis();
        for (int e = 0; e < data.engines.size(); e++) {
            double[] elo = new double[n];
            double[] low = new double[n];
            double[] high = new double[n];
            for (int k = 0; k < n; k++) {
                QualificationData.EloPoint p = data.progress.get(k);
                elo[k] = p.elo()[e];
                low[k] = Math.max(axis[0], p.low()[e]);
                high[k] = Math.min(axis[1], p.high()[e]);
            }
            Charts.band(chart, data.engines.get(e) + " 95%", x, low, high, Charts.colour(e), false);
            Charts.line(chart, data.engines.get(e), x, elo, Charts.colour(e), 2f, n < 30);
        }
        if (data.stop != null) {
            Charts.dashed(chart, "stop rule fired (" + Format.plural(data.stop.games(), "game") + ")",
                    new double[] {data.stop.games(), data.stop.games()}, axis, new Color(0x555555));
        }
        chart.getStyler().setYAxisMin(axis[0]).setYAxisMax(axis[1]);
        chart.getStyler().setXAxisMin(0.0);
        s.figure(plotter.plot("elo-progress", chart, "Elo of every engine with its 95% interval against games played",
                "Lines: the joint Bradley-Terry rating after the first k games; bands: 95% intervals (the very wide "
                        + "intervals of the first few games are cut at the edge of the axis)."));
        return s;
    }

    /**
     * The Elo axis of the progress plot: every rating and the intervals from a tenth of the games on, padded (the
     * intervals after a handful of games span thousands of Elo and would flatten everything else).
     */
    private double[] progressAxis() {
        Charts.Range range = new Charts.Range();
        int last = data.progress.get(data.progress.size() - 1).games();
        for (QualificationData.EloPoint p : data.progress) {
            for (int e = 0; e < p.elo().length; e++) {
                range.value(p.elo()[e]);
                if (p.games() >= last / 10) {
                    range.band(p.low()[e], p.high()[e]);
                }
            }
        }
        return range.limits(20);
    }

    private SectionBuilder crosstable() {
        SectionBuilder s = new SectionBuilder("crosstable", "Crosstable");
        List<String> engines = data.engines;
        int n = engines.size();
        List<List<Cell>> rows = new ArrayList<>();
        boolean any = false;
        for (int a = 0; a < n; a++) {
            List<Cell> row = new ArrayList<>();
            row.add(Cell.text(engines.get(a)));
            for (int b = 0; b < n; b++) {
                double[] h = data.standings.headToHead(a, b);
                if (a == b || h[1] == 0) {
                    row.add(Cell.number(Format.NONE, Double.NaN));
                    continue;
                }
                any = true;
                double score = h[0] / h[1];
                row.add(Cell.number(Format.percent(score, 1) + " (" + Format.plain(h[0]) + "/" + Format.plain(h[1]) + ")",
                        score).shaded(HeatScale.colour(score)));
            }
            rows.add(row);
        }
        List<String> headers = new ArrayList<>();
        headers.add("engine \\ opponent");
        headers.addAll(engines);
        s.note(any ? "A heat map of the row engine's score against the column engine: the score, then points/results "
                + "(pairwise results, draws count half). Colour: red for 0%, white for an even 50%, green for 100%."
                : "No pairing has a result yet.");
        s.table(new Page.Table("crosstable-table", "Score of the row engine against the column engine (points/results)",
                headers, rows, true));
        return s;
    }

    private SectionBuilder seats() {
        SectionBuilder s = new SectionBuilder("seats", "Score by seat");
        int seats = data.game.actorCount();
        double[] total = new double[seats];
        double[] results = new double[seats];
        for (int seat = 0; seat < seats; seat++) {
            for (int e = 0; e < data.engines.size(); e++) {
                total[seat] += data.seatPoints[seat][e];
                results[seat] += data.seatResults[seat][e];
            }
        }
        if (results[0] == 0) {
            return s.note(data.voidReasons.isEmpty() ? "No game has finished yet."
                    : "No game has been scored yet: every finished game is void (see 'Forfeits and game ends').");
        }
        s.note("Each seat's score against the other seats (pairwise results, draws count half): seat 1 is the first "
                + "actor in the game's order, so a seat-1 score above 50% is a first-mover advantage. The schedule plays "
                + "every seat assignment, so the advantage cancels out of the ratings.");
        List<String> categories = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            categories.add("seat " + (seat + 1));
        }
        CategoryChart chart = Charts.bars(seats > 2 ? Charts.WIDE : Charts.HALF + 200, Charts.SHORT + 30,
                "Score by seat", "seat", "score against the other seats (%)");
        List<Double> all = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            all.add(100 * total[seat] / results[seat]);
        }
        chart.addSeries("all engines", categories, all).setFillColor(new Color(0x555555));
        for (int e = 0; e < data.engines.size(); e++) {
            List<Double> values = new ArrayList<>();
            for (int seat = 0; seat < seats; seat++) {
                double r = data.seatResults[seat][e];
                values.add(r == 0 ? 0.0 : 100 * data.seatPoints[seat][e] / r);
            }
            chart.addSeries(data.engines.get(e), categories, values).setFillColor(Charts.colour(e));
        }
        chart.getStyler().setYAxisMin(0.0).setYAxisMax(100.0);
        s.figure(plotter.plot("seats", chart, "Score by seat, for all engines and for each engine",
                "Grey: every engine together; colours: each engine in that seat."));
        List<List<Cell>> rows = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            double score = total[seat] / results[seat];
            rows.add(List.of(Cell.text(categories.get(seat)), Cell.number(Format.count((long) results[seat]), results[seat]),
                    Cell.number(Format.percent(score, 1), score)));
        }
        s.table(new Page.Table("seats-table", "Score of each seat against the others", List.of("seat", "results", "score"),
                rows, false));
        return s;
    }

    private SectionBuilder puzzleRounds() {
        SectionBuilder s = new SectionBuilder("rounds", "Scores per round");
        if (data.games.isEmpty()) {
            return s.note("No game has finished yet.");
        }
        s.note("A one-player puzzle: every engine plays each round's puzzle alone, and engines are compared by their "
                + "scores in the same round (a forfeit scores below everything). Seats do not apply.");
        Map<String, TreeMap<Integer, Double>> byEngine = new LinkedHashMap<>();
        data.engines.forEach(e -> byEngine.put(e, new TreeMap<>()));
        for (GameRecord g : data.games) {
            byEngine.get(g.seats().get(0)).put(g.round(), g.scores().get(0));
        }
        XYChart chart = Charts.xy(Charts.WIDE, Charts.TALL - 40, "Score per round", "round", "score (the game's own scale)");
        List<List<Cell>> rows = new ArrayList<>();
        int e = 0;
        for (var entry : byEngine.entrySet()) {
            TreeMap<Integer, Double> scores = entry.getValue();
            if (!scores.isEmpty()) {
                double[] x = scores.keySet().stream().mapToDouble(Integer::doubleValue).toArray();
                double[] y = scores.values().stream().mapToDouble(Double::doubleValue).toArray();
                Charts.line(chart, entry.getKey(), x, y, Charts.colour(e), 1.5f, true);
            }
            double mean = scores.values().stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
            double best = scores.values().stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
            double worst = scores.values().stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
            rows.add(List.of(Cell.text(entry.getKey()), longCell(scores.size()), Cell.number(Format.fixed(mean, 3), mean),
                    Cell.number(Format.fixed(worst, 3), worst), Cell.number(Format.fixed(best, 3), best)));
            e++;
        }
        s.figure(plotter.plot("rounds", chart, "Each engine's score in every round",
                "One point per engine and round: the score the game gave the engine's play."));
        s.table(new Page.Table("rounds-table", "Scores over the rounds", List.of("engine", "rounds", "mean score",
                "lowest", "highest"), rows, true));
        return s;
    }

    private SectionBuilder moves() {
        SectionBuilder s = new SectionBuilder("moves", "Time, nodes and depth per move");
        MoveStats m = data.moves;
        if (!m.anyMoves()) {
            return s.note(data.games.isEmpty() ? "No game has finished yet." : "No move was timed.");
        }
        s.note("Time: the referee's round trip of every move (sending the position to receiving the action), in "
                + "milliseconds. Nodes and depth: as the engines report them (left out for engines that report none).");
        if (m.unreplayable() > 0) {
            s.note(Format.plural(m.unreplayable(), "game") + " could not be replayed to find who made each move; "
                    + "their moves are left out.");
        }
        List<List<Cell>> rows = new ArrayList<>();
        for (int e = 0; e < data.engines.size(); e++) {
            Samples t = m.millis(e);
            double[] q = t.quantiles(0.5, 0.9, 0.99);
            double nodes = m.nodes(e).mean();
            double depth = m.depths(e).quantiles(0.5)[0];
            rows.add(List.of(Cell.text(data.engines.get(e)), longCell(t.size()), Cell.number(Format.fixed(q[0], 2), q[0]),
                    Cell.number(Format.fixed(q[1], 2), q[1]), Cell.number(Format.fixed(q[2], 2), q[2]),
                    Cell.number(Format.fixed(t.max(), 2), t.max()), Cell.number(Format.fixed(nodes, 0), nodes),
                    Cell.number(Format.fixed(depth, 0), depth)));
        }
        s.table(new Page.Table("moves-table", "Per engine: moves, time per move (ms) and what the engines reported",
                List.of("engine", "moves", "median ms", "90% ms", "99% ms", "max ms", "mean nodes", "median depth"),
                rows, true));
        s.figure(distribution("time", "Time per move", "time per move (ms, log scale)", true, m::millis));
        if (m.anyNodes()) {
            s.figure(distribution("nodes", "Nodes per move", "nodes per move (log scale)", true, m::nodes));
        }
        if (m.anyDepth()) {
            s.figure(distribution("depth", "Depth per move", "depth reached (plies)", false, m::depths));
        }
        return s;
    }

    /** A histogram per engine, drawn as lines: the share of its moves in each bin (logarithmic bins if {@code log}). */
    private Future<Figure> distribution(String stem, String title, String xTitle, boolean log,
                                java.util.function.IntFunction<Samples> samples) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (int e = 0; e < data.engines.size(); e++) {
            Samples t = samples.apply(e);
            if (t.size() > 0) {
                lo = Math.min(lo, t.min());
                hi = Math.max(hi, t.max());
            }
        }
        double[] edges;
        double[] centres;
        if (log) {
            lo = Math.max(lo, 0.001);
            hi = Math.max(hi, lo * 1.5);
            int bins = 30;
            edges = new double[bins + 1];
            centres = new double[bins];
            double step = Math.log(hi / lo) / bins;
            for (int k = 0; k <= bins; k++) {
                edges[k] = lo * Math.exp(step * k);
            }
            edges[0] = Double.NEGATIVE_INFINITY;
            for (int k = 0; k < bins; k++) {
                centres[k] = lo * Math.exp(step * (k + 0.5));
            }
        } else {
            int first = (int) Math.floor(lo);
            int bins = (int) Math.floor(hi) - first + 1;
            edges = new double[bins + 1];
            centres = new double[bins];
            for (int k = 0; k <= bins; k++) {
                edges[k] = first + k - 0.5;
            }
            for (int k = 0; k < bins; k++) {
                centres[k] = first + k;
            }
        }
        boolean half = !stem.equals("time");
        XYChart chart = Charts.xy(half ? Charts.HALF : Charts.WIDE, half ? Charts.SHORT + 30 : Charts.TALL - 60, title,
                xTitle, "share of the engine's moves (%)");
        chart.getStyler().setXAxisLogarithmic(log).setYAxisMin(0.0);
        for (int e = 0; e < data.engines.size(); e++) {
            Samples t = samples.apply(e);
            if (t.size() > 0) {
                Charts.line(chart, data.engines.get(e), centres, t.histogram(edges), Charts.colour(e), 2f, true);
            }
        }
        return plotter.plot(stem, chart, title + " of every engine",
                title + ": the share of each engine's moves in each bin" + (log ? " (bins of equal ratio)." : "."));
    }

    private SectionBuilder forfeits() {
        SectionBuilder s = new SectionBuilder("forfeits", "Forfeits and game ends");
        Map<GameEnd, Integer> ends = data.ends;
        int n = data.games.size();
        s.note(String.format(Locale.ROOT, "%s: %s ended naturally, %s adjudicated at the ply limit, %s forfeited; %s "
                        + "moves in all.", Format.plural(n, "game"), Format.count(ends.getOrDefault(GameEnd.END, 0)),
                Format.count(ends.getOrDefault(GameEnd.ADJUDICATED, 0)), Format.count(ends.getOrDefault(GameEnd.FORFEIT, 0)),
                Format.count(data.plies)));
        if (!data.voidReasons.isEmpty()) {
            int voided = ends.getOrDefault(GameEnd.VOID, 0);
            s.note(String.format(Locale.ROOT, "%s void: the referee could not score %s, which count%s for nobody "
                    + "(in no figure of this page).", Format.plural(voided, "game"), voided == 1 ? "it" : "them",
                    voided == 1 ? "s" : ""));
            List<List<Cell>> reasons = new ArrayList<>();
            data.voidReasons.forEach((reason, count) -> reasons.add(List.of(Cell.text(reason), longCell(count))));
            s.table(new Page.Table("void-reasons", "Why games were void", List.of("the referee's failure", "games"),
                    reasons, true));
        }
        int resigned = ends.getOrDefault(GameEnd.RESIGN_ADJUDICATED, 0);
        int drawn = ends.getOrDefault(GameEnd.DRAW_ADJUDICATED, 0);
        if (resigned + drawn > 0) {
            s.note(String.format(Locale.ROOT, "By the engines' scores: %s resigned, %s drawn.", Format.count(resigned),
                    Format.count(drawn)));
        }
        if (data.forfeits.isEmpty()) {
            return s.note("No engine forfeited a game.");
        }
        Map<String, Map<String, Integer>> counts = new TreeMap<>();
        for (QualificationData.Forfeit f : data.forfeits) {
            counts.computeIfAbsent(f.engine(), k -> new TreeMap<>()).merge(f.fault(), 1, Integer::sum);
        }
        List<List<Cell>> summary = new ArrayList<>();
        counts.forEach((engine, faults) -> faults.forEach((fault, count) ->
                summary.add(List.of(Cell.text(engine), Cell.text(fault), longCell(count)))));
        s.table(new Page.Table("forfeit-counts", "Forfeits by engine and fault code", List.of("engine", "fault", "games"),
                summary, true));
        List<List<Cell>> rows = new ArrayList<>();
        for (QualificationData.Forfeit f : data.forfeits.subList(0, Math.min(MAX_FORFEITS_LISTED, data.forfeits.size()))) {
            rows.add(List.of(longCell(f.index()), longCell(f.round()), Cell.text(f.engine()), Cell.text(f.fault()),
                    Cell.text(f.reason())));
        }
        s.table(new Page.Table("forfeits-table", data.forfeits.size() > MAX_FORFEITS_LISTED
                ? "The first " + MAX_FORFEITS_LISTED + " of " + data.forfeits.size() + " forfeits" : "Every forfeit",
                List.of("game", "round", "engine", "fault", "what happened"), rows, true));
        return s;
    }

    private SectionBuilder configuration() {
        SectionBuilder s = new SectionBuilder("config", "Configuration");
        s.note("Seed " + data.config.seed() + ": every start position and every engine's per-game seed derive from it, "
                + "so the run is repeatable (exactly so with node or depth limits).");
        s.note("The resolved configuration stored in the run folder (config.json); 'qualify --resume' continues from it.");
        return s.pre(configText);
    }
}
