package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.cli.config.ConfigException;
import dev.arbiter.cli.config.ConfigReader;
import dev.arbiter.cli.config.TuneConfigs;
import dev.arbiter.cli.config.TuneFile;
import dev.arbiter.cli.tune.MatchPlayer;
import dev.arbiter.cli.tune.PairRunner;
import dev.arbiter.cli.tune.PairSeeds;
import dev.arbiter.cli.tune.TuneConfig;
import dev.arbiter.cli.tune.TuneOutputs;
import dev.arbiter.cli.tune.TuningDriver;
import dev.arbiter.cli.tune.ValidationSource;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.results.AtomicFiles;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.StringJoiner;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * {@code arbiter tune}: differential evolution over an engine's parameters, selection decided by game
 * pairs, checkpointed after every pair; {@code --resume} carries on, {@code --verify} plays the
 * recommendation against the seed vector again. See docs/TUNE.md.
 */
@Command(name = "tune", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Tune engine parameters with differential evolution whose selection is decided by games.",
            "The settings come from CONFIG (YAML or JSON, see docs/TUNE.md); flags override the budget and concurrency."})
final class TuneCommand implements Runnable {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Mixin
    Verbosity verbosity;

    @Mixin
    GameJarMixin gameJars;

    @Parameters(index = "0", arity = "0..1", paramLabel = "CONFIG", description = "Configuration file (YAML or JSON).")
    Path configFile;

    @Option(names = "--resume", paramLabel = "RUN_DIR", description = "Continue the run in this folder where it stopped.")
    Path resume;

    @Option(names = "--verify", paramLabel = "RUN_DIR",
            description = "Play the run's recommendation against its seed vector (again) and report the Elo difference.")
    Path verify;

    @Option(names = "--pairs", paramLabel = "N", description = "With --verify: game pairs to play (default: the config's validation pairs).")
    Integer pairs;

    @Option(names = "--out", paramLabel = "DIR", description = "Run folder (default: results/tune-GAME-TIMESTAMP).")
    Path out;

    @Option(names = "--concurrency", paramLabel = "K", description = "Game pairs played at once.")
    Integer concurrency;

    @Option(names = "--keep-engines", paramLabel = "N",
            description = "Engine processes each worker keeps running (default: 2 * population + 2; about 80-100 MB each for a JVM engine).")
    Integer keepEngines;

    @Option(names = "--seed", paramLabel = "SEED", description = "Seed of the run (with --verify: of the verification's start positions).")
    Long seed;

    @Option(names = "--generations", paramLabel = "G", description = "Budget: generations (also extends a resumed run).")
    Integer generations;

    @Option(names = "--games", paramLabel = "N", description = "Budget: tuning games (also extends a resumed run).")
    Long games;

    @Option(names = "--hours", paramLabel = "H", description = "Budget: hours of tuning (also extends a resumed run).")
    Double hours;

    @Option(names = "--progress", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Show progress (a bar on a terminal, periodic lines otherwise).")
    boolean progress;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        int modes = (configFile != null ? 1 : 0) + (resume != null ? 1 : 0) + (verify != null ? 1 : 0);
        if (modes != 1) {
            throw ArbiterException.usage("give exactly one of CONFIG, --resume RUN_DIR or --verify RUN_DIR");
        }
        if (pairs != null && verify == null) {
            throw ArbiterException.usage("--pairs goes with --verify");
        }
        try {
            if (verify != null) {
                verify();
            } else {
                tune();
            }
        } catch (IOException e) {
            throw ArbiterException.failure("tune: " + e.getMessage(), e);
        }
    }

    /**
     * The registry of built-in games plus the file's game jars (resolved against {@code baseDir}) and the
     * {@code --game-jar} ones; the file then names them all by absolute path, so a resumed run finds them.
     */
    private GameRegistry registry(TuneFile file, String source, Path baseDir) {
        List<Path> jars = new ArrayList<>();
        if (file.gameJars != null) {
            for (int i = 0; i < file.gameJars.size(); i++) {
                Path jar = baseDir.resolve(file.gameJars.get(i)).toAbsolutePath().normalize();
                if (!Files.exists(jar)) {
                    throw new ConfigException(source, "gameJars[" + i + "]", "no such file or folder: " + jar);
                }
                jars.add(jar);
            }
        }
        gameJars.jars().forEach(jar -> jars.add(jar.toAbsolutePath().normalize()));
        file.gameJars = jars.isEmpty() ? null : jars.stream().map(Path::toString).distinct().toList();
        return GameJarMixin.load(jars);
    }

    private void tune() throws IOException {
        TuneFile file;
        String source;
        Path baseDir;
        Path runDir;
        if (resume != null) {
            Path stored = runFolder(resume);
            file = ConfigReader.read(stored, TuneFile.class);
            source = stored.toString();
            baseDir = Path.of("").toAbsolutePath();
            if (seed != null) {
                throw ArbiterException.usage("--seed cannot change a resumed run");
            }
            applyFlags(file);
            runDir = resume;
        } else {
            file = ConfigReader.read(configFile, TuneFile.class);
            source = configFile.toString();
            baseDir = configFile.toAbsolutePath().getParent();
            applyFlags(file);
            if (seed != null) {
                file.seed = seed;
            }
            runDir = out != null ? out : file.out != null ? Path.of(file.out) : null;
        }
        GameRegistry registry = registry(file, source, baseDir);
        TuneConfig config = TuneConfigs.resolve(file, source, baseDir, registry);
        Game<?> game = registry.create(config.game());
        if (runDir == null) {
            runDir = Path.of("results", "tune-" + game.name() + "-"
                    + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        }
        RunFiles files = new RunFiles(runDir);
        if (resume == null && Files.exists(files.file(TuneOutputs.CHECKPOINT))) {
            throw ArbiterException.usage(runDir + " already holds a tuning run; continue it with --resume " + runDir
                    + " or choose another --out");
        }
        storeConfig(file, config, baseDir, runDir, files);
        PrintWriter w = spec.commandLine().getOut();
        w.printf("tune: %s, %d parameters (%s), population %d, budget %s, %d at once, seed %d, run folder %s%n",
                config.game(), config.names().size(), String.join(", ", config.names()), config.de().populationSize(),
                budget(config), config.concurrency(), config.seed(), runDir);
        w.flush();
        try (TuneProgress reporter = new TuneProgress(w, progress)) {
            TuningDriver driver = new TuningDriver(config, files, reporter);
            PairRunner runner = new PairRunner(config.concurrency(), () -> new MatchPlayer(config, game, reporter::engineFault));
            TuningDriver.Result result = runUntilInterrupted(runner, () -> {
                try {
                    return driver.run(runner);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            reporter.close();
            if (result == null) {
                return;
            }
            w.printf("tuning: %d generations, %d pairs (%d games), %s%n", result.generation(), result.pairs(),
                    2 * result.pairs(), TuneProgress.duration(result.elapsedMs()));
            w.printf("recommended: %s%n", values(config, result.recommendation()));
            if (result.validation() != null) {
                w.println(validationLine(result.validation()));
            }
            if (result.aborted()) {
                w.printf("stopped; continue with: arbiter tune --resume %s%n", runDir);
            } else {
                w.printf("results in %s (best.json, generations.csv, evaluations.csv, %s%s)%n", runDir, RunFiles.GAMES,
                        result.validation() != null ? ", validation.json" : "");
            }
            w.flush();
        } catch (java.io.UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /**
     * Runs {@code body} with a shutdown hook that aborts {@code runner} (Ctrl-C) and waits for the body to
     * finish its last checkpoint; returns null when the JVM is shutting down.
     */
    private static <T> T runUntilInterrupted(PairRunner runner, Supplier<T> body) {
        CountDownLatch finished = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            runner.abort();
            try {
                finished.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Runtime.getRuntime().addShutdownHook(hook);
        T result;
        try {
            result = body.get();
        } finally {
            finished.countDown();
        }
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            return null;
        }
        return result;
    }

    private void verify() throws IOException {
        if (out != null || generations != null || games != null || hours != null || keepEngines != null) {
            throw ArbiterException.usage("--verify takes only --pairs, --seed and --concurrency");
        }
        Path stored = runFolder(verify);
        TuneFile file = ConfigReader.read(stored, TuneFile.class);
        if (concurrency != null) {
            file.concurrency = concurrency;
        }
        GameRegistry registry = registry(file, stored.toString(), Path.of("").toAbsolutePath());
        TuneConfig config = TuneConfigs.resolve(file, stored.toString(), Path.of("").toAbsolutePath(), registry);
        Path bestFile = verify.resolve(TuneOutputs.BEST);
        if (!Files.isRegularFile(bestFile)) {
            throw ArbiterException.usage(verify + " has no " + TuneOutputs.BEST + " yet (no generation completed)");
        }
        JsonNode best = JSON.readTree(bestFile.toFile());
        double[] candidate = JSON.treeToValue(best.get("recommendedVector"), double[].class);
        if (candidate == null || candidate.length != config.names().size()) {
            throw ArbiterException.failure(bestFile + ": no recommendedVector of " + config.names().size() + " values", null);
        }
        int planned = pairs != null ? pairs : config.validationPairs() > 0 ? config.validationPairs() : 100;
        if (planned < 1) {
            throw ArbiterException.usage("--pairs: expected a positive number, got " + planned);
        }
        Game<?> game = registry.create(config.game());
        PrintWriter w = spec.commandLine().getOut();
        w.printf("verify: %s vs seed vector, %d pairs, %s%n", values(config, candidate), planned, config.game());
        w.flush();
        Path logFile = verify.resolve("verify-games.ndjson");
        Files.deleteIfExists(logFile);
        long[] counts = new long[5];
        try (TuneProgress reporter = new TuneProgress(w, progress); GameLog log = GameLog.openForAppend(logFile)) {
            reporter.tuningStarted(config, 0, 0, 0);
            reporter.close();
            reporter.validationStarted(planned, 0);
            int[] done = {0};
            ValidationSource source = new ValidationSource(candidate, config.de().seedVector(),
                    seed != null ? seed : config.seed(), PairSeeds.VERIFY, planned, Set.of(), (job, result) -> {
                        for (GameRecord g : result.games()) {
                            log.append(g);
                        }
                        counts[result.halfPoints()]++;
                        reporter.validationPair(++done[0], planned, Pentanomial.of(counts));
                    });
            PairRunner runner = new PairRunner(config.concurrency(), () -> new MatchPlayer(config, game, reporter::engineFault));
            Boolean completed = runUntilInterrupted(runner, () -> {
                try {
                    runner.run(source);
                    return !runner.aborted();
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            reporter.close();
            if (completed == null) {
                return;
            }
            Pentanomial p = Pentanomial.of(counts);
            ObjectNode summary = TuneOutputs.validation(config, candidate, config.de().seedVector(), p, planned);
            if (p.pairs() > 0) {
                AtomicFiles.write(verify.resolve("verify.json"), summary.toPrettyString() + "\n");
            }
            w.println(validationLine(summary));
            w.flush();
        } catch (java.io.UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static Path runFolder(Path dir) {
        Path stored = dir.resolve(RunFiles.CONFIG);
        if (!Files.isRegularFile(stored)) {
            throw ArbiterException.usage(dir + " is not a tuning run folder (no " + RunFiles.CONFIG + ")");
        }
        return stored;
    }

    private void applyFlags(TuneFile file) {
        if (concurrency != null) {
            file.concurrency = concurrency;
        }
        if (keepEngines != null) {
            file.keepEngines = keepEngines;
        }
        if (generations != null || games != null || hours != null) {
            if (file.budget == null) {
                file.budget = new TuneFile.BudgetFile();
            }
            if (generations != null) {
                file.budget.generations = generations;
            }
            if (games != null) {
                file.budget.games = games;
            }
            if (hours != null) {
                file.budget.hours = hours;
            }
        }
    }

    /** Stores the resolved configuration: the seed fixed, the engine directory absolute, the run folder. */
    private static void storeConfig(TuneFile file, TuneConfig config, Path baseDir, Path runDir, RunFiles files)
            throws IOException {
        file.seed = config.seed();
        file.out = runDir.toString();
        file.engine.dir = (file.engine.dir == null ? baseDir : baseDir.resolve(file.engine.dir))
                .toAbsolutePath().normalize().toString();
        Files.createDirectories(runDir);
        AtomicFiles.write(files.file(RunFiles.CONFIG), ConfigReader.toJson(file) + "\n");
    }

    private static String budget(TuneConfig c) {
        StringJoiner j = new StringJoiner(" or ");
        if (c.maxGenerations() > 0) {
            j.add(c.maxGenerations() + " generations");
        }
        if (c.maxGames() > 0) {
            j.add(c.maxGames() + " games");
        }
        if (c.maxHours() > 0) {
            j.add(c.maxHours() + " h");
        }
        return j.toString();
    }

    private static String values(TuneConfig config, double[] vector) {
        StringJoiner j = new StringJoiner(" ");
        config.values(vector).forEach((k, v) -> j.add(k + "=" + v));
        return j.toString();
    }

    private static String validationLine(JsonNode v) {
        long[] c = JSON.convertValue(v.get("pentanomial"), long[].class);
        if (v.get("pairs").asLong() == 0) {
            return "validation: no pairs played";
        }
        return String.format(Locale.ROOT, "validation: recommended vs seed %+.1f Elo [%+.1f, %+.1f] (95%%, %d pairs = %d games,"
                        + " pentanomial [%d, %d, %d, %d, %d]), LOS %.1f%%", v.get("elo").asDouble(), v.get("eloLow").asDouble(),
                v.get("eloHigh").asDouble(), v.get("pairs").asLong(), v.get("games").asLong(), c[0], c[1], c[2], c[3], c[4],
                100 * v.get("los").asDouble());
    }
}
