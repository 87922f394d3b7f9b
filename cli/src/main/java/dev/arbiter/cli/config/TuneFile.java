package dev.arbiter.cli.config;

import java.util.List;

/**
 * The tuning configuration as written in a YAML or JSON file (see docs/TUNE.md). Every field is optional
 * here; {@link TuneConfigs} checks what is required and fills in defaults.
 */
public final class TuneFile {

    /** Jars (or classes folders) holding games that are not built in, relative to the configuration file. */
    public List<String> gameJars;

    /** Game name with options, e.g. {@code connect4:openings=4}. */
    public String game;
    /** Seed of every random choice (tuner and game starts); chosen at random (and stored) when absent. */
    public Long seed;
    /** Game pairs played at once (default 1). */
    public Integer concurrency;
    /** Engine processes each worker keeps running, least recently used stopped first (default 2 * population + 2). */
    public Integer keepEngines;
    /** Per-move limits. */
    public QualifyFile.LimitsFile limits;
    /** Plies after which a game is adjudicated (default 1000). */
    public Integer maxPlies;
    /** {@code score} or {@code draw} (default score). */
    public String adjudicate;
    /** The engine that plays every vector. */
    public EngineFile engine;
    /** The tuned parameters. */
    public List<ParameterFile> parameters;
    /** NP, the population size (default 12). */
    public Integer population;
    /** When to stop: any of generations, games, hours (whichever comes first). */
    public BudgetFile budget;
    /** Differential-evolution settings. */
    public DeFile de;
    /** How a trial duels its target. */
    public DuelFile duel;
    /** The final match of the recommendation against the seed vector. */
    public ValidationFile validation;
    /** Run folder (default results/tune-GAME-TIMESTAMP). */
    public String out;

    /** The engine command template. */
    public static final class EngineFile {
        /** Program and arguments with a {@code {name}} placeholder per parameter; {@code arbiter} means this tool. */
        public List<String> cmd;
        /** Working directory, relative to the configuration file. */
        public String dir;
    }

    /** One tuned parameter. */
    public static final class ParameterFile {
        /** Name, used as the placeholder {@code {name}}. */
        public String name;
        /** Lower bound (inclusive). */
        public Double min;
        /** Upper bound (inclusive). */
        public Double max;
        /** The starting value (the seed vector's coordinate). */
        public Double seed;
        /** Whether only whole values are allowed (default false). */
        public Boolean integer;
    }

    /** Budget; the run stops at the first limit reached. */
    public static final class BudgetFile {
        /** Completed generations. */
        public Integer generations;
        /** Games played while tuning (validation not counted). */
        public Long games;
        /** Wall-clock hours spent tuning (summed over resumed sessions). */
        public Double hours;
    }

    /** Differential-evolution settings (defaults from {@code DeConfig.defaults}). */
    public static final class DeFile {
        /** {@code rand/1/bin}, {@code best/1/bin} or {@code current-to-pbest/1}. */
        public String strategy;
        /** Lower end of the dithered F. */
        public Double fMin;
        /** Upper end of the dithered F. */
        public Double fMax;
        /** Crossover rate CR. */
        public Double cr;
        /** Fraction of best members current-to-pbest picks from. */
        public Double pBest;
        /**
         * Width of the initial population's box as a fraction of each range, centred on the seed and moved inside
         * the bounds (1 = the whole box).
         */
        public Double spread;
        /** {@code centroid}, {@code mean-above-median}, {@code best-rated} or {@code quadratic-surface}. */
        public String recommendation;
        /** Fraction of the most recent generations whose picks are averaged. */
        public Double tailFraction;
        /** Generations of vectors in the joint rating. */
        public Integer ratingGenerations;
        /** Generations between joint-rating fits. */
        public Integer ratingInterval;
        /** Games a member needs to be recommended by best-rated. */
        public Integer minGames;
    }

    /** A duel between a trial and its target: a sequential test over game pairs. */
    public static final class DuelFile {
        /** Pairs before the test may stop the duel. */
        public Integer minPairs;
        /** Pairs at which the duel always stops. */
        public Integer maxPairs;
        /** The test's hypotheses are +-elo. */
        public Double elo;
        /** The test's error rate. */
        public Double alpha;
    }

    /** The validation match. */
    public static final class ValidationFile {
        /** Game pairs of recommendation against seed vector at the end of the run (0 = none). */
        public Integer pairs;
    }
}
