package dev.arbiter.evolution;

import dev.arbiter.elo.BradleyTerry;
import dev.arbiter.elo.Pentanomial;
import org.apache.commons.math3.random.SobolSequenceGenerator;
import org.apache.commons.rng.RestorableUniformRandomProvider;
import org.apache.commons.rng.core.RandomProviderDefaultState;
import org.apache.commons.rng.simple.RandomSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Differential evolution (Storn &amp; Price, 1997) whose selection is decided by games, as a {@link Tuner}.
 *
 * <p><b>Population.</b> Member 0 is the seed vector; the other {@code NP - 1} members are points of a
 * Sobol sequence (commons-math3), randomly shifted modulo 1 (Cranley–Patterson rotation, so that runs
 * with different seeds differ), scaled to a box of {@code spread} times each range centred on the seed and
 * moved inside the bounds where it sticks out (so {@code spread = 1} is the whole box wherever the seed is),
 * then rounded for integer parameters. Clamping instead of moving put up to half of the members of a seed at a
 * corner onto the bounds.
 *
 * <p><b>Generations.</b> Each generation builds one trial per member (the <em>target</em>) with the
 * configured mutation strategy, F drawn uniformly in {@code [fMin, fMax]} per trial (dither) and binomial
 * crossover; the trial is repaired into the bounds and made different from its target
 * ({@link ParameterSpace#repair}). Each trial then duels its target in seat-paired game pairs under the
 * sequential test of {@link DuelTest}; the trial replaces the target iff it scored strictly more than
 * 50% when its duel stopped. Replacements take effect together at the end of the generation, so the
 * duels of one generation are independent and can be played concurrently: {@link #nextRequest()} hands
 * out a pair of the open duel with the fewest pairs issued.
 *
 * <p><b>Joint rating.</b> Every pair played is recorded in a {@link RatingLedger}. Every
 * {@code ratingInterval} generations a Bradley–Terry fit is computed over the current members plus the
 * vectors created in the last {@code ratingGenerations} generations (the fit costs O(n³), so it is bounded
 * in size and done once per few generations rather than once per pair; between fits a member keeps
 * the rating of the last fit, and a new member inherits the rating of the member it replaced).
 * When neither the strategy nor the recommendation uses ratings (rand/1 with the centroid), no fit is
 * needed during the run; {@link #memberRatings()} fits on demand. After each generation the ledger forgets the
 * vectors no later fit includes (neither members nor in the window), so it stays bounded. The member ratings from that fit rank the members for
 * best/1 and current-to-pbest/1 and give the recommendation:
 * <ul>
 * <li>{@link DeConfig.Recommendation#MEAN_ABOVE_MEDIAN}: the mean of the members rated above the median
 * member. Each duel is only a few pairs, so any single rating is very noisy and the top-rated member is
 * mostly the luckiest one; averaging the better half cancels much of that noise.</li>
 * <li>{@link DeConfig.Recommendation#BEST_RATED}: the best-rated member with at least {@code minGames} games
 * (the previous pick if none has that many).</li>
 * <li>{@link DeConfig.Recommendation#CENTROID} (the default): the mean of all members. Greedy selection has
 * already filtered the population by games, and measured on the benchmark the ratings added nothing.</li>
 * <li>{@link DeConfig.Recommendation#QUADRATIC_SURFACE}: the maximum of a quadratic fitted to every pair.</li>
 * </ul>
 * That choice is the generation's <em>pick</em>. The recommendation is the mean of the picks of the most
 * recent {@code max(1, ceil(tailFraction · g))} of the {@code g} completed generations (tail averaging,
 * Polyak &amp; Juditsky 1992: successive picks scatter around the optimum, and averaging them cancels most of
 * the scatter that selection noise leaves; averaging only the tail forgets the early, worse generations).
 * Before the first generation ends the seed is recommended.
 *
 * <p><b>What limits it.</b> Selection by duels stops telling vectors apart near the optimum: a duel between
 * vectors a few Elo apart is close to a coin toss, so once the population is that close about half of the trials
 * replace their targets whatever they are worth, the population keeps its spread and its centroid wanders below the
 * optimum. That is why the recommendation averages the tail of the run, and why the initial population spans the
 * whole box (the first centroids are then near the middle of the range rather than near a far seed).
 *
 * <p><b>Model trials: every game counts.</b> A duel's winner is all that selection keeps of it. From the third
 * generation on, {@code modelTrials} trials per generation (one member in turn, so no random draw is spent on it)
 * are the proposal of a {@link LocalResponseSurface}: a quadratic response surface (Box &amp; Wilson 1951), fitted
 * as in CLOP (Coulom 2011) by weighted least squares to the results of every duel of the last
 * {@code modelGenerations} generations, weighted towards the population by a Gaussian kernel of
 * {@code modelBandwidth · √d} standard deviations (the typical distance of a member from the mean), and maximised
 * inside a trust region of {@code ±modelRadius} standard deviations around the population mean. The proposal duels
 * its target like any trial and enters the population only by winning, so a misfitted surface costs one duel a
 * generation, not the run; the population, its mutations and the recommendation stay DE's.
 *
 * <p><b>What the surface is not used for.</b> DE's duels are short and not centred on the optimum, so the maximum
 * of a quadratic fitted to them is dominated by the noise of the curvature: it does not make a good recommendation,
 * and steering every trial by a surface fitted to the whole box made the population collapse onto the bounds or a
 * saddle; the trust region and the single proposal per generation keep that from happening.
 *
 * <p><b>Refinement: every pair about the estimate (the default).</b> Duels stop telling vectors apart near the
 * optimum, and a trial-against-target pair 0.3 to 0.4 half-ranges wide carries about a tenth of the information about
 * the optimum's location of a symmetric full-width pair (Elfving 1952, see {@link InformationBound}). So after
 * {@code design.afterGenerations} generations (one by default: the population's first generation spans the whole box
 * and its selection moves the centroid towards the better side) the evolution stops and a {@link RootDesign} takes
 * over: each pair is symmetric about a jittered centre near the current estimate and as wide as the box allows, a
 * gradient model is fitted to every such pair (the jitter of the centres is what identifies the curvature), and the
 * estimate, the fit's root shrunk towards the evolution's recommendation by a Gaussian prior, is both the next
 * centre and the recommendation (sequential design in the spirit of Wu 1985 and Joseph 2004); where the fitted slope
 * at the centre is surely not zero the centre moves uphill at least by a Newton step with the curvature's upper
 * confidence bound, so that a curvature the pairs have not yet pinned down cannot hold it where it started. Steps of the stage are
 * counted as generations of {@code populationSize · minPairs} pairs, for budgets and progress rows. An earlier attempt
 * that recommended the maximum of a quadratic fitted to every pair and played symmetric pairs about it without the
 * prior on the location and with a free curvature was worse (its fitted curvature stayed too noisy and its early
 * roots wandered to the bounds, where pairs lose their width): the prior on the location is what makes the stage
 * work, and the curvature's prior is weak (a prior tight about one scale of landscape made steps overshoot on sharper
 * ones), which the uphill step above makes safe. The figures are in docs/BENCHMARKS.md.
 *
 * <p>The measurements behind these choices (games to 0.5 Elo on the training and held-out landscapes of
 * {@link TuningBenchmark}, and the settings tried and not kept) are in docs/BENCHMARKS.md; the defaults are in
 * {@link DeConfig#defaults}.
 *
 * <p><b>Checkpoints.</b> {@link #save()} exports the complete state (population, generation, duel
 * progress, outstanding requests, random state, ratings, the ledger's window and the response surface's duels) as
 * plain data (when the run itself never rates its members, the ratings in it are fitted at the save, so a report
 * can show them); a tuner built from it
 * with {@link #DifferentialEvolution(DeConfig, DeState)} continues exactly as the original would.
 */
public final class DifferentialEvolution implements Tuner {

    /** Floor of the response surface's scale, as a fraction of each range, for a population that has collapsed. */
    private static final double MIN_MODEL_SPREAD = 1e-3;

    private final DeConfig config;
    private final ParameterSpace space;
    private final DuelTest test;
    private final int np;
    private final int dim;
    private final RestorableUniformRandomProvider rng;
    private final RatingLedger ledger;
    private final QuadraticSurface surface;
    private final LocalResponseSurface model;

    private int generation;
    private final double[][] population;
    private final int[] memberIds;
    private final double[] memberElo;
    private final double[][] trials;
    private final int[] trialIds;
    private final long[][] duelCounts;
    private final int[] duelIssued;
    private final boolean[] duelDone;
    private final Map<Long, Integer> outstanding = new LinkedHashMap<>();
    private long nextRequestId;
    private long pairsPlayed;
    private double[] recommendation;
    private final List<double[]> picks = new ArrayList<>();
    private final List<double[]> pickSums = new ArrayList<>();
    private int lastReplaced;
    private RootDesign design;

    /** A new run from the configuration. */
    public DifferentialEvolution(DeConfig config) {
        this.config = config;
        this.space = config.space();
        this.test = new DuelTest(config.duel().minPairs(), config.duel().maxPairs(), config.duel().elo(),
                config.duel().alpha());
        this.np = config.population().size();
        this.dim = space.dimension();
        this.rng = RandomSource.XO_RO_SHI_RO_128_PP.create(config.rngSeed());
        this.ledger = new RatingLedger();
        this.surface = new QuadraticSurface(space);
        this.model = new LocalResponseSurface();
        this.population = initialPopulation();
        this.memberIds = new int[np];
        for (int i = 0; i < np; i++) {
            memberIds[i] = ledger.register(population[i]);
        }
        this.memberElo = new double[np];
        this.trials = new double[np][];
        this.trialIds = new int[np];
        this.duelCounts = new long[np][Pentanomial.CELLS];
        this.duelIssued = new int[np];
        this.duelDone = new boolean[np];
        this.recommendation = config.seedVector();
        startGeneration();
    }

    /** Resumes a run from a checkpoint taken with {@link #save()} under the same configuration. */
    public DifferentialEvolution(DeConfig config, DeState state) {
        this.config = config;
        this.space = config.space();
        this.test = new DuelTest(config.duel().minPairs(), config.duel().maxPairs(), config.duel().elo(),
                config.duel().alpha());
        this.np = config.population().size();
        this.dim = space.dimension();
        this.rng = RandomSource.XO_RO_SHI_RO_128_PP.create(config.rngSeed());
        this.rng.restoreState(new RandomProviderDefaultState(state.rngState()));
        this.ledger = RatingLedger.restore(state.ledger());
        this.surface = new QuadraticSurface(space, state.surfaces().surfaceNormal(), state.surfaces().surfaceRhs(),
                state.surfaces().surfacePairs());
        this.model = new LocalResponseSurface(state.surfaces().modelDuels());
        this.generation = state.counters().generation();
        this.population = deepCopy(state.members().population());
        this.memberIds = state.members().memberIds().clone();
        this.memberElo = state.members().memberElo().clone();
        this.trials = deepCopy(state.duels().trials());
        this.trialIds = state.duels().trialIds().clone();
        this.duelCounts = deepCopy(state.duels().duelCounts());
        this.duelIssued = state.duels().duelIssued().clone();
        this.duelDone = state.duels().duelDone().clone();
        for (int k = 0; k < state.duels().outstandingIds().length; k++) {
            outstanding.put(state.duels().outstandingIds()[k], state.duels().outstandingDuels()[k]);
        }
        this.nextRequestId = state.counters().nextRequestId();
        this.pairsPlayed = state.counters().pairsPlayed();
        this.recommendation = state.recommended().recommendation().clone();
        this.lastReplaced = state.members().lastReplaced();
        for (double[] p : state.recommended().picks()) {
            addPick(p.clone());
        }
        this.design = state.design() == null ? null : new RootDesign(space, config.design(), state.design());
    }

    private double[][] initialPopulation() {
        double[][] pop = new double[np][];
        double[] seed = config.seedVector();
        pop[0] = seed;
        SobolSequenceGenerator sobol = new SobolSequenceGenerator(dim);
        sobol.skipTo(1);
        double[] shift = new double[dim];
        for (int j = 0; j < dim; j++) {
            shift[j] = rng.nextDouble();
        }
        double[] boxLow = new double[dim];
        for (int j = 0; j < dim; j++) {
            double width = config.population().spread() * space.width(j);
            boxLow[j] = Math.max(space.min()[j], Math.min(space.max()[j] - width, seed[j] - width / 2));
        }
        for (int i = 1; i < np; i++) {
            double[] u = sobol.nextVector();
            double[] x = new double[dim];
            for (int j = 0; j < dim; j++) {
                double v = u[j] + shift[j];
                v -= Math.floor(v);
                x[j] = boxLow[j] + v * config.population().spread() * space.width(j);
            }
            pop[i] = space.clampAndRound(x);
        }
        return pop;
    }

    private void startGeneration() {
        int[] ranking = ranking();
        double[] proposal = generation >= 2 && config.model().trials() > 0 ? modelProposal() : null;
        for (int i = 0; i < np; i++) {
            boolean byModel = proposal != null && Math.floorMod(i - generation, np) < config.model().trials();
            double[] trial = space.repair(byModel ? proposal.clone() : mutateAndCross(i, ranking), population[i], rng);
            trials[i] = trial;
            trialIds[i] = ledger.register(trial);
            Arrays.fill(duelCounts[i], 0);
            duelIssued[i] = 0;
            duelDone[i] = false;
        }
    }

    /**
     * The maximum of the local response surface in the trust region around the population (see
     * {@link LocalResponseSurface}), or {@code null} while the duels do not determine it.
     */
    private double[] modelProposal() {
        TunerProgress now = progress();
        double[] spread = now.spread();
        for (int j = 0; j < dim; j++) {
            spread[j] = Math.max(spread[j], MIN_MODEL_SPREAD * space.width(j));
        }
        return model.propose(space, now.centre(), spread, config.model().bandwidth() * Math.sqrt(dim),
                config.model().radius(), config.model().interactions());
    }

    /** Member indices from best to worst rated (stable, so ties keep index order). */
    private int[] ranking() {
        Integer[] order = new Integer[np];
        for (int i = 0; i < np; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(memberElo[b], memberElo[a]));
        return Arrays.stream(order).mapToInt(Integer::intValue).toArray();
    }

    private double[] mutateAndCross(int target, int[] ranking) {
        double f = config.population().fMin()
                + (config.population().fMax() - config.population().fMin()) * rng.nextDouble();
        double[] x = population[target];
        double[] v = new double[dim];
        switch (config.population().strategy()) {
            case RAND_1_BIN -> {
                int[] r = distinct(3, target);
                for (int j = 0; j < dim; j++) {
                    v[j] = population[r[0]][j] + f * (population[r[1]][j] - population[r[2]][j]);
                }
            }
            case BEST_1_BIN -> {
                int best = ranking[0];
                int[] r = distinct(2, best);
                for (int j = 0; j < dim; j++) {
                    v[j] = population[best][j] + f * (population[r[0]][j] - population[r[1]][j]);
                }
            }
            case CURRENT_TO_PBEST_1 -> {
                int top = Math.max(1, (int) Math.ceil(config.population().pBest() * np));
                int pbest = ranking[rng.nextInt(top)];
                int[] r = distinct(2, target);
                for (int j = 0; j < dim; j++) {
                    v[j] = x[j] + f * (population[pbest][j] - x[j]) + f * (population[r[0]][j] - population[r[1]][j]);
                }
            }
            default -> throw new IllegalStateException();
        }
        double[] u = x.clone();
        int forced = rng.nextInt(dim);
        for (int j = 0; j < dim; j++) {
            if (j == forced || rng.nextDouble() < config.population().crossoverRate()) {
                u[j] = v[j];
            }
        }
        return u;
    }

    /** {@code count} distinct member indices, all different from {@code excluded}. */
    private int[] distinct(int count, int excluded) {
        int[] r = new int[count];
        for (int k = 0; k < count; k++) {
            int candidate;
            boolean clash;
            do {
                candidate = rng.nextInt(np);
                clash = candidate == excluded;
                for (int m = 0; m < k; m++) {
                    clash |= r[m] == candidate;
                }
            } while (clash);
            r[k] = candidate;
        }
        return r;
    }

    @Override
    public PairRequest nextRequest() {
        if (design != null) {
            return design.next(nextRequestId++, rng);
        }
        int pick = -1;
        for (int i = 0; i < np; i++) {
            if (!duelDone[i] && duelIssued[i] < test.maxPairs() && (pick < 0 || duelIssued[i] < duelIssued[pick])) {
                pick = i;
            }
        }
        if (pick < 0) {
            return null;
        }
        duelIssued[pick]++;
        long id = nextRequestId++;
        outstanding.put(id, pick);
        return new PairRequest(id, trials[pick].clone(), population[pick].clone());
    }

    @Override
    public void report(long requestId, int halfPoints) {
        Pentanomial.checkHalfPoints(halfPoints);
        if (design != null && design.owns(requestId)) {
            reportDesignPair(requestId, halfPoints);
            return;
        }
        Integer duel = outstanding.remove(requestId);
        if (duel == null) {
            throw new IllegalArgumentException("no outstanding request " + requestId);
        }
        pairsPlayed++;
        ledger.record(trialIds[duel], memberIds[duel], 2, halfPoints / 2.0);
        if (config.ranking().recommendation() == DeConfig.Recommendation.QUADRATIC_SURFACE) {
            surface.record(trials[duel], population[duel], halfPoints);
        }
        if (!duelDone[duel]) {
            duelCounts[duel][halfPoints]++;
            duelDone[duel] = test.stopped(duelCounts[duel]);
        }
        if (outstanding.isEmpty() && allDone()) {
            endGeneration();
            if (config.design().enabled() && generation >= config.design().afterGenerations()) {
                design = new RootDesign(space, config.design(), recommendation);
            } else {
                startGeneration();
            }
        }
    }

    /**
     * A pair of the refinement stage: the stage records it, and every {@code populationSize · minPairs} pairs (a
     * generation of the shortest duels) counts as a generation, for budgets and progress rows.
     */
    private void reportDesignPair(long requestId, int halfPoints) {
        design.report(requestId, halfPoints);
        pairsPlayed++;
        recommendation = design.recommendation(tailMean());
        if (design.pairs() % ((long) np * config.duel().minPairs()) == 0) {
            generation++;
        }
    }

    private boolean allDone() {
        for (boolean d : duelDone) {
            if (!d) {
                return false;
            }
        }
        return true;
    }

    private void endGeneration() {
        lastReplaced = 0;
        if (config.model().trials() > 0) {
            rememberDuels();
        }
        for (int i = 0; i < np; i++) {
            if (DuelTest.trialWins(duelCounts[i])) {
                population[i] = trials[i];
                memberIds[i] = trialIds[i];
                lastReplaced++;
            }
        }
        generation++;
        if (config.usesRatings() && generation % config.ranking().ratingInterval() == 0) {
            rate();
        }
        addPick(pick());
        recommendation = tailMean();
        forgetOldVectors();
    }

    /** Hands this generation's finished duels to the response surface and forgets those out of its window. */
    private void rememberDuels() {
        for (int i = 0; i < np; i++) {
            long n = 0;
            double points = 0;
            for (int h = 0; h < Pentanomial.CELLS; h++) {
                n += duelCounts[i][h];
                points += duelCounts[i][h] * h / 4.0;
            }
            model.add(new LocalResponseSurface.Duel(trials[i].clone(), population[i].clone(), points / n, n, generation));
        }
        model.forgetBefore(generation + 1 - config.model().generations());
    }

    /** The lowest ledger id of the vectors created in the last {@code ratingGenerations} generations. */
    private int ratingCutoff() {
        return np + (generation - config.ranking().ratingGenerations()) * np;
    }

    /**
     * Forgets the vectors no joint fit will include again: neither a member nor created in the rating window.
     * Later fits only look at vectors at or above a later cutoff, so the run is unchanged and the ledger (and
     * with it the checkpoint) stays bounded by the window instead of growing with every trial ever played.
     */
    private void forgetOldVectors() {
        int cutoff = ratingCutoff();
        Set<Integer> members = new HashSet<>();
        for (int id : memberIds) {
            members.add(id);
        }
        for (int id : ledger.ids()) {
            if (id >= cutoff) {
                break;
            }
            if (!members.contains(id)) {
                ledger.forget(id);
            }
        }
    }

    /** Appends a pick and its prefix sum (so that tail means cost O(dimension)). */
    private void addPick(double[] p) {
        double[] sum = pickSums.isEmpty() ? new double[dim] : pickSums.get(pickSums.size() - 1).clone();
        for (int j = 0; j < dim; j++) {
            sum[j] += p[j];
        }
        picks.add(p);
        pickSums.add(sum);
    }

    /** Mean of the most recent {@code max(1, ceil(tailFraction · g))} generation picks, made legal. */
    private double[] tailMean() {
        int g = picks.size();
        int t = Math.max(1, (int) Math.ceil(config.ranking().tailFraction() * g));
        double[] last = pickSums.get(g - 1);
        double[] mean = new double[dim];
        for (int j = 0; j < dim; j++) {
            mean[j] = (last[j] - (g - t > 0 ? pickSums.get(g - t - 1)[j] : 0.0)) / t;
        }
        return space.clampAndRound(mean);
    }

    /** Refits the joint rating over the members and the recent generations' vectors. */
    private void rate() {
        System.arraycopy(fitMembers(), 0, memberElo, 0, np);
    }

    /**
     * A fresh joint Bradley–Terry fit of the current members and the vectors of the last
     * {@code ratingGenerations} generations; returns the members' Elo (mean 0 over the fitted set).
     * Does not change the tuner's state.
     */
    public double[] memberRatings() {
        return fitMembers();
    }

    private double[] fitMembers() {
        int cutoff = ratingCutoff();
        List<Integer> ids = new ArrayList<>();
        for (int id = Math.max(0, cutoff); id < ledger.nextId(); id++) {
            ids.add(id);
        }
        for (int member : memberIds) {
            if (member < cutoff) {
                ids.add(member);
            }
        }
        int[] subset = ids.stream().mapToInt(Integer::intValue).toArray();
        BradleyTerry.Fit fit = ledger.fit(subset);
        Map<Integer, Integer> index = new LinkedHashMap<>();
        for (int k = 0; k < subset.length; k++) {
            index.put(subset[k], k);
        }
        double[] elo = new double[np];
        for (int i = 0; i < np; i++) {
            elo[i] = fit.elo()[index.get(memberIds[i])];
        }
        return elo;
    }

    private double[] pick() {
        int[] ranking = ranking();
        switch (config.ranking().recommendation()) {
            case BEST_RATED -> {
                for (int i : ranking) {
                    if (ledger.games(memberIds[i]) >= config.ranking().minGames()) {
                        return population[i].clone();
                    }
                }
                return picks.isEmpty() ? config.seedVector() : picks.get(picks.size() - 1);
            }
            case MEAN_ABOVE_MEDIAN -> {
                double[] sorted = memberElo.clone();
                Arrays.sort(sorted);
                double median = np % 2 == 1 ? sorted[np / 2] : (sorted[np / 2 - 1] + sorted[np / 2]) / 2;
                double[] mean = new double[dim];
                int count = 0;
                for (int i = 0; i < np; i++) {
                    if (memberElo[i] > median) {
                        count++;
                        for (int j = 0; j < dim; j++) {
                            mean[j] += population[i][j];
                        }
                    }
                }
                if (count == 0) {
                    return population[ranking[0]].clone();
                }
                for (int j = 0; j < dim; j++) {
                    mean[j] /= count;
                }
                return space.clampAndRound(mean);
            }
            case CENTROID -> {
                return centroid();
            }
            case QUADRATIC_SURFACE -> {
                double[] optimum = surface.optimum();
                return optimum != null ? optimum : centroid();
            }
            default -> throw new IllegalStateException();
        }
    }

    private double[] centroid() {
        double[] mean = new double[dim];
        for (double[] member : population) {
            for (int j = 0; j < dim; j++) {
                mean[j] += member[j] / np;
            }
        }
        return mean;
    }

    @Override
    public double[] recommendation() {
        return recommendation.clone();
    }

    @Override
    public long pairsPlayed() {
        return pairsPlayed;
    }

    /** The first generation with every duel at {@code maxPairs}: {@code populationSize · maxPairs}. */
    @Override
    public long pairsBeforeFirstStep() {
        return (long) np * test.maxPairs();
    }

    /** Completed generations. */
    public int generation() {
        return generation;
    }

    /** The current population (copies), member 0 first. */
    public double[][] population() {
        return deepCopy(population);
    }

    @Override
    public List<PairRequest> outstandingRequests() {
        if (design != null) {
            return design.outstandingRequests();
        }
        List<PairRequest> list = new ArrayList<>();
        for (Map.Entry<Long, Integer> e : outstanding.entrySet()) {
            list.add(new PairRequest(e.getKey(), trials[e.getValue()].clone(), population[e.getValue()].clone()));
        }
        return list;
    }

    @Override
    public TunerProgress progress() {
        if (design != null) {
            return new TunerProgress(generation, pairsPlayed, recommendation.clone(), design.centre(),
                    design.halfWidth(), -1);
        }
        double[] mean = new double[dim];
        double[] sd = new double[dim];
        for (int j = 0; j < dim; j++) {
            for (double[] member : population) {
                mean[j] += member[j] / np;
            }
            for (double[] member : population) {
                sd[j] += (member[j] - mean[j]) * (member[j] - mean[j]) / (np - 1);
            }
            sd[j] = Math.sqrt(sd[j]);
        }
        return new TunerProgress(generation, pairsPlayed, recommendation.clone(), mean, sd, lastReplaced);
    }

    @Override
    public DeState save() {
        long[] ids = new long[outstanding.size()];
        int[] duels = new int[outstanding.size()];
        int k = 0;
        for (Map.Entry<Long, Integer> e : outstanding.entrySet()) {
            ids[k] = e.getKey();
            duels[k++] = e.getValue();
        }
        double[] ratings = config.usesRatings() ? memberElo.clone() : memberRatings();
        return new DeState(new DeState.Counters(generation, nextRequestId, pairsPlayed),
                new DeState.Members(deepCopy(population), memberIds.clone(), ratings, lastReplaced),
                new DeState.Duels(deepCopy(trials), trialIds.clone(), deepCopy(duelCounts), duelIssued.clone(),
                        duelDone.clone(), ids, duels),
                new DeState.Recommended(recommendation.clone(),
                        picks.stream().map(double[]::clone).toArray(double[][]::new)),
                new DeState.Surfaces(surface.normalMatrix(), surface.normalRhs(), surface.pairs(), model.duels()),
                ledger.save(), design == null ? null : design.save(),
                ((RandomProviderDefaultState) rng.saveState()).getState());
    }

    private static double[][] deepCopy(double[][] a) {
        return Arrays.stream(a).map(double[]::clone).toArray(double[][]::new);
    }

    private static long[][] deepCopy(long[][] a) {
        return Arrays.stream(a).map(long[]::clone).toArray(long[][]::new);
    }
}
