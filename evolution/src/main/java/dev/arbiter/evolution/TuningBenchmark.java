package dev.arbiter.evolution;

import org.apache.commons.math3.distribution.ChiSquaredDistribution;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * How many games DE and SPSA need on a simulated problem with a known optimum.
 *
 * <p><b>Problem</b> (Van den Bergh's SPSA simulator defaults): 4 continuous parameters in [0, 200], each
 * costing 2 Elo at half its range, i.e. 100 away from its optimum ({@link QuadraticElo}), draw rate 0.61,
 * start 50 away from the optimum in every coordinate, i.e. exactly 2 Elo below it. One change: the simulator
 * puts the optimum at the centre of the box, which is also where the centroid of a population that merely
 * diffuses (DE with uninformative selection) ends up. So that no tuner profits from that symmetry, each run
 * puts its optimum 35 to 50 (uniformly) from the centre in a random direction per coordinate — the centre is
 * then 1 to 2 Elo below the optimum — and the start 50 from the optimum in a random direction per coordinate. For that problem the simulator designs constant-gain SPSA with
 * {@code c = range/6} and {@code r = precision / (C χ²₀.₉₅(n) (1 - draw) / 8)}, {@code C = 800 / ln 10},
 * and predicts 0.5 Elo at 95% confidence after about 377,000 games.
 *
 * <p><b>Figure.</b> For each run and each threshold T (2 and 0.5 Elo) the number of games after which the
 * recommendation stays strictly less than T Elo below the optimum until the end of the budget: twice the
 * pair count at which it was last T or more below, plus two. A run that is still outside at the end
 * counts as the budget (censored, and counted). The medians over the seeds are reported.
 *
 * <p><b>Tuners.</b> DE with {@link DeConfig#defaults}; SPSA with fishtest's schedule and the simulator's design
 * values as end values ({@code cEnd = 200/6}, {@code rEnd = r}), once planned for the whole budget ("spsa")
 * and once planned for {@link #SHORT_PLAN_GAMES} games and then continuing its decay ("spsa-short"; the
 * shortest plan that did well in a small search, so SPSA is compared at its best too).
 */
public final class TuningBenchmark {

    /** Number of parameters. */
    public static final int DIMENSION = 4;
    /** Draw rate of the simulated games. */
    public static final double DRAW_RATE = 0.61;
    /** Games the "spsa-short" schedule is planned for. */
    public static final long SHORT_PLAN_GAMES = 100_000;
    /** Thresholds in Elo below the optimum. */
    public static final double[] THRESHOLDS = {2.0, 0.5};

    private static final double LOW = 0;
    private static final double HIGH = 200;
    private static final double CENTRE = 100;
    private static final double OPTIMUM_OFFSET_MIN = 35;
    private static final double OPTIMUM_OFFSET_MAX = 50;
    private static final double START_OFFSET = 50;

    /**
     * Figures of one tuner.
     *
     * @param tuner          name
     * @param medianGames    median games to stay within each of {@link #THRESHOLDS}
     * @param censored       runs that were still outside each threshold at the end of the budget
     * @param medianFinalLoss median Elo below the optimum at the end of the budget
     * @param seconds        wall-clock time of all runs of this tuner
     */
    public record Figures(String tuner, long[] medianGames, int[] censored, double medianFinalLoss, double seconds) {
    }

    private TuningBenchmark() {
    }

    /** A benchmark problem: the landscape and the start of one run. */
    public record Problem(QuadraticElo landscape, double[] start) {
    }

    /** The problem of run {@code seed}: optimum 35..50 off the centre, start 50 off the optimum, per coordinate. */
    public static Problem problem(long seed) {
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed * 0x9E3779B97F4A7C15L + 1);
        double[] optimum = new double[DIMENSION];
        double[] start = new double[DIMENSION];
        double[] halfRange = new double[DIMENSION];
        double[] cost = new double[DIMENSION];
        for (int i = 0; i < DIMENSION; i++) {
            double offset = OPTIMUM_OFFSET_MIN + (OPTIMUM_OFFSET_MAX - OPTIMUM_OFFSET_MIN) * random.nextDouble();
            optimum[i] = CENTRE + (random.nextBoolean() ? offset : -offset);
            start[i] = optimum[i] + (random.nextBoolean() ? START_OFFSET : -START_OFFSET);
            halfRange[i] = (HIGH - LOW) / 2;
            cost[i] = 2.0;
        }
        return new Problem(new QuadraticElo(0.0, optimum, halfRange, cost), start);
    }

    /** The benchmark parameter space. */
    public static ParameterSpace space() {
        return ParameterSpace.uniform(DIMENSION, LOW, HIGH);
    }

    /** Van den Bergh's constant SPSA learning rate for 0.5 Elo precision at 95% confidence. */
    public static double designRate() {
        double chi2 = new ChiSquaredDistribution(null, DIMENSION).inverseCumulativeProbability(0.95);
        return 0.5 / (800 / Math.log(10) * chi2 * (1 - DRAW_RATE) / 8);
    }

    /** DE with its defaults from {@code start} for run {@code seed}. */
    public static Tuner differentialEvolution(double[] start, long seed) {
        return new DifferentialEvolution(DeConfig.defaults(space(), start, seed));
    }

    /** SPSA with fishtest's schedule over {@code pairs} iterations from {@code start} for run {@code seed}. */
    public static Tuner spsa(double[] start, long seed, long pairs) {
        double[] cEnd = new double[DIMENSION];
        Arrays.fill(cEnd, (HIGH - LOW) / 6);
        return new Spsa(SpsaConfig.fishtest(space(), start, cEnd, designRate(), pairs, seed));
    }

    /** Builds a tuner for a run from its start vector and seed. */
    @FunctionalInterface
    public interface TunerFactory {
        /** The tuner of run {@code seed} starting at {@code start}. */
        Tuner create(double[] start, long seed);
    }

    /**
     * Runs DE and SPSA on {@code seeds} seeds each.
     *
     * @param seeds       runs per tuner (the brief asks for at least 50)
     * @param budgetGames games per run
     * @return the figures of DE and of SPSA
     */
    public static List<Figures> run(int seeds, long budgetGames) {
        return run(0, seeds, budgetGames);
    }

    /**
     * Runs DE and both SPSA variants on seeds {@code firstSeed .. firstSeed + seeds - 1}.
     *
     * @param firstSeed   first seed (DE's defaults were chosen on seeds 0..49; others are held out)
     * @param seeds       runs per tuner
     * @param budgetGames games per run
     * @return the figures of "de", "spsa" and "spsa-short"
     */
    public static List<Figures> run(long firstSeed, int seeds, long budgetGames) {
        long pairs = budgetGames / 2;
        List<Figures> out = new ArrayList<>();
        out.add(measure("de", firstSeed, seeds, pairs, TuningBenchmark::differentialEvolution));
        out.add(measure("spsa", firstSeed, seeds, pairs, (start, seed) -> spsa(start, seed, pairs)));
        out.add(measure("spsa-short", firstSeed, seeds, pairs, (start, seed) -> spsa(start, seed, SHORT_PLAN_GAMES / 2)));
        return out;
    }

    /**
     * Runs one tuner on {@code seeds} seeds.
     *
     * @param name      tuner name for the figures
     * @param firstSeed first seed
     * @param seeds     number of runs
     * @param pairs   pairs per run
     * @param factory the tuner of each seed
     * @return its figures
     */
    public static Figures measure(String name, long firstSeed, int seeds, long pairs, TunerFactory factory) {
        long[][] games = new long[THRESHOLDS.length][seeds];
        int[] censored = new int[THRESHOLDS.length];
        double[] finalLoss = new double[seeds];
        long start = System.nanoTime();
        for (int s = 0; s < seeds; s++) {
            long seed = firstSeed + s;
            Problem problem = problem(seed);
            QuadraticElo landscape = problem.landscape();
            Tuner tuner = factory.create(problem.start(), seed);
            SimulatedOracle oracle = new SimulatedOracle(landscape, DRAW_RATE, 1_000_003L * seed + 17);
            long[] lastOutside = new long[THRESHOLDS.length];
            checkOutside(landscape.loss(tuner.recommendation()), 0, lastOutside);
            TuningRun.run(tuner, oracle, pairs,
                    t -> checkOutside(landscape.loss(t.recommendation()), t.pairsPlayed(), lastOutside));
            for (int k = 0; k < THRESHOLDS.length; k++) {
                if (lastOutside[k] == pairs) {
                    censored[k]++;
                }
                games[k][s] = 2 * Math.min(pairs, lastOutside[k] + 1);
            }
            finalLoss[s] = landscape.loss(tuner.recommendation());
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        long[] medians = new long[THRESHOLDS.length];
        for (int k = 0; k < THRESHOLDS.length; k++) {
            long[] g = games[k].clone();
            Arrays.sort(g);
            medians[k] = seeds % 2 == 1 ? g[seeds / 2] : (g[seeds / 2 - 1] + g[seeds / 2]) / 2;
        }
        Arrays.sort(finalLoss);
        double medianLoss = seeds % 2 == 1 ? finalLoss[seeds / 2] : (finalLoss[seeds / 2 - 1] + finalLoss[seeds / 2]) / 2;
        return new Figures(name, medians, censored, medianLoss, seconds);
    }

    private static void checkOutside(double loss, long pairsPlayed, long[] lastOutside) {
        for (int k = 0; k < THRESHOLDS.length; k++) {
            if (loss >= THRESHOLDS[k]) {
                lastOutside[k] = pairsPlayed;
            }
        }
    }

    /**
     * Prints the figures: {@code java ... TuningBenchmark [seeds] [budgetGames] [firstSeed]} (defaults 50,
     * 800000 and 0).
     *
     * @param args optional seeds, budget and first seed
     */
    public static void main(String[] args) {
        int seeds = args.length > 0 ? Integer.parseInt(args[0]) : 50;
        long budget = args.length > 1 ? Long.parseLong(args[1]) : 800_000;
        long firstSeed = args.length > 2 ? Long.parseLong(args[2]) : 0;
        for (Figures f : run(firstSeed, seeds, budget)) {
            System.out.println(format(f));
        }
    }

    /** One line per tuner: medians, censored runs, final loss and time. */
    public static String format(Figures f) {
        return String.format("%-10s games to 2 Elo %8d (censored %d)  to 0.5 Elo %8d (censored %d)  final loss %.3f  %.1f s",
                f.tuner(), f.medianGames()[0], f.censored()[0], f.medianGames()[1], f.censored()[1],
                f.medianFinalLoss(), f.seconds());
    }
}
