package dev.arbiter.tournament.play;

import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.engine.EngineProcess;
import dev.arbiter.tournament.engine.ProcessLedger;

import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The engine processes of one worker, kept between games and keyed by the command that started them (its
 * argv and directory, {@link EngineCommand#sameProcess}): a game takes an idle process of the command it needs
 * or starts one, and gives it
 * back afterwards; at most {@code capacity} idle processes are kept, the least recently used ended first. A
 * process that failed is killed instead of given back, so the next game starts a fresh one. Used by one worker
 * thread; {@link #abort()} may be called from any thread.
 */
final class EnginePool implements AutoCloseable {

    private final int capacity;
    private final EngineLogs logs;
    private final ProcessLedger ledger;
    private final long spinNanos;
    private final ArrayDeque<EngineProcess> idle = new ArrayDeque<>();
    private final Set<EngineProcess> live = ConcurrentHashMap.newKeySet();
    private volatile boolean aborted;

    /**
     * @param capacity  idle processes kept at most
     * @param logs      the engines' logs
     * @param ledger    the run's record of running engine processes
     * @param spinNanos how long a client polls for an answer before it blocks
     */
    EnginePool(int capacity, EngineLogs logs, ProcessLedger ledger, long spinNanos) {
        this.capacity = capacity;
        this.logs = logs;
        this.ledger = ledger;
        this.spinNanos = spinNanos;
    }

    /** An idle live process of {@code command}, or a new one that may take {@code startTimeoutMs} to start. */
    EngineProcess acquire(EngineCommand command, long startTimeoutMs) throws EngineFault {
        Iterator<EngineProcess> it = idle.descendingIterator();
        while (it.hasNext()) {
            EngineProcess process = it.next();
            if (process.command().sameProcess(command)) {
                it.remove();
                if (process.isAlive()) {
                    return process;
                }
                discard(process);
            }
        }
        EngineProcess started = EngineProcess.start(command, logs.of(command.name()), startTimeoutMs, spinNanos, ledger);
        live.add(started);
        if (aborted) {
            started.kill();
        }
        return started;
    }

    /** Gives a sound process back for later games; ends the least recently used ones beyond the capacity. */
    void release(EngineProcess process) {
        idle.addLast(process);
        while (idle.size() > capacity) {
            EngineProcess eldest = idle.removeFirst();
            live.remove(eldest);
            eldest.close();
        }
    }

    /** Kills a process that failed; it is not used again. */
    void discard(EngineProcess process) {
        live.remove(process);
        process.kill();
    }

    /** Kills every process at once, and every process started from now on. */
    void abort() {
        aborted = true;
        live.forEach(EngineProcess::kill);
    }

    /** Ends every process. */
    @Override
    public void close() {
        for (EngineProcess process : idle) {
            live.remove(process);
            process.close();
        }
        idle.clear();
        live.forEach(EngineProcess::kill);
        live.clear();
    }
}
