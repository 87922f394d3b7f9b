package dev.arbiter.elo.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Whether Arbiter's statistics hold what they print, measured by simulation (seeded; every figure is a function
 * of the seeds): coverage of the per-engine 95% intervals ({@link CoverageStudy}) and of the pairwise ones
 * ({@link PairwiseCoverageStudy}), games a clean-sweeping leader needs to stop ({@link SweepStudy}), wrong-leader rate and games
 * of the multi-engine early stop with the check after every game ({@link StopStudy}), compared with a
 * fixed-length run and with pairwise SPRTs, and error rates and games of the two-engine SPRT
 * ({@link SprtStudy}).
 *
 * <p>The scenarios of {@link #report} are not those the stop rule's constants were chosen on
 * ({@link #tuning}), and use other seeds. Scenario names: engines ({@code 4e}), games or budget, draw rate of
 * equal engines ({@code d60} = 60%), {@code paired} for seat-swapped pairs with a seat advantage of 60 Elo and
 * start positions whose bias towards seat 0 has a standard deviation of 100 Elo (otherwise independent
 * games), {@code gauntlet}, {@code 3seats} (a three-player game), {@code 1seat} (a puzzle compared per round).
 */
public final class StatisticsBenchmark {

    /** A figure: one {@code name value unit} line. */
    public record Figure(String name, String value, String unit) {
    }

    private static final long REPORT_SEED = 20_261_124L;
    private static final long TUNING_SEED = 4_242L;
    private static final GameModel PAIRED_D60 = new GameModel(0.6, 60, 100);
    private static final GameModel PAIRED_D30 = new GameModel(0.3, 60, 100);
    private static final GameModel PAIRED_D0 = new GameModel(0.0, 60, 100);

    private StatisticsBenchmark() {
    }

    /** The coverage scenarios reported (true strengths drawn per run, standard deviation 60 Elo). */
    public static List<CoverageStudy> coverageScenarios() {
        List<CoverageStudy> list = new ArrayList<>();
        for (double d : new double[] {0.0, 0.3, 0.6}) {
            list.add(coverage("2e.200g.d" + pct(d), 2, Format.ROUND_ROBIN, GameModel.independent(d), 200));
        }
        list.add(coverage("4e.360g.d60", 4, Format.ROUND_ROBIN, GameModel.independent(0.6), 360));
        for (double d : new double[] {0.0, 0.3, 0.6}) {
            list.add(coverage("4e.1200g.d" + pct(d), 4, Format.ROUND_ROBIN, GameModel.independent(d), 1200));
        }
        for (double d : new double[] {0.0, 0.3, 0.6}) {
            list.add(coverage("8e.1120g.d" + pct(d), 8, Format.ROUND_ROBIN, GameModel.independent(d), 1120));
        }
        list.add(coverage("8e.gauntlet.700g.d0", 8, Format.GAUNTLET, GameModel.independent(0.0), 700));
        list.add(coverage("8e.gauntlet.700g.d60", 8, Format.GAUNTLET, GameModel.independent(0.6), 700));
        list.add(coverage("2e.200g.d60.paired", 2, Format.ROUND_ROBIN, PAIRED_D60, 200));
        list.add(coverage("4e.1200g.d60.paired", 4, Format.ROUND_ROBIN, PAIRED_D60, 1200));
        list.add(coverage("8e.gauntlet.700g.d30.paired", 8, Format.GAUNTLET, PAIRED_D30, 700));
        list.add(coverage("4e.3seats.360g.paired", 4, new Format(3, false), PAIRED_D0, 360));
        list.add(coverage("6e.1seat.600g", 6, new Format(1, false), GameModel.independent(0.0), 600));
        return list;
    }

    /** The early-stop scenarios reported (confidence 95%, checked after every game). */
    public static List<StopStudy> stopScenarios() {
        List<StopStudy> list = new ArrayList<>();
        double[] tie = {0, 0, -50, -100};
        list.add(stop("tie.4e.T0.d0.b1200", tie, Format.ROUND_ROBIN, GameModel.independent(0.0), 1200, 0));
        list.add(stop("tie.4e.T0.d60.b1200", tie, Format.ROUND_ROBIN, GameModel.independent(0.6), 1200, 0));
        list.add(stop("tie.2e.T0.d30.b10000", new double[] {0, 0}, Format.ROUND_ROBIN, GameModel.independent(0.3),
                10000, 0));
        list.add(stop("tie.2e.T0.d0.b2000", new double[] {0, 0}, Format.ROUND_ROBIN, GameModel.independent(0.0),
                2000, 0));
        list.add(stop("tie.2e.T0.d60.b2000", new double[] {0, 0}, Format.ROUND_ROBIN, GameModel.independent(0.6),
                2000, 0));
        double[] tie8 = {0, 0, -20, -40, -60, -80, -100, -120};
        list.add(stop("tie.8e.T0.d0.b2240", tie8, Format.ROUND_ROBIN, GameModel.independent(0.0), 2240, 0));
        list.add(stop("tie.8e.T0.d60.b2240", tie8, Format.ROUND_ROBIN, GameModel.independent(0.6), 2240, 0));
        list.add(stop("tie.6e.gauntlet.T0.d30.paired.b6000", new double[] {0, 0, -40, -80, -120, -160},
                Format.GAUNTLET, PAIRED_D30, 6000, 0));
        list.add(stop("atT.4e.T20.d60.b12000", new double[] {20, 0, -50, -100}, Format.ROUND_ROBIN,
                GameModel.independent(0.6), 12000, 20));
        double[] lead10 = {10, 0, -50, -100};
        list.add(stop("lead10.4e.T0.d60.b1200", lead10, Format.ROUND_ROBIN, GameModel.independent(0.6), 1200, 0));
        list.add(stop("lead10.4e.T0.d60.b40000", lead10, Format.ROUND_ROBIN, GameModel.independent(0.6), 40000, 0));
        list.add(stop("lead2T.2e.T10.d60.b20000", new double[] {20, 0}, Format.ROUND_ROBIN, GameModel.independent(0.6),
                20000, 10));
        list.add(stop("lead2T.4e.T20.d60.b12000", new double[] {40, 0, -50, -100}, Format.ROUND_ROBIN,
                GameModel.independent(0.6), 12000, 20));
        list.add(stop("lead2T.8e.T30.d30.paired.b20000", new double[] {60, 0, -20, -40, -60, -80, -100, -120},
                Format.ROUND_ROBIN, PAIRED_D30, 20000, 30));
        return list;
    }

    /**
     * The pairwise-interval scenarios reported: 2, 4 and 8 engines with 1 to 500 game pairs per pairing, paired games
     * with 60% draws, and independent games without draws for the few-pair cells.
     */
    public static List<PairwiseCoverageStudy> pairwiseScenarios() {
        List<PairwiseCoverageStudy> list = new ArrayList<>();
        for (int engines : new int[] {2, 4, 8}) {
            for (int pairs : new int[] {1, 2, 4, 8, 20, 100, 500}) {
                list.add(new PairwiseCoverageStudy(engines + "e." + pairs + "p.d60.paired", engines, pairs, PAIRED_D60,
                        60.0));
            }
            for (int pairs : new int[] {1, 2, 4, 8}) {
                list.add(new PairwiseCoverageStudy(engines + "e." + pairs + "p.d0", engines, pairs,
                        GameModel.independent(0.0), 60.0));
            }
        }
        return list;
    }

    /**
     * The exact few-pair computations reported: two engines after 1, 2 and 4 game pairs, independent games without
     * draws and paired games with 60% draws.
     */
    public static List<FewPairsStudy> fewPairsScenarios() {
        List<FewPairsStudy> list = new ArrayList<>();
        for (int pairs : new int[] {1, 2, 4}) {
            list.add(new FewPairsStudy("2e." + pairs + "p.d0", GameModel.independent(0.0), pairs));
            list.add(new FewPairsStudy("2e." + pairs + "p.d60.paired", PAIRED_D60, pairs));
        }
        return list;
    }

    /** The clean-sweep scenarios reported: games the threshold rule needs for a leader that wins every game. */
    public static List<SweepStudy> sweepScenarios() {
        List<SweepStudy> list = new ArrayList<>();
        for (int engines : new int[] {2, 4, 8}) {
            for (double t : new double[] {0, 50}) {
                list.add(new SweepStudy(engines + "e.T" + (int) t, engines, t, 0.95, 4000));
            }
        }
        return list;
    }

    /** The two-engine SPRT scenarios reported. */
    public static List<SprtStudy> sprtScenarios() {
        return List.of(
                new SprtStudy("0-10.d60.paired", PAIRED_D60, 0, 10, 0.05, 0.05, 100_000),
                new SprtStudy("0-10.d0", GameModel.independent(0.0), 0, 10, 0.05, 0.05, 100_000));
    }

    /** The scenarios the stop rule's mixture constants were chosen on (see {@code LeaderTest}). */
    public static List<StopStudy> tuningScenarios() {
        return List.of(
                stop("2e.T15.d30", new double[] {30, 0}, Format.ROUND_ROBIN, GameModel.independent(0.3), 20000, 15),
                stop("3e.T25.d50.seat40", new double[] {50, 0, -40}, Format.ROUND_ROBIN, new GameModel(0.5, 40, 80),
                        12000, 25),
                stop("5e.T12.d60", new double[] {24, 0, -10, -30, -60}, Format.ROUND_ROBIN, GameModel.independent(0.6),
                        80000, 12),
                stop("4e.T0.lead25.d40", new double[] {25, 0, -30, -60}, Format.ROUND_ROBIN,
                        GameModel.independent(0.4), 40000, 0),
                stop("4e.T0.lead60.d20", new double[] {60, 0, -40, -80}, Format.ROUND_ROBIN,
                        GameModel.independent(0.2), 20000, 0));
    }

    /**
     * Measures the report scenarios.
     *
     * @param quick   fewer runs (well under a minute)
     * @param figures receives every figure as soon as it is measured
     */
    public static void report(boolean quick, Consumer<Figure> figures) {
        int coverageRuns = quick ? 300 : 2000;
        for (CoverageStudy s : coverageScenarios()) {
            CoverageStudy.Result r = s.measure(coverageRuns, REPORT_SEED);
            String p = "statistics.coverage." + s.name();
            figures.accept(new Figure(p, percent(r.coverage()), "%"));
            figures.accept(new Figure(p + ".counts_only", percent(r.countsCoverage()), "%"));
            figures.accept(new Figure(p + ".error_to_stderr", String.format(Locale.ROOT, "%.3f", r.errorToStdErr()), "ratio"));
        }
        reportPairwise(quick, figures);
        reportFewPairs(figures);
        reportSweeps(quick, figures);
        for (StopStudy s : stopScenarios()) {
            int runs = stopRuns(s, quick);
            StopStudy.Result r = s.measure(runs, REPORT_SEED);
            String p = "statistics.stop." + s.name();
            figures.accept(new Figure(p + ".wrong_leader", percent(r.wrong()), "%"));
            figures.accept(new Figure(p + ".stopped", percent(r.stopped()), "%"));
            figures.accept(games(p + ".mean_games", r.meanGames()));
            figures.accept(games(p + ".median_games", r.medianGames()));
            figures.accept(games(p + ".fixed_games", s.budget()));
            if (s.name().startsWith("lead")) {
                StopStudy.SprtResult sprt = s.measureSprts(runs, REPORT_SEED);
                figures.accept(games(p + ".sprts_mean_games", sprt.meanGames()));
                figures.accept(new Figure(p + ".sprts_all_accepted", percent(sprt.allAccepted()), "%"));
            }
            figures.accept(new Figure(p + ".runs", Integer.toString(runs), "runs"));
        }
        int sprtRuns = quick ? 100 : 1000;
        for (SprtStudy s : sprtScenarios()) {
            SprtStudy.Result r = s.measure(sprtRuns, REPORT_SEED);
            String p = "statistics.sprt." + s.name();
            figures.accept(new Figure(p + ".false_positive", percent(r.falsePositive()), "%"));
            figures.accept(new Figure(p + ".false_negative", percent(r.falseNegative()), "%"));
            figures.accept(games(p + ".mean_games_h0", r.meanGamesH0()));
            figures.accept(games(p + ".mean_games_h1", r.meanGamesH1()));
            figures.accept(new Figure(p + ".runs", Integer.toString(sprtRuns), "runs"));
        }
    }

    /**
     * Measures the pairwise-interval scenarios: coverage, the share of intervals with a side the games do not bound,
     * and the runs (8,000 for two engines, whose runs are cheap and whose cells are nearest the edges of 94-96%, so that
     * one standard error is 0.25%; 2,000 up to 20 pairs per pairing, fewer for the long ones; a tenth with
     * {@code quick}).
     */
    public static void reportPairwise(boolean quick, Consumer<Figure> figures) {
        for (PairwiseCoverageStudy s : pairwiseScenarios()) {
            int runs = s.engines() == 2 ? 8000 : s.pairsPerPairing() <= 20 ? 2000 : s.pairsPerPairing() <= 100 ? 500 : 200;
            runs = quick ? runs / 10 : runs;
            PairwiseCoverageStudy.Result r = s.measure(runs, REPORT_SEED);
            String p = "statistics.pairwise." + s.name();
            figures.accept(new Figure(p + ".coverage", percent(r.coverage()), "%"));
            figures.accept(new Figure(p + ".open_ended", percent(r.openEnded()), "%"));
            figures.accept(new Figure(p + ".intervals", Long.toString(r.intervals()), "intervals"));
        }
    }

    /**
     * Computes the few-pair scenarios exactly (no runs): per cell the share of true differences within ±300 Elo where
     * no interval (any function of the pentanomial counts; or one monotone in the points) can cover 94-96%, and the
     * least, largest and mean (under the bench's spread) coverage of Arbiter's interval.
     */
    public static void reportFewPairs(Consumer<Figure> figures) {
        for (FewPairsStudy s : fewPairsScenarios()) {
            FewPairsStudy.Result r = s.measure();
            String p = "statistics.pairwise.exact." + s.name();
            if (s.pairs() <= 2) {
                figures.accept(new Figure(p + ".unattainable", percent(r.unattainable()), "% of differences"));
            }
            figures.accept(new Figure(p + ".unattainable_monotone", percent(r.unattainableMonotone()), "% of differences"));
            figures.accept(new Figure(p + ".least", percent(r.arbiterLeast()), "%"));
            figures.accept(new Figure(p + ".least_at", String.format(Locale.ROOT, "%.0f", r.leastAt()), "Elo"));
            figures.accept(new Figure(p + ".most", percent(r.arbiterMost()), "%"));
            figures.accept(new Figure(p + ".mean", percent(r.arbiterMean()), "%"));
        }
    }

    /** Measures the clean-sweep scenarios: mean and largest games to stop over 200 runs (20 with {@code quick}). */
    public static void reportSweeps(boolean quick, Consumer<Figure> figures) {
        for (SweepStudy s : sweepScenarios()) {
            double[] games = s.measure(quick ? 20 : 200, REPORT_SEED);
            String p = "statistics.sweep." + s.name();
            figures.accept(games(p + ".mean_games", games[0]));
            figures.accept(games(p + ".max_games", games[1]));
        }
    }

    /**
     * Measures the tuning scenarios over a grid of the mixture constants.
     *
     * @param runs    runs per scenario and grid point
     * @param scales  values of the precision scale
     * @param minimum values of the minimum scale in Elo
     * @param figures receives {@code stop mean games} per scenario and grid point
     */
    public static void tuning(int runs, double[] scales, double[] minimum, Consumer<Figure> figures) {
        for (StopStudy s : tuningScenarios()) {
            for (double scale : scales) {
                for (double min : minimum) {
                    StopStudy.Result r = s.measure(runs, TUNING_SEED, scale, min);
                    String p = String.format(Locale.ROOT, "statistics.tuning.%s.scale%.2f.min%.0f", s.name(), scale, min);
                    figures.accept(games(p + ".mean_games", r.meanGames()));
                    figures.accept(new Figure(p + ".stopped", percent(r.stopped()), "%"));
                    figures.accept(new Figure(p + ".wrong_leader", percent(r.wrong()), "%"));
                }
            }
        }
    }

    /**
     * Runs per stop scenario: more for two tied engines (the case where the error bound is nearly reached, so
     * its rate is worth measuring precisely; two-engine fits are cheap), fewer for the long scenarios, so that
     * the full benchmark takes minutes.
     */
    private static int stopRuns(StopStudy s, boolean quick) {
        int full = s.strength().length == 2 && s.name().startsWith("tie") ? 1000 : s.budget() > 15000 ? 200 : 500;
        return quick ? full / 10 : full;
    }

    private static CoverageStudy coverage(String name, int engines, Format format, GameModel model, int games) {
        return new CoverageStudy(name, engines, format, model, games, 60.0);
    }

    private static StopStudy stop(String name, double[] strength, Format format, GameModel model, int budget, double t) {
        return new StopStudy(name, strength, format, model, budget, t, 0.95);
    }

    private static Figure games(String name, double games) {
        return new Figure(name, String.format(Locale.ROOT, "%.0f", games), "games");
    }

    private static String pct(double d) {
        return Integer.toString((int) Math.round(100 * d));
    }

    private static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.2f", 100 * fraction);
    }
}
