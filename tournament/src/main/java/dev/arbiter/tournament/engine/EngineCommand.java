package dev.arbiter.tournament.engine;

import java.nio.file.Path;
import java.util.List;

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
}
