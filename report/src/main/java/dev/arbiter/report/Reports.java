package dev.arbiter.report;

import dev.arbiter.engine.world.Game;
import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tuning.TuningConfig;

import java.io.IOException;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * Writes the offline HTML report of a run folder: {@code index.html} and its PNG plots, self-contained (nothing is
 * loaded from the network), written so that a reader never sees a half-written page ({@link ReportFolder}). Every
 * figure is computed from the run's own data: its game logs and, for a tuning, its checkpoint.
 */
public final class Reports {

    static {
        // a report draws off-screen only: AWT in a process started with DISPLAY set would otherwise connect to that X
        // server to draw into an image (and fail the report, and the run's end, when it cannot be reached)
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    private Reports() {
    }

    /** The report folder inside a run folder, where runs write their own report. */
    public static Path folderOf(Path run) {
        return run.resolve(RunFormat.REPORT);
    }

    /**
     * Whether a run folder holds a tuning run (rather than a qualification).
     *
     * @throws IOException if its configuration cannot be read
     */
    public static boolean isTuning(Path run) throws IOException {
        return RunFormat.isTuning(run);
    }

    /**
     * Writes the report of the qualification in folder {@code run} into {@code out}.
     *
     * @return the page written
     * @throws IOException if the run's files cannot be read or the report cannot be written
     */
    public static Path qualification(QualifyConfig config, Game<?> game, Path run, Path out) throws IOException {
        return qualification(config, game, run, out, true);
    }

    /**
     * As {@link #qualification(QualifyConfig, Game, Path, Path)}, its plots drawn on threads of their own, one per
     * core, if {@code spread}, else on the calling thread ({@link Plotter}).
     */
    static Path qualification(QualifyConfig config, Game<?> game, Path run, Path out, boolean spread) throws IOException {
        try (Plotter plotter = spread ? Plotter.onOwnThreads() : Plotter.onCallerThread()) {
            QualificationData data = QualificationData.read(config, game, run);
            Page page = new QualificationReport(data, RunFormat.configText(run), plotter).page(written());
            ReportFolder.write(out, page.html(), page.figures());
            return out.resolve(ReportFolder.INDEX);
        }
    }

    /**
     * Writes the report of the tuning run in folder {@code run} into {@code out}.
     *
     * @return the page written
     * @throws IOException if the run's files cannot be read or the report cannot be written
     */
    public static Path tuning(TuningConfig config, Path run, Path out) throws IOException {
        return tuning(config, run, out, true);
    }

    /**
     * As {@link #tuning(TuningConfig, Path, Path)}, its plots drawn on threads of their own, one per core, if
     * {@code spread}, else on the calling thread ({@link Plotter}).
     */
    static Path tuning(TuningConfig config, Path run, Path out, boolean spread) throws IOException {
        try (Plotter plotter = spread ? Plotter.onOwnThreads() : Plotter.onCallerThread()) {
            TuningData data = TuningData.read(config, run);
            Page page = new TuningReport(data, RunFormat.configText(run), plotter).page(written());
            ReportFolder.write(out, page.html(), page.figures());
            return out.resolve(ReportFolder.INDEX);
        }
    }

    private static String written() {
        return "Written " + ZonedDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss z", Locale.ROOT))
                + " by arbiter report";
    }
}
