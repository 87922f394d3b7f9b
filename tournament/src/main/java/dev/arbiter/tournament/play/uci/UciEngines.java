package dev.arbiter.tournament.play.uci;

import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.results.AtomicFiles;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The UCI engines of one worker, long-lived: a game takes an idle engine started from the same command with the
 * same options or starts one, and gives it back afterwards (with {@code restart} it is ended instead); an engine
 * that failed is ended, so the next game starts it afresh. The first start of each engine name writes its
 * {@code option} lines to {@code NAME.uci-options.txt} in the logs folder. {@link #abort()} (from any thread)
 * kills every engine at once; {@link #close()} ends the idle ones politely ({@code quit}). Thread-safe.
 */
public final class UciEngines implements AutoCloseable {

    /**
     * What makes two engines interchangeable. Its {@code equals} and {@code hashCode} are written out: a record's
     * generated ones are bootstrapped through {@code ObjectMethods} on their first call, which spins about sixty
     * method-handle classes (on the path that starts the engines), and this key is the only record a UCI run hashes
     * (docs/BENCHMARKS.md).
     */
    private record Key(List<String> argv, Path dir, Map<String, String> options) {

        @Override
        public boolean equals(Object other) {
            return other instanceof Key k && Objects.equals(argv, k.argv) && Objects.equals(dir, k.dir)
                    && Objects.equals(options, k.options);
        }

        @Override
        public int hashCode() {
            return (Objects.hashCode(argv) * 31 + Objects.hashCode(dir)) * 31 + Objects.hashCode(options);
        }
    }

    private final EngineLogs logs;
    private final ProcessLedger ledger;
    private final Path optionsDir;
    private final Map<Key, List<UciEngine>> idle = new HashMap<>();
    private final Set<UciEngine> live = ConcurrentHashMap.newKeySet();
    private final Set<String> optionsKept = ConcurrentHashMap.newKeySet();
    private volatile boolean aborted;

    /**
     * @param logs       the engines' logs
     * @param ledger     the run's record of running engine processes
     * @param optionsDir where each engine's option lines are kept, or null for nowhere
     */
    public UciEngines(EngineLogs logs, ProcessLedger ledger, Path optionsDir) {
        this.logs = logs;
        this.ledger = ledger;
        this.optionsDir = optionsDir;
    }

    /** An idle engine of {@code command} with {@code settings}, or a new one (started within {@code startTimeoutMs}). */
    public UciEngine acquire(EngineCommand command, UciSettings settings, long startTimeoutMs) throws EngineFault {
        Key key = new Key(command.argv(), command.workingDir(), settings.options());
        synchronized (idle) {
            List<UciEngine> engines = idle.get(key);
            while (engines != null && !engines.isEmpty()) {
                UciEngine engine = engines.remove(engines.size() - 1);
                if (engine.isAlive()) {
                    return engine;
                }
                discard(engine);
            }
        }
        UciEngine engine = UciEngine.start(command, settings.options(), logs.of(command.name()), startTimeoutMs, ledger);
        live.add(engine);
        if (aborted) {
            engine.kill();
        }
        keepOptions(command.name(), engine);
        return engine;
    }

    private void keepOptions(String name, UciEngine engine) {
        if (optionsDir == null || !optionsKept.add(name)) {
            return;
        }
        StringBuilder text = new StringBuilder();
        text.append("id name ").append(engine.idName()).append('\n');
        engine.optionLines().forEach(l -> text.append(l).append('\n'));
        try {
            AtomicFiles.write(optionsDir.resolve(name + ".uci-options.txt"), text.toString());
        } catch (IOException e) {
            optionsKept.remove(name);
        }
    }

    /** Gives back an engine that played its game without fault (ended instead with {@code restart}). */
    public void release(UciEngine engine, UciSettings settings) {
        if (settings.restart() || aborted || !engine.isAlive()) {
            live.remove(engine);
            engine.close();
            return;
        }
        Key key = new Key(engine.command().argv(), engine.command().workingDir(), settings.options());
        synchronized (idle) {
            idle.computeIfAbsent(key, k -> new ArrayList<>()).add(engine);
        }
    }

    /** Ends an engine that failed: its whole process tree at once. */
    public void discard(UciEngine engine) {
        live.remove(engine);
        engine.kill();
    }

    /** Kills every engine at once, and every engine started from now on. */
    public void abort() {
        aborted = true;
        live.forEach(UciEngine::kill);
    }

    /** Ends every engine: {@code quit}, a grace period, then its process tree. */
    @Override
    public void close() {
        List<UciEngine> all = new ArrayList<>(live);
        synchronized (idle) {
            idle.clear();
        }
        live.clear();
        for (UciEngine engine : all) {
            try {
                engine.askToQuit();
            } catch (EngineFault gone) {
                // ended already: closed below all the same
            }
        }
        all.forEach(UciEngine::close);
    }

    /** The number of engines running (for tests). */
    int running() {
        return (int) live.stream().filter(Objects::nonNull).filter(UciEngine::isAlive).count();
    }
}
