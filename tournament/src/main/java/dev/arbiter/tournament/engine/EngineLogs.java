package dev.arbiter.tournament.engine;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The engine logs of a run: one bounded {@link EngineLog} per engine name ({@code NAME.log} in a folder),
 * shared by every process of that engine. Thread-safe.
 */
public final class EngineLogs implements AutoCloseable {

    /** Default bound of one engine's log (its two files together): 10 MiB. */
    public static final long DEFAULT_LIMIT_BYTES = 10L << 20;

    /** Logs that keep nothing. */
    public static final EngineLogs DISCARD = new EngineLogs(null, 0);

    private final Path dir;
    private final long limitBytes;
    private final Map<String, EngineLog> logs = new ConcurrentHashMap<>();

    /**
     * @param dir        folder of the logs, or null to keep nothing
     * @param limitBytes bound of each engine's log; 0 keeps nothing
     */
    public EngineLogs(Path dir, long limitBytes) {
        this.dir = dir;
        this.limitBytes = limitBytes;
    }

    /** The log of engine {@code name}. */
    public EngineLog of(String name) {
        if (dir == null || limitBytes == 0) {
            return EngineLog.DISCARD;
        }
        return logs.computeIfAbsent(name, n -> new EngineLog(dir.resolve(n + ".log"), limitBytes));
    }

    @Override
    public void close() {
        logs.values().forEach(EngineLog::close);
    }
}
