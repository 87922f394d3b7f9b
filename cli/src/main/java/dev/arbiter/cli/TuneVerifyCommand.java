package dev.arbiter.cli;

import dev.arbiter.cli.config.ConfigReader;
import dev.arbiter.cli.config.QualifyConfigs;
import dev.arbiter.cli.config.TuneConfigs;
import dev.arbiter.cli.config.TuneFile;
import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.config.InvalidSettingException;
import dev.arbiter.tuning.TuningConfig;
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
import java.util.List;

/**
 * {@code arbiter tune verify RUN_DIR}: the run's recommendation ({@code best.json}) plays the seed vector again
 * from fresh start positions ({@link Verification}); prints the Elo difference with its interval and writes
 * {@code verify.json} and {@code verify-games.ndjson} into the run folder.
 */
@Command(name = "verify", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Play a tuning run's recommendation against its seed vector (again) and report the Elo difference.")
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

    @Mixin
    ProgressMixin progress;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        Path stored = RunFolder.storedConfig(runDir, "tuning run");
        TuneFile file = ConfigReader.read(stored, TuneFile.class);
        if (concurrency != null) {
            file.concurrency = concurrency;
        }
        Path baseDir = Path.of("").toAbsolutePath();
        List<Path> jars = gameJars.combine(QualifyConfigs.gameJars(file.gameJars, stored.toString(), baseDir));
        GameRegistry registry = GameJarMixin.load(jars);
        TuningConfig config = TuneConfigs.resolve(file, stored.toString(), baseDir, registry);
        int planned = pairs != null ? pairs : config.validationPairs() > 0 ? config.validationPairs() : 100;
        if (planned < 1) {
            throw ArbiterException.usage("--pairs: expected a positive number, got " + planned);
        }
        Game<?> game = registry.create(config.game());
        PrintWriter w = spec.commandLine().getOut();
        try (TuneProgress reporter = new TuneProgress(w, progress.enabled())) {
            reporter.tuningStarted(config, 0, 0, 0);
            reporter.close();
            Verification verification = new Verification(config, game, runDir, reporter, Clock.SYSTEM);
            double[] candidate;
            try {
                candidate = verification.recommendation();
            } catch (InvalidSettingException e) {
                throw ArbiterException.usage(e.getMessage());
            } catch (IOException e) {
                throw ArbiterException.failure(e.getMessage(), e);
            }
            w.printf("verify: %s vs seed vector, %d pairs, %s%n", TuneProgress.values(config, candidate), planned,
                    config.game());
            w.flush();
            long startSeed = seed != null ? seed : config.seed();
            Verification.Result result = RunFolder.run("tune verify", verification::abort, () -> {
                try {
                    return verification.run(candidate, planned, startSeed);
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
