package dev.arbiter.cli;

import picocli.CommandLine.Option;

/**
 * The {@code --report} / {@code --no-report} option of the commands that run for a while ({@code qualify},
 * {@code tune}): whether the run keeps its HTML report in {@code RUN/report} (refreshed during the run, written last
 * when it ends). Without it a run writes every other file as usual, and {@code arbiter report RUN} writes the same
 * page from them at any later time; on a run of a few seconds the closing page is most of the referee's time (its
 * plots), which a script of many short runs (a test of each patch) need not pay.
 */
public final class ReportMixin {

    @Option(names = "--report", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Keep the HTML report in RUN/report (--no-report: write it later with 'arbiter report RUN').")
    boolean report = true;

    /** Whether the run keeps its report. */
    public boolean enabled() {
        return report;
    }
}
