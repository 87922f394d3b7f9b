package dev.arbiter.cli.config;

import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.evolution.ParameterSpace;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.config.InvalidSettingException;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.play.Placeholders;
import dev.arbiter.tuning.Budget;
import dev.arbiter.tuning.TunerSettings;
import dev.arbiter.tuning.TuningConfig;
import dev.arbiter.tuning.TuningProblem;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks a {@link TuneFile} and turns it into a {@link TuningConfig}: a known two-player game, parameters with
 * sound bounds and a legal seed value, an engine command whose program exists and that has a placeholder
 * for every parameter (and none for anything else), a budget, and the tuner's settings (bound to its
 * {@link TunerSettings} and checked by it). Every error names the file and the field.
 */
public final class TuneConfigs {

    /** A parameter's name: words of letters, digits and {@code _.-} one space apart, as UCI option names can be. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_.-]*( [A-Za-z0-9_.-]+)*");

    private TuneConfigs() {
    }

    /**
     * The checked configuration.
     *
     * @param source  file name for messages
     * @param baseDir directory that a relative engine directory is resolved against
     */
    public static TuningConfig resolve(TuneFile f, String source, Path baseDir, GameRegistry registry) {
        RulesConfigs rulesFile = new RulesConfigs(f, f.rules, f.referee == null ? 0 : 2, source, registry);
        f.rules = null;
        if (f.referee == null && rulesFile.seats() != 2) {
            throw new ConfigException(source, rulesFile.field("game"), "tuning plays game pairs and needs a two-player "
                    + "game, '" + f.game + "' has " + rulesFile.seats() + " players");
        }
        List<String> names = new ArrayList<>();
        ParameterSpace space = parameters(f.parameters, source, names);
        double[] seedVector = new double[names.size()];
        for (int i = 0; i < seedVector.length; i++) {
            seedVector[i] = f.parameters.get(i).seed;
        }
        GameRules rules = rulesFile.resolve(f.referee != null, baseDir, registry);
        MoveLimits limits = rules.limits();
        List<String> command = command(f.engine, source, baseDir, names,
                limits.timeMs() > 0 || limits.perGame().tc() != null);
        Path dir = f.engine.dir == null ? baseDir : baseDir.resolve(f.engine.dir).normalize();
        int concurrency = ConfigChecks.concurrency(f.concurrency, source, "concurrency", f.cluster != null);
        long engineLogBytes = ConfigChecks.engineLogBytes(f.engineLogMb, source);
        int lookahead = TuningConfig.Serving.lookahead(f.lookahead == null ? null
                : ConfigChecks.positive(f.lookahead, 1, source, "lookahead"), concurrency);
        if (lookahead > ConfigChecks.MAX_CLUSTER_CONCURRENCY) {
            throw new ConfigException(source, "lookahead", "expected at most " + ConfigChecks.MAX_CLUSTER_CONCURRENCY
                    + " pairs, got " + lookahead);
        }
        long seed = f.seed != null ? f.seed : new SecureRandom().nextLong() >>> 16;
        Budget budget = budget(f.budget, source);
        TuningProblem problem = new TuningProblem(names, space, seedVector, seed, budget);
        TunerSettings tuner = ConfigReader.bind(tunerNode(f), TunerSettings.class, source, ConfigReader.keys(TuneFile.class));
        try {
            tuner = tuner.planned(problem);
            tuner.create(problem);
        } catch (InvalidSettingException e) {
            throw new ConfigException(source, e.field(), e.getMessage());
        }
        boolean perVectorProcesses = !Placeholders.names(command).isEmpty();
        int keepEngines = f.keepEngines == null ? (perVectorProcesses ? tuner.vectorsInPlay() + 2 : 2) : f.keepEngines;
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
        return new TuningConfig(rules, problem, new TuningConfig.TunedEngine(command,
                dir.toAbsolutePath().normalize().toString(), f.engine.boundProtocol(rules.protocol(), source, "engine")),
                new TuningConfig.Serving(concurrency, keepEngines, engineLogBytes, lookahead), tuner, validation);
    }

    /**
     * Refuses a games budget that cannot finish the tuner's first generation: the most pairs it can take
     * ({@link dev.arbiter.evolution.Tuner#pairsBeforeFirstStep()}) must fit, or the run would end recommending the
     * seed vector unchanged.
     *
     * @param source file name for the message
     * @throws ConfigException naming {@code budget.games} and the minimum
     */
    public static void checkFirstGeneration(TuningConfig config, String source) {
        long games = config.problem().budget().games();
        long needed = firstGenerationGames(config);
        if (games > 0 && games < needed) {
            throw new ConfigException(source, "budget.games", "expected at least " + needed + " games, enough for the "
                    + "tuner's first generation (until it ends the seed vector is the recommendation), got " + games
                    + "; or pass --allow-short-budget");
        }
    }

    /** The most games the tuner's first generation can take. */
    public static long firstGenerationGames(TuningConfig config) {
        return 2 * config.tuner().create(config.problem()).pairsBeforeFirstStep();
    }

    /** The tuner's part of the file: its name ({@code tuner}) and the keys {@link TuneFile} does not know. */
    private static Map<String, Object> tunerNode(TuneFile f) {
        Map<String, Object> node = new java.util.LinkedHashMap<>();
        node.put("tuner", f.tuner == null ? TunerSettings.DEFAULT : f.tuner);
        node.putAll(f.tunerSettings());
        return node;
    }

    private static Budget budget(TuneFile.BudgetFile b, String source) {
        if (b == null || (b.generations == null && b.games == null && b.hours == null)) {
            throw new ConfigException(source, "budget", "missing: give generations, games or hours (the first reached stops the run)");
        }
        int generations = b.generations == null ? 0 : ConfigChecks.positive(b.generations, 0, source, "budget.generations");
        long games = b.games == null ? 0 : b.games;
        if (b.games != null && games < 2) {
            throw new ConfigException(source, "budget.games", "expected at least 2 games, got " + games);
        }
        double hours = b.hours == null ? 0 : b.hours;
        if (b.hours != null && !(hours > 0)) {
            throw new ConfigException(source, "budget.hours", "expected a positive number of hours, got " + hours);
        }
        return new Budget(generations, games, hours);
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
                throw new ConfigException(source, at + ".name", "expected a name of letters, digits and _.- starting "
                        + "with a letter, words one space apart (as UCI option names), got "
                        + (p.name == null ? "nothing" : "'" + p.name.replace("\n", "\\n").replace("\r", "\\r") + "'"));
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

    private static List<String> command(TuneFile.EngineFile e, String source, Path baseDir, List<String> names,
                                        boolean timed) {
        if (e == null || e.cmd == null || e.cmd.isEmpty() || e.cmd.stream().anyMatch(s -> s == null || s.isEmpty())) {
            throw new ConfigException(source, "engine.cmd", "expected a non-empty list of program and arguments");
        }
        Path dir = e.dir == null ? baseDir : baseDir.resolve(e.dir).normalize();
        if (!Files.isDirectory(dir)) {
            throw new ConfigException(source, "engine.dir", "no such directory: " + dir);
        }
        List<String> argv = Launchers.expand(e.cmd, timed);
        ConfigChecks.checkProgram(argv.get(0), dir, source, "engine.cmd");
        for (String placeholder : Placeholders.names(e.cmd)) {
            if (!names.contains(placeholder)) {
                throw new ConfigException(source, "engine.cmd", "placeholder {" + placeholder
                        + "} is not a tuned parameter (parameters: " + String.join(", ", names) + ")");
            }
        }
        return argv;
    }
}
