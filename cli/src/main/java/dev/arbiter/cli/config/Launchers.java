package dev.arbiter.cli.config;

import dev.arbiter.engine.server.EngineJvmOptions;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Expands the program name {@code arbiter} at the head of an engine command into the Java command that
 * runs this very build ({@code java -cp <our class path> dev.arbiter.cli.Arbiter}), so configs can name
 * built-in engines without knowing where the jar is. An engine server ({@code arbiter serve ...}) runs with
 * the JVM options that keep its pauses under a deadline's reserve ({@link EngineJvmOptions}).
 */
public final class Launchers {

    /** The program name that stands for this tool. */
    public static final String SELF = "arbiter";

    private Launchers() {
    }

    /** {@code argv} with a leading {@code arbiter} replaced by the Java command of this build. */
    public static List<String> expand(List<String> argv) {
        if (argv.isEmpty() || !argv.get(0).equals(SELF)) {
            return List.copyOf(argv);
        }
        List<String> args = argv.subList(1, argv.size());
        boolean serve = !args.isEmpty() && args.get(0).equals("serve");
        List<String> expanded = new ArrayList<>(serve ? java(EngineJvmOptions.forServe(args)) : self());
        expanded.addAll(args);
        return expanded;
    }

    /** The command that starts this build: java with the serial collector (engines share two cores), our class path and main class. */
    public static List<String> self() {
        return java(List.of("-XX:+UseSerialGC"));
    }

    private static List<String> java(List<String> jvmOptions) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "dev.arbiter.cli.Arbiter"));
        return List.copyOf(command);
    }
}
