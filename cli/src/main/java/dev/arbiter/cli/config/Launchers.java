package dev.arbiter.cli.config;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Expands the program name {@code arbiter} at the head of an engine command into the Java command that
 * runs this very build ({@code java -cp <our class path> dev.arbiter.cli.Arbiter}), so configs can name
 * built-in engines without knowing where the jar is.
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
        List<String> expanded = new ArrayList<>(self());
        expanded.addAll(argv.subList(1, argv.size()));
        return expanded;
    }

    /** The command that starts this build: java with the serial collector (engines share two cores), our class path and main class. */
    public static List<String> self() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(java, "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), "dev.arbiter.cli.Arbiter");
    }
}
