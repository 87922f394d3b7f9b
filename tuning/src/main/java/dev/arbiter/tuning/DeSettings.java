package dev.arbiter.tuning;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.arbiter.evolution.DeConfig;
import dev.arbiter.evolution.DeState;
import dev.arbiter.evolution.DifferentialEvolution;
import dev.arbiter.evolution.ParameterSpace;
import dev.arbiter.evolution.Tuner;
import dev.arbiter.evolution.TunerState;
import dev.arbiter.tournament.config.InvalidSettingException;

/**
 * Settings of differential evolution ({@code tuner: de}, the default) as written in a tuning configuration;
 * every field is optional and defaults to {@link DeConfig#defaults}.
 *
 * @param population NP, at least 4
 * @param de         the evolution's settings
 * @param duel       how a trial duels its target
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DeSettings(Integer population, Evolution de, Duel duel) implements TunerSettings {

    /** The largest population: every member is an engine vector kept in memory and in the checkpoint. */
    public static final int MAX_POPULATION = 10_000;
    /** The largest count of generations or games a setting may give. */
    public static final int MAX_COUNT = 1_000_000;

    /**
     * Differential-evolution settings, written as one flat section ({@code de: {strategy: ..., cr: ..., modelTrials:
     * ...}}): each group's keys side by side.
     *
     * @param search  how the population is spread and bred
     * @param ranking how members are rated and the recommendation chosen
     * @param model   the trials proposed by the local response surface
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Evolution(@JsonUnwrapped Search search, @JsonUnwrapped Ranking ranking, @JsonUnwrapped Model model) {

        /** No setting given: every default. */
        static final Evolution DEFAULTS = new Evolution(null, null, null);

        /** A group not given has every default. */
        public Evolution {
            search = search == null ? new Search(null, null, null, null, null, null) : search;
            ranking = ranking == null ? new Ranking(null, null, null, null, null) : ranking;
            model = model == null ? new Model(null, null, null, null, null) : model;
        }

        /** The section as written, its keys side by side (an unknown key stays an error, naming the known ones). */
        @JsonCreator
        static Evolution fromKeys(@JsonProperty("strategy") String strategy, @JsonProperty("fMin") Double fMin,
                                  @JsonProperty("fMax") Double fMax, @JsonProperty("cr") Double cr,
                                  @JsonProperty("pBest") Double pBest, @JsonProperty("spread") Double spread,
                                  @JsonProperty("recommendation") String recommendation,
                                  @JsonProperty("tailFraction") Double tailFraction,
                                  @JsonProperty("ratingGenerations") Integer ratingGenerations,
                                  @JsonProperty("ratingInterval") Integer ratingInterval,
                                  @JsonProperty("minGames") Integer minGames,
                                  @JsonProperty("modelTrials") Integer modelTrials,
                                  @JsonProperty("modelRadius") Double modelRadius,
                                  @JsonProperty("modelBandwidth") Double modelBandwidth,
                                  @JsonProperty("modelGenerations") Integer modelGenerations,
                                  @JsonProperty("modelInteractions") Boolean modelInteractions) {
            return new Evolution(new Search(strategy, fMin, fMax, cr, pBest, spread),
                    new Ranking(recommendation, tailFraction, ratingGenerations, ratingInterval, minGames),
                    new Model(modelTrials, modelRadius, modelBandwidth, modelGenerations, modelInteractions));
        }
    }

    /**
     * How the population is spread and how its trials are bred.
     *
     * @param strategy {@code rand/1/bin}, {@code best/1/bin} or {@code current-to-pbest/1}
     * @param fMin     lower end of the dithered F
     * @param fMax     upper end of the dithered F
     * @param cr       crossover rate CR
     * @param pBest    fraction of best members current-to-pbest picks from
     * @param spread   width of the initial population's box, as a fraction of each range, centred on the seed and
     *                 moved inside the bounds (1 = the whole box)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Search(String strategy, Double fMin, Double fMax, Double cr, Double pBest, Double spread) {
    }

    /**
     * How members are rated and the recommendation chosen.
     *
     * @param recommendation    {@code centroid}, {@code mean-above-median}, {@code best-rated} or {@code quadratic-surface}
     * @param tailFraction      fraction of the most recent generations whose picks are averaged
     * @param ratingGenerations generations of vectors in the joint rating
     * @param ratingInterval    generations between joint-rating fits
     * @param minGames          games a member needs to be recommended by best-rated
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Ranking(String recommendation, Double tailFraction, Integer ratingGenerations, Integer ratingInterval,
                          Integer minGames) {
    }

    /**
     * The trials proposed by the local response surface.
     *
     * @param modelTrials       trials per generation proposed by the local response surface (0 = none)
     * @param modelRadius       the proposal's trust region, in population standard deviations around its mean
     * @param modelBandwidth    the surface's locality kernel width, in population standard deviations
     * @param modelGenerations  generations of duels the surface remembers
     * @param modelInteractions whether the surface has cross terms between parameters (default true)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Model(Integer modelTrials, Double modelRadius, Double modelBandwidth, Integer modelGenerations,
                        Boolean modelInteractions) {
    }

    /**
     * A duel between a trial and its target: a sequential test over game pairs.
     *
     * @param minPairs pairs before the test may stop the duel
     * @param maxPairs pairs at which the duel always stops
     * @param elo      the test's hypotheses are +-elo
     * @param alpha    the test's error rate
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Duel(Integer minPairs, Integer maxPairs, Double elo, Double alpha) {
    }

    /** All defaults. */
    public static DeSettings defaults() {
        return new DeSettings(null, null, null);
    }

    /**
     * The checked configuration of the tuner.
     *
     * @throws InvalidSettingException naming the field that is out of range
     */
    public DeConfig config(ParameterSpace space, double[] seedVector, long seed) {
        DeConfig d = DeConfig.defaults(space, seedVector, seed);
        Evolution given = de == null ? Evolution.DEFAULTS : de;
        Search e = given.search();
        Ranking r = given.ranking();
        Model m = given.model();
        Duel u = duel == null ? new Duel(null, null, null, null) : duel;
        int np = population == null ? d.population().size() : population;
        if (np < 4) {
            throw new InvalidSettingException("population", "expected at least 4 members, got " + np);
        }
        if (np > MAX_POPULATION) {
            throw new InvalidSettingException("population", "expected at most " + MAX_POPULATION + " members, got " + np);
        }
        DeConfig.Strategy strategy = switch (e.strategy() == null ? "rand/1/bin" : e.strategy()) {
            case "rand/1/bin" -> DeConfig.Strategy.RAND_1_BIN;
            case "best/1/bin" -> DeConfig.Strategy.BEST_1_BIN;
            case "current-to-pbest/1" -> DeConfig.Strategy.CURRENT_TO_PBEST_1;
            default -> throw new InvalidSettingException("de.strategy",
                    "expected rand/1/bin, best/1/bin or current-to-pbest/1, got '" + e.strategy() + "'");
        };
        DeConfig.Recommendation recommendation = switch (r.recommendation() == null ? "centroid" : r.recommendation()) {
            case "centroid" -> DeConfig.Recommendation.CENTROID;
            case "mean-above-median" -> DeConfig.Recommendation.MEAN_ABOVE_MEDIAN;
            case "best-rated" -> DeConfig.Recommendation.BEST_RATED;
            case "quadratic-surface" -> DeConfig.Recommendation.QUADRATIC_SURFACE;
            default -> throw new InvalidSettingException("de.recommendation",
                    "expected centroid, mean-above-median, best-rated or quadratic-surface, got '" + r.recommendation() + "'");
        };
        double fMin = e.fMin() == null ? d.population().fMin() : e.fMin();
        double fMax = e.fMax() == null ? Math.max(d.population().fMax(), fMin) : e.fMax();
        if (!(fMin > 0 && fMin <= 2)) {
            throw new InvalidSettingException("de.fMin", "expected a number in (0, 2], got " + fMin);
        }
        if (!(fMax >= fMin && fMax <= 2)) {
            throw new InvalidSettingException("de.fMax", "expected a number in [fMin, 2], got " + fMax);
        }
        double cr = unit(e.cr(), d.population().crossoverRate(), true, "de.cr");
        double pBest = unit(e.pBest(), d.population().pBest(), false, "de.pBest");
        double spread = unit(e.spread(), d.population().spread(), false, "de.spread");
        double tail = unit(r.tailFraction(), d.ranking().tailFraction(), true, "de.tailFraction");
        int ratingGenerations = positive(r.ratingGenerations(), d.ranking().ratingGenerations(), "de.ratingGenerations");
        int ratingInterval = positive(r.ratingInterval(), d.ranking().ratingInterval(), "de.ratingInterval");
        int minGames = r.minGames() == null ? d.ranking().minGames() : r.minGames();
        if (minGames < 0) {
            throw new InvalidSettingException("de.minGames", "expected 0 or more games, got " + minGames);
        }
        int modelTrials = m.modelTrials() == null ? d.model().trials() : m.modelTrials();
        if (modelTrials < 0 || modelTrials >= np) {
            throw new InvalidSettingException("de.modelTrials", "expected 0 to population - 1 (" + (np - 1) + "), got " + modelTrials);
        }
        double modelRadius = positiveNumber(m.modelRadius(), d.model().radius(), "de.modelRadius");
        double modelBandwidth = positiveNumber(m.modelBandwidth(), d.model().bandwidth(), "de.modelBandwidth");
        int modelGenerations = positive(m.modelGenerations(), d.model().generations(), "de.modelGenerations");
        boolean modelInteractions = m.modelInteractions() == null ? d.model().interactions() : m.modelInteractions();
        int minPairs = positive(u.minPairs(), d.duel().minPairs(), "duel.minPairs");
        int maxPairs = positive(u.maxPairs(), Math.max(d.duel().maxPairs(), minPairs), "duel.maxPairs");
        if (maxPairs < minPairs) {
            throw new InvalidSettingException("duel.maxPairs", "must be at least minPairs (" + minPairs + "), got " + maxPairs);
        }
        double elo = u.elo() == null ? d.duel().elo() : u.elo();
        if (!(elo > 0)) {
            throw new InvalidSettingException("duel.elo", "expected a positive Elo difference, got " + elo);
        }
        double alpha = u.alpha() == null ? d.duel().alpha() : u.alpha();
        if (!(alpha > 0 && alpha < 0.5)) {
            throw new InvalidSettingException("duel.alpha", "expected an error rate in (0, 0.5), got " + alpha);
        }
        try {
            return new DeConfig(space, seedVector, seed,
                    new DeConfig.Population(np, strategy, fMin, fMax, cr, pBest, spread),
                    new DeConfig.Duel(minPairs, maxPairs, elo, alpha),
                    new DeConfig.Ranking(recommendation, tail, minGames, ratingGenerations, ratingInterval),
                    new DeConfig.Model(modelTrials, modelRadius, modelBandwidth, modelGenerations, modelInteractions),
                    d.design());
        } catch (IllegalArgumentException ex) {
            throw new InvalidSettingException("duel", ex.getMessage());
        }
    }

    @Override
    public Tuner create(TuningProblem problem) {
        return new DifferentialEvolution(config(problem.space(), problem.seedVector(), problem.seed()));
    }

    @Override
    public Tuner restore(TuningProblem problem, TunerState state) {
        return new DifferentialEvolution(config(problem.space(), problem.seedVector(), problem.seed()),
                TunerStates.own(state, DeState.class));
    }

    @Override
    public int vectorsInPlay() {
        return 2 * (population == null ? DeConfig.defaults(ParameterSpace.uniform(1, 0, 1), new double[] {0}, 0)
                .population().size() : population);
    }

    private static double unit(Double value, double fallback, boolean zeroAllowed, String field) {
        double v = value == null ? fallback : value;
        if (!(v <= 1 && (zeroAllowed ? v >= 0 : v > 0))) {
            throw new InvalidSettingException(field, "expected a number in " + (zeroAllowed ? "[0, 1]" : "(0, 1]") + ", got " + v);
        }
        return v;
    }

    private static double positiveNumber(Double value, double fallback, String field) {
        double v = value == null ? fallback : value;
        if (!(v > 0 && Double.isFinite(v))) {
            throw new InvalidSettingException(field, "expected a positive number, got " + v);
        }
        return v;
    }

    private static int positive(Integer value, int fallback, String field) {
        if (value == null) {
            return fallback;
        }
        if (value < 1 || value > MAX_COUNT) {
            throw new InvalidSettingException(field, "expected an integer in [1, " + MAX_COUNT + "], got " + value);
        }
        return value;
    }
}
