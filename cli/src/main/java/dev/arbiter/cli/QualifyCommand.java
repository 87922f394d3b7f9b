package dev.arbiter.cli;

import dev.arbiter.cli.config.ClusterFile;
import dev.arbiter.cli.config.ConfigException;
import dev.arbiter.cli.config.ConfigReader;
import dev.arbiter.cli.config.QualifyConfigs;
import dev.arbiter.cli.config.QualifyFile;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.report.LiveReport;
import dev.arbiter.tournament.Qualification;
import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tournament.config.ScheduleKind;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.RefereeGame;
import dev.arbiter.tournament.play.RefereeProgram;
import dev.arbiter.tournament.results.AtomicFiles;
import dev.arbiter.tournament.results.RunFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;


/**
 * {@code arbiter qualify}: plays a round-robin (or gauntlet) of engine servers, rates them with Elo and
 * writes the run folder. The settings come from a YAML/JSON file, flags, or both (flags win).
 */
@Command(name = "qualify", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Play engines against each other, rate them with Elo, write ranking.csv and the game records.",
            "Settings come from CONFIG (YAML or JSON, see docs/QUALIFY.md) and/or flags; flags override the file."})
final class QualifyCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Mixin
    GameJarMixin gameJars;

    @Mixin
    RunFolderMixin runFolder;

    @Option(names = {"-g", "--game"}, paramLabel = "GAME", description = "Game, e.g. connect4 or connectx:rows=5.")
    String game;

    @Option(names = "--engine", paramLabel = "NAME=COMMAND",
            description = "An engine (repeatable): its name and the command that serves it, e.g. "
                    + "'abp=arbiter serve --game connect4 --algo abp'. Replaces the file's engines.")
    List<String> engines;

    @Option(names = "--protocol", paramLabel = "PROTOCOL",
            description = "How every engine is spoken to: server (the default), stdio or uci (a UCI chess engine as it "
                    + "is, docs/CHESS.md).")
    String protocol;

    @Option(names = "--rounds", paramLabel = "N", description = "Rounds to play.")
    Integer rounds;

    @Option(names = "--concurrency", paramLabel = "K", description = "Games played at once (at most the processors).")
    Integer concurrency;

    @Option(names = "--start-timeout-ms", paramLabel = "MS",
            description = "How long an engine may take to start (default 20000).")
    Long startTimeoutMs;

    @Option(names = "--engine-log-mb", paramLabel = "MIB",
            description = "Bound of each engine's log in the run folder (default 10; 0 keeps none).")
    Integer engineLogMb;

    @Option(names = "--seed", paramLabel = "SEED", description = "Seed of every random choice.")
    Long seed;

    @Option(names = "--time-ms", paramLabel = "MS", description = "Time per move.")
    Long timeMs;

    @Option(names = "--nodes", paramLabel = "N", description = "Nodes per move.")
    Long nodes;

    @Option(names = "--depth", paramLabel = "D", description = "Depth per move.")
    Integer depth;

    @Option(names = "--tc", paramLabel = "BASE+INC",
            description = "Game clock per engine per game in seconds, e.g. 10+0.1 (losing on time: fault time_forfeit).")
    String tc;

    @Option(names = "--game-nodes", paramLabel = "N",
            description = "Node budget per engine per game, a game clock in nodes (running out: fault node_forfeit).")
    Long gameNodes;

    @Option(names = "--openings", paramLabel = "FILE",
            description = "Start positions, one init per line (in file order; shuffled with openings.order in the file).")
    String openings;

    @Option(names = "--max-plies", paramLabel = "N", description = "Plies before adjudication.")
    Integer maxPlies;

    @Option(names = "--gauntlet", paramLabel = "ENGINE", description = "This engine plays the field (instead of a round-robin).")
    String gauntlet;

    @Option(names = "--schedule", paramLabel = "KIND",
            description = "round-robin (default) or elimination: play only the engines that may still be the best, "
                    + "drop the others on an anytime-valid bound, end when one is left; with --gauntlet, stop playing "
                    + "each baseline once the engine is shown better or worse than it.")
    String schedule;

    @Option(names = "--stop", paramLabel = "RULE",
            description = "Early stop: none, threshold:elo=50,confidence=0.95, sprt:elo0=0,elo1=10,alpha=0.05,beta=0.05, "
                    + "or max-games:maxGames=100.")
    String stop;

    @Mixin
    RefereeTimingMixin timing;

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
        if (runFolder.resuming() && runFolder.configFile != null) {
            throw ArbiterException.usage("give either CONFIG or --resume RUN_DIR, not both");
        }
        RunFolderMixin.Settings<QualifyFile> settings = runFolder.read(QualifyFile.class, "run", QualifyFile::new);
        QualifyFile file = settings.file();
        String source = settings.source();
        Path baseDir = settings.baseDir();
        if (!runFolder.resuming()) {
            applyFlags(file);
        } else {
            extendResumed(file, settings.source());
        }
        file.cluster = cluster.apply(file.cluster);
        ClusterFile clusterFile = file.cluster;
        if (clusterFile != null) {
            ClusterWiring.check(clusterFile, source, baseDir);
        }
        List<Path> jars = gameJars.combine(QualifyConfigs.gameJars(file.gameJars, source, baseDir));
        GameRegistry registry = GameJarMixin.load(jars);
        file.gameJars = GameJarMixin.stored(jars);
        QualifyConfig config = QualifyConfigs.resolve(file, source, baseDir, registry);
        BuiltinEngines.check(file.engines, source);
        RefereeProgram referee = QualifyConfigs.referee(file.referee, source, baseDir);
        if (referee != null && clusterFile != null) {
            throw new ConfigException(source, "referee", "an external referee plays on this machine only (no cluster)");
        }
        Game<?> g = referee != null ? new RefereeGame(referee.players()) : registry.create(config.rules().game());
        Path runDir = runFolder.runDir(file.out, g.name());
        if (!runFolder.resuming()) {
            storeConfig(file, config, baseDir, runDir);
        }
        PrintWriter outWriter = spec.commandLine().getOut();
        ScheduleKind schedule = config.rounds().schedule();
        outWriter.printf("qualify: %s, %d engines, %s%s, seed %d, run folder %s%n", config.rules().game(),
                config.engines().size(), Counts.of(config.rounds().count(), "round"),
                schedule == ScheduleKind.ROUND_ROBIN ? "" : " (schedule " + schedule.label() + ")",
                config.seed(), runDir);
        outWriter.flush();
        ProgressReporter reporter = new ProgressReporter(outWriter, progress.enabled());
        Qualification qualification = new Qualification(config, g, new RunFiles(runDir), reporter,
                dev.arbiter.engine.search.Clock.SYSTEM, QualifyConfigs.voidLimit(file.referee, source));
        smallBookNote(config, qualification.openingPositions()).ifPresent(outWriter::println);
        outWriter.flush();
        LiveReport report = reportOption.enabled()
                ? LiveReport.qualification(config, g, runDir, spec.commandLine().getErr()::println) : LiveReport.off();
        Qualification.Result result = RunFolder.run("qualify", source, RunFolder.resumeCommand("qualify", runDir),
                spec.commandLine().getErr(), qualification::abort, () -> {
            try (GameService service = RunServices.service(new ExecutorProvider.Sections(referee, clusterFile),
                    new ExecutorProvider.Run(settings, runDir, config.serving().concurrency(),
                            qualification.playSettings(), reporter::engineFault, spec.commandLine().getErr(),
                            qualification::localService))) {
                return qualification.run(service);
            } finally {
                reporter.close();
                report.close();
            }
        });
        if (result != null) {
            RankingPrinter.print(outWriter, result, config.rounds().gauntlet());
        }
    }

    /** The note when the rounds replay starts of a small book (see {@link SmallBookNote}). */
    static Optional<String> smallBookNote(QualifyConfig config, int positions) {
        return SmallBookNote.of(config.rules().limits(), positions, config.rounds().count(),
                "the run's " + Counts.of(config.rounds().count(), "round"), "games");
    }

    /**
     * The flags a resumed run takes: {@code --rounds} (at least the stored rounds: the schedule, the seeds and the
     * openings of a round do not depend on how many rounds follow, so the games played stay the first games of
     * the longer run), {@code --concurrency} (how fast, not which games) and the flags of where and how it is shown
     * and played (progress, the report, verbosity, cluster, game jars); stored in the run folder for the next resume. Any
     * other flag would change games already played and is refused, by name.
     */
    private void extendResumed(QualifyFile file, String source) {
        List<String> refused = new ArrayList<>();
        for (OptionSpec option : spec.commandLine().getParseResult().matchedOptions()) {
            if (!RESUMABLE.contains(option.longestName())) {
                refused.add(option.longestName());
            }
        }
        if (!refused.isEmpty()) {
            throw ArbiterException.usage(String.join(", ", refused) + " cannot"
                    + " change a resumed run (its settings are in " + source + "); a resume takes --rounds N (at least "
                    + "the run's) and --concurrency K");
        }
        if (rounds == null && concurrency == null) {
            return;
        }
        if (rounds != null) {
            int stored = file.rounds != null ? file.rounds : QualifyConfigs.DEFAULT_ROUNDS;
            if (rounds < stored) {
                throw ArbiterException.usage("--rounds: expected at least the run's " + stored
                        + " rounds (a resume extends a run, it does not shorten it), got " + rounds);
            }
            file.rounds = rounds;
        }
        if (concurrency != null) {
            file.concurrency = concurrency;
        }
        try {
            AtomicFiles.write(Path.of(source), ConfigReader.toJson(file) + "\n");
        } catch (IOException e) {
            throw ArbiterException.failure("qualify: " + e.getMessage(), e);
        }
    }

    /** The options a resumed run takes (see {@link #extendResumed}). */
    private static final Set<String> RESUMABLE = Set.of("--resume", "--rounds", "--concurrency", "--progress",
            "--report", "--verbose", "--secret-file", "--members", "--bind", "--game-jar");

    /** Stores the resolved configuration: the seed fixed, the engine directories absolute, the run folder. */
    private void storeConfig(QualifyFile file, QualifyConfig config, Path baseDir, Path runDir) {
        file.seed = config.seed();
        file.out = runDir.toString();
        if (file.cluster != null) {
            file.cluster.storeFrom(baseDir);
        }
        if (file.referee != null) {
            file.referee.dir = (file.referee.dir == null ? baseDir : baseDir.resolve(file.referee.dir)).toAbsolutePath()
                    .normalize().toString();
        }
        if (config.rules().openings() != null) {
            file.openings.file = config.rules().openings().file();
        }
        for (QualifyFile.EngineFile e : file.engines) {
            e.dir = (e.dir == null ? baseDir : baseDir.resolve(e.dir)).toAbsolutePath().normalize().toString();
        }
        try {
            RunFolder.create(runDir, RunFiles.GAMES, "run", file);
        } catch (IOException e) {
            throw ArbiterException.failure("qualify: " + e.getMessage(), e);
        }
    }

    private void applyFlags(QualifyFile file) {
        if (game != null) {
            file.game = game;
        }
        if (engines != null) {
            file.engines = new ArrayList<>();
            for (String e : engines) {
                int eq = e.indexOf('=');
                if (eq <= 0 || eq == e.length() - 1) {
                    throw ArbiterException.usage("--engine: expected NAME=COMMAND, got '" + e + "'");
                }
                QualifyFile.EngineFile engine = new QualifyFile.EngineFile();
                engine.name = e.substring(0, eq).trim();
                engine.cmd = List.of(e.substring(eq + 1).trim().split("\\s+"));
                file.engines.add(engine);
            }
        }
        if (protocol != null && file.engines != null) {
            file.engines.forEach(e -> e.protocol = protocol);
        }
        if (rounds != null) {
            file.rounds = rounds;
        }
        if (concurrency != null) {
            file.concurrency = concurrency;
        }
        if (seed != null) {
            file.seed = seed;
        }
        if (startTimeoutMs != null) {
            file.startTimeoutMs = startTimeoutMs;
        }
        if (engineLogMb != null) {
            file.engineLogMb = engineLogMb;
        }
        if (maxPlies != null) {
            file.maxPlies = maxPlies;
        }
        if (gauntlet != null) {
            file.gauntlet = gauntlet;
        }
        if (schedule != null) {
            file.schedule = schedule;
        }
        if (timeMs != null || nodes != null || depth != null || gameNodes != null) {
            if (file.limits == null) {
                file.limits = new QualifyFile.LimitsFile();
            }
            if (timeMs != null) {
                file.limits.timeMs = timeMs;
            }
            if (nodes != null) {
                file.limits.nodes = nodes;
            }
            if (depth != null) {
                file.limits.depth = depth;
            }
            if (gameNodes != null) {
                file.limits.gameNodes = gameNodes;
            }
        }
        if (stop != null) {
            file.stop = parseStop(stop);
        }
        if (tc != null) {
            file.tc = null;
            if (file.limits == null) {
                file.limits = new QualifyFile.LimitsFile();
            }
            file.limits.tc = tc;
        }
        if (openings != null) {
            file.openings = new QualifyFile.OpeningsFile(Path.of(openings).toAbsolutePath().toString());
        }
        timing.apply(file);
    }

    /**
     * Parses {@code --stop RULE[:key=value,...]} into the rule, with the same keys and checks as the file's
     * {@code stop} (errors name the key).
     */
    static StopRule parseStop(String text) {
        Map<String, Object> rule = new LinkedHashMap<>();
        int colon = text.indexOf(':');
        rule.put("rule", (colon < 0 ? text : text.substring(0, colon)).trim());
        if (colon >= 0) {
            for (String pair : text.substring(colon + 1).split(",")) {
                String[] kv = pair.split("=", 2);
                if (kv.length != 2) {
                    throw ArbiterException.usage("--stop: expected key=value, got '" + pair + "'");
                }
                rule.put(kv[0].trim(), kv[1].trim());
            }
        }
        return ConfigReader.bind(rule, StopRule.class, "--stop", List.of());
    }
}
