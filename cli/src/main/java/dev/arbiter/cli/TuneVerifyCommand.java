package dev.arbiter.cli;

import dev.arbiter.cli.config.ConfigReader;
import dev.arbiter.cli.config.QualifyConfigs;
import dev.arbiter.cli.config.TuneConfigs;
import dev.arbiter.cli.config.TuneFile;
import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.evolution.ParameterSpace;
import dev.arbiter.report.LiveReport;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.RefereeProgram;
import dev.arbiter.tournament.config.InvalidSettingException;
import dev.arbiter.tuning.TuningConfig;
import dev.arbiter.tuning.ValidationMatch;
import dev.arbiter.tuning.Verification;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * {@code arbiter tune verify RUN_DIR}: the run's recommendation ({@code best.json}) plays the seed vector again
 * from fresh start positions, or with {@code --against} any other values such as an earlier run's recommendation
 * ({@link Verification}); prints the Elo difference with its interval, writes {@code verify.json} and
 * {@code verify-games.ndjson} into the run folder and brings its report up to date (unless {@code --no-report}). The games are played as the run
 * played its own: through its external referee when it had one ({@link RunServices}, as {@code tune}), with its
 * engines' protocol and log bound. A recommendation equal to its opponent is refused.
 */
@Command(name = "verify", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Play a tuning run's recommendation against its seed vector (or other values) and report the Elo difference.")
final class TuneVerifyCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Mixin
    GameJarMixin gameJars;

    @Parameters(index = "0", paramLabel = "RUN_DIR", description = "The tuning run's folder.")
    Path runDir;

    @Option(names = "--pairs", paramLabel = "N", description = "Game pairs to play (default: the run's validation pairs, else 100).")
    Integer pairs;

    @Option(names = "--seed", paramLabel = "SEED", description = "Seed of the start positions (default: the run's).")
    Long seed;

    @Option(names = "--concurrency", paramLabel = "K", description = "Game pairs played at once.")
    Integer concurrency;

    @Option(names = "--against", paramLabel = "NAME=VALUE", split = ",",
            description = "Play against these values instead of the seed vector, e.g. an earlier run's recommendation"
                    + " (parameters not named keep their seed value).")
    Map<String, Double> against;

    @Mixin
    ProgressMixin progress;

    @Mixin
    ReportMixin reportOption;

    @Spec
    CommandSpec spec;

    /** The seed vector with the values of {@code --against}, checked against the parameters' bounds. */
    private double[] baseline(TuningConfig config) {
        double[] baseline = config.problem().seedVector();
        if (against == null) {
            return baseline;
        }
        for (Map.Entry<String, Double> e : against.entrySet()) {
            int i = config.problem().names().indexOf(e.getKey());
            if (i < 0) {
                throw ArbiterException.usage("--against: '" + e.getKey() + "' is not a tuned parameter (parameters: "
                        + String.join(", ", config.problem().names()) + ")");
            }
            double v = e.getValue();
            ParameterSpace space = config.problem().space();
            if (!(v >= space.low(i) && v <= space.high(i)) || (space.isInteger(i) && v != Math.rint(v))) {
                throw ArbiterException.usage("--against: " + e.getKey() + " must be a" + (space.isInteger(i) ? " whole" : "")
                        + " number in [" + space.low(i) + ", " + space.high(i) + "], got " + v);
            }
            baseline[i] = v;
        }
        return baseline;
    }

    @Override
    public void run() {
        Path stored = RunFolder.storedConfig(runDir, "tuning run");
        TuneFile file = ConfigReader.read(stored, TuneFile.class);
        if (concurrency != null) {
            file.concurrency = concurrency;
        } else if (file.cluster != null && file.concurrency != null) {
            // a cluster's concurrency counts its workers' slots; verifying plays here, on at most this machine's
            file.concurrency = Math.min(file.concurrency, Runtime.getRuntime().availableProcessors());
        }
        file.cluster = null;
        Path baseDir = Path.of("").toAbsolutePath();
        List<Path> jars = gameJars.combine(QualifyConfigs.gameJars(file.gameJars, stored.toString(), baseDir));
        GameRegistry registry = GameJarMixin.load(jars);
        TuningConfig config = TuneConfigs.resolve(file, stored.toString(), baseDir, registry);
        RefereeProgram referee = QualifyConfigs.referee(file.referee, stored.toString(), baseDir);
        int planned = pairs != null ? pairs : config.validationPairs() > 0 ? config.validationPairs() : 100;
        if (planned < 1) {
            throw ArbiterException.usage("--pairs: expected a positive number, got " + planned);
        }
        Game<?> game = TuneCommand.game(config, referee, registry);
        PrintWriter w = spec.commandLine().getOut();
        try (TuneProgress reporter = new TuneProgress(w, progress.enabled())) {
            reporter.tuningStarted(config, 0, 0, 0);
            reporter.close();
            Verification verification = new Verification(config, game, runDir, reporter, Clock.SYSTEM,
                    QualifyConfigs.voidLimit(file.referee, stored.toString()));
            double[] candidate;
            try {
                candidate = verification.recommendation();
            } catch (InvalidSettingException e) {
                throw ArbiterException.usage(e.getMessage());
            } catch (IOException e) {
                throw ArbiterException.failure(e.getMessage(), e);
            }
            double[] baseline = baseline(config);
            String baselineName = against == null ? ValidationMatch.SEED : ValidationMatch.OTHER;
            if (Arrays.equals(candidate, baseline)) {
                throw ArbiterException.usage("the recommendation of " + runDir + " is " + (against == null
                        ? "its seed vector" : "the vector given with --against") + ": nothing to verify"
                        + (against == null ? " (give --against NAME=VALUE,... to play it against other values)" : ""));
            }
            w.printf("verify: %s vs %s, %d pairs, %s%n", TuneProgress.values(config, candidate), against == null
                    ? "seed vector" : "baseline " + TuneProgress.values(config, baseline), planned, config.rules().game());
            w.flush();
            long startSeed = seed != null ? seed : config.problem().seed();
            RunFolderMixin.Settings<TuneFile> settings = new RunFolderMixin.Settings<>(file, stored.toString(), baseDir);
            Verification.Result result = RunFolder.run("tune verify", settings.source(), verification::abort, () -> {
                try (LiveReport report = reportOption.enabled()
                        ? LiveReport.tuning(config, runDir, spec.commandLine().getErr()::println) : LiveReport.off();
                     GameService service = RunServices.service(new ExecutorProvider.Sections(referee, null),
                             new ExecutorProvider.Run(settings, runDir, config.serving().concurrency(),
                                     verification.playSettings(), reporter, spec.commandLine().getErr(),
                                     verification::localService))) {
                    return verification.run(service, candidate, baseline, baselineName, planned, startSeed);
                } finally {
                    reporter.close();
                }
            });
            if (result != null) {
                w.println(TuneCommand.validationLine(result.summary()));
                w.flush();
            }
        }
    }
}
