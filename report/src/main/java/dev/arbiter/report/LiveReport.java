package dev.arbiter.report;

import dev.arbiter.engine.world.Game;
import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tuning.TuningConfig;

import java.awt.AWTError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The report of a run that is going on: written into the run folder one period after the run starts, rewritten in the
 * background at most once per period (a minute by default) when the run's files have changed since the last page,
 * and written a last time when the run ends ({@link #close()}). On a very long run, where one page takes seconds
 * (about 10 s of CPU for 100,000 games), the refreshes are spaced further: at least {@value #SHARE} times the last
 * page's duration apart, so the report never takes more than about 1/{@value #SHARE} of one core from the games. Each page is written atomically
 * ({@link ReportFolder}), so a browser opened on it in the morning sees a whole page at any moment. A report that
 * cannot be written is reported as one line to {@code warn} and never stops the run. The one-time set-up of drawing
 * the plots (AWT, fonts, XChart) is done on the report's thread when the run starts, so that the last page, which a
 * user waits for, does not pay it.
 */
public final class LiveReport implements AutoCloseable {

    /** The default time between two refreshes. */
    public static final Duration PERIOD = Duration.ofMinutes(1);

    /** The background refreshes take at most about 1/SHARE of one core. */
    static final int SHARE = 20;

    /** Writes the page once. */
    @FunctionalInterface
    interface Writer {
        /**
         * Writes it.
         *
         * @param last whether it is the run's last page: the run is over, and its plots may be drawn on every core
         *             ({@link Plotter}); a refresh during the run draws on the calling thread only
         */
        void write(boolean last) throws IOException;
    }

    private final Path run;
    private final Writer writer;
    private final Consumer<String> warn;
    private final ScheduledExecutorService timer;
    private List<Long> written;
    private boolean closed;
    private long quietUntilNanos;

    LiveReport(Path run, Writer writer, Consumer<String> warn, Duration period) {
        this.run = run;
        this.writer = writer;
        this.warn = warn;
        if (period == null) {
            timer = null;
            return;
        }
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "arbiter-report");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            return t;
        });
        timer.execute(LiveReport::prepare);
        timer.scheduleWithFixedDelay(this::tick, period.toMillis(), period.toMillis(), TimeUnit.MILLISECONDS);
    }

    /**
     * The one-time set-up of drawing the plots (AWT, the fonts, XChart, the PNG encoder: {@link Charts#warmUpPlots()}), done on the report's thread as the
     * run starts, while the games leave a core idle, rather than when the last page is due. A failure is left for
     * the page's own plots to report, with their context.
     */
    private static void prepare() {
        try {
            Charts.warmUpPlots();
        } catch (RuntimeException | LinkageError | AWTError e) {
            // the page reports it when it draws
        }
    }

    /** Keeps the report of the qualification in {@code run} up to date while it runs, in {@code run/report}. */
    public static LiveReport qualification(QualifyConfig config, Game<?> game, Path run, Consumer<String> warn) {
        return new LiveReport(run, last -> Reports.qualification(config, game, run, Reports.folderOf(run), last), warn,
                PERIOD);
    }

    /** No report: nothing is written, during the run or at its end ({@code --no-report}). */
    public static LiveReport off() {
        LiveReport none = new LiveReport(null, last -> { }, line -> { }, null);
        none.closed = true;
        return none;
    }

    /** Keeps the report of the tuning in {@code run} up to date while it runs, in {@code run/report}. */
    public static LiveReport tuning(TuningConfig config, Path run, Consumer<String> warn) {
        return new LiveReport(run, last -> Reports.tuning(config, run, Reports.folderOf(run), last), warn, PERIOD);
    }

    /** A refresh of the timer, skipped while the last page's quiet time lasts. */
    private void tick() {
        if (System.nanoTime() - quietUntilNanos < 0) {
            return;
        }
        long start = System.nanoTime();
        if (refresh()) {
            long end = System.nanoTime();
            quietUntilNanos = end + SHARE * (end - start);
        }
    }

    /**
     * Writes the page if the run's files changed since the last one.
     *
     * @return whether a page was written
     */
    synchronized boolean refresh() {
        if (closed) {
            return false;
        }
        return writeIfChanged(false);
    }

    private boolean writeIfChanged(boolean last) {
        List<Long> now = fingerprint();
        if (now.equals(written)) {
            return false;
        }
        try {
            writer.write(last);
            written = now;
            return true;
        } catch (IOException | RuntimeException e) {
            warn.accept("report: cannot write " + Reports.folderOf(run) + ": " + e.getMessage());
            written = now;
            return false;
        }
    }

    /** The sizes and modification times of the files the report is made from. */
    private List<Long> fingerprint() {
        List<Long> marks = new ArrayList<>();
        for (Path file : RunFormat.inputs(run)) {
            try {
                marks.add(Files.size(file));
                marks.add(Files.getLastModifiedTime(file).toMillis());
            } catch (IOException absent) {
                marks.add(-1L);
                marks.add(-1L);
            }
        }
        return marks;
    }

    /** Stops the refreshes and writes the last page (if anything changed), once. */
    @Override
    public void close() {
        if (timer != null) {
            timer.shutdown();
            try {
                timer.awaitTermination(1, TimeUnit.MINUTES);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        synchronized (this) {
            if (!closed) {
                writeIfChanged(true);
            }
            closed = true;
        }
    }
}
