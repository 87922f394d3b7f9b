package dev.arbiter.cli.config;

import dev.arbiter.cli.tune.TuneConfig;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.evolution.DeConfig;
import dev.arbiter.evolution.ParameterSpace;
import dev.arbiter.tournament.config.EngineSpec;
import dev.arbiter.tournament.config.MoveLimits;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks a {@link TuneFile} and turns it into a {@link TuneConfig}: a known two-player game, parameters with
 * sound bounds and a legal seed value, an engine command whose program exists and that has a placeholder
 * for every parameter (and none for anything else), a budget, and DE and duel settings in range. Every
 * error names the file and the field.
 */
public final class TuneConfigs {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z][A-Za-z0-9_.-]*)}");
    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_.-]*");

    private TuneConfigs() {
    }

    /**
     * The checked configuration.
     *
     * @param source  file name for messages
     * @param baseDir directory that a relative engine directory is resolved against
     */
    public static TuneConfig resolve(TuneFile f, String source, Path baseDir, GameRegistry registry) {
        if (f.game == null || f.game.isBlank()) {
            throw new ConfigException(source, "game", "missing (a game name, see 'arbiter games')");
        }
        try {
            int actors = registry.create(f.game).actorCount();
            if (actors != 2) {
                throw new ConfigException(source, "game", "tuning plays game pairs and needs a two-player game, '"
                        + f.game + "' has " + actors + " players");
            }
        } catch (IllegalArgumentException e) {
            throw new ConfigException(source, "game", e.getMessage());
        }
        List<String> names = new ArrayList<>();
        ParameterSpace space = parameters(f.parameters, source, names);
        double[] seedVector = new double[names.size()];
        for (int i = 0; i < seedVector.length; i++) {
            seedVector[i] = f.parameters.get(i).seed;
        }
        EngineSpec engine = engine(f.engine, source, baseDir, names);
        MoveLimits limits = QualifyConfigs.limits(f.limits, source, "limits", MoveLimits.DEFAULT);
        int maxPlies = QualifyConfigs.positive(f.maxPlies, 1000, source, "maxPlies");
        String adjudicate = f.adjudicate == null ? "score" : f.adjudicate;
        if (!adjudicate.equals("score") && !adjudicate.equals("draw")) {
            throw new ConfigException(source, "adjudicate", "expected 'score' or 'draw', got '" + adjudicate + "'");
        }
        int concurrency = QualifyConfigs.positive(f.concurrency, 1, source, "concurrency");
        long seed = f.seed != null ? f.seed : new SecureRandom().nextLong() >>> 16;
        TuneFile.BudgetFile b = f.budget;
        if (b == null || (b.generations == null && b.games == null && b.hours == null)) {
            throw new ConfigException(source, "budget", "missing: give generations, games or hours (the first reached stops the run)");
        }
        int generations = b.generations == null ? 0 : QualifyConfigs.positive(b.generations, 0, source, "budget.generations");
        long games = b.games == null ? 0 : b.games;
        if (b.games != null && games < 2) {
            throw new ConfigException(source, "budget.games", "expected at least 2 games, got " + games);
        }
        double hours = b.hours == null ? 0 : b.hours;
        if (b.hours != null && !(hours > 0)) {
            throw new ConfigException(source, "budget.hours", "expected a positive number of hours, got " + hours);
        }
        DeConfig de = de(f, source, space, seedVector, seed);
        int keepEngines = f.keepEngines == null ? 2 * de.populationSize() + 2 : f.keepEngines;
        if (keepEngines < 2) {
            throw new ConfigException(source, "keepEngines",
                    "expected at least 2 engine processes (the two of a pair), got " + keepEngines);
        }
        int validation = 100;
        if (f.validation != null && f.validation.pairs != null) {
            if (f.validation.pairs < 0) {
                throw new ConfigException(source, "validation.pairs", "expected 0 or more pairs, got " + f.validation.pairs);
            }
            validation = f.validation.pairs;
        }
        return new TuneConfig(f.game, names, engine, limits, maxPlies, adjudicate, concurrency, keepEngines, seed,
                generations, games, hours, de, validation);
    }

    private static ParameterSpace parameters(List<TuneFile.ParameterFile> list, String source, List<String> names) {
        if (list == null || list.isEmpty()) {
            throw new ConfigException(source, "parameters", "expected a list of parameters (name, min, max, seed)");
        }
        int n = list.size();
        double[] min = new double[n];
        double[] max = new double[n];
        boolean[] integer = new boolean[n];
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < n; i++) {
            TuneFile.ParameterFile p = list.get(i);
            String at = "parameters[" + i + "]";
            if (p == null) {
                throw new ConfigException(source, at, "expected a mapping with name, min, max and seed");
            }
            if (p.name == null || !NAME.matcher(p.name).matches()) {
                throw new ConfigException(source, at + ".name", "expected a name of letters, digits and _.- starting with a letter, got "
                        + (p.name == null ? "nothing" : "'" + p.name + "'"));
            }
            if (!seen.add(p.name)) {
                throw new ConfigException(source, at + ".name", "duplicate parameter '" + p.name + "'");
            }
            for (String field : new String[] {"min", "max", "seed"}) {
                Double v = field.equals("min") ? p.min : field.equals("max") ? p.max : p.seed;
                if (v == null || !Double.isFinite(v)) {
                    throw new ConfigException(source, at + "." + field, "missing (a number)");
                }
            }
            boolean whole = Boolean.TRUE.equals(p.integer);
            if (!(p.max > p.min)) {
                throw new ConfigException(source, at + ".max", "must exceed min (" + p.min + "), got " + p.max);
            }
            if (whole && Math.floor(p.max) < Math.ceil(p.min) + 1) {
                throw new ConfigException(source, at + ".max", "an integer parameter needs at least two whole values in [min, max]");
            }
            if (p.seed < p.min || p.seed > p.max) {
                throw new ConfigException(source, at + ".seed", "must lie in [" + p.min + ", " + p.max + "], got " + p.seed);
            }
            if (whole && p.seed != Math.rint(p.seed)) {
                throw new ConfigException(source, at + ".seed", "an integer parameter needs a whole seed value, got " + p.seed);
            }
            names.add(p.name);
            min[i] = p.min;
            max[i] = p.max;
            integer[i] = whole;
        }
        return new ParameterSpace(min, max, integer);
    }

    private static EngineSpec engine(TuneFile.EngineFile e, String source, Path baseDir, List<String> names) {
        if (e == null || e.cmd == null || e.cmd.isEmpty() || e.cmd.stream().anyMatch(s -> s == null || s.isEmpty())) {
            throw new ConfigException(source, "engine.cmd", "expected a non-empty list of program and arguments");
        }
        Path dir = e.dir == null ? baseDir : baseDir.resolve(e.dir).normalize();
        if (!Files.isDirectory(dir)) {
            throw new ConfigException(source, "engine.dir", "no such directory: " + dir);
        }
        List<String> argv = Launchers.expand(e.cmd);
        QualifyConfigs.checkProgram(argv.get(0), dir, source, "engine.cmd");
        Set<String> used = new HashSet<>();
        for (String arg : e.cmd) {
            Matcher m = PLACEHOLDER.matcher(arg);
            while (m.find()) {
                if (!names.contains(m.group(1))) {
                    throw new ConfigException(source, "engine.cmd", "placeholder {" + m.group(1)
                            + "} is not a tuned parameter (parameters: " + String.join(", ", names) + ")");
                }
                used.add(m.group(1));
            }
        }
        for (String name : names) {
            if (!used.contains(name)) {
                throw new ConfigException(source, "engine.cmd", "no placeholder {" + name + "} for parameter '" + name
                        + "' (e.g. --param " + name + "={" + name + "})");
            }
        }
        return new EngineSpec("engine", argv, dir, null, null);
    }

    private static DeConfig de(TuneFile f, String source, ParameterSpace space, double[] seedVector, long seed) {
        DeConfig d = DeConfig.defaults(space, seedVector, seed);
        TuneFile.DeFile de = f.de == null ? new TuneFile.DeFile() : f.de;
        TuneFile.DuelFile duel = f.duel == null ? new TuneFile.DuelFile() : f.duel;
        int np = f.population == null ? d.populationSize() : f.population;
        if (np < 4) {
            throw new ConfigException(source, "population", "expected at least 4 members, got " + np);
        }
        DeConfig.Strategy strategy = switch (de.strategy == null ? "rand/1/bin" : de.strategy) {
            case "rand/1/bin" -> DeConfig.Strategy.RAND_1_BIN;
            case "best/1/bin" -> DeConfig.Strategy.BEST_1_BIN;
            case "current-to-pbest/1" -> DeConfig.Strategy.CURRENT_TO_PBEST_1;
            default -> throw new ConfigException(source, "de.strategy",
                    "expected rand/1/bin, best/1/bin or current-to-pbest/1, got '" + de.strategy + "'");
        };
        DeConfig.Recommendation recommendation = switch (de.recommendation == null ? "centroid" : de.recommendation) {
            case "centroid" -> DeConfig.Recommendation.CENTROID;
            case "mean-above-median" -> DeConfig.Recommendation.MEAN_ABOVE_MEDIAN;
            case "best-rated" -> DeConfig.Recommendation.BEST_RATED;
            case "quadratic-surface" -> DeConfig.Recommendation.QUADRATIC_SURFACE;
            default -> throw new ConfigException(source, "de.recommendation",
                    "expected centroid, mean-above-median, best-rated or quadratic-surface, got '" + de.recommendation + "'");
        };
        double fMin = de.fMin == null ? d.fMin() : de.fMin;
        double fMax = de.fMax == null ? Math.max(d.fMax(), fMin) : de.fMax;
        if (!(fMin > 0 && fMin <= 2)) {
            throw new ConfigException(source, "de.fMin", "expected a number in (0, 2], got " + fMin);
        }
        if (!(fMax >= fMin && fMax <= 2)) {
            throw new ConfigException(source, "de.fMax", "expected a number in [fMin, 2], got " + fMax);
        }
        double cr = unit(de.cr, d.crossoverRate(), true, source, "de.cr");
        double pBest = unit(de.pBest, d.pBest(), false, source, "de.pBest");
        double spread = unit(de.spread, d.spread(), false, source, "de.spread");
        double tail = unit(de.tailFraction, d.tailFraction(), true, source, "de.tailFraction");
        int ratingGenerations = QualifyConfigs.positive(de.ratingGenerations, d.ratingGenerations(), source, "de.ratingGenerations");
        int ratingInterval = QualifyConfigs.positive(de.ratingInterval, d.ratingInterval(), source, "de.ratingInterval");
        int minGames = de.minGames == null ? d.minGames() : de.minGames;
        if (minGames < 0) {
            throw new ConfigException(source, "de.minGames", "expected 0 or more games, got " + minGames);
        }
        int minPairs = QualifyConfigs.positive(duel.minPairs, d.minPairs(), source, "duel.minPairs");
        int maxPairs = QualifyConfigs.positive(duel.maxPairs, Math.max(d.maxPairs(), minPairs), source, "duel.maxPairs");
        if (maxPairs < minPairs) {
            throw new ConfigException(source, "duel.maxPairs", "must be at least minPairs (" + minPairs + "), got " + maxPairs);
        }
        double elo = duel.elo == null ? d.duelElo() : duel.elo;
        if (!(elo > 0)) {
            throw new ConfigException(source, "duel.elo", "expected a positive Elo difference, got " + elo);
        }
        double alpha = duel.alpha == null ? d.duelAlpha() : duel.alpha;
        if (!(alpha > 0 && alpha < 0.5)) {
            throw new ConfigException(source, "duel.alpha", "expected an error rate in (0, 0.5), got " + alpha);
        }
        try {
            return new DeConfig(space, seedVector, np, strategy, fMin, fMax, cr, pBest, spread, seed, minPairs, maxPairs,
                    elo, alpha, recommendation, minGames, ratingGenerations, ratingInterval, tail);
        } catch (IllegalArgumentException e) {
            throw new ConfigException(source, "duel", e.getMessage());
        }
    }

    private static double unit(Double value, double fallback, boolean zeroAllowed, String source, String field) {
        double v = value == null ? fallback : value;
        if (!(v <= 1 && (zeroAllowed ? v >= 0 : v > 0))) {
            throw new ConfigException(source, field, "expected a number in " + (zeroAllowed ? "[0, 1]" : "(0, 1]") + ", got " + v);
        }
        return v;
    }
}
