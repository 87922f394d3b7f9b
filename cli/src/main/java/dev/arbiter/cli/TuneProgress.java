package dev.arbiter.cli;

import dev.arbiter.elo.EloEstimate;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tuning.Budget;
import dev.arbiter.tuning.TuningCheckpoint;
import dev.arbiter.tuning.TuningConfig;
import dev.arbiter.tuning.TuningListener;
import dev.arbiter.tuning.ValidationMatch;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.StringJoiner;

/**
 * Shows a tuning run's progress: on a terminal a progress bar over the budget (games, generations or
 * minutes, whichever the budget names first) and then over the validation pairs; otherwise a line every
 * few seconds and one per completed generation. Faults are always reported.
 */
final class TuneProgress implements TuningListener, AutoCloseable {

    private static final long LINE_EVERY_NANOS = 10_000_000_000L;

    private final PrintWriter out;
    private final boolean enabled;
    private final boolean terminal = System.console() != null;
    private TuningConfig config;
    private ProgressBar bar;
    private long lastLine = System.nanoTime();

    TuneProgress(PrintWriter out, boolean enabled) {
        this.out = out;
        this.enabled = enabled;
    }

    @Override
    public void tuningStarted(TuningConfig c, long generation, long pairs, long elapsedMs) {
        config = c;
        if (pairs > 0) {
            out.printf("resuming: generation %d, %d pairs (%d games) played, %s so far%n", generation, pairs, 2 * pairs,
                    duration(elapsedMs));
            out.flush();
        }
        if (enabled && terminal) {
            bar = new ProgressBarBuilder().setTaskName("tuning " + unit()).setInitialMax(budget())
                    .setRenderer(new GamesBarRenderer()).continuousUpdate().build();
            bar.stepTo(position(generation, pairs, elapsedMs));
        }
    }

    private String unit() {
        Budget b = config.problem().budget();
        return b.games() > 0 ? "games" : b.generations() > 0 ? "generations" : "minutes";
    }

    private long budget() {
        Budget b = config.problem().budget();
        return b.games() > 0 ? b.games() : b.generations() > 0 ? b.generations() : (long) Math.ceil(b.hours() * 60);
    }

    private long position(long generation, long pairs, long elapsedMs) {
        Budget b = config.problem().budget();
        return b.games() > 0 ? 2 * pairs : b.generations() > 0 ? generation : elapsedMs / 60_000;
    }

    @Override
    public void pairFinished(long generation, long pairs, long elapsedMs, double[] recommendation) {
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
    public void generationFinished(TuningCheckpoint.GenerationRow row) {
        if (!enabled || bar != null) {
            return;
        }
        out.printf("generation %d: %s%d games, %s, recommended %s%n", row.generation(),
                row.replaced() >= 0 ? row.replaced() + " members replaced, " : "", 2 * row.pairs(),
                duration((long) (row.elapsedSeconds() * 1000)), values(row.recommended()));
        out.flush();
    }

    @Override
    public void validationStarted(String baseline, int planned, int done) {
        close();
        out.printf("validation: recommended vs %s, %d pairs%s%n",
                ValidationMatch.SEED.equals(baseline) ? "seed vector" : baseline, planned,
                done > 0 ? " (" + done + " already played)" : "");
        out.flush();
        if (enabled && terminal) {
            bar = new ProgressBarBuilder().setTaskName("validation pairs").setInitialMax(planned)
                    .setRenderer(new GamesBarRenderer()).continuousUpdate().build();
            bar.stepTo(done);
        }
    }

    @Override
    public void validationPair(int done, int planned, Pentanomial pairs) {
        if (!enabled) {
            return;
        }
        EloEstimate e = pairs.elo();
        String elo = String.format(Locale.ROOT, "%+.0f Elo %s", e.elo(), e.intervalText());
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
    public void voidGame(GameRecord record) {
        if (bar != null) {
            System.err.println();
        }
        System.err.println(ProgressReporter.voidLine(record));
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
        return values(config, vector);
    }

    /** A vector as {@code name=value} pairs, the values as the engine receives them. */
    static String values(TuningConfig config, double[] vector) {
        StringJoiner j = new StringJoiner(" ");
        config.shown(vector).forEach((k, v) -> j.add(k + "=" + v));
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
