package dev.arbiter.cli;

import dev.arbiter.cli.tune.TuneCheckpoint;
import dev.arbiter.cli.tune.TuneConfig;
import dev.arbiter.cli.tune.TuneListener;
import dev.arbiter.elo.EloEstimate;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.tournament.engine.EngineFault;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.StringJoiner;

/**
 * Shows a tuning run's progress: on a terminal a progress bar over the budget (games, generations or
 * minutes, whichever the budget names first) and then over the validation pairs; otherwise a line every
 * few seconds and one per completed generation. Faults are always reported.
 */
final class TuneProgress implements TuneListener, AutoCloseable {

    private static final long LINE_EVERY_NANOS = 10_000_000_000L;

    private final PrintWriter out;
    private final boolean enabled;
    private final boolean terminal = System.console() != null;
    private TuneConfig config;
    private ProgressBar bar;
    private long lastLine = System.nanoTime();

    TuneProgress(PrintWriter out, boolean enabled) {
        this.out = out;
        this.enabled = enabled;
    }

    @Override
    public void tuningStarted(TuneConfig c, int generation, long pairs, long elapsedMs) {
        config = c;
        if (pairs > 0) {
            out.printf("resuming: generation %d, %d pairs (%d games) played, %s so far%n", generation, pairs, 2 * pairs,
                    duration(elapsedMs));
            out.flush();
        }
        if (enabled && terminal) {
            bar = new ProgressBarBuilder().setTaskName("tuning " + unit()).setInitialMax(budget())
                    .setStyle(ProgressBarStyle.ASCII).continuousUpdate().build();
            bar.stepTo(position(generation, pairs, elapsedMs));
        }
    }

    private String unit() {
        return config.maxGames() > 0 ? "games" : config.maxGenerations() > 0 ? "generations" : "minutes";
    }

    private long budget() {
        return config.maxGames() > 0 ? config.maxGames() : config.maxGenerations() > 0 ? config.maxGenerations()
                : (long) Math.ceil(config.maxHours() * 60);
    }

    private long position(int generation, long pairs, long elapsedMs) {
        return config.maxGames() > 0 ? 2 * pairs : config.maxGenerations() > 0 ? generation : elapsedMs / 60_000;
    }

    @Override
    public void pairFinished(int generation, long pairs, long elapsedMs, double[] recommendation) {
        if (!enabled) {
            return;
        }
        if (bar != null) {
            bar.stepTo(Math.min(budget(), position(generation, pairs, elapsedMs)));
            bar.setExtraMessage("gen " + generation + ", " + 2 * pairs + " games");
            return;
        }
        long now = System.nanoTime();
        if (now - lastLine >= LINE_EVERY_NANOS) {
            lastLine = now;
            out.printf("tuning: generation %d, %d pairs (%d games), %s, recommended %s%n", generation, pairs, 2 * pairs,
                    duration(elapsedMs), values(recommendation));
            out.flush();
        }
    }

    @Override
    public void generationFinished(TuneCheckpoint.GenerationRow row) {
        if (!enabled || bar != null) {
            return;
        }
        out.printf("generation %d: %d of %d members replaced, %d games, %s, recommended %s%n", row.generation(),
                row.replaced(), config.de().populationSize(), 2 * row.pairs(), duration((long) (row.elapsedSeconds() * 1000)),
                values(row.recommended()));
        out.flush();
    }

    @Override
    public void validationStarted(int planned, int done) {
        close();
        out.printf("validation: recommended vs seed vector, %d pairs%s%n", planned,
                done > 0 ? " (" + done + " already played)" : "");
        out.flush();
        if (enabled && terminal) {
            bar = new ProgressBarBuilder().setTaskName("validation pairs").setInitialMax(planned)
                    .setStyle(ProgressBarStyle.ASCII).continuousUpdate().build();
            bar.stepTo(done);
        }
    }

    @Override
    public void validationPair(int done, int planned, Pentanomial pairs) {
        if (!enabled) {
            return;
        }
        EloEstimate e = pairs.elo();
        String elo = String.format(Locale.ROOT, "%+.0f Elo [%+.0f, %+.0f]", e.elo(), e.lower(), e.upper());
        if (bar != null) {
            bar.stepTo(done);
            bar.setExtraMessage(elo);
            return;
        }
        long now = System.nanoTime();
        if (now - lastLine >= LINE_EVERY_NANOS || done == planned) {
            lastLine = now;
            out.printf("validation: %d/%d pairs, %s%n", done, planned, elo);
            out.flush();
        }
    }

    @Override
    public void engineFault(String engine, EngineFault fault) {
        if (bar != null) {
            System.err.println();
        }
        System.err.println("fault: " + engine + " " + fault.kind().description() + " (" + fault.getMessage()
                + "); game forfeited");
    }

    private String values(double[] vector) {
        StringJoiner j = new StringJoiner(" ");
        config.values(vector).forEach((k, v) -> j.add(k + "=" + v));
        return j.toString();
    }

    static String duration(long ms) {
        long s = ms / 1000;
        return s >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", s / 3600, s / 60 % 60)
                : String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }
}
