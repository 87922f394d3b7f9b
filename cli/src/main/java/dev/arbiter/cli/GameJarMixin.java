package dev.arbiter.cli;

import dev.arbiter.engine.world.GameRegistry;
import picocli.CommandLine.Option;

import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code --game-jar} option: games as plug-ins. Each jar (or classes folder) is loaded with a class loader
 * over this tool's own, and its games are found with {@link java.util.ServiceLoader} through the file
 * {@code META-INF/services/dev.arbiter.engine.world.GameProvider}; they join the built-in games.
 */
public final class GameJarMixin {

    @Option(names = "--game-jar", paramLabel = "JAR",
            description = "A jar or classes folder with more games (each a dev.arbiter.engine.world.GameProvider "
                    + "service: ENGINE.md); repeatable.")
    List<Path> jars = new ArrayList<>();

    /** The jars given on the command line, as given. */
    public List<Path> jars() {
        return List.copyOf(jars);
    }

    /** The built-in games and those of the jars given on the command line. */
    public GameRegistry registry() {
        return registry(List.of());
    }

    /**
     * The built-in games, those of the jars given on the command line and those of {@code more} (e.g. named in
     * a configuration file, already resolved).
     *
     * @throws ArbiterException a usage error naming a jar that does not exist
     */
    public GameRegistry registry(List<Path> more) {
        List<Path> all = new ArrayList<>(jars);
        all.addAll(more);
        return load(all);
    }

    /**
     * {@code configured} (the jars a configuration file names, already absolute) followed by the jars of the
     * command line, made absolute, without repeats: what a run's stored configuration names, so that a resumed
     * run finds them all.
     */
    public List<Path> combine(List<Path> configured) {
        List<Path> all = new ArrayList<>(configured);
        jars.forEach(jar -> all.add(jar.toAbsolutePath().normalize()));
        return all.stream().distinct().toList();
    }

    /** The paths as a configuration file stores them, or null for none. */
    public static List<String> stored(List<Path> jars) {
        return jars.isEmpty() ? null : jars.stream().map(Path::toString).toList();
    }

    /** The built-in games and those of {@code jars}; a usage error for a jar that does not exist. */
    static GameRegistry load(List<Path> jars) {
        ClassLoader parent = Thread.currentThread().getContextClassLoader();
        if (parent == null) {
            parent = GameJarMixin.class.getClassLoader();
        }
        if (jars.isEmpty()) {
            return GameRegistry.load(parent);
        }
        URL[] urls = new URL[jars.size()];
        for (int i = 0; i < urls.length; i++) {
            Path jar = jars.get(i);
            if (!Files.exists(jar)) {
                throw ArbiterException.usage("--game-jar: no such file or folder: " + jar);
            }
            try {
                urls[i] = jar.toAbsolutePath().normalize().toUri().toURL();
            } catch (MalformedURLException e) {
                throw ArbiterException.usage("--game-jar: not a usable path: " + jar);
            }
        }
        return GameRegistry.load(new URLClassLoader("arbiter-game-jars", urls, parent));
    }
}
