package dev.arbiter.cli;

import dev.arbiter.cli.config.ConfigReader;
import dev.arbiter.cli.config.QualifyConfigs;
import dev.arbiter.cli.config.QualifyFile;
import dev.arbiter.cli.config.TuneConfigs;
import dev.arbiter.cli.config.TuneFile;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.report.Reports;
import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tuning.TuningConfig;
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
 * {@code arbiter report}: writes the offline HTML report of qualification and tuning run folders (a page with its
 * plots, loading nothing from the network). {@code qualify} and {@code tune} write the same report into their run
 * folder as they go; this command rewrites it, e.g. for a run of an older version or into another folder.
 */
@Command(name = "report", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Write the HTML report (index.html and its plots) of qualification or tuning run folders.",
            "Opens from disk in any browser, with no network. See docs/REPORT.md."})
final class ReportCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Mixin
    GameJarMixin gameJars;

    @Parameters(arity = "1..*", paramLabel = "RUN_DIR", description = "Run folders of 'qualify' or 'tune'.")
    List<Path> runs;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Report folder (default: RUN_DIR/report); with several runs, DIR/<run folder name>.")
    Path out;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        PrintWriter w = spec.commandLine().getOut();
        for (Path run : runs) {
            Path folder = out == null ? Reports.folderOf(run) : runs.size() == 1 ? out : out.resolve(run.toAbsolutePath()
                    .normalize().getFileName().toString());
            Path page;
            try {
                page = write(run, folder);
            } catch (IOException e) {
                throw ArbiterException.failure("report: " + e.getMessage(), e);
            }
            w.printf("report of %s written to %s%n", run, page);
            w.flush();
        }
    }

    private Path write(Path run, Path folder) throws IOException {
        Path stored = RunFolder.storedConfig(run, "qualify or tune run");
        String source = stored.toString();
        Path baseDir = Path.of("").toAbsolutePath();
        if (Reports.isTuning(run)) {
            TuneFile file = ConfigReader.read(stored, TuneFile.class);
            TuningConfig config = TuneConfigs.resolve(file, source, baseDir, registry(file.gameJars, source, baseDir));
            return Reports.tuning(config, run, folder);
        }
        QualifyFile file = ConfigReader.read(stored, QualifyFile.class);
        GameRegistry registry = registry(file.gameJars, source, baseDir);
        QualifyConfig config = QualifyConfigs.resolve(file, source, baseDir, registry);
        return Reports.qualification(config, registry.create(config.rules().game()), run, folder);
    }

    private GameRegistry registry(List<String> storedJars, String source, Path baseDir) {
        return GameJarMixin.load(gameJars.combine(QualifyConfigs.gameJars(storedJars, source, baseDir)));
    }
}
