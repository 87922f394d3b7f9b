package dev.arbiter.tournament.engine;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * How to start one engine: an argv list (never run through a shell) and a working directory.
 *
 * @param name       the engine's name in results
 * @param argv       program and arguments
 * @param workingDir directory to start it in, or null for the current one
 */
public record EngineCommand(String name, List<String> argv, Path workingDir) {

    /** Checks the command is not empty. */
    public EngineCommand {
        argv = List.copyOf(argv);
        if (argv.isEmpty()) {
            throw new IllegalArgumentException("engine '" + name + "': empty command");
        }
    }

    /**
     * Whether a process started by {@code other} can play for this command: the same program, arguments and
     * directory, whatever the names (entrants of a tuning run that differ only in the values sent in
     * {@code newgame} share their processes).
     */
    public boolean sameProcess(EngineCommand other) {
        return argv.equals(other.argv) && Objects.equals(workingDir, other.workingDir);
    }
}
