package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.cli.config.ClusterFile;
import dev.arbiter.cli.config.ConfigException;
import dev.arbiter.cli.config.ConfigReader;
import dev.arbiter.cli.config.EngineBounds;
import dev.arbiter.cli.config.QualifyConfigs;
import dev.arbiter.cli.config.TuneConfigs;
import dev.arbiter.cli.config.TuneFile;
import dev.arbiter.elo.EloEstimate;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.report.LiveReport;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.results.AtomicFiles;
import dev.arbiter.tournament.play.RefereeGame;
import dev.arbiter.tournament.play.RefereeProgram;
import dev.arbiter.tournament.results.GameText;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tuning.Tuning;
import dev.arbiter.tuning.TuningConfig;
import dev.arbiter.tuning.TuningOutputs;
import dev.arbiter.tuning.TuningCheckpoint;
import dev.arbiter.tuning.TuningProblem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code arbiter tune}: tunes an engine's parameters with a tuner (differential evolution by default, or SPSA)
 * whose decisions are made by game pairs, checkpointed as it goes; {@code --resume} carries on, and with a larger
 * budget extends a finished run. A new run whose games budget cannot finish the tuner's first generation is
 * refused unless {@code --allow-short-budget}. The run is a {@link Tuning}; this command reads the configuration,
 * wires the run and prints. {@code tune verify} is {@link TuneVerifyCommand}. See docs/TUNE.md.
 */
@Command(name = "tune", mixinStandardHelpOptions = true, sortOptions = false, subcommands = TuneVerifyCommand.class,
        description = {"Tune engine parameters with a tuner (differential evolution, or SPSA) whose decisions are made by games.",
            "The settings come from CONFIG (YAML or JSON, see docs/TUNE.md); flags override the budget, the validation, the concurrency and the lookahead.",
            "'arbiter tune --resume RUN_DIR' continues a run; with a larger budget it extends a finished one.",
            "'arbiter tune verify RUN_DIR' plays a run's recommendation against its seed vector (or other values) again."})
final class TuneCommand implements Runnable {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Mixin
    Verbosity verbosity;

    @Mixin
    GameJarMixin gameJars;

    @Mixin
    RunFolderMixin runFolder;

    @Option(names = "--verify", paramLabel = "RUN_DIR", hidden = true,
            description = "Deprecated: use 'arbiter tune verify RUN_DIR'.")
    Path verify;

    @Option(names = "--pairs", paramLabel = "N", hidden = true, description = "With the deprecated --verify: game pairs to play.")
    Integer pairs;

    @Option(names = "--concurrency", paramLabel = "K", description = "Game pairs played at once.")
    Integer concurrency;

    @Option(names = "--lookahead", paramLabel = "W",
            description = "The tuner's pairs kept handed out, their results reported in hand-out order (default "
                    + TuningConfig.Serving.DEFAULT_LOOKAHEAD + ", raised to the concurrency): the games follow the seed "
                    + "and the lookahead, not the concurrency.")
    Integer lookahead;

    @Option(names = "--keep-engines", paramLabel = "N",
            description = "Engine processes each worker keeps running (default: 2 * population + 2; about 80-100 MB each for a JVM engine).")
    Integer keepEngines;

    @Option(names = "--engine-log-mb", paramLabel = "MIB",
            description = "Bound of each engine's log in the run folder (default 10; 0 keeps none).")
    Integer engineLogMb;

    @Option(names = "--seed", paramLabel = "SEED", description = "Seed of the run.")
    Long seed;

    @Option(names = "--generations", paramLabel = "G", description = "Budget: generations (also extends a resumed run).")
    Integer generations;

    @Option(names = "--games", paramLabel = "N", description = "Budget: tuning games (also extends a resumed run).")
    Long games;

    @Option(names = "--hours", paramLabel = "H", description = "Budget: hours of tuning (also extends a resumed run).")
    Double hours;

    @Option(names = "--validation-pairs", paramLabel = "N",
            description = "Pairs of the final match of the recommendation against the seed vector (0: none; default 100).")
    Integer validationPairs;

    @Option(names = "--allow-short-budget",
            description = "Start even if the games budget cannot finish the tuner's first generation.")
    boolean allowShortBudget;

    @Mixin
    ProgressMixin progress;

    @Mixin
    ReportMixin reportOption;

    @Mixin
    ClusterMixin cluster;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        if (verify != null) {
            verifyDeprecated();
            return;
        }
        if ((runFolder.configFile != null) == runFolder.resuming()) {
            throw ArbiterException.usage("give CONFIG or --resume RUN_DIR (and 'arbiter tune verify RUN_DIR' to verify a run)");
        }
        if (pairs != null) {
            throw ArbiterException.usage("--pairs goes with 'arbiter tune verify'");
        }
        if (seed != null && runFolder.resuming()) {
            throw ArbiterException.usage("--seed cannot change a resumed run");
        }
        RunFolderMixin.Settings<TuneFile> settings = runFolder.read(TuneFile.class, "tuning run", TuneFile::new);
        TuneFile file = settings.file();
        if (runFolder.resuming() && file.lookahead == null) {
            try {
                file.lookahead = TuningCheckpoint.lookaheadOf(runFolder.resume);
            } catch (IOException e) {
                throw ArbiterException.failure("tune: " + e.getMessage(), e);
            }
        }
        Integer stored = file.lookahead;
        String source = settings.source();
        Path baseDir = settings.baseDir();
        if (seed != null) {
            file.seed = seed;
        }
        applyFlags(file);
        file.cluster = cluster.apply(file.cluster);
        ClusterFile clusterFile = file.cluster;
        if (clusterFile != null) {
            ClusterWiring.check(clusterFile, source, baseDir);
        }
        List<Path> jars = gameJars.combine(QualifyConfigs.gameJars(file.gameJars, source, baseDir));
        GameRegistry registry = GameJarMixin.load(jars);
        file.gameJars = GameJarMixin.stored(jars);
        if (!runFolder.resuming()) { // a resumed run's stored parameters were completed and checked at its start
            EngineBounds.apply(file, source, baseDir, registry);
        }
        TuningConfig config = TuneConfigs.resolve(file, source, baseDir, registry);
        RefereeProgram referee = QualifyConfigs.referee(file.referee, source, baseDir);
        if (referee != null && (clusterFile != null || referee.players() != 2)) {
            throw new ConfigException(source, "referee", "tuning with an external referee needs players: 2 and no cluster");
        }
        Game<?> game = game(config, referee, registry);
        Path runDir = runFolder.runDir(file.out, "tune-" + game.name());
        PrintWriter w = spec.commandLine().getOut();
        long firstGeneration = TuneConfigs.firstGenerationGames(config);
        if (!runFolder.resuming()) {
            if (!allowShortBudget) {
                TuneConfigs.checkFirstGeneration(config, source);
            }
            file.seed = config.problem().seed();
            file.lookahead = config.serving().lookahead();
            file.out = runDir.toString();
            file.engine.dir = config.engine().dir();
            file.replaceTuner(ConfigReader.plain(config.tuner()));
            if (file.referee != null) {
                file.referee.dir = referee.dir();
            }
            if (config.rules().openings() != null) {
                file.openings.file = config.rules().openings().file();
            }
            if (file.cluster != null) {
                file.cluster.storeFrom(baseDir);
            }
            try {
                RunFolder.create(runDir, TuningOutputs.CHECKPOINT, "tuning run", file);
            } catch (IOException e) {
                throw ArbiterException.failure("tune: " + e.getMessage(), e);
            }
        } else if (generations != null || games != null || hours != null || validationPairs != null) {
            if (file.cluster != null) {
                file.cluster.storeFrom(baseDir);
            }
            try {
                AtomicFiles.write(runDir.resolve(RunFiles.CONFIG), ConfigReader.toJson(file) + "\n");
            } catch (IOException e) {
                throw ArbiterException.failure("tune: " + e.getMessage(), e);
            }
        }
        TuningProblem problem = config.problem();
        w.printf("tune: %s, %s (%s), tuner %s, budget %s, %s, %s, seed %d, run folder %s%n", config.rules().game(),
                Counts.of(problem.names().size(), "parameter"), String.join(", ", problem.names()), file.tuner,
                problem.budget().describe(), clusterFile == null ? config.serving().concurrency() + " at once"
                        : "played by cluster workers", lookaheadText(config, stored), problem.seed(), runDir);
        if (problem.budget().games() > 0 && problem.budget().games() < firstGeneration) {
            w.printf("note: the budget of %d games may end before the tuner's first generation (up to %d games);"
                    + " until it ends the seed vector is the recommendation%n", problem.budget().games(), firstGeneration);
        }
        w.flush();
        try (TuneProgress reporter = new TuneProgress(w, progress.enabled())) {
            Tuning tuning;
            try {
                tuning = new Tuning(config, game, new RunFiles(runDir), reporter, Clock.SYSTEM,
                        QualifyConfigs.voidLimit(file.referee, source));
            } catch (IOException e) {
                throw ArbiterException.failure("tune: " + e.getMessage(), e);
            }
            smallBookNote(config, tuning.openingPositions()).ifPresent(w::println);
            if (tuning.replayedPairs() > 0) {
                w.printf("resuming: %d pairs logged after the last checkpoint reported to the tuner again%n",
                        tuning.replayedPairs());
                w.flush();
            }
            LiveReport report = reportOption.enabled()
                    ? LiveReport.tuning(config, runDir, spec.commandLine().getErr()::println) : LiveReport.off();
            Tuning.Result result = RunFolder.run("tune", source, RunFolder.resumeCommand("tune", runDir),
                    spec.commandLine().getErr(), tuning::abort, () -> {
                try (GameService service = RunServices.service(new ExecutorProvider.Sections(referee, clusterFile),
                        new ExecutorProvider.Run(settings, runDir, config.serving().concurrency(),
                                tuning.playSettings(), reporter, spec.commandLine().getErr(), tuning::localService))) {
                    return tuning.run(service);
                } finally {
                    reporter.close();
                    report.close();
                }
            });
            if (result == null) {
                return;
            }
            if (result.alreadyComplete()) {
                w.printf("the run is complete: its budget (%s) is spent; give a larger --games, --generations or --hours"
                        + " to continue it%n", config.problem().budget().describe());
            }
            w.printf("tuning: %s, %s (%d games), %s%n", Counts.of(result.generation(), "generation"),
                    Counts.of(result.pairs(), "pair"), 2 * result.pairs(), TuneProgress.duration(result.elapsedMs()));
            if (result.seedRecommended()) {
                w.printf("recommended: the seed vector (%s): %s%n", TuningOutputs.seedReason(result.generation()),
                        TuneProgress.values(config, result.recommendation()));
                if (!result.aborted() && config.validationPairs() > 0) {
                    w.println("validation: skipped, the recommendation is the seed vector");
                }
            } else {
                w.printf("recommended: %s%n", TuneProgress.values(config, result.recommendation()));
            }
            if (result.validation() != null) {
                w.println(validationLine(result.validation()));
            }
            if (result.aborted()) {
                w.printf("stopped; continue with: %s%n", RunFolder.resumeCommand("tune", runDir));
            } else {
                w.printf("results in %s (best.json, generations.csv, evaluations.csv, %s, %s%s)%n", runDir,
                        RunFiles.GAMES, GameText.FILE, result.validation() != null ? ", validation.json" : "");
            }
            w.flush();
        }
    }

    /**
     * The run's look-ahead for the start line, saying when the concurrency raised it above the one asked for (or
     * stored), since the games then follow the larger look-ahead.
     */
    private String lookaheadText(TuningConfig config, Integer stored) {
        int asked = lookahead != null ? lookahead : stored != null ? stored : TuningConfig.Serving.DEFAULT_LOOKAHEAD;
        int used = config.serving().lookahead();
        return "lookahead " + used + (used > asked ? " (raised to the concurrency from " + asked + ")" : "");
    }

    /** The game a tuning run plays: its external referee's (which plays each game whole) if it has one. */
    static Game<?> game(TuningConfig config, RefereeProgram referee, GameRegistry registry) {
        return referee != null ? new RefereeGame(2) : registry.create(config.rules().game());
    }

    /** The note when the validation's pairs replay starts of a small book (see {@link SmallBookNote}). */
    static Optional<String> smallBookNote(TuningConfig config, int positions) {
        return SmallBookNote.of(config.rules().limits(), positions, config.validationPairs(),
                "the validation's " + Counts.of(config.validationPairs(), "pair"), "pair");
    }

    /** The deprecated {@code tune --verify RUN_DIR}: runs {@code tune verify} with the same options. */
    private void verifyDeprecated() {
        if (runFolder.configFile != null || runFolder.resuming() || runFolder.out != null || generations != null || games != null
                || hours != null || keepEngines != null || engineLogMb != null || validationPairs != null
                || lookahead != null || allowShortBudget) {
            throw ArbiterException.usage("--verify takes only --pairs, --seed and --concurrency");
        }
        spec.commandLine().getErr().println("arbiter: 'tune --verify' is deprecated; use 'arbiter tune verify RUN_DIR'");
        TuneVerifyCommand command = new TuneVerifyCommand();
        command.runDir = verify;
        command.pairs = pairs;
        command.seed = seed;
        command.concurrency = concurrency;
        command.progress = progress;
        command.reportOption = reportOption;
        command.gameJars = gameJars;
        command.spec = spec;
        command.run();
    }

    private void applyFlags(TuneFile file) {
        if (concurrency != null) {
            file.concurrency = concurrency;
        }
        if (lookahead != null) {
            file.lookahead = lookahead;
        }
        if (keepEngines != null) {
            file.keepEngines = keepEngines;
        }
        if (engineLogMb != null) {
            file.engineLogMb = engineLogMb;
        }
        if (validationPairs != null) {
            if (file.validation == null) {
                file.validation = new TuneFile.ValidationFile();
            }
            file.validation.pairs = validationPairs;
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

    /**
     * One line for a match's summary: Elo with its interval, pairs, pentanomial, LOS (all from its pentanomial, fitted
     * as two players: finite after a clean sweep, whose interval has no upper side).
     */
    static String validationLine(JsonNode v) {
        if (v.get("pairs").asLong() == 0) {
            return "validation: no pairs played";
        }
        Pentanomial p = Pentanomial.of(JSON.convertValue(v.get("pentanomial"), long[].class));
        EloEstimate e = p.elo();
        long[] c = p.counts();
        return String.format(Locale.ROOT, "validation: recommended vs " + v.get("baseline").asText()
                        + " %+.1f Elo %s (95%%, %d pairs = %d games,"
                        + " pentanomial [%d, %d, %d, %d, %d]), LOS %.1f%%", e.elo(), e.intervalText(), p.pairs(),
                2 * p.pairs(), c[0], c[1], c[2], c[3], c[4], 100 * p.los());
    }
}
