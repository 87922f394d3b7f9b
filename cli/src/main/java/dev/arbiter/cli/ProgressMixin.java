package dev.arbiter.cli;

import picocli.CommandLine.Option;

/** The {@code --progress} / {@code --no-progress} option of the commands that play many games. */
public final class ProgressMixin {

    @Option(names = "--progress", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Show progress (a bar on a terminal, periodic lines otherwise).")
    boolean progress = true;

    /** Whether progress is shown. */
    public boolean enabled() {
        return progress;
    }
}
