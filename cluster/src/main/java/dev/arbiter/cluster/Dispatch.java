package dev.arbiter.cluster;

import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.JobSource;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One run of a job source over the {@link WorkerRoster}'s workers, guarded by the roster's lock. A feeder thread
 * takes the jobs from the source (the only thread that asks it, so a source that waits for results holds up no slot:
 * a job lost with a worker is played again meanwhile); the slot threads ({@link HazelcastMembers#REQUESTS_PER_SLOT}
 * per worker slot) send them, one job a request, and the feeder takes a job for each slot waiting. So each slot has
 * the job it plays and the next one, which waits on the worker. Every job stays owed until its result is reported,
 * once: a result for a job already reported is dropped. A reply that fails authentication or does not hold its job's
 * games ({@link PlayedCheck}) refuses the worker; a failed call, or an authentic refusal, forgets it; either way its
 * jobs are played again by the others.
 */
final class Dispatch {

    private final JobSource source;
    private final WorkerRoster roster;
    private final WorkerCalls calls;
    private final DispatchCounters counters;
    private final RunSpec run;
    private final SelfCommand self;
    private final FaultListener faults;
    private final Deque<GameJob> replay = new ArrayDeque<>();
    private final Deque<GameJob> fresh = new ArrayDeque<>();
    private final Map<Long, GameJob> owed = new HashMap<>();
    private final Map<Long, WorkerLink> playing = new HashMap<>();
    private final Thread feeder;
    private boolean sourceDone;
    private int reporting;
    private int slotsWaiting;
    private Throwable failure;

    /**
     * @param run    the rules sent with every job
     * @param self   this build's command, to make the jobs' engine commands portable
     * @param faults hears the engine faults the workers saw
     */
    Dispatch(JobSource source, WorkerRoster roster, WorkerCalls calls, DispatchCounters counters, RunSpec run,
             SelfCommand self, FaultListener faults) {
        this.source = source;
        this.roster = roster;
        this.calls = calls;
        this.counters = counters;
        this.run = run;
        this.self = self;
        this.faults = faults;
        this.feeder = WorkerRoster.daemon(this::feed, "arbiter-cluster-feed");
    }

    /**
     * Plays the source's jobs until it has no more and every result is reported, the run is aborted, or reporting a
     * result failed (that failure is thrown).
     */
    void play(ClusterExecutor.Listener listener) throws IOException {
        roster.lock.lock();
        try {
            if (roster.aborted()) {
                source.abort();
                return;
            }
            boolean any = roster.attach(this);
            feeder.start();
            if (!any) {
                listener.waitingForWorkers();
            }
            while (!roster.aborted() && failure == null && !over()) {
                roster.changed.awaitUninterruptibly();
            }
            roster.detach();
        } finally {
            roster.lock.unlock();
        }
        feeder.interrupt();
        if (failure instanceof IOException io) {
            throw io;
        }
        if (failure instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failure != null) {
            throw new IOException("reporting a result failed: " + failure, failure);
        }
    }

    private boolean over() {
        return sourceDone && owed.isEmpty() && reporting == 0;
    }

    /** Starts the slot threads of a ready worker; call with the lock held. */
    void startSlots(WorkerLink link) {
        for (int s = 0; s < link.slots * HazelcastMembers.REQUESTS_PER_SLOT; s++) {
            WorkerRoster.daemon(() -> slot(link), "arbiter-cluster-slot").start();
        }
    }

    /** Puts the jobs {@code link} was playing back in line; returns how many. Call with the lock held. */
    int requeue(WorkerLink link) {
        int n = 0;
        var it = playing.entrySet().iterator();
        while (it.hasNext()) {
            var e = it.next();
            if (e.getValue() == link) {
                replay.addFirst(owed.get(e.getKey()));
                it.remove();
                n++;
            }
        }
        return n;
    }

    private boolean live() {
        return !roster.aborted() && failure == null && roster.playing(this);
    }

    /** The feeder: takes jobs from the source while the slots want them (one per waiting slot), until it has no more. */
    private void feed() {
        RuntimeException failed = null;
        roster.lock.lock();
        try {
            while (live() && !sourceDone) {
                if (fresh.size() >= slotsWaiting) {
                    roster.changed.await();
                    continue;
                }
                GameJob job;
                roster.lock.unlock();
                try {
                    job = source.next();
                } finally {
                    roster.lock.lock();
                }
                if (job == null) {
                    sourceDone = true;
                } else {
                    owed.put(job.id(), job);
                    fresh.add(job);
                }
                roster.changed.signalAll();
            }
        } catch (InterruptedException e) {
            // the run is over
        } catch (RuntimeException e) {
            failed = e;
        } finally {
            roster.lock.unlock();
        }
        if (failed != null) {
            fail(failed);
        }
    }

    /**
     * The next jobs for a slot of {@code link} (jobs lost with a worker first), or null when the run is over
     * for it: one job, in a list as a request carries them.
     */
    private List<GameJob> take(WorkerLink link) throws InterruptedException {
        roster.lock.lock();
        try {
            slotsWaiting++;
            roster.changed.signalAll();
            try {
                while (live() && !link.lost) {
                    if (!replay.isEmpty() || !fresh.isEmpty()) {
                        GameJob job = replay.isEmpty() ? fresh.poll() : replay.poll();
                        playing.put(job.id(), link);
                        return List.of(job);
                    }
                    if (over()) {
                        roster.changed.signalAll();
                        return null;
                    }
                    roster.changed.await();
                }
                return null;
            } finally {
                slotsWaiting--;
                roster.changed.signalAll();
            }
        } finally {
            roster.lock.unlock();
        }
    }

    private void slot(WorkerLink link) {
        try {
            List<GameJob> jobs;
            while ((jobs = take(link)) != null) {
                long cpu = DispatchCounters.threadCpuNanos();
                List<GameJob> portable = new ArrayList<>(jobs.size());
                for (GameJob job : jobs) {
                    portable.add(self.portable(job));
                }
                counters.sent(jobs.size());
                Message reply;
                try {
                    reply = calls.call(link, new Message.Play(run, portable), 0);
                } catch (WorkerCalls.Lost e) {
                    roster.lost(link);
                    return;
                } catch (WorkerCalls.Forged e) {
                    roster.refuse(link, e.getMessage());
                    return;
                }
                if (reply.refusal()) {
                    // an authentic worker that did not play it (the coordinator's id changed under it, it is
                    // shutting down, its player failed): the job goes to the others, the worker is greeted again
                    roster.lost(link);
                    return;
                }
                String wrong = PlayedCheck.wrong(jobs, reply);
                counters.dispatched(cpu);
                if (wrong != null) {
                    roster.refuse(link, wrong);
                    return;
                }
                report(link, reply.asPlayed().orElseThrow());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException | IOException | Error e) {
            fail(e); // the run ends with it, rather than waiting for this slot forever
        }
    }

    /** Reports the results still owed (a job replayed elsewhere may have been reported already), faults first. */
    private void report(WorkerLink link, Message.Played played) throws IOException {
        List<JobResult> owedResults = new ArrayList<>(played.results().size());
        roster.lock.lock();
        try {
            for (JobResult result : played.results()) {
                long id = result.jobId();
                if (playing.get(id) == link) {
                    playing.remove(id);
                }
                if (owed.remove(id) == null) {
                    counters.duplicate();
                    continue;
                }
                replay.removeIf(j -> j.id() == id);
                owedResults.add(result);
            }
            roster.changed.signalAll();
            if (owedResults.isEmpty() || !live()) {
                return;
            }
            reporting++;
        } finally {
            roster.lock.unlock();
        }
        try {
            for (Message.Fault f : played.faults()) {
                faults.engineFault(f.engine(), new EngineFault(FaultKind.valueOf(f.kind()), f.message()));
            }
            for (JobResult result : owedResults) {
                source.finished(result);
            }
        } finally {
            roster.lock.lock();
            try {
                reporting--;
                roster.changed.signalAll();
            } finally {
                roster.lock.unlock();
            }
        }
    }

    private void fail(Throwable e) {
        roster.lock.lock();
        try {
            if (failure == null) {
                failure = e;
            }
            roster.changed.signalAll();
        } finally {
            roster.lock.unlock();
        }
        source.abort();
    }
}
