package dev.arbiter.cli;

import dev.arbiter.cli.config.QualifyFile;
import picocli.CommandLine.Option;

/**
 * The options of how the referee times moves: {@code --strict} (the contest platforms' style), {@code --margin-ms}
 * and {@code --ponder}; each sets the corresponding key of the configuration's top-level {@code limits} (see
 * docs/QUALIFY.md), so the stored configuration records it.
 */
public final class RefereeTimingMixin {

    @Option(names = "--strict",
            description = "Judge as contest platforms do: no margin over the time limit, a first-move allowance "
                    + "(limits.firstMoveMs, default 1000 ms).")
    boolean strict;

    @Option(names = "--margin-ms", paramLabel = "MS",
            description = "Transport margin over the time limit before an answer is late (default: 10%% of the limit, "
                    + "at least 5 ms; 0 with --strict).")
    Long marginMs;

    @Option(names = "--ponder", description = "Let engines think during the other seats' turns (background search).")
    boolean ponder;

    /** Writes the options given into {@code file}'s top-level limits. */
    void apply(QualifyFile file) {
        if (!strict && marginMs == null && !ponder) {
            return;
        }
        if (file.limits == null) {
            file.limits = new QualifyFile.LimitsFile();
        }
        if (strict) {
            file.limits.strict = true;
        }
        if (marginMs != null) {
            file.limits.marginMs = marginMs;
        }
        if (ponder) {
            file.limits.ponder = true;
        }
    }
}
