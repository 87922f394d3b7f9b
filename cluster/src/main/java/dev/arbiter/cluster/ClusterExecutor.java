package dev.arbiter.cluster;

import com.hazelcast.core.HazelcastInstance;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameExecutor;
import dev.arbiter.tournament.play.JobSource;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The game service's executor over several machines: this process (the coordinator, which keeps the run
 * folder) is an embedded cluster member, and the jobs are played by the workers ({@link ClusterWorker},
 * {@code arbiter worker}) that join it, each with its own slots and engine processes.
 *
 * <p>Its jobs are split among: {@link WorkerRoster} (which members are workers, greeted, ready, lost),
 * {@link WorkerCalls} (a signed request and its checked reply), {@link Dispatch} (one run's jobs over the workers'
 * slots, {@link PlayedCheck} on each reply) and {@link DispatchCounters} (for the benchmark).
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

    private final Settings settings;
    private final FaultListener faults;
    private final Listener listener;
    private final DispatchCounters counters = new DispatchCounters();
    private final WorkerRoster roster;
    private final HazelcastInstance member;
    private final WorkerCalls calls;

    /** Starts the coordinator's member; workers are greeted as they appear. */
    public ClusterExecutor(Settings settings, FaultListener faults, Listener listener) {
        this.settings = settings;
        this.faults = faults;
        this.listener = listener;
        byte[] random = new byte[16];
        new SecureRandom().nextBytes(random);
        String session = HexFormat.of().formatHex(random);
        this.roster = new WorkerRoster(new Message.Hello(settings.runName(), settings.bind().toString()), listener);
        this.member = HazelcastMembers.start(settings.bind(), settings.members(),
                Map.of(HazelcastMembers.ROLE, HazelcastMembers.COORDINATOR), null, 1, settings.verbose(),
                settings.lostAfterSeconds(), List.of(roster.watch()));
        this.calls = new WorkerCalls(settings.secret(), session, member);
        roster.start(member, calls);
    }

    /** This coordinator's cluster member (tests act on the cluster through it). */
    HazelcastInstance member() {
        return member;
    }

    /** Workers ready now. */
    public int workers() {
        return roster.ready();
    }

    /**
     * CPU time the coordinator's own threads spent sending jobs and checking results (signing, encoding,
     * handing to the cluster member, verifying, decoding), not counting the source's handling of the results
     * nor the cluster member's threads; for the benchmark of the coordinator's cost per game.
     */
    public long dispatchCpuNanos() {
        return counters.dispatchCpuNanos();
    }

    /** Requests of jobs sent to workers so far (one job each). */
    public long requestsSent() {
        return counters.requestsSent();
    }

    /** Jobs sent to workers so far, replays included. */
    public long jobsSent() {
        return counters.jobsSent();
    }

    /** Results dropped because their job had been reported already. */
    public long duplicatesDropped() {
        return counters.duplicatesDropped();
    }

    @Override
    public void run(JobSource source) throws IOException {
        new Dispatch(source, roster, calls, counters, settings.run(), settings.self(), faults).play(listener);
    }

    @Override
    public void check(Entrant entrant) throws EngineFault, TournamentException {
        Message.Check request = new Message.Check(settings.run(), settings.self().portable(entrant));
        while (true) {
            WorkerLink link = roster.awaitWorker();
            if (link == null) {
                throw new TournamentException("stopped while waiting for a worker");
            }
            Message reply;
            try {
                reply = calls.call(link, request, 0);
            } catch (WorkerCalls.Lost e) {
                roster.lost(link);
                continue;
            } catch (WorkerCalls.Forged e) {
                roster.refuse(link, e.getMessage());
                continue;
            }
            if (reply.refusal()) {
                roster.lost(link);
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
            roster.refuse(link, "it answered a check with " + reply.describe());
        }
    }

    @Override
    public void abort() {
        roster.abort();
    }

    /** Leaves the cluster: the workers stop this run's jobs. */
    @Override
    public void close() {
        roster.close();
        member.shutdown();
    }
}
