package dev.arbiter.tournament.support;

import dev.arbiter.engine.server.ServeSettings;
import dev.arbiter.tournament.EngineSpec;
import dev.arbiter.tournament.config.MoveLimits;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Engine specs for tests: {@link ScriptedEngine} started as a real JVM subprocess. */
public final class Engines {

    private Engines() {
    }

    /**
     * The java command running a main class of the test class path. An engine server it runs skips the warm-up
     * ({@code -Darbiter.serve.warmupMs=0}, as the launcher's engines under node budgets): half of a short-lived
     * engine's CPU otherwise; an explicit {@code --warmup-ms} still wins. The JVM's own warnings go to standard error, as
     * the launcher's engines' do: on standard output one would come before the engine's address.
     */
    public static List<String> java(String mainClass) {
        List<String> argv = new ArrayList<>();
        argv.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        argv.add("-XX:+UseSerialGC");
        argv.add("-XX:TieredStopAtLevel=1");
        argv.add("-Xlog:disable");
        argv.add("-Xlog:all=warning:stderr");
        argv.add("-D" + ServeSettings.WARM_UP_PROPERTY + "=0");
        argv.add("-cp");
        argv.add(System.getProperty("java.class.path"));
        argv.add(mainClass);
        return argv;
    }

    /** A well-behaved engine. */
    public static EngineSpec engine(String name, String game, String algorithm, long nodes) {
        return scripted(name, game, algorithm, nodes, "none", 0, null);
    }

    /** An engine with a scripted fault at its {@code after}-th move (once per test when a marker is given). */
    public static EngineSpec scripted(String name, String game, String algorithm, long nodes, String fault, int after,
                                      Path marker) {
        List<String> argv = java(ScriptedEngine.class.getName());
        argv.addAll(List.of(game, algorithm, Long.toString(nodes), fault, Integer.toString(after)));
        if (marker != null) {
            argv.add(marker.toString());
        }
        return new EngineSpec(name, argv, null, null, null);
    }

    /** Move limits with a short timeout, for tests. */
    public static MoveLimits quickLimits(long nodes) {
        return new MoveLimits(0, nodes, 0, 0, 3_000);
    }
}
