package dev.arbiter.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.HazelcastInstance;

import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The coordinator's workers: which members are workers, which of them proved they hold the secret and are ready,
 * and which were lost or refused. A member that says it is a worker is greeted with a signed {@link Message.Hello};
 * only if its {@link Message.Welcome} carries a valid MAC does it get jobs (the run's {@link Dispatch} starts its
 * slots). A worker that leaves, whose call failed, or that answered another request is forgotten and its jobs
 * replayed; one whose reply failed authentication is refused for good. The member list is read every second and
 * every listed worker without a link is greeted, so a worker still (or again) in the cluster is never silently
 * forgotten.
 *
 * <p>Its lock and condition guard the links and the attached dispatch's queues alike: one lock for the whole
 * coordinator, signalled on every change a waiting thread may be waiting for.
 */
final class WorkerRoster {

    private static final long HELLO_TIMEOUT_S = 30;
    private static final int HELLO_ATTEMPTS = 3;
    /** Seconds between a failed greeting and the next, times the attempts so far (while the worker stays listed). */
    private static final long GREET_AGAIN_S = 1;
    /** The longest wait between two greetings of a worker that does not answer. */
    private static final long MAX_GREET_INTERVAL_S = 10;
    /** Seconds between two reads of the member list for workers this coordinator holds no link for. */
    private static final long LOOK_FOR_WORKERS_S = 1;

    final ReentrantLock lock = new ReentrantLock();
    final Condition changed = lock.newCondition();
    private final Message.Hello hello;
    private final ClusterExecutor.Listener listener;
    private final Map<UUID, WorkerLink> links = new HashMap<>();
    private final ScheduledExecutorService greeter = Executors.newSingleThreadScheduledExecutor(
            r -> daemon(r, "arbiter-cluster-hello"));
    private HazelcastInstance member;
    private WorkerCalls calls;
    /** The run being played, if any; guarded by the lock. */
    private Dispatch dispatch;
    private volatile boolean started;
    private volatile boolean aborted;

    /**
     * @param hello    the greeting every worker gets
     * @param listener hears about workers
     */
    WorkerRoster(Message.Hello hello, ClusterExecutor.Listener listener) {
        this.hello = hello;
        this.listener = listener;
    }

    static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    /** Hears the members that join and leave (events before {@link #start} find no worker to greet or forget). */
    MembershipListener watch() {
        return new Watch();
    }

    /** Greets the workers already there, and from now on those that appear. */
    void start(HazelcastInstance member, WorkerCalls calls) {
        this.member = member;
        this.calls = calls;
        started = true;
        lookForWorkers();
        greeter.scheduleWithFixedDelay(this::lookForWorkers, LOOK_FOR_WORKERS_S, LOOK_FOR_WORKERS_S, TimeUnit.SECONDS);
    }

    /** Workers ready now. */
    int ready() {
        lock.lock();
        try {
            return (int) links.values().stream().filter(l -> l.ready).count();
        } finally {
            lock.unlock();
        }
    }

    boolean aborted() {
        return aborted;
    }

    /** Whether {@code d} is the run being played; call with the lock held. */
    boolean playing(Dispatch d) {
        return dispatch == d;
    }

    /**
     * Makes {@code d} the run being played and starts its slots on every ready worker (and on those that become
     * ready while it is attached); call with the lock held. Returns whether a worker was ready.
     */
    boolean attach(Dispatch d) {
        dispatch = d;
        boolean any = false;
        for (WorkerLink link : links.values()) {
            if (link.ready) {
                d.startSlots(link);
                any = true;
            }
        }
        return any;
    }

    /** No run is played any more; call with the lock held. */
    void detach() {
        dispatch = null;
        changed.signalAll();
    }

    /**
     * Greets every worker member this coordinator holds no link for. Membership events alone can miss one: a
     * {@code memberAdded} that arrives while the worker's old link still exists is ignored, and a call that fails
     * while this member rejoins its cluster (a split-brain merge, after a pause longer than the lost-after timeout)
     * finds the worker momentarily unlisted; a run whose only worker was forgotten so waited for one forever.
     * Read every {@link #LOOK_FOR_WORKERS_S} seconds on the greeter's thread: a local read of the member list, no
     * network. A worker refused for good (it failed authentication) keeps its link and is not greeted again; a worker
     * that left and came back is.
     */
    private void lookForWorkers() {
        if (aborted) {
            return;
        }
        try {
            for (Member m : member.getCluster().getMembers()) {
                consider(m);
            }
        } catch (RuntimeException notNow) {
            // the member is shutting down or joining anew: the next look sees its list (an exception escaping a
            // periodic task would cancel it for good)
        }
    }

    /** Greets a new worker member (members that join while this one starts are greeted once it has started). */
    private void consider(Member m) {
        if (!started || m.localMember() || !HazelcastMembers.WORKER.equals(m.getAttribute(HazelcastMembers.ROLE))) {
            return;
        }
        String nonce = m.getAttribute(HazelcastMembers.NONCE);
        WorkerLink link = new WorkerLink(m, nonce == null ? "" : nonce);
        lock.lock();
        try {
            if (links.putIfAbsent(m.getUuid(), link) != null) {
                return;
            }
        } finally {
            lock.unlock();
        }
        greeter.execute(() -> greet(link, 1));
    }

    private void greet(WorkerLink link, int attempt) {
        if (link.lost || aborted) {
            return;
        }
        try {
            Message reply = calls.call(link, hello, HELLO_TIMEOUT_S);
            Message.Welcome welcome = reply.asWelcome().filter(w -> w.slots() >= 1).orElse(null);
            if (welcome == null) {
                refuse(link, "it answered the greeting with " + reply.describe());
                return;
            }
            lock.lock();
            try {
                if (link.lost) {
                    return;
                }
                link.name = welcome.name();
                link.slots = welcome.slots();
                link.ready = true;
                if (dispatch != null) {
                    dispatch.startSlots(link);
                }
                changed.signalAll();
            } finally {
                lock.unlock();
            }
            listener.workerReady(link.name, link.slots);
        } catch (WorkerCalls.Forged e) {
            refuse(link, e.getMessage());
        } catch (WorkerCalls.Lost e) {
            if (!inCluster(link.member)) {
                // it left (its removal forgets it too), or this member is joining its cluster again (after a split, or
                // when the cluster's master dropped it): forgotten now, it is greeted again when it is listed
                // (lookForWorkers)
                lost(link);
            } else {
                // listed but not answering (busy, or in the middle of a merge): never given up while it stays listed,
                // since it may be the run's only worker; said once
                if (attempt == HELLO_ATTEMPTS) {
                    listener.workerRefused(link.name, "it did not answer " + HELLO_ATTEMPTS
                            + " greetings; it is greeted again while it stays in the cluster");
                }
                try {
                    greeter.schedule(() -> greet(link, attempt + 1), Math.min(attempt, MAX_GREET_INTERVAL_S / GREET_AGAIN_S)
                            * GREET_AGAIN_S, TimeUnit.SECONDS);
                } catch (RejectedExecutionException closed) {
                    // the coordinator is closing
                }
            }
        }
    }

    private boolean inCluster(Member m) {
        return member.getCluster().getMembers().contains(m);
    }

    /**
     * Gives up on a worker for good (its link stays, so it is not greeted again unless it leaves and comes back under
     * a new id); the jobs it was playing go to the others.
     */
    void refuse(WorkerLink link, String reason) {
        lock.lock();
        try {
            link.ready = false;
            if (!link.lost) {
                link.lost = true;
                if (dispatch != null) {
                    dispatch.requeue(link);
                }
            }
            changed.signalAll();
        } finally {
            lock.unlock();
        }
        listener.workerRefused(link.name, reason);
    }

    /** Forgets a worker (it is greeted again if it is, or comes back, in the cluster); its jobs go to the others. */
    void lost(WorkerLink link) {
        int replayed;
        lock.lock();
        try {
            links.remove(link.member.getUuid(), link);
            if (link.lost) {
                return;
            }
            link.lost = true;
            boolean wasReady = link.ready;
            link.ready = false;
            replayed = dispatch == null ? 0 : dispatch.requeue(link);
            changed.signalAll();
            if (!wasReady) {
                return;
            }
        } finally {
            lock.unlock();
        }
        listener.workerLost(link.name, replayed);
    }

    /** A ready worker, waiting (and saying so once) until there is one; null once aborted. */
    WorkerLink awaitWorker() {
        lock.lock();
        try {
            boolean told = false;
            while (!aborted) {
                for (WorkerLink link : links.values()) {
                    if (link.ready) {
                        return link;
                    }
                }
                if (!told) {
                    listener.waitingForWorkers();
                    told = true;
                }
                changed.awaitUninterruptibly();
            }
            return null;
        } finally {
            lock.unlock();
        }
    }

    /** Stops greeting and wakes every waiting thread: the run ends. */
    void abort() {
        lock.lock();
        try {
            aborted = true;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Aborts and stops the greeter. */
    void close() {
        abort();
        greeter.shutdownNow();
    }

    /** Greets workers as they join; replays the jobs of those that leave. */
    private final class Watch implements MembershipListener {
        @Override
        public void memberAdded(MembershipEvent event) {
            consider(event.getMember());
        }

        @Override
        public void memberRemoved(MembershipEvent event) {
            WorkerLink link;
            lock.lock();
            try {
                link = links.get(event.getMember().getUuid());
            } finally {
                lock.unlock();
            }
            if (link != null) {
                lost(link);
            }
        }
    }
}
