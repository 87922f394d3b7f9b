package dev.arbiter.cli.config;

import dev.arbiter.tournament.engine.EngineLogs;

import java.nio.file.Files;
import java.nio.file.Path;

/** Checks every kind of configuration file makes of its values: counts, games at once, programs. */
public final class ConfigChecks {

    /** The largest bound of an engine's log, in MiB. */
    public static final int MAX_LOG_MB = 100_000;

    /** The most games in flight over a cluster's workers. */
    public static final int MAX_CLUSTER_CONCURRENCY = 4096;

    private ConfigChecks() {
    }

    /**
     * Games played at once: at most the processors of this machine (each game has an engine thinking at any
     * moment, and an engine that has to share a processor is timed unfairly; docs/QUALIFY.md).
     */
    public static int concurrency(Integer value, String source, String field) {
        return concurrency(value, source, field, false);
    }

    /**
     * Games (or pairs) at once. On this machine, at most its processors; with a {@code cluster}, the games in
     * flight over all the workers, so the workers' slots in total (the schedule hands out games at most four times
     * that far ahead of the first unfinished one, and a tuning keeps that many pairs handed out), at most
     * {@value #MAX_CLUSTER_CONCURRENCY}.
     */
    public static int concurrency(Integer value, String source, String field, boolean cluster) {
        int max = cluster ? MAX_CLUSTER_CONCURRENCY : Runtime.getRuntime().availableProcessors();
        int k = positive(value, 1, source, field);
        if (k > max) {
            throw new ConfigException(source, field, cluster ? "expected at most " + max + " (games at once over the "
                    + "cluster's workers), got " + k : "expected at most " + max + " (the processors of this "
                    + "machine: each game needs one), got " + k);
        }
        return k;
    }

    /**
     * The bound of each engine's log, in bytes, from a file's {@code engineLogMb} (MiB, in [0, {@value #MAX_LOG_MB}]):
     * {@link EngineLogs#DEFAULT_LIMIT_BYTES} when absent.
     *
     * @throws ConfigException naming {@code engineLogMb} and its bounds
     */
    static long engineLogBytes(Integer engineLogMb, String source) {
        if (engineLogMb != null && (engineLogMb < 0 || engineLogMb > MAX_LOG_MB)) {
            throw new ConfigException(source, "engineLogMb", "expected an integer in [0, " + MAX_LOG_MB + "], got "
                    + engineLogMb);
        }
        return engineLogMb == null ? EngineLogs.DEFAULT_LIMIT_BYTES : (long) engineLogMb << 20;
    }

    /** A positive integer, or {@code fallback} when absent. */
    static int positive(Integer value, int fallback, String source, String field) {
        if (value == null) {
            return fallback;
        }
        if (value < 1) {
            throw new ConfigException(source, field, "expected a positive integer, got " + value);
        }
        return value;
    }

    /** Checks that {@code program} is an executable file (relative to {@code dir}) or on the PATH. */
    static void checkProgram(String program, Path dir, String source, String field) {
        if (program.contains("/")) {
            Path p = dir.resolve(program);
            if (!Files.isRegularFile(p) || !Files.isExecutable(p)) {
                throw new ConfigException(source, field, "program '" + program + "' not found or not executable (in " + dir + ")");
            }
            return;
        }
        String path = System.getenv("PATH");
        if (path != null) {
            for (String entry : path.split(java.io.File.pathSeparator)) {
                Path p = Path.of(entry.isEmpty() ? "." : entry, program);
                if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                    return;
                }
            }
        }
        throw new ConfigException(source, field, "program '" + program + "' not found on the PATH");
    }
}
