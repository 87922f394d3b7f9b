package dev.arbiter.tournament.play;

import dev.arbiter.tournament.engine.EngineClient;
import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineProcess;
import dev.arbiter.tournament.engine.FaultKind;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The engine processes that serve several games at once ({@link EngineProcess#sessions()} above 1), shared by the
 * workers of a run: a game takes an idle connection to a live process of its command, or opens another session
 * on one that has a session to spare, and only when none has does its worker start a process. A command is known
 * to serve sessions once one of its processes said so; from then on one worker at a time starts a process of it
 * and the others wait for that process instead of starting their own, so that N workers need one process per
 * engine instead of N, and a crashed process is started again once, not once per worker.
 *
 * <p>Faults: a connection whose game failed is closed and its process marked failed; the process is ended once
 * none of its other connections is playing (a game in progress on another session is not disturbed), and the next
 * game starts a fresh one. A process that died is forgotten at once (its other games fail by themselves, on their
 * lost connection). At most {@code capacity} processes are kept: beyond it, the least recently used one whose
 * connections are all idle is ended when a game gives a connection back (a tuning whose engine takes its parameters
 * on its command line starts a process per parameter vector). Thread-safe.
 */
final class SharedEngines implements AutoCloseable {

    /** A process and what is being done with its connections. */
    static final class Host {
        private final EngineProcess process;
        private final Deque<EngineClient> idle = new ArrayDeque<>();
        private int open = 1;
        private int busy = 1;
        private boolean failed;

        private Host(EngineProcess process) {
            this.process = process;
        }
    }

    /** The processes, the least recently used first. */
    private final List<Host> hosts = new ArrayList<>();
    private final int capacity;
    private final List<EngineCommand> starting = new ArrayList<>();
    private final List<EngineCommand> serveSessions = new ArrayList<>();
    private boolean aborted;

    /** Shared processes keeping at most {@code capacity} of them. */
    SharedEngines(int capacity) {
        this.capacity = Math.max(1, capacity);
    }

    /**
     * A connection for a game of {@code command}: an idle one, a new session on a process that has one to spare,
     * or, after waiting for a process another worker is starting, one of those; null when the caller has to start
     * a process (it then reports it with {@link #started} or {@link #startEnded}).
     *
     * @param timeoutMs how long opening a session may take
     * @throws EngineFault if a session could not be opened (the process is then marked failed)
     */
    Seat take(EngineCommand command, long timeoutMs) throws EngineFault {
        Host opening;
        synchronized (this) {
            while (true) {
                if (aborted) {
                    throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": the run was aborted");
                }
                Host host = find(command);
                if (host != null) {
                    hosts.remove(host);
                    hosts.add(host);
                }
                if (host != null && !host.idle.isEmpty()) {
                    host.busy++;
                    return new Seat(host.process, host.idle.pop(), host);
                }
                if (host != null) {
                    host.open++;
                    host.busy++;
                    opening = host;
                    break;
                }
                boolean sessions = contains(serveSessions, command);
                if (sessions && contains(starting, command)) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": interrupted while starting");
                    }
                    continue;
                }
                if (sessions) {
                    starting.add(command);
                }
                return null;
            }
        }
        try {
            return new Seat(opening.process, opening.process.openSession(timeoutMs), opening);
        } catch (EngineFault fault) {
            synchronized (this) {
                opening.open--;
                opening.busy--;
                fail(opening);
            }
            throw new EngineFault(FaultKind.START_FAILURE, command.name() + ": cannot open another session: "
                    + fault.getMessage(), fault);
        }
    }

    /** A live, sound process of the command with an idle connection or a session to spare, or null. */
    private Host find(EngineCommand command) {
        for (Host host : hosts) {
            if (!host.failed && host.process.command().sameProcess(command) && host.process.isAlive()
                    && (!host.idle.isEmpty() || host.open < host.process.sessions())) {
                return host;
            }
        }
        return null;
    }

    private static boolean contains(List<EngineCommand> commands, EngineCommand command) {
        return commands.stream().anyMatch(c -> c.sameProcess(command));
    }

    private static void removeOne(List<EngineCommand> commands, EngineCommand command) {
        for (int i = 0; i < commands.size(); i++) {
            if (commands.get(i).sameProcess(command)) {
                commands.remove(i);
                return;
            }
        }
    }

    /** Takes in a process just started that serves sessions; its first connection plays the game of the caller. */
    synchronized Seat started(EngineProcess process) {
        removeOne(starting, process.command());
        if (!contains(serveSessions, process.command())) {
            serveSessions.add(process.command());
        }
        Host host = new Host(process);
        hosts.add(host);
        if (aborted) {
            process.kill();
        }
        notifyAll();
        return new Seat(process, process.client(), host);
    }

    /** A start reported by {@link #take}'s null ended without a process of sessions (it failed, or serves one game). */
    synchronized void startEnded(EngineCommand command) {
        removeOne(starting, command);
        notifyAll();
    }

    /**
     * Gives a sound connection back for later games (ending its process if that failed meanwhile), and ends the
     * least recently used idle process beyond the capacity.
     */
    void release(Seat seat) {
        Host evicted = null;
        synchronized (this) {
            Host host = seat.host();
            host.busy--;
            if (host.failed || !host.process.isAlive()) {
                fail(host);
            } else {
                host.idle.push(seat.client());
                notifyAll();
            }
            if (hosts.size() > capacity) {
                evicted = hosts.stream().filter(h -> h.busy == 0).findFirst().orElse(null);
                hosts.remove(evicted);
            }
        }
        if (evicted != null) {
            EngineProcess.closeAll(List.of(evicted.process));
        }
    }

    /** Closes the connection of a game that failed; its process ends once its other games are over. */
    synchronized void discard(Seat seat) {
        Host host = seat.host();
        host.busy--;
        host.open--;
        if (seat.client() != host.process.client()) {
            host.process.closeSession(seat.client());
        } else {
            seat.client().close();
        }
        fail(host);
    }

    /** Marks a process failed, and ends it once none of its connections is playing, or at once if it died. */
    private void fail(Host host) {
        host.failed = true;
        if ((host.busy <= 0 || !host.process.isAlive()) && hosts.remove(host)) {
            host.process.kill();
        }
        notifyAll();
    }

    /** Kills every process at once, and every process taken in from now on. */
    synchronized void abort() {
        aborted = true;
        hosts.forEach(host -> host.process.kill());
        hosts.clear();
        notifyAll();
    }

    /** Ends every process: each is asked to quit, all at once ({@link EngineProcess#closeAll}). */
    @Override
    public void close() {
        List<EngineProcess> ending = new ArrayList<>();
        synchronized (this) {
            hosts.forEach(host -> ending.add(host.process));
            hosts.clear();
        }
        EngineProcess.closeAll(ending);
    }
}
