package dev.arbiter.tournament.play;

import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.engine.EngineProcess;
import dev.arbiter.tournament.engine.ProcessLedger;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * The engine processes of one worker, kept between games and keyed by the command that started them (its
 * argv and directory, {@link EngineCommand#sameProcess}): a game takes an idle process of the command it needs
 * or starts one, and gives it
 * back afterwards; at most {@code capacity} idle processes are kept, the least recently used ended first. A
 * process that failed is killed instead of given back, so the next game starts a fresh one. The processes a game
 * needs are started at once ({@link #acquireAll}): a cold JVM engine takes most of a second to start, and two of
 * them started one after the other doubled the wait before a short match's first game. A process that serves
 * several games at once ({@link EngineProcess#sessions()}) is shared with the run's other workers instead
 * ({@link SharedEngines}): a game takes one of its connections, and the worker starts a process of that command only
 * when the shared ones have no session to spare. Thread-safe.
 */
final class EnginePool implements AutoCloseable {

    private final int capacity;
    private final EngineLogs logs;
    private final ProcessLedger ledger;
    private final long spinNanos;
    private final SharedEngines shared;
    private final boolean ownsShared;
    private final ArrayDeque<EngineProcess> idle = new ArrayDeque<>();
    private final Set<EngineProcess> live = ConcurrentHashMap.newKeySet();
    private volatile boolean aborted;

    /**
     * @param capacity  idle processes kept at most
     * @param logs      the engines' logs
     * @param ledger    the run's record of running engine processes
     * @param spinNanos how long a client polls for an answer before it blocks
     * @param shared    the processes of several games at once shared by the run's workers (ended by its owner), or
     *                  null for the pool's own (ended with it)
     */
    EnginePool(int capacity, EngineLogs logs, ProcessLedger ledger, long spinNanos, SharedEngines shared) {
        this.capacity = capacity;
        this.logs = logs;
        this.ledger = ledger;
        this.spinNanos = spinNanos;
        this.ownsShared = shared == null;
        this.shared = shared == null ? new SharedEngines(capacity) : shared;
    }

    /** One engine a game needs: the command that starts it and how long it may take to start. */
    record Request(EngineCommand command, long startTimeoutMs) {
    }

    /** What became of a {@link Request}: a live engine, or the fault that kept it from starting. */
    record Acquired(Seat seat, EngineFault fault) {
    }

    /** An idle live engine of {@code command}, or a new one that may take {@code startTimeoutMs} to start. */
    Seat acquire(EngineCommand command, long startTimeoutMs) throws EngineFault {
        Acquired acquired = acquireAll(List.of(new Request(command, startTimeoutMs))).get(0);
        if (acquired.fault() != null) {
            throw acquired.fault();
        }
        return acquired.seat();
    }

    /**
     * An engine for each request, in order: an idle live process of its command where there is one, else a
     * connection to a shared process ({@link SharedEngines#take}), otherwise a new process; the new ones are started
     * at the same time, each on a thread of its own.
     */
    List<Acquired> acquireAll(List<Request> requests) {
        Acquired[] acquired = new Acquired[requests.size()];
        List<Integer> missing = new ArrayList<>();
        for (int i = 0; i < requests.size(); i++) {
            Request request = requests.get(i);
            EngineProcess process = takeIdle(request.command());
            if (process != null) {
                acquired[i] = new Acquired(Seat.of(process), null);
                continue;
            }
            try {
                Seat seat = shared.take(request.command(), request.startTimeoutMs());
                if (seat != null) {
                    acquired[i] = new Acquired(seat, null);
                } else {
                    missing.add(i);
                }
            } catch (EngineFault fault) {
                acquired[i] = new Acquired(null, fault);
            }
        }
        if (missing.size() == 1) {
            acquired[missing.get(0)] = start(requests.get(missing.get(0)));
        } else if (!missing.isEmpty()) {
            List<CompletableFuture<Acquired>> starts = new ArrayList<>();
            for (int i : missing) {
                starts.add(CompletableFuture.supplyAsync(() -> start(requests.get(i)), STARTER));
            }
            for (int k = 0; k < missing.size(); k++) {
                acquired[missing.get(k)] = starts.get(k).join();
            }
        }
        return List.of(acquired);
    }

    /** Starts each engine on a daemon thread of its own (a start waits on a process, not on the CPU). */
    private static final Executor STARTER = task -> {
        Thread thread = new Thread(task, "engine-start");
        thread.setDaemon(true);
        thread.start();
    };

    private EngineProcess takeIdle(EngineCommand command) {
        List<EngineProcess> dead = new ArrayList<>();
        EngineProcess found = null;
        synchronized (idle) {
            Iterator<EngineProcess> it = idle.descendingIterator();
            while (it.hasNext() && found == null) {
                EngineProcess process = it.next();
                if (process.command().sameProcess(command)) {
                    it.remove();
                    if (process.isAlive()) {
                        found = process;
                    } else {
                        dead.add(process);
                    }
                }
            }
        }
        dead.forEach(this::discard);
        return found;
    }

    private Acquired start(Request request) {
        try {
            EngineProcess started = EngineProcess.start(request.command(), logs.of(request.command().name()),
                    request.startTimeoutMs(), spinNanos, ledger);
            if (started.sessions() > 1) {
                return new Acquired(shared.started(started), null);
            }
            shared.startEnded(request.command());
            live.add(started);
            if (aborted) {
                started.kill();
            }
            return new Acquired(Seat.of(started), null);
        } catch (EngineFault fault) {
            shared.startEnded(request.command());
            return new Acquired(null, fault);
        }
    }

    /** Gives a sound engine back for later games. */
    void release(Seat seat) {
        if (seat.host() != null) {
            shared.release(seat);
        } else {
            release(seat.process());
        }
    }

    /** Ends the engine of a game that failed: it is not used again (a shared process once its other games end). */
    void discard(Seat seat) {
        if (seat.host() != null) {
            shared.discard(seat);
        } else {
            discard(seat.process());
        }
    }

    /** Gives a sound process back for later games; ends the least recently used ones beyond the capacity. */
    private void release(EngineProcess process) {
        List<EngineProcess> evicted = new ArrayList<>();
        synchronized (idle) {
            idle.addLast(process);
            while (idle.size() > capacity) {
                evicted.add(idle.removeFirst());
            }
        }
        evicted.forEach(live::remove);
        EngineProcess.closeAll(evicted);
    }

    /** Kills a process that failed; it is not used again. */
    private void discard(EngineProcess process) {
        live.remove(process);
        process.kill();
    }

    /** Kills every process at once, and every process started from now on. */
    void abort() {
        aborted = true;
        live.forEach(EngineProcess::kill);
        shared.abort();
    }

    /** Ends every process: the idle ones are asked to quit all at once, the others are killed. */
    @Override
    public void close() {
        List<EngineProcess> ending;
        synchronized (idle) {
            ending = new ArrayList<>(idle);
            idle.clear();
        }
        ending.forEach(live::remove);
        EngineProcess.closeAll(ending);
        live.forEach(EngineProcess::kill);
        live.clear();
        if (ownsShared) {
            shared.close();
        }
    }
}
