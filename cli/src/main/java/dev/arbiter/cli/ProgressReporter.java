package dev.arbiter.cli;

import dev.arbiter.tournament.QualificationListener;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.Standings;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * Shows a qualification's progress: a progress bar (games done of planned, ETA, leader and margin) when
 * standard output is a terminal, plain periodic lines otherwise (logs, CI). Faults are always reported.
 */
final class ProgressReporter implements QualificationListener, AutoCloseable {

    private static final long LINE_EVERY_NANOS = 5_000_000_000L;

    private final PrintWriter out;
    private final boolean enabled;
    private final boolean terminal = System.console() != null;
    private ProgressBar bar;
    private long lastLine = System.nanoTime();
    private int planned;

    ProgressReporter(PrintWriter out, boolean enabled) {
        this.out = out;
        this.enabled = enabled;
    }

    @Override
    public void started(int plannedGames, int alreadyDone, long seed) {
        planned = plannedGames;
        if (alreadyDone > 0) {
            out.printf("resuming: %d of %d games already played%n", alreadyDone, plannedGames);
            out.flush();
        }
        if (enabled && terminal) {
            bar = new ProgressBarBuilder().setTaskName("games").setInitialMax(plannedGames)
                    .setRenderer(new GamesBarRenderer()).continuousUpdate().build();
            bar.stepTo(alreadyDone);
        }
    }

    @Override
    public void gameFinished(GameRecord record, Standings standings, int done, int total) {
        if (record.end() == GameEnd.VOID) {
            printFailure(voidLine(record));
        }
        if (!enabled) {
            return;
        }
        if (bar != null) {
            bar.stepTo(done);
            bar.setExtraMessage(leader(standings));
            return;
        }
        long now = System.nanoTime();
        if (now - lastLine >= LINE_EVERY_NANOS || done == total) {
            lastLine = now;
            out.printf("games %d/%d  %s%n", done, total, leader(standings));
            out.flush();
        }
    }

    @Override
    public void engineFault(String engine, EngineFault fault) {
        String line = "fault: " + engine + " " + fault.kind().description() + " (" + fault.getMessage()
                + "); game forfeited, " + (fault.kind().keepsEngine() ? "engine kept" : "engine restarted");
        printFailure(line);
    }

    /** The line that shows a void game (an external referee could not score it), in qualify and tune alike. */
    static String voidLine(GameRecord record) {
        return "void: game " + record.index() + " (" + String.join(" vs ", record.seats()) + "): "
                + record.reason().replaceFirst("^void: ", "") + "; counted for nobody";
    }

    /** A fault or void game: always on standard error, on a line of its own below the bar. */
    private void printFailure(String line) {
        if (bar != null) {
            System.err.println();
        }
        System.err.println(line);
    }

    @Override
    public void leftoversEnded(List<String> processes) {
        out.printf("ended %d engine process%s an interrupted session left running: %s%n", processes.size(),
                processes.size() == 1 ? "" : "es", String.join(", ", processes));
        out.flush();
    }

    @Override
    public void engineDropped(String line) {
        if (bar != null) {
            out.println();
        }
        out.println(line);
        out.flush();
    }

    @Override
    public void stoppedEarly(String reason) {
        close();
        out.println("stopped early: " + reason);
        out.flush();
    }

    private String leader(Standings standings) {
        if (standings.gameCount() == 0 || planned == 0) {
            return "";
        }
        double[] elo = standings.fit().elo();
        int first = 0;
        for (int e = 1; e < elo.length; e++) {
            first = elo[e] > elo[first] ? e : first;
        }
        int second = first == 0 ? 1 : 0;
        for (int e = 0; e < elo.length; e++) {
            second = e != first && elo[e] > elo[second] ? e : second;
        }
        List<String> engines = standings.engines();
        return String.format(Locale.ROOT, "leader %s %+.0f Elo (+%.0f over %s)", engines.get(first), elo[first],
                elo[first] - elo[second], engines.get(second));
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }
}
