package dev.arbiter.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.HazelcastInstance;
import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.play.EngineServerPlayer;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.JobPlayer;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * A worker ({@code arbiter worker}): an embedded cluster member that plays the jobs coordinators send, K at
 * a time, each slot with its own engine processes kept between jobs (by default {@link EngineServerPlayer}).
 * What it serves and refuses is its {@link WorkerDesk}'s business. It holds no state of a run: every job comes
 * with the run's rules ({@link RunSpec}), so a worker outlives any number of coordinators and runs, and a
 * coordinator that is killed and resumed finds it again. When a coordinator leaves (killed, or cut off), the
 * jobs it sent are stopped at once; it, or the one that resumes the run, plays them again.
 */
public final class ClusterWorker implements AutoCloseable {

    /** Creates the player of a slot for a run. */
    @FunctionalInterface
    public interface Players {
        /**
         * @param run    the run's rules
         * @param slots  the worker's slots (K)
         * @param faults hears of the slot's engine faults
         */
        JobPlayer create(RunSpec run, int slots, FaultListener faults);
    }

    /** Hears what a worker does, one line each (the command prints them). */
    @FunctionalInterface
    public interface Listener {
        /** Something happened. */
        void event(String line);

        /**
         * Job {@code jobId} arrived while every slot was busy and waits for one (a coordinator keeps the next job of
         * each slot on its worker); not a line for the user, a worker does it all the time.
         */
        default void queued(long jobId) {
        }
    }

    /**
     * How a worker is set up.
     *
     * @param bind    the address it listens on
     * @param join    members to join (the coordinator, other workers)
     * @param slots   jobs played at once
     * @param secret  the shared secret
     * @param trust   the engines it runs
     * @param self    this build's own command, for engines named {@code arbiter}
     * @param verbose whether the cluster library logs
     * @param lostAfterSeconds how long a silent coordinator (a cut network) is waited for before its jobs are stopped
     */
    public record Settings(MemberAddress bind, List<MemberAddress> join, int slots, ClusterSecret secret,
                           EngineTrust trust, SelfCommand self, boolean verbose, int lostAfterSeconds) {

        /** Checks the values. */
        public Settings {
            join = List.copyOf(join);
            if (slots < 1) {
                throw new IllegalArgumentException("concurrency must be at least 1, got " + slots);
            }
            HazelcastMembers.checkLostAfter(lostAfterSeconds);
        }
    }

    /** The players of {@code arbiter worker}: engine servers refereed here, games found in {@code registry}. */
    public static Players engineServers(GameRegistry registry, Path engineLogs) {
        return (run, slots, faults) -> new EngineServerPlayer(registry.create(run.rules().game()),
                run.playSettings(slots, engineLogs), faults, Clock.SYSTEM);
    }

    private final WorkerDesk desk;
    private final Listener listener;
    private volatile HazelcastInstance member;
    private volatile boolean closed;

    /** Starts a worker: its member joins the cluster and serves jobs until {@link #close()}. */
    public ClusterWorker(Settings settings, Players players, Listener listener) {
        this.listener = listener;
        byte[] random = new byte[16];
        new SecureRandom().nextBytes(random);
        String nonce = HexFormat.of().formatHex(random);
        this.desk = new WorkerDesk(settings, players, listener, nonce, this::present);
        this.member = HazelcastMembers.start(settings.bind(), settings.join(),
                Map.of(HazelcastMembers.ROLE, HazelcastMembers.WORKER, HazelcastMembers.NONCE, nonce), desk::handle,
                settings.slots() * HazelcastMembers.REQUESTS_PER_SLOT + 2, settings.verbose(), settings.lostAfterSeconds(), List.of(new CoordinatorWatch()));
    }

    /** Members of the cluster this worker is in now, itself included. */
    public int clusterSize() {
        return member.getCluster().getMembers().size();
    }

    private boolean present(String memberId) {
        HazelcastInstance m = member;
        if (m == null) {
            return true;
        }
        for (Member other : m.getCluster().getMembers()) {
            if (other.getUuid().toString().equals(memberId)) {
                return true;
            }
        }
        return false;
    }

    /** Stops every job, leaves the cluster and ends every engine. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        desk.abort();
        member.shutdown();
        desk.close();
    }

    /** Stops the jobs of a coordinator that left. */
    private final class CoordinatorWatch implements MembershipListener {
        @Override
        public void memberAdded(MembershipEvent event) {
            if (HazelcastMembers.COORDINATOR.equals(event.getMember().getAttribute(HazelcastMembers.ROLE))) {
                listener.event("coordinator " + event.getMember().getAddress() + " joined");
            }
        }

        @Override
        public void memberRemoved(MembershipEvent event) {
            Member gone = event.getMember();
            if (HazelcastMembers.COORDINATOR.equals(gone.getAttribute(HazelcastMembers.ROLE))) {
                listener.event("coordinator " + gone.getAddress() + " left; its jobs are stopped");
                desk.coordinatorLeft(gone.getUuid().toString());
            }
        }
    }
}
