package dev.arbiter.cluster;

import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobPlayer;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.results.GameRecord;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Predicate;

/**
 * What a worker does with a request, apart from the network: it serves a request whose {@link Envelope}
 * carries a valid MAC under the shared secret, is meant for this worker (its nonce) and was not served before
 * ({@link ReplayWindow}); anything else is refused and logged. A job plays on one of K slots, each with its
 * player (and so its engine processes) kept between jobs. A game naming an engine that is not on the
 * allow-list ({@link EngineTrust}) is not played: it is recorded as that engine's start failure with the
 * reason, and goes back to the coordinator like any other game. Every reply is signed.
 */
final class WorkerDesk implements AutoCloseable {

    private final ClusterWorker.Settings settings;
    private final ClusterWorker.Players players;
    private final ClusterWorker.Listener listener;
    private final String nonce;
    private final Predicate<String> coordinatorPresent;
    /** The slots no request is using; guarded by {@link #slotLock}. */
    private final Deque<Slot> free = new ArrayDeque<>();
    private final ReentrantLock slotLock = new ReentrantLock();
    /** Signalled when a slot is given back and when a coordinator leaves. */
    private final Condition slotOrCoordinatorGone = slotLock.newCondition();
    private final List<Slot> slots = new ArrayList<>();
    private final Map<String, ReplayWindow> sessions = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, ReplayWindow> eldest) {
            return size() > 64;
        }
    };

    /**
     * @param nonce              this worker's nonce (requests must name it)
     * @param coordinatorPresent whether the coordinator with this member id is still in the cluster
     */
    WorkerDesk(ClusterWorker.Settings settings, ClusterWorker.Players players, ClusterWorker.Listener listener,
               String nonce, Predicate<String> coordinatorPresent) {
        this.settings = settings;
        this.players = players;
        this.listener = listener;
        this.nonce = nonce;
        this.coordinatorPresent = coordinatorPresent;
        for (int s = 0; s < settings.slots(); s++) {
            Slot slot = new Slot();
            slots.add(slot);
            free.add(slot);
        }
    }

    /** Serves one encoded request and returns the encoded reply; never throws. */
    byte[] handle(byte[] bytes) {
        Envelope request;
        try {
            request = Envelope.decode(bytes);
        } catch (IOException e) {
            return refuse(null, "malformed request: " + e.getMessage());
        }
        if (request.direction() != Envelope.TO_WORKER || !request.authentic(settings.secret())) {
            return refuse(null, "a request with a wrong signature (is the secret file the same as the coordinator's?)");
        }
        if (!request.worker().equals(nonce)) {
            return refuse(request, "a request meant for another worker (or for this machine before a restart)");
        }
        ReplayWindow window;
        synchronized (sessions) {
            window = sessions.computeIfAbsent(request.session(), s -> new ReplayWindow());
        }
        if (!window.accept(request.seq())) {
            return refuse(request, "request " + request.seq() + " replayed");
        }
        Message message;
        try {
            message = MessageCodec.fromJson(request.body());
        } catch (IOException e) {
            return refuse(request, "an unreadable request: " + e.getMessage());
        }
        Message reply;
        try {
            reply = message.accept(new Requests(request));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            reply = new Message.Refused("the worker is shutting down");
        } catch (RuntimeException e) {
            // a failure of this worker, not of an engine (engine faults are results): the coordinator plays the
            // job elsewhere and greets this worker again
            listener.event("failed job: " + e);
            reply = new Message.Refused("the worker failed: " + e);
        }
        return sign(request, reply);
    }

    /** The answer to each kind of request; a reply sent as a request is refused. */
    private final class Requests implements Message.Visitor<Message, InterruptedException> {
        private final Envelope request;

        Requests(Envelope request) {
            this.request = request;
        }

        @Override
        public Message hello(Message.Hello hello) {
            listener.event("coordinator " + hello.coordinator() + " connected (run " + hello.run() + ")");
            return new Message.Welcome(settings.slots(), settings.bind().toString(), settings.trust().templates().size());
        }

        @Override
        public Message check(Message.Check check) throws InterruptedException {
            return WorkerDesk.this.check(request, check);
        }

        @Override
        public Message play(Message.Play play) throws InterruptedException {
            return WorkerDesk.this.play(request, play);
        }

        @Override
        public Message welcome(Message.Welcome reply) {
            return notARequest(reply);
        }

        @Override
        public Message checked(Message.Checked reply) {
            return notARequest(reply);
        }

        @Override
        public Message played(Message.Played reply) {
            return notARequest(reply);
        }

        @Override
        public Message refused(Message.Refused reply) {
            return notARequest(reply);
        }

        private Message notARequest(Message reply) {
            return new Message.Refused("not a request: " + reply.getClass().getSimpleName());
        }
    }

    private byte[] refuse(Envelope request, String reason) {
        listener.event("refused " + reason);
        Message refused = new Message.Refused(reason);
        if (request == null) {
            return new Envelope(Envelope.TO_COORDINATOR, "", nonce, -1, "", MessageCodec.toJson(refused), new byte[0])
                    .encode();
        }
        return sign(request, refused);
    }

    private byte[] sign(Envelope request, Message reply) {
        return Envelope.sign(settings.secret(), Envelope.TO_COORDINATOR, request.session(), nonce, request.seq(),
                request.coordinator(), MessageCodec.toJson(reply)).encode();
    }

    private Message check(Envelope request, Message.Check check) throws InterruptedException {
        String refusal = settings.trust().refusal(check.entrant());
        if (refusal != null) {
            String reason = refusal + " (worker " + settings.bind() + ")";
            listener.event("refused to start " + reason);
            return new Message.Checked(FaultKind.START_FAILURE.name(), reason);
        }
        Slot slot = takeSlot(request.coordinator(), -1);
        if (slot == null) {
            return new Message.Checked("refused", "coordinator " + request.coordinator() + " left");
        }
        try {
            JobPlayer player = slot.player(check.run(), request.coordinator());
            player.check(settings.self().expand(check.entrant()));
            return new Message.Checked(null, null);
        } catch (EngineFault fault) {
            return new Message.Checked(fault.kind().name(), fault.getMessage());
        } catch (TournamentException e) {
            return new Message.Checked("refused", e.getMessage());
        } finally {
            giveBack(slot);
        }
    }

    /**
     * A free slot for a request of {@code coordinator}, waiting for one while every slot is busy (a coordinator keeps
     * the next job of each slot waiting here), or null as soon as that coordinator has left: a request it queued here
     * is then answered at once (to nobody) instead of keeping a thread of this worker until a slot frees. A job
     * ({@code jobId} at least 0) that has to wait is told to the listener ({@link ClusterWorker.Listener#queued}).
     */
    private Slot takeSlot(String coordinator, long jobId) throws InterruptedException {
        slotLock.lock();
        try {
            boolean told = false;
            while (coordinatorPresent.test(coordinator)) {
                Slot slot = free.poll();
                if (slot != null) {
                    return slot;
                }
                if (!told && jobId >= 0) {
                    listener.queued(jobId);
                    told = true;
                }
                slotOrCoordinatorGone.await();
            }
            return null;
        } finally {
            slotLock.unlock();
        }
    }

    private void giveBack(Slot slot) {
        slot.release();
        slotLock.lock();
        try {
            free.add(slot);
            slotOrCoordinatorGone.signalAll();
        } finally {
            slotLock.unlock();
        }
    }

    /** Plays the jobs of {@code play} in order on one slot (its engines kept between them). */
    private Message play(Envelope request, Message.Play play) throws InterruptedException {
        List<Message.Fault> faults = new ArrayList<>();
        List<JobResult> results = new ArrayList<>(play.jobs().size());
        Slot slot = null;
        try {
            for (GameJob job : play.jobs()) {
                List<PlannedGame> trusted = new ArrayList<>();
                for (PlannedGame game : job.games()) {
                    if (untrustedSeat(game) < 0) {
                        trusted.add(game);
                    }
                }
                JobResult played = null;
                if (!trusted.isEmpty()) {
                    if (slot == null) {
                        slot = takeSlot(request.coordinator(), job.id());
                        if (slot == null) {
                            return new Message.Refused("coordinator " + request.coordinator() + " left");
                        }
                    }
                    // the slot names its coordinator before the check, so that a coordinator leaving from now on
                    // stops this job (coordinatorLeft), and one that left before is seen here
                    JobPlayer player = slot.player(play.run(), request.coordinator());
                    if (!coordinatorPresent.test(request.coordinator())) {
                        return new Message.Refused("coordinator " + request.coordinator() + " left");
                    }
                    try {
                        played = player.play(settings.self().expand(new GameJob(job.id(), trusted)));
                    } catch (RuntimeException e) {
                        slot.abort(); // the next job gets a new player
                        throw e;
                    }
                    if (slot.aborted) {
                        return new Message.Refused("stopped: coordinator " + request.coordinator() + " left");
                    }
                    faults.addAll(slot.faults());
                }
                results.add(withRefusals(job, played, faults));
            }
        } finally {
            if (slot != null) {
                giveBack(slot);
            }
        }
        return new Message.Played(results, faults);
    }

    /**
     * The result of {@code job}: the records {@code played} of its trusted games, and for each game naming an
     * engine this worker does not trust, that engine's start failure (added to {@code faults}).
     */
    private JobResult withRefusals(GameJob job, JobResult played, List<Message.Fault> faults) {
        List<GameRecord> records = new ArrayList<>();
        int next = 0;
        for (PlannedGame game : job.games()) {
            int seat = untrustedSeat(game);
            if (seat < 0) {
                records.add(played.games().get(next++));
                continue;
            }
            String reason = settings.trust().refusal(game.seats().get(seat)) + " (worker " + settings.bind() + ")";
            listener.event("refused to play game " + game.index() + ": " + reason);
            EngineFault fault = new EngineFault(FaultKind.START_FAILURE, reason);
            faults.add(new Message.Fault(game.seats().get(seat).name(), FaultKind.START_FAILURE.name(), reason));
            records.add(GameRecord.forfeit(game.slot(), game.init(), game.names(), List.of(), seat, fault));
        }
        return new JobResult(job.id(), records);
    }

    /** The first seat whose engine is not trusted, or -1. */
    private int untrustedSeat(PlannedGame game) {
        for (int seat = 0; seat < game.seats().size(); seat++) {
            Entrant e = game.seats().get(seat);
            if (settings.trust().refusal(e) != null) {
                return seat;
            }
        }
        return -1;
    }

    /**
     * Stops the jobs that coordinator sent (it left, so their results could not be delivered): those playing are
     * aborted, those waiting for a slot are answered at once. Called once the coordinator is out of the member list.
     */
    void coordinatorLeft(String coordinatorId) {
        for (Slot slot : slots) {
            slot.abortFor(coordinatorId);
        }
        slotLock.lock();
        try {
            slotOrCoordinatorGone.signalAll();
        } finally {
            slotLock.unlock();
        }
    }

    /** Stops every job at once (before the worker leaves). */
    void abort() {
        for (Slot slot : slots) {
            slot.abort();
        }
    }

    /** Ends every engine. */
    @Override
    public void close() {
        for (Slot slot : slots) {
            slot.close();
        }
    }

    /**
     * A slot: one job at a time, with its player kept between jobs of the same run's rules. Aborted when the
     * coordinator of its job leaves; an aborted player is replaced for the next job.
     */
    private final class Slot {
        private RunSpec run;
        private JobPlayer player;
        private volatile String coordinator;
        private volatile boolean aborted;
        private final List<Message.Fault> faults = new ArrayList<>();

        synchronized JobPlayer player(RunSpec spec, String coordinatorId) {
            if (player != null && (!Objects.equals(run, spec) || aborted)) {
                player.close();
                player = null;
            }
            aborted = false;
            synchronized (faults) {
                faults.clear();
            }
            coordinator = coordinatorId;
            if (player == null) {
                run = spec;
                player = players.create(spec, settings.slots(), (engine, fault) -> {
                    synchronized (faults) {
                        faults.add(new Message.Fault(engine, fault.kind().name(), fault.getMessage()));
                    }
                });
            }
            return player;
        }

        List<Message.Fault> faults() {
            synchronized (faults) {
                return List.copyOf(faults);
            }
        }

        void release() {
            coordinator = null;
        }

        void abortFor(String coordinatorId) {
            if (coordinatorId.equals(coordinator)) {
                abort();
            }
        }

        synchronized void abort() {
            aborted = true;
            if (player != null) {
                player.abort();
            }
        }

        synchronized void close() {
            if (player != null) {
                player.close();
                player = null;
            }
        }
    }
}
