package dev.arbiter.elo.simulation;

import dev.arbiter.elo.Elimination;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The adaptive schedule ({@link Elimination}) measured by simulation ({@link AdaptiveStudy}): games to name the best
 * of eight engines (and of a lopsided five) against a round-robin with the {@code threshold} rule, and the rate of a wrong or tied leader
 * when two (or all) engines are tied for best, with 2 to 8 engines, 0 to 60% draws, and seat-swapped pairs from
 * starts biased towards the first seat (correlated games). Part of {@code arbiter bench --only statistics}; the
 * mixture precision was chosen on other fields and seeds ({@link #tuning}, {@code --only statistics-tuning}).
 *
 * <p>Names: {@code statistics.adaptive.SCENARIO.SCHEME.FIGURE}, the scheme {@code round_robin_threshold},
 * {@code elimination} (round-robin among the engines still in play, {@link Elimination.Design#SURVIVORS}: what
 * {@code schedule: elimination} plays) or {@code leader_challenge} ({@link Elimination.Design#LEADER}); and the
 * gauntlet variant ({@link #reportGauntlet}: a candidate against baselines, against today's gauntlet with the
 * {@code threshold} rule).
 */
public final class AdaptiveBenchmark {

    private static final long REPORT_SEED = 20_261_201L;
    private static final long TUNING_SEED = 4_242L;
    private static final double CONFIDENCE = 0.95;
    private static final int FIELD_CAP = 300_000;
    private static final int TIE_CAP = 10_000;

    private AdaptiveBenchmark() {
    }

    /** The eight-engine field of issue 39, independent games, 50% draws between equal engines. */
    public static AdaptiveStudy field() {
        return new AdaptiveStudy("field8.d50", new double[] {30, 20, 0, 0, -10, -30, -50, -80},
                GameModel.independent(0.5), FIELD_CAP, CONFIDENCE);
    }

    /** A lopsided field: two engines close at the top, the others hundreds of Elo apart (30% draws). */
    public static AdaptiveStudy lopsided() {
        return new AdaptiveStudy("lopsided5.d30", new double[] {500, 400, 100, -500, -800}, GameModel.independent(0.3),
                FIELD_CAP, CONFIDENCE);
    }

    /** The tie scenarios: the best two (or all) engines equally strong, capped at {@value #TIE_CAP} games. */
    public static List<AdaptiveStudy> ties() {
        List<AdaptiveStudy> list = new ArrayList<>();
        double[][] fields = {{0, 0}, {0, 0, -40}, {0, 0, -40, -80}, {0, 0, -20, -40, -60, -80, -100, -120}};
        for (double[] f : fields) {
            for (double d : new double[] {0.0, 0.3, 0.6}) {
                list.add(tie("tie" + f.length + ".d" + Math.round(100 * d), f, GameModel.independent(d)));
            }
        }
        GameModel paired = new GameModel(0.3, 60, 100);
        list.add(tie("tie4.d30.paired", fields[2], paired));
        list.add(tie("tie8.d30.paired", fields[3], paired));
        list.add(tie("alltied4.d30", new double[] {0, 0, 0, 0}, GameModel.independent(0.3)));
        return list;
    }

    /** The fields the mixture precision was chosen on. */
    public static List<AdaptiveStudy> tuningFields() {
        return List.of(
                new AdaptiveStudy("6e.d40", new double[] {25, 10, 0, -20, -40, -70}, GameModel.independent(0.4),
                        FIELD_CAP, CONFIDENCE),
                new AdaptiveStudy("5e.d60.paired", new double[] {20, 0, 0, -30, -60}, new GameModel(0.6, 60, 100),
                        FIELD_CAP, CONFIDENCE));
    }

    /**
     * Measures the reported scenarios.
     *
     * @param quick   a tenth of the runs
     * @param figures receives every figure as soon as it is measured
     */
    public static void report(boolean quick, Consumer<StatisticsBenchmark.Figure> figures) {
        int fieldRuns = quick ? 30 : 300;
        int baselineRuns = quick ? 10 : 100;
        for (AdaptiveStudy field : List.of(field(), lopsided())) {
            compare(field, fieldRuns, baselineRuns, figures);
        }
        int tieRuns = quick ? 40 : 400;
        for (AdaptiveStudy tie : ties()) {
            figures("statistics.adaptive." + tie.name() + ".elimination",
                    tie.adaptive(Elimination.Design.SURVIVORS, tieRuns, REPORT_SEED), figures);
        }
        reportGauntlet(quick, figures);
    }

    /** A gauntlet: engine 0 (the candidate) first in {@code strength}, the baselines after it. */
    private static AdaptiveStudy gauntlet(String name, double[] strength, GameModel model, int cap) {
        return new AdaptiveStudy(name, strength, model, cap, CONFIDENCE);
    }

    /** The gauntlet fields: the candidate best of five, and in the middle of five. */
    public static List<AdaptiveStudy> gauntletFields() {
        return List.of(
                gauntlet("gauntlet5.best.d50", new double[] {30, 0, -20, -50, -100}, GameModel.independent(0.5),
                        FIELD_CAP),
                gauntlet("gauntlet5.middle.d30", new double[] {0, 60, 20, -30, -80}, GameModel.independent(0.3),
                        FIELD_CAP));
    }

    /** The gauntlet ties: the candidate (first) exactly as strong as one baseline (or as all), capped. */
    public static List<AdaptiveStudy> gauntletTies() {
        List<AdaptiveStudy> list = new ArrayList<>();
        double[] three = {0, 0, -40};
        for (double d : new double[] {0.0, 0.3, 0.6}) {
            list.add(gauntlet("gtie3.d" + Math.round(100 * d), three, GameModel.independent(d), TIE_CAP));
        }
        double[] five = {0, 0, 40, -40, -80};
        list.add(gauntlet("gtie5.d30", five, GameModel.independent(0.3), TIE_CAP));
        list.add(gauntlet("gtie5.d30.paired", five, new GameModel(0.3, 60, 100), TIE_CAP));
        list.add(gauntlet("galltied4.d30", new double[] {0, 0, 0, 0}, GameModel.independent(0.3), TIE_CAP));
        return list;
    }

    /**
     * The gauntlet variant ({@code schedule: elimination} with {@code gauntlet}): games to decide every comparison
     * against today's gauntlet with the {@code threshold} rule, and against the same comparisons without dropping;
     * the rate of a wrong decision when the candidate ties a baseline. Names
     * {@code statistics.adaptive.SCENARIO.{gauntlet_threshold, gauntlet_no_drop, gauntlet_elimination}.FIGURE}.
     *
     * @param quick   a tenth of the runs
     * @param figures receives every figure as soon as it is measured
     */
    public static void reportGauntlet(boolean quick, Consumer<StatisticsBenchmark.Figure> figures) {
        int fieldRuns = quick ? 30 : 300;
        int baselineRuns = quick ? 10 : 100;
        for (AdaptiveStudy field : gauntletFields()) {
            String p = "statistics.adaptive." + field.name();
            AdaptiveStudy.Result baseline = field.gauntletThreshold(baselineRuns, REPORT_SEED);
            figures(p + ".gauntlet_threshold", baseline, figures);
            AdaptiveStudy.Result noDrop = field.gauntlet(false, baselineRuns, REPORT_SEED);
            figures(p + ".gauntlet_no_drop", noDrop, figures);
            AdaptiveStudy.Result r = field.gauntlet(true, fieldRuns, REPORT_SEED);
            figures(p + ".gauntlet_elimination", r, figures);
            ratio(p + ".gauntlet_elimination.games_vs_gauntlet_threshold", r, baseline, figures);
            ratio(p + ".gauntlet_elimination.games_vs_no_drop", r, noDrop, figures);
        }
        int tieRuns = quick ? 20 : 200;
        for (AdaptiveStudy tie : gauntletTies()) {
            figures("statistics.adaptive." + tie.name() + ".gauntlet_elimination", tie.gauntlet(true, tieRuns,
                    REPORT_SEED), figures);
        }
    }

    private static void ratio(String name, AdaptiveStudy.Result r, AdaptiveStudy.Result baseline,
                              Consumer<StatisticsBenchmark.Figure> figures) {
        double ratio = r.meanGames() / baseline.meanGames();
        double ratioErr = ratio * Math.hypot(r.stdErrGames() / r.meanGames(),
                baseline.stdErrGames() / baseline.meanGames());
        figures.accept(new StatisticsBenchmark.Figure(name, String.format(Locale.ROOT, "%.3f", ratio), "ratio"));
        figures.accept(new StatisticsBenchmark.Figure(name + "_se", String.format(Locale.ROOT, "%.3f", ratioErr),
                "ratio"));
    }

    /** Both designs against the round-robin with the threshold rule on one field. */
    private static void compare(AdaptiveStudy field, int runs, int baselineRuns,
                                Consumer<StatisticsBenchmark.Figure> figures) {
        String p = "statistics.adaptive." + field.name();
        AdaptiveStudy.Result baseline = field.roundRobinThreshold(baselineRuns, REPORT_SEED);
        figures(p + ".round_robin_threshold", baseline, figures);
        for (Elimination.Design design : Elimination.Design.values()) {
            AdaptiveStudy.Result r = field.adaptive(design, runs, REPORT_SEED);
            String scheme = p + "." + scheme(design);
            figures(scheme, r, figures);
            ratio(scheme + ".games_vs_round_robin", r, baseline, figures);
        }
    }

    /**
     * Mean games on the tuning fields over a grid of the close engines' mixture scale.
     *
     * @param runs    runs per field, design and scale
     * @param scales  values of the close engines' scale in Elo (the first of {@link Elimination#defaultScales()})
     * @param figures receives the figures
     */
    public static void tuning(int runs, double[] scales, Consumer<StatisticsBenchmark.Figure> figures) {
        for (AdaptiveStudy s : tuningFields()) {
            int n = s.strength().length;
            for (Elimination.Design design : Elimination.Design.values()) {
                for (double scale : scales) {
                    double[] mixtures = Elimination.defaultScales();
                    mixtures[0] = scale;
                    Elimination rule = new Elimination(n, CONFIDENCE, mixtures, Elimination.defaultWeights(),
                            2.0 * (n - 1));
                    AdaptiveStudy.Result r = s.adaptive(design, runs, TUNING_SEED, rule);
                    String name = String.format(Locale.ROOT, "statistics.tuning.adaptive.%s.%s.scale%.0f", s.name(),
                            scheme(design), scale);
                    figures.accept(games(name + ".mean_games", r.meanGames()));
                    figures.accept(games(name + ".mean_games_se", r.stdErrGames()));
                    figures.accept(percent(name + ".wrong_or_tied", r.wrongOrTied()));
                }
            }
        }
    }

    private static void figures(String prefix, AdaptiveStudy.Result r, Consumer<StatisticsBenchmark.Figure> figures) {
        figures.accept(games(prefix + ".mean_games", r.meanGames()));
        figures.accept(games(prefix + ".mean_games_se", r.stdErrGames()));
        figures.accept(games(prefix + ".median_games", r.medianGames()));
        figures.accept(games(prefix + ".p90_games", r.p90Games()));
        figures.accept(percent(prefix + ".named", r.named()));
        figures.accept(percent(prefix + ".wrong_or_tied", r.wrongOrTied()));
        figures.accept(percent(prefix + ".wrong_or_tied_se", r.wrongStdErr()));
        figures.accept(new StatisticsBenchmark.Figure(prefix + ".runs", Integer.toString(r.runs()), "runs"));
    }

    private static String scheme(Elimination.Design design) {
        return design == Elimination.Design.SURVIVORS ? "elimination" : "leader_challenge";
    }

    private static AdaptiveStudy tie(String name, double[] strength, GameModel model) {
        return new AdaptiveStudy(name, strength, model, TIE_CAP, CONFIDENCE);
    }

    private static StatisticsBenchmark.Figure games(String name, double games) {
        return new StatisticsBenchmark.Figure(name, String.format(Locale.ROOT, "%.0f", games), "games");
    }

    private static StatisticsBenchmark.Figure percent(String name, double fraction) {
        return new StatisticsBenchmark.Figure(name, String.format(Locale.ROOT, "%.2f", 100 * fraction), "%");
    }
}
