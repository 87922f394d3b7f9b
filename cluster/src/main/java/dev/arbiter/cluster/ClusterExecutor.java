package dev.arbiter.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.IExecutorService;
import dev.arbiter.tournament.TournamentException;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameExecutor;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.JobSource;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.results.GameRecord;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.security.SecureRandom;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The game service's executor over several machines: this process (the coordinator, which keeps the run
 * folder) is an embedded cluster member, and the jobs are played by the workers ({@link ClusterWorker},
 * {@code arbiter worker}) that join it, each with its own slots and engine processes.
 *
 * <p><b>Workers.</b> A member that says it is a worker is greeted with a signed {@link Message.Hello}; only if
 * its {@link Message.Welcome} carries a valid MAC (it holds the shared secret) does it get jobs, two per slot
 * at a time (the one played and the next). Workers may join at any moment of a run and get work at once.
 *
 * <p><b>Jobs.</b> One thread takes the jobs from the source (so a source that waits for results never keeps a
 * job lost with a worker from being played again); two threads per worker
 * slot each take the next job (those lost with a worker first), send it signed and wait for the signed result,
 * which must answer exactly that request and hold exactly the job's games. So each slot has the job it plays and
 * the next one, which waits on the worker: no slot waits for a round trip, nor for the coordinator to record a
 * game, between two games, and every game's result comes back alone as soon as it is played (requests of several
 * games reported together cut the coordinator's CPU per game, but stalled the schedule, whose window of games
 * handed out ends 4 x {@code concurrency} after the first unfinished one: docs/DISTRIBUTED.md). Every job stays
 * owed until its result is reported, once: a result for a job already reported is dropped.
 *
 * <p><b>Faults.</b> A worker that leaves the cluster (killed, or silent for {@code lostAfterSeconds}) takes no finished game with
 * it, since results are reported as they arrive; its jobs in progress are played again by the others. A
 * reply that fails authentication, or that does not hold the games of its job, drops the worker for good and
 * replays its job. A worker whose call failed, that refused a job it could not play, or whose reply answered
 * another request ({@link ReplyCheck}), is forgotten and its job replayed; the coordinator reads the member list
 * every second and greets every worker it holds no link for, so a worker still listed in the cluster (or listed
 * again) is greeted again, never silently forgotten. With node or depth budgets the replayed job gives the same
 * games, so the run's results are those of a local run.
 */
public final class ClusterExecutor implements GameExecutor {

    /** Hears about workers, one line each. */
    public interface Listener {
        /** A worker proved it holds the secret and gets jobs. */
        void workerReady(String worker, int slots);

        /** A worker left; {@code replayed} jobs it was playing go to the others. */
        void workerLost(String worker, int replayed);

        /** A member that said it was a worker gets no jobs, because {@code reason}. */
        void workerRefused(String worker, String reason);

        /** A run waits because no worker is there. */
        void waitingForWorkers();
    }

    /**
     * How a coordinator is set up.
     *
     * @param bind    the address it listens on
     * @param members workers (or other members) to join; may be empty when the workers join this one
     * @param secret  the shared secret
     * @param self    this build's own command, sent as {@code arbiter}
     * @param runName the run's name, for the workers' logs
     * @param run     the rules of the run's games
     * @param verbose whether the cluster library logs
     * @param lostAfterSeconds how long a silent worker (a cut network) is waited for before its jobs are replayed
     */
    public record Settings(MemberAddress bind, List<MemberAddress> members, ClusterSecret secret, SelfCommand self,
                           String runName, RunSpec run, boolean verbose, int lostAfterSeconds) {

        /** Copies the list and checks the timeout. */
        public Settings {
            members = List.copyOf(members);
            HazelcastMembers.checkLostAfter(lostAfterSeconds);
        }
    }

    private static final long HELLO_TIMEOUT_S = 30;
    private static final int HELLO_ATTEMPTS = 3;
    /** Seconds between a failed greeting and the next, times the attempts so far (while the worker stays listed). */
    private static final long GREET_AGAIN_S = 1;
    /** The longest wait between two greetings of a worker that does not answer. */
    private static final long MAX_GREET_INTERVAL_S = 10;
    /** Seconds between two reads of the member list for workers this coordinator holds no link for. */
    private static final long LOOK_FOR_WORKERS_S = 1;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final Settings settings;
    private final FaultListener faults;
    private final Listener listener;
    private final String session;
    private final AtomicLong seq = new AtomicLong();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final Map<UUID, Link> links = new HashMap<>();
    private final ScheduledExecutorService greeter = Executors.newSingleThreadScheduledExecutor(
            r -> daemon(r, "arbiter-cluster-hello"));
    private final AtomicLong duplicates = new AtomicLong();
    private final AtomicLong dispatchCpuNanos = new AtomicLong();
    private final AtomicLong requests = new AtomicLong();
    private final AtomicLong jobsSent = new AtomicLong();
    private final HazelcastInstance member;
    private final IExecutorService calls;
    private Dispatch dispatch;
    private volatile boolean started;
    private volatile boolean aborted;

    /** Starts the coordinator's member; workers are greeted as they appear. */
    public ClusterExecutor(Settings settings, FaultListener faults, Listener listener) {
        this.settings = settings;
        this.faults = faults;
        this.listener = listener;
        byte[] random = new byte[16];
        new SecureRandom().nextBytes(random);
        this.session = HexFormat.of().formatHex(random);
        this.member = HazelcastMembers.start(settings.bind(), settings.members(),
                Map.of(HazelcastMembers.ROLE, HazelcastMembers.COORDINATOR), null, 1, settings.verbose(),
                settings.lostAfterSeconds(), List.of(new Watch()));
        this.calls = member.getExecutorService(HazelcastMembers.EXECUTOR);
        started = true;
        lookForWorkers();
        greeter.scheduleWithFixedDelay(this::lookForWorkers, LOOK_FOR_WORKERS_S, LOOK_FOR_WORKERS_S, TimeUnit.SECONDS);
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    /** This coordinator's cluster member (tests act on the cluster through it). */
    HazelcastInstance member() {
        return member;
    }

    /** Workers ready now. */
    public int workers() {
        lock.lock();
        try {
            return (int) links.values().stream().filter(l -> l.ready).count();
        } finally {
            lock.unlock();
        }
    }

    /**
     * CPU time the coordinator's own threads spent sending jobs and checking results (signing, encoding,
     * handing to the cluster member, verifying, decoding), not counting the source's handling of the results
     * nor the cluster member's threads; for the benchmark of the coordinator's cost per game.
     */
    public long dispatchCpuNanos() {
        return dispatchCpuNanos.get();
    }

    /** Requests of jobs sent to workers so far (one job each). */
    public long requestsSent() {
        return requests.get();
    }

    /** Jobs sent to workers so far, replays included. */
    public long jobsSent() {
        return jobsSent.get();
    }

    /** Results dropped because their job had been reported already. */
    public long duplicatesDropped() {
        return duplicates.get();
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
        Link link = new Link(m, nonce == null ? "" : nonce);
        lock.lock();
        try {
            if (links.putIfAbsent(m.getUuid(), link) != null) {
                return;
            }
        } finally {
            lock.unlock();
        }
        greeter.execute(() -> greet(link));
    }

    private void greet(Link link) {
        greet(link, 1);
    }

    private void greet(Link link, int attempt) {
        if (link.lost || aborted) {
            return;
        }
        try {
            Message reply = call(link, new Message.Hello(settings.runName(), settings.bind().toString()), HELLO_TIMEOUT_S);
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
        } catch (Forged e) {
            refuse(link, e.getMessage());
        } catch (Lost e) {
            boolean present = inCluster(link.member);
            if (!present) {
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
    private void refuse(Link link, String reason) {
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

    /** A reply that fails authentication, or does not answer its request. */
    private static final class Forged extends Exception {
        private static final long serialVersionUID = 1L;

        Forged(String message) {
            super(message);
        }
    }

    /** The worker is gone (or this member is shutting down). */
    private static final class Lost extends Exception {
        private static final long serialVersionUID = 1L;

        Lost(Throwable cause) {
            super(cause);
        }
    }

    /** Sends a signed request to a worker and returns its authenticated reply. */
    private Message call(Link link, Message request, long timeoutSeconds) throws Forged, Lost {
        long s = seq.incrementAndGet();
        // read each time: a member that merges back after a network split comes back with a new id
        String memberId = member.getCluster().getLocalMember().getUuid().toString();
        Envelope out = Envelope.sign(settings.secret(), Envelope.TO_WORKER, session, link.nonce, s, memberId,
                MessageCodec.toJson(request));
        byte[] answer;
        try {
            Future<byte[]> future = calls.submitToMember(new SignedCall(out.encode()), link.member);
            answer = timeoutSeconds > 0 ? future.get(timeoutSeconds, TimeUnit.SECONDS) : future.get();
        } catch (ExecutionException | TimeoutException | RuntimeException e) {
            throw new Lost(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Lost(e);
        }
        Envelope in;
        try {
            in = Envelope.decode(answer);
        } catch (IOException e) {
            throw new Forged("its reply is not an envelope: " + e.getMessage());
        }
        switch (ReplyCheck.of(in, settings.secret(), session, link.nonce, s)) {
            case FORGED -> {
                String says = "";
                try {
                    says = " (it says: " + MessageCodec.fromJson(in.body()).describe() + ")";
                } catch (IOException ignored) {
                    // an unreadable unsigned reply says nothing more
                }
                throw new Forged("its reply failed authentication: it does not hold this secret" + says);
            }
            case OTHER_REQUEST -> throw new Lost(new IOException("the reply to request " + in.seq() + " of session "
                    + in.session() + " completed request " + s));
            case ANSWER -> {
                // read below
            }
        }
        try {
            return MessageCodec.fromJson(in.body());
        } catch (IOException e) {
            throw new Forged("its reply is unreadable: " + e.getMessage());
        }
    }

    @Override
    public void run(JobSource source) throws IOException {
        Dispatch d;
        lock.lock();
        try {
            if (aborted) {
                source.abort();
                return;
            }
            d = new Dispatch(source);
            dispatch = d;
            d.feeder.start();
            boolean any = false;
            for (Link link : links.values()) {
                if (link.ready) {
                    d.startSlots(link);
                    any = true;
                }
            }
            if (!any) {
                listener.waitingForWorkers();
            }
            while (!aborted && d.failure == null && !d.over()) {
                changed.awaitUninterruptibly();
            }
            dispatch = null;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
        d.feeder.interrupt();
        if (d.failure instanceof IOException io) {
            throw io;
        }
        if (d.failure instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (d.failure != null) {
            throw new IOException("reporting a result failed: " + d.failure, d.failure);
        }
    }

    @Override
    public void check(Entrant entrant) throws EngineFault, TournamentException {
        Message.Check request = new Message.Check(settings.run(), settings.self().portable(entrant));
        while (true) {
            Link link = awaitWorker();
            if (link == null) {
                throw new TournamentException("stopped while waiting for a worker");
            }
            Message reply;
            try {
                reply = call(link, request, 0);
            } catch (Lost e) {
                lost(link);
                continue;
            } catch (Forged e) {
                refuse(link, e.getMessage());
                continue;
            }
            if (reply.refusal()) {
                lost(link);
                continue;
            }
            Optional<Message.Checked> answer = reply.asChecked();
            if (answer.isPresent()) {
                Message.Checked checked = answer.get();
                if (checked.fault() == null) {
                    return;
                }
                if (checked.fault().equals("refused")) {
                    throw new TournamentException(checked.message());
                }
                throw new EngineFault(FaultKind.valueOf(checked.fault()), checked.message());
            }
            refuse(link, "it answered a check with " + reply.describe());
        }
    }

    private Link awaitWorker() {
        lock.lock();
        try {
            boolean told = false;
            while (!aborted) {
                for (Link link : links.values()) {
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

    private void lost(Link link) {
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

    @Override
    public void abort() {
        lock.lock();
        try {
            aborted = true;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Leaves the cluster: the workers stop this run's jobs. */
    @Override
    public void close() {
        abort();
        greeter.shutdownNow();
        member.shutdown();
    }

    /** A worker member: its nonce, and once greeted its name and slots. */
    private static final class Link {
        final Member member;
        final String nonce;
        String name;
        int slots;
        boolean ready;
        boolean lost;

        Link(Member member, String nonce) {
            this.member = member;
            this.nonce = nonce;
            this.name = member.getAddress().toString();
        }
    }

    /**
     * One run of a source over the workers; guarded by the executor's lock. A feeder thread takes the jobs from
     * the source (the only thread that asks it, so a source that waits for results holds up no slot: a job lost
     * with a worker is played again meanwhile); the slot threads (two per worker slot) send them, one job a request, and the feeder takes
     * a job for each slot waiting.
     */
    private final class Dispatch {
        private final JobSource source;
        private final Deque<GameJob> replay = new ArrayDeque<>();
        private final Deque<GameJob> fresh = new ArrayDeque<>();
        private final Map<Long, GameJob> owed = new HashMap<>();
        private final Map<Long, Link> playing = new HashMap<>();
        private final Thread feeder;
        private boolean sourceDone;
        private int reporting;
        private int slotsWaiting;
        private Throwable failure;

        Dispatch(JobSource source) {
            this.source = source;
            this.feeder = daemon(this::feed, "arbiter-cluster-feed");
        }

        boolean over() {
            return sourceDone && owed.isEmpty() && reporting == 0;
        }

        void startSlots(Link link) {
            for (int s = 0; s < link.slots * HazelcastMembers.REQUESTS_PER_SLOT; s++) {
                daemon(() -> slot(link), "arbiter-cluster-slot").start();
            }
        }

        /** Puts the jobs {@code link} was playing back in line; returns how many. */
        int requeue(Link link) {
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
            return !aborted && failure == null && dispatch == this;
        }

        /** Jobs the feeder keeps taken from the source and not yet sent: one per waiting slot. */
        private int wanted() {
            return slotsWaiting;
        }

        /** The feeder: takes jobs from the source while the slots want them, until it has no more. */
        private void feed() {
            RuntimeException failed = null;
            lock.lock();
            try {
                while (live() && !sourceDone) {
                    if (fresh.size() >= wanted()) {
                        changed.await();
                        continue;
                    }
                    GameJob job;
                    lock.unlock();
                    try {
                        job = source.next();
                    } finally {
                        lock.lock();
                    }
                    if (job == null) {
                        sourceDone = true;
                    } else {
                        owed.put(job.id(), job);
                        fresh.add(job);
                    }
                    changed.signalAll();
                }
            } catch (InterruptedException e) {
                // the run is over
            } catch (RuntimeException e) {
                failed = e;
            } finally {
                lock.unlock();
            }
            if (failed != null) {
                fail(failed);
            }
        }

        /**
         * The next jobs for a slot of {@code link} (jobs lost with a worker first), or null when the run is over
         * for it: one job, in a list as a request carries them.
         */
        private List<GameJob> take(Link link) throws InterruptedException {
            lock.lock();
            try {
                slotsWaiting++;
                changed.signalAll();
                try {
                    while (live() && !link.lost) {
                        if (!replay.isEmpty() || !fresh.isEmpty()) {
                            GameJob job = replay.isEmpty() ? fresh.poll() : replay.poll();
                            playing.put(job.id(), link);
                            return List.of(job);
                        }
                        if (over()) {
                            changed.signalAll();
                            return null;
                        }
                        changed.await();
                    }
                    return null;
                } finally {
                    slotsWaiting--;
                    changed.signalAll();
                }
            } finally {
                lock.unlock();
            }
        }

        private void slot(Link link) {
            try {
                List<GameJob> jobs;
                while ((jobs = take(link)) != null) {
                    long cpu = THREADS.getCurrentThreadCpuTime();
                    List<GameJob> portable = new ArrayList<>(jobs.size());
                    for (GameJob job : jobs) {
                        portable.add(settings.self().portable(job));
                    }
                    requests.incrementAndGet();
                    jobsSent.addAndGet(jobs.size());
                    Message reply;
                    try {
                        reply = call(link, new Message.Play(settings.run(), portable), 0);
                    } catch (Lost e) {
                        lost(link);
                        return;
                    } catch (Forged e) {
                        refuse(link, e.getMessage());
                        return;
                    }
                    if (reply.refusal()) {
                        // an authentic worker that did not play it (the coordinator's id changed under it, it is
                        // shutting down, its player failed): the job goes to the others, the worker is greeted again
                        lost(link);
                        return;
                    }
                    String wrong = verify(jobs, reply);
                    dispatchCpuNanos.addAndGet(THREADS.getCurrentThreadCpuTime() - cpu);
                    if (wrong != null) {
                        refuse(link, wrong);
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

        /** Null if {@code reply} holds the results of {@code jobs}, in order, else what is wrong with it. */
        private String verify(List<GameJob> jobs, Message reply) {
            Message.Played played = reply.asPlayed().orElse(null);
            if (played == null) {
                return "it answered job " + jobs.get(0).id() + " with " + reply.describe();
            }
            if (played.results().size() != jobs.size()) {
                return "its result does not answer jobs " + ids(jobs);
            }
            for (int j = 0; j < jobs.size(); j++) {
                String wrong = verify(jobs.get(j), played.results().get(j));
                if (wrong != null) {
                    return wrong;
                }
            }
            return null;
        }

        /** Null if {@code result} is that of {@code job}, else what is wrong with it. */
        private String verify(GameJob job, JobResult result) {
            if (result.jobId() != job.id() || result.games().size() != job.games().size()) {
                return "its result does not answer job " + job.id();
            }
            for (int g = 0; g < job.games().size(); g++) {
                PlannedGame planned = job.games().get(g);
                GameRecord record = result.games().get(g);
                if (record.index() != planned.index() || !record.seats().equals(planned.names())
                        || record.seed() != planned.seed()) {
                    return "its result does not hold the games of job " + job.id();
                }
            }
            return null;
        }

        private static String ids(List<GameJob> jobs) {
            List<Long> ids = new ArrayList<>(jobs.size());
            jobs.forEach(j -> ids.add(j.id()));
            return ids.toString();
        }

        /** Reports the results still owed (a job replayed elsewhere may have been reported already), faults first. */
        private void report(Link link, Message.Played played) throws IOException {
            List<JobResult> owedResults = new ArrayList<>(played.results().size());
            lock.lock();
            try {
                for (JobResult result : played.results()) {
                    long id = result.jobId();
                    if (playing.get(id) == link) {
                        playing.remove(id);
                    }
                    if (owed.remove(id) == null) {
                        duplicates.incrementAndGet();
                        continue;
                    }
                    replay.removeIf(j -> j.id() == id);
                    owedResults.add(result);
                }
                changed.signalAll();
                if (owedResults.isEmpty() || !live()) {
                    return;
                }
                reporting++;
            } finally {
                lock.unlock();
            }
            try {
                for (Message.Fault f : played.faults()) {
                    faults.engineFault(f.engine(), new EngineFault(FaultKind.valueOf(f.kind()), f.message()));
                }
                for (JobResult result : owedResults) {
                    source.finished(result);
                }
            } finally {
                lock.lock();
                try {
                    reporting--;
                    changed.signalAll();
                } finally {
                    lock.unlock();
                }
            }
        }

        private void fail(Throwable e) {
            lock.lock();
            try {
                if (failure == null) {
                    failure = e;
                }
                changed.signalAll();
            } finally {
                lock.unlock();
            }
            source.abort();
        }
    }

    /** Greets workers as they join; replays the jobs of those that leave. */
    private final class Watch implements MembershipListener {
        @Override
        public void memberAdded(MembershipEvent event) {
            consider(event.getMember());
        }

        @Override
        public void memberRemoved(MembershipEvent event) {
            Link link;
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
