package dev.arbiter.evolution;

import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.QRDecomposition;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * How many games tuners need on simulated problems with a known optimum: the benchmark behind
 * {@code arbiter bench --only tuning}.
 *
 * <p><b>Problems</b> (after Van den Bergh's SPSA simulator): {@code d} continuous parameters in [0, 200], games with
 * a 61% draw rate at equal strength ({@link SimulatedOracle}). Each run ({@code seed}) puts its optimum 35 to 50
 * (uniformly) from the centre of the box in a random direction per coordinate, so that the centre is 1 to 2 Elo
 * below the optimum and no tuner profits from a population that merely diffuses around the centre.
 * <ul>
 * <li>{@link Shape#QUADRATIC}: every parameter costs {@code 8/d} Elo at 100 from its optimum (2 Elo for 4
 * parameters, as in the simulator), so the near start is 2 Elo below the optimum whatever {@code d}.</li>
 * <li>{@link Shape#SKEWED}: a {@link SkewedElo} landscape: a random rotation (the parameters interact), costs
 * spread over a factor 16, and per direction one side sharper than quadratic (exponent 1.2..1.8) and the other
 * flatter (2.5..4), scaled so that the near start is again 2 Elo below. No tuner's defaults were chosen on
 * it: it checks that a tuner has not been fitted to the quadratic's shape.</li>
 * </ul>
 * Starts: {@link Start#NEAR} is 50 from the optimum in every coordinate (random sign), {@link Start#FAR} is the
 * bound farthest from the optimum in every coordinate (about 16 Elo below on the quadratic).
 *
 * <p><b>Figures.</b> For each run and each threshold T (2 and 0.5 Elo) the number of games after which the
 * recommendation stays strictly less than T Elo below the optimum until the end of the budget: twice the pair
 * count at which it was last T or more below, plus two. A run still outside at the end counts as the budget
 * (censored, and counted). The medians over the runs and the median final loss are reported.
 *
 * <p><b>Bound, paired.</b> {@link #bound} measures the same figures for the {@link InformationBound} (the efficient
 * estimator with the best design) on the same problems, and every tuner and the bound play the same oracle stream
 * of each seed, so {@link #vsBound}, a tuner's median games to 0.5 Elo over the bound's, is a paired comparison; its
 * range is a percentile bootstrap over the seeds (B. Efron &amp; R. Tibshirani, <i>An Introduction to the
 * Bootstrap</i>, 1993).
 *
 * <p><b>Tuners</b> ({@link #tuner(String, Setup)}): {@code de} is {@link DifferentialEvolution} with
 * {@link DeConfig#defaults}, {@code de-classic} the same without its refinement stage; {@code spsa} is the best-set SPSA: fishtest's schedule with the plan (planned games,
 * perturbation and learning rate as multiples of the simulator's design values) that reached 0.5 Elo fastest on the
 * training seeds 0..99 of the same dimension and start ({@link #bestSpsaPlan}); {@code spsa:GAMES:C:R} is any
 * other plan, so that the search can be repeated from the command line.
 */
public final class TuningBenchmark {

    /** Draw rate of the simulated games. */
    public static final double DRAW_RATE = 0.61;
    /** Thresholds in Elo below the optimum. */
    public static final double[] THRESHOLDS = {2.0, 0.5};

    private static final double LOW = 0;
    private static final double HIGH = 200;
    private static final double CENTRE = 100;
    private static final double HALF_RANGE = 100;
    private static final double OPTIMUM_OFFSET_MIN = 35;
    private static final double OPTIMUM_OFFSET_MAX = 50;
    private static final double NEAR_OFFSET = 50;
    private static final double NEAR_LOSS = 2.0;

    /** Where a run starts. */
    public enum Start {
        /** 50 from the optimum in every coordinate: 2 Elo below it. */
        NEAR,
        /** Every coordinate at the bound farthest from the optimum. */
        FAR
    }

    /** The shape of the strength landscape. */
    public enum Shape {
        /** Separable quadratic with equal costs ({@link QuadraticElo}). */
        QUADRATIC,
        /** Rotated, unequal costs, asymmetric exponents ({@link SkewedElo}). */
        SKEWED
    }

    /**
     * A family of benchmark problems.
     *
     * @param dimension number of parameters, at least 1
     * @param start     where runs start
     * @param shape     landscape shape
     * @param scale     factor on every Elo loss of the landscape (1: the benchmark's own; a tuner's defaults must not
     *                  depend on it, since a user's box and engine set it, not the tuner)
     */
    public record Setup(int dimension, Start start, Shape shape, double scale) {
        /** Validates. */
        public Setup {
            if (dimension < 1) {
                throw new IllegalArgumentException("dimension must be >= 1");
            }
            if (!(scale > 0) || !Double.isFinite(scale)) {
                throw new IllegalArgumentException("scale must be a positive number, got " + scale);
            }
        }

        /** The benchmark's own scale. */
        public Setup(int dimension, Start start, Shape shape) {
            this(dimension, start, shape, 1);
        }
    }

    /** One benchmark problem: the landscape and the start of one run. */
    public record Problem(EloLandscape landscape, double[] start) {
    }

    /**
     * An SPSA plan in the simulator's units.
     *
     * @param planGames games the schedule is planned for (it keeps decaying afterwards)
     * @param cScale    final perturbation in units of range/6
     * @param rScale    final learning rate in units of {@link #designRate(int)}
     */
    public record SpsaPlan(long planGames, double cScale, double rScale) {
    }

    /**
     * Figures of one tuner (or of the bound).
     *
     * @param tuner           name
     * @param medianGames     median games to stay within each of {@link #THRESHOLDS}
     * @param censored        runs still outside each threshold at the end of the budget
     * @param medianFinalLoss median Elo below the optimum at the end of the budget
     * @param seconds         wall-clock time of all runs of this tuner (the seeds run in parallel, on every processor)
     * @param games           per threshold, the games of every run in seed order (censored runs count the budget)
     */
    public record Figures(String tuner, long[] medianGames, int[] censored, double medianFinalLoss, double seconds,
                          long[][] games) {
    }

    /**
     * A tuner's games to 0.5 Elo as a multiple of the bound's, over the same seeds.
     *
     * @param ratio the ratio of the two medians
     * @param low   2.5th percentile of that ratio over bootstrap resamples of the seeds (paired: a resample takes
     *              the same seeds for both), a measure of the Monte-Carlo error of the ratio
     * @param high  97.5th percentile of the same
     */
    public record Ratio(double ratio, double low, double high) {
    }

    /** Builds a tuner for a run from its start vector and seed. */
    @FunctionalInterface
    public interface TunerFactory {
        /** The tuner of run {@code seed} starting at {@code start}. */
        Tuner create(double[] start, long seed);
    }

    private TuningBenchmark() {
    }

    /** The benchmark parameter space: {@code dimension} continuous parameters in [0, 200]. */
    public static ParameterSpace space(int dimension) {
        return ParameterSpace.uniform(dimension, LOW, HIGH);
    }

    /** The problem of run {@code seed}; the landscape depends on the dimension, shape and seed, not on the start. */
    public static Problem problem(Setup setup, long seed) {
        int d = setup.dimension();
        SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + 1);
        double[] optimum = new double[d];
        double[] near = new double[d];
        double[] far = new double[d];
        double[] halfRange = new double[d];
        for (int i = 0; i < d; i++) {
            double offset = OPTIMUM_OFFSET_MIN + (OPTIMUM_OFFSET_MAX - OPTIMUM_OFFSET_MIN) * random.nextDouble();
            optimum[i] = CENTRE + (random.nextBoolean() ? offset : -offset);
            near[i] = optimum[i] + (random.nextBoolean() ? NEAR_OFFSET : -NEAR_OFFSET);
            far[i] = optimum[i] < CENTRE ? HIGH : LOW;
            halfRange[i] = HALF_RANGE;
        }
        EloLandscape landscape;
        if (setup.shape() == Shape.QUADRATIC) {
            double[] cost = new double[d];
            Arrays.fill(cost, 4 * NEAR_LOSS / d * setup.scale());
            landscape = new QuadraticElo(0.0, optimum, halfRange, cost);
        } else {
            landscape = skewed(random, optimum, halfRange, near, setup.scale());
        }
        return new Problem(landscape, setup.start() == Start.NEAR ? near : far);
    }

    private static SkewedElo skewed(SplittableRandom random, double[] optimum, double[] halfRange, double[] near,
                                    double scale) {
        int d = optimum.length;
        double[][] gaussian = new double[d][d];
        for (double[] row : gaussian) {
            for (int j = 0; j < d; j++) {
                row[j] = Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
            }
        }
        double[][] rotation = new QRDecomposition(new Array2DRowRealMatrix(gaussian, false)).getQ().getData();
        double[] cost = new double[d];
        double[] below = new double[d];
        double[] above = new double[d];
        for (int i = 0; i < d; i++) {
            cost[i] = Math.exp(Math.log(4) * (2 * random.nextDouble() - 1));
            double sharp = 1.2 + 0.6 * random.nextDouble();
            double flat = 2.5 + 1.5 * random.nextDouble();
            boolean sharpBelow = random.nextBoolean();
            below[i] = sharpBelow ? sharp : flat;
            above[i] = sharpBelow ? flat : sharp;
        }
        double unscaled = new SkewedElo(0, optimum, halfRange, rotation, cost, below, above).loss(near);
        for (int i = 0; i < d; i++) {
            cost[i] *= scale * NEAR_LOSS / unscaled;
        }
        return new SkewedElo(0, optimum, halfRange, rotation, cost, below, above);
    }

    /** Van den Bergh's SPSA learning rate ({@link SpsaConfig#learningRate}) at the benchmark's draw rate. */
    public static double designRate(int dimension) {
        return SpsaConfig.learningRate(dimension, DRAW_RATE);
    }

    /**
     * The SPSA plan that reached 0.5 Elo in the fewest games (median) on the training seeds of the quadratic
     * problems of this dimension and start at an 800,000-game budget: a grid of planned games {25k, 50k, 100k, 200k,
     * 400k, 800k} × perturbation {0.5, 1, 2} × learning rate {0.25, 0.5, 1, 2} on seeds 0..39, its best four cells
     * and their neighbours at perturbation 3 re-run on seeds 0..99. Medians on 0..99: 4 parameters 25k:2:1, near
     * 118,265 games, far 80,297 (next best 133,030 and 91,569); 8 parameters near 50k:2:1, 300,710 (6 censored),
     * far 100k:2:1, 250,842 (1). Perturbation 3 was worse everywhere. Dimensions other than 4 and 8 use the plan of
     * the nearer one; the skewed landscape uses the quadratic's plan (it is held out for every tuner).
     */
    public static SpsaPlan bestSpsaPlan(Setup setup) {
        if (setup.dimension() <= 6) {
            return new SpsaPlan(25_000, 2, 1);
        }
        return setup.start() == Start.NEAR ? new SpsaPlan(50_000, 2, 1) : new SpsaPlan(100_000, 2, 1);
    }

    /** SPSA with fishtest's schedule and a plan, from {@code start}. */
    public static Tuner spsa(Setup setup, double[] start, long seed, SpsaPlan plan) {
        int d = setup.dimension();
        double[] cEnd = new double[d];
        Arrays.fill(cEnd, plan.cScale() * (HIGH - LOW) / 6);
        return new Spsa(SpsaConfig.fishtest(space(d), start, cEnd, plan.rScale() * designRate(d),
                Math.max(1, plan.planGames() / 2), seed));
    }

    /**
     * The factory of a tuner by name: {@code de}, {@code de-classic} (DE without its refinement stage: evolution to
     * the end, as before the stage existed), {@code spsa} (the best plan for the setup) or {@code spsa:GAMES:C:R}.
     *
     * @throws IllegalArgumentException for an unknown name
     */
    public static TunerFactory tuner(String name, Setup setup) {
        if (name.equals("de")) {
            return (start, seed) -> new DifferentialEvolution(DeConfig.defaults(space(setup.dimension()), start, seed));
        }
        if (name.equals("de-classic")) {
            return (start, seed) -> new DifferentialEvolution(DeConfig.defaults(space(setup.dimension()), start, seed)
                    .withDesign(DeConfig.Design.off()));
        }
        if (name.equals("spsa")) {
            SpsaPlan plan = bestSpsaPlan(setup);
            return (start, seed) -> spsa(setup, start, seed, plan);
        }
        String[] parts = name.split(":");
        if (parts.length == 4 && parts[0].equals("spsa")) {
            try {
                SpsaPlan plan = new SpsaPlan(Long.parseLong(parts[1]), Double.parseDouble(parts[2]),
                        Double.parseDouble(parts[3]));
                if (plan.planGames() >= 2 && plan.cScale() > 0 && plan.rScale() > 0) {
                    return (start, seed) -> spsa(setup, start, seed, plan);
                }
            } catch (NumberFormatException e) {
                // falls through to the error below
            }
        }
        throw new IllegalArgumentException("unknown tuner '" + name + "': expected de, de-classic, spsa or spsa:GAMES:C:R");
    }

    /**
     * Runs tuners on seeds {@code firstSeed .. firstSeed + seeds - 1} of a setup.
     *
     * @param tuners      tuner names ({@link #tuner})
     * @param setup       problem family
     * @param firstSeed   first seed (defaults were chosen on 0..99; report 100..199)
     * @param seeds       runs per tuner
     * @param budgetGames games per run
     * @return one figure per tuner, in order
     */
    public static List<Figures> run(List<String> tuners, Setup setup, long firstSeed, int seeds, long budgetGames) {
        List<TunerFactory> factories = new ArrayList<>();
        for (String name : tuners) {
            factories.add(tuner(name, setup));
        }
        List<Figures> out = new ArrayList<>();
        for (int k = 0; k < tuners.size(); k++) {
            out.add(measure(tuners.get(k), setup, firstSeed, seeds, budgetGames / 2, factories.get(k)));
        }
        return out;
    }

    /**
     * Runs one tuner on seeds {@code firstSeed .. firstSeed + seeds - 1}, the seeds in parallel (each run is
     * deterministic from its seed, so the figures do not depend on how many run at once).
     *
     * @param name      tuner name for the figures
     * @param setup     problem family
     * @param firstSeed first seed
     * @param seeds     number of runs, at least 1
     * @param pairs     pairs per run
     * @param factory   the tuner of each seed
     * @return its figures
     */
    public static Figures measure(String name, Setup setup, long firstSeed, int seeds, long pairs, TunerFactory factory) {
        long started = System.nanoTime();
        SeedRun[] runs = new SeedRun[seeds];
        IntStream.range(0, seeds).parallel().forEach(s -> {
            long seed = firstSeed + s;
            Problem problem = problem(setup, seed);
            EloLandscape landscape = problem.landscape();
            Tuner tuner = factory.create(problem.start(), seed);
            long[] lastOutside = new long[THRESHOLDS.length];
            checkOutside(landscape.loss(tuner.recommendation()), 0, lastOutside);
            TuningRun.run(tuner, oracle(landscape, seed), pairs,
                    t -> checkOutside(landscape.loss(t.recommendation()), t.pairsPlayed(), lastOutside));
            runs[s] = new SeedRun(lastOutside, landscape.loss(tuner.recommendation()));
        });
        return figures(name, runs, pairs, (System.nanoTime() - started) / 1e9);
    }

    /** One run's last pair count outside each threshold, and its final loss. */
    private record SeedRun(long[] lastOutside, double finalLoss) {
    }

    /**
     * The bound ({@link InformationBound}) on seeds {@code firstSeed .. firstSeed + seeds - 1}: the efficient
     * estimator with the best design, on the same optima and oracle streams as the tuners.
     */
    public static Figures bound(Setup setup, long firstSeed, int seeds, long pairs) {
        long started = System.nanoTime();
        SeedRun[] runs = new SeedRun[seeds];
        IntStream.range(0, seeds).parallel().forEach(s -> {
            long seed = firstSeed + s;
            EloLandscape landscape = problem(setup, seed).landscape();
            long[] lastOutside = new long[THRESHOLDS.length];
            double[] last = {landscape.loss(space(setup.dimension()).clampAndRound(centre(setup.dimension())))};
            checkOutside(last[0], 0, lastOutside);
            InformationBound.run(landscape, space(setup.dimension()), oracle(landscape, seed), DRAW_RATE,
                    ~seed, pairs, (played, loss) -> {
                        checkOutside(loss, played, lastOutside);
                        last[0] = loss;
                    });
            runs[s] = new SeedRun(lastOutside, last[0]);
        });
        return figures("bound", runs, pairs, (System.nanoTime() - started) / 1e9);
    }

    private static double[] centre(int dimension) {
        double[] c = new double[dimension];
        Arrays.fill(c, CENTRE);
        return c;
    }

    /** The oracle of run {@code seed}: every tuner and the bound play on the same stream. */
    private static SimulatedOracle oracle(EloLandscape landscape, long seed) {
        return new SimulatedOracle(landscape, DRAW_RATE, 1_000_003L * seed + 17);
    }

    private static Figures figures(String name, SeedRun[] runs, long pairs, double seconds) {
        int seeds = runs.length;
        long[][] games = new long[THRESHOLDS.length][seeds];
        int[] censored = new int[THRESHOLDS.length];
        double[] finalLoss = new double[seeds];
        for (int s = 0; s < seeds; s++) {
            for (int k = 0; k < THRESHOLDS.length; k++) {
                long lastOutside = runs[s].lastOutside()[k];
                censored[k] += lastOutside == pairs ? 1 : 0;
                games[k][s] = 2 * Math.min(pairs, lastOutside + 1);
            }
            finalLoss[s] = runs[s].finalLoss();
        }
        long[] medians = new long[THRESHOLDS.length];
        for (int k = 0; k < THRESHOLDS.length; k++) {
            medians[k] = median(games[k]);
        }
        double[] loss = finalLoss.clone();
        Arrays.sort(loss);
        int n = loss.length;
        double medianLoss = n % 2 == 1 ? loss[n / 2] : (loss[n / 2 - 1] + loss[n / 2]) / 2;
        return new Figures(name, medians, censored, medianLoss, seconds, games);
    }

    private static long median(long[] values) {
        long[] g = values.clone();
        Arrays.sort(g);
        int n = g.length;
        return n % 2 == 1 ? g[n / 2] : (g[n / 2 - 1] + g[n / 2]) / 2;
    }

    /** Bootstrap resamples of {@link #vsBound}. */
    private static final int RESAMPLES = 2000;

    /**
     * A tuner's median games to 0.5 Elo over the bound's, on the same seeds, with the percentile bootstrap of that
     * ratio over the seeds (Efron &amp; Tibshirani 1993; resampled in pairs, from a fixed seed).
     */
    public static Ratio vsBound(Figures tuner, Figures bound) {
        long[] t = tuner.games()[1];
        long[] b = bound.games()[1];
        if (t.length != b.length) {
            throw new IllegalArgumentException("the tuner and the bound ran on different seeds");
        }
        int n = t.length;
        double[] ratios = new double[RESAMPLES];
        SplittableRandom random = new SplittableRandom(20261201L);
        long[] rt = new long[n];
        long[] rb = new long[n];
        for (int r = 0; r < RESAMPLES; r++) {
            for (int i = 0; i < n; i++) {
                int pick = random.nextInt(n);
                rt[i] = t[pick];
                rb[i] = b[pick];
            }
            ratios[r] = (double) median(rt) / median(rb);
        }
        Arrays.sort(ratios);
        return new Ratio((double) median(t) / median(b), ratios[(int) (0.025 * RESAMPLES)],
                ratios[(int) (0.975 * RESAMPLES) - 1]);
    }

    private static void checkOutside(double loss, long pairsPlayed, long[] lastOutside) {
        for (int k = 0; k < THRESHOLDS.length; k++) {
            if (loss >= THRESHOLDS[k]) {
                lastOutside[k] = pairsPlayed;
            }
        }
    }

    /**
     * The tuner's own cost: microseconds per pair spent in {@link Tuner#nextRequest()} and {@link Tuner#report}
     * over a run of {@code pairs} pairs whose results cost nothing (a fixed pattern of pair scores).
     */
    public static double overheadMicrosPerPair(TunerFactory factory, Setup setup, long pairs) {
        Tuner tuner = factory.create(problem(setup, 0).start(), 0);
        long started = System.nanoTime();
        for (long p = 0; p < pairs; p++) {
            PairRequest request = tuner.nextRequest();
            tuner.report(request.id(), (int) ((p * 7 + p / 3) % 5));
        }
        return (System.nanoTime() - started) / 1e3 / pairs;
    }

    /** The figures as {@code name value unit} lines, {@code tuning.TUNER.games_to_2 N games} and so on. */
    public static List<String> lines(Figures f) {
        String prefix = "tuning." + f.tuner();
        return List.of(
                prefix + ".games_to_2 " + f.medianGames()[0] + " games",
                prefix + ".games_to_0.5 " + f.medianGames()[1] + " games",
                prefix + ".censored_2 " + f.censored()[0] + " runs",
                prefix + ".censored_0.5 " + f.censored()[1] + " runs",
                prefix + ".final_loss " + String.format(Locale.ROOT, "%.3f", f.medianFinalLoss()) + " elo");
    }

    /** The ratio as lines: {@code tuning.TUNER.vs_bound 1.42 x}, and its bootstrap range. */
    public static List<String> lines(String tuner, Ratio r) {
        String prefix = "tuning." + tuner + ".vs_bound";
        return List.of(
                prefix + " " + String.format(Locale.ROOT, "%.2f", r.ratio()) + " x",
                prefix + "_low " + String.format(Locale.ROOT, "%.2f", r.low()) + " x",
                prefix + "_high " + String.format(Locale.ROOT, "%.2f", r.high()) + " x");
    }
}
