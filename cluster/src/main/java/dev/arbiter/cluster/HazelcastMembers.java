package dev.arbiter.cluster;

import com.hazelcast.config.Config;
import com.hazelcast.config.ExecutorConfig;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.ListenerConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;

import java.util.EventListener;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;

/**
 * Starts the embedded Hazelcast member of a coordinator or a worker, configured for Arbiter: it listens on
 * exactly the bind address (loopback unless the user names another), joins by an explicit TCP member list
 * (no multicast, no cloud auto-detection), never phones home, logs nothing unless {@code verbose}, detects a
 * lost member within seconds, merges back after a network split, and accepts from the network only our
 * one task ({@link SignedCall}, which carries a signed {@link Envelope}) and Hazelcast's own classes.
 */
public final class HazelcastMembers {

    /** The member attribute saying what a member is: {@link #COORDINATOR} or {@link #WORKER}. */
    static final String ROLE = "arbiter.role";
    /** A worker's random nonce (bound into every job's MAC). */
    static final String NONCE = "arbiter.nonce";
    static final String COORDINATOR = "coordinator";
    static final String WORKER = "worker";
    /** The executor service our tasks run on. */
    static final String EXECUTOR = "arbiter";
    /**
     * Requests a coordinator keeps outstanding per worker slot: the job being played and the next one, already on
     * the worker and waiting for the slot, so that no slot waits for a round trip (and the coordinator's handling
     * of a result) between two games, while each game's result still comes back alone as soon as it is played.
     */
    static final int REQUESTS_PER_SLOT = 2;
    /** The user-context key of a worker's {@link SignedCall.Handler}. */
    static final String HANDLER = "arbiter.handler";
    private static final String CLUSTER_NAME = "arbiter";
    /**
     * How long a member that went silent (a cut network) is waited for before it is declared lost, unless the
     * user says otherwise ({@code cluster.lostAfter}, {@code arbiter worker --lost-after}).
     */
    public static final int LOST_AFTER_SECONDS = 10;
    /** The shortest lost-after timeout: two heartbeats of one second. */
    public static final int MIN_LOST_AFTER_SECONDS = 2;
    /** The longest lost-after timeout: an hour (a member silent that long is gone). */
    public static final int MAX_LOST_AFTER_SECONDS = 3600;
    /** Heartbeats a silent member misses before it is declared lost (the interval is at least 1 s). */
    private static final int HEARTBEATS_PER_LOST_AFTER = 4;
    private static final String COMMON_POOL_PARALLELISM = "java.util.concurrent.ForkJoinPool.common.parallelism";
    /** No CRDT lives in the grid: replicate (nothing) once an hour instead of every second. */
    private static final int CRDT_REPLICATION_PERIOD_MS = 3_600_000;

    private HazelcastMembers() {
    }

    /**
     * Checks a lost-after timeout: at least two heartbeats of the shortest interval, at most an hour.
     *
     * @throws IllegalArgumentException with a message for the user ({@code expected ..., got ...})
     */
    public static void checkLostAfter(int seconds) {
        if (seconds < MIN_LOST_AFTER_SECONDS || seconds > MAX_LOST_AFTER_SECONDS) {
            throw new IllegalArgumentException("expected whole seconds in [" + MIN_LOST_AFTER_SECONDS + ", "
                    + MAX_LOST_AFTER_SECONDS + "], got " + seconds);
        }
    }

    /**
     * How often a member looks for the rest of its cluster after a split (and a worker started before its
     * coordinator finds the workers that formed clusters of their own): every half lost-after timeout, at least
     * every second (5 s for the default 10 s). A network that returns is noticed on the same time scale as one
     * that goes.
     */
    static int mergeSeconds(int lostAfterSeconds) {
        return Math.max(1, lostAfterSeconds / 2);
    }

    /**
     * The heartbeat interval for a lost-after timeout: a quarter of it, at least 1 s (2 s for the default 10 s).
     * Every heartbeat is a call to every other member, so a coordinator with N workers pays N calls an interval
     * whether games are played or not; four missed heartbeats are still plenty to tell silence from a hiccup.
     */
    static int heartbeatSeconds(int lostAfterSeconds) {
        return Math.max(1, lostAfterSeconds / HEARTBEATS_PER_LOST_AFTER);
    }

    /**
     * Hazelcast completes the future of every call to another member on {@link ForkJoinPool#commonPool()} when
     * its parallelism is above 1, and otherwise on a new thread per call: on a machine of 2 cores (parallelism
     * 1 by default) that is a thread started and ended for every job, 0.2-0.4 ms of the coordinator's CPU a
     * game (docs/DISTRIBUTED.md, Measurements). So, unless the user chose a parallelism, it is set to 2 before Hazelcast reads it;
     * this only takes effect if nothing used the common pool before (true of {@code qualify}, {@code tune},
     * {@code worker} and the cluster bench, which start the member first).
     */
    private static void poolCallbacks() {
        if (System.getProperty(COMMON_POOL_PARALLELISM) == null && Runtime.getRuntime().availableProcessors() <= 2) {
            System.setProperty(COMMON_POOL_PARALLELISM, "2");
        }
    }

    /**
     * Starts a member.
     *
     * @param bind        the one address it listens on
     * @param members     addresses of other members to join (may be empty: others join this one)
     * @param attributes  member attributes (role, nonce)
     * @param handler     serves the tasks sent to this member, or null (a coordinator serves none)
     * @param executorThreads threads running tasks on this member
     * @param verbose     whether Hazelcast logs (to java.util.logging)
     * @param lostAfterSeconds how long a silent member is waited for before it is declared lost
     * @param listeners   membership listeners (registered in the configuration, so they survive a merge)
     */
    static HazelcastInstance start(MemberAddress bind, List<MemberAddress> members, Map<String, String> attributes,
                                   SignedCall.Handler handler, int executorThreads, boolean verbose,
                                   int lostAfterSeconds, List<EventListener> listeners) {
        checkLostAfter(lostAfterSeconds);
        poolCallbacks();
        // read by Hazelcast's logger factory before any configuration, so it must be a system property
        System.setProperty("hazelcast.logging.type", verbose ? "jdk" : "none");
        Config config = new Config();
        config.setClusterName(CLUSTER_NAME);
        config.setProperty("hazelcast.phone.home.enabled", "false");
        config.setProperty("hazelcast.logging.type", verbose ? "jdk" : "none");
        config.setProperty("hazelcast.shutdownhook.enabled", "false");
        config.setProperty("hazelcast.socket.bind.any", "false");
        config.setProperty("hazelcast.health.monitoring.level", "OFF");
        // lost members: a killed process closes its connections at once; a silent one (a cut cable) is
        // declared dead after lostAfterSeconds without a heartbeat
        config.setProperty("hazelcast.heartbeat.interval.seconds", Integer.toString(heartbeatSeconds(lostAfterSeconds)));
        config.setProperty("hazelcast.max.no.heartbeat.seconds", Integer.toString(lostAfterSeconds));
        // a member cut off and back (or a worker started before its coordinator) merges back within seconds
        String merge = Integer.toString(mergeSeconds(lostAfterSeconds));
        config.setProperty("hazelcast.merge.first.run.delay.seconds", merge);
        config.setProperty("hazelcast.merge.next.run.delay.seconds", merge);
        config.setProperty("hazelcast.wait.seconds.before.join", "0");
        config.setProperty("hazelcast.max.wait.seconds.before.join", "1");
        // no data lives in the grid: few partitions and few threads
        config.setProperty("hazelcast.partition.count", "7");
        config.setProperty("hazelcast.operation.thread.count", "2");
        config.setProperty("hazelcast.operation.generic.thread.count", "2");
        config.setProperty("hazelcast.event.thread.count", "2");
        config.setProperty("hazelcast.io.thread.count", "1");
        // replies: a coordinator gets one per game and handles them on its I/O thread (one hand-over fewer per
        // game); a worker gets a few a second (heartbeats, joins) on one thread: with none, workers started before
        // their coordinator never finished joining in ClusterTuneTest
        config.setProperty("hazelcast.operation.response.thread.count",
                COORDINATOR.equals(attributes.get(ROLE)) ? "0" : "1");
        // timers that cost CPU every second for nothing here: the balancer of I/O threads (there is one each
        // way) and the replication of CRDT counters (there are none); see docs/DISTRIBUTED.md, Measurements
        config.setProperty("hazelcast.io.balancer.interval.seconds", "-1");
        config.getCRDTReplicationConfig().setReplicationPeriodMillis(CRDT_REPLICATION_PERIOD_MS);
        config.getJetConfig().setEnabled(false);
        config.getMetricsConfig().setEnabled(false);
        config.setProperty("hazelcast.slow.operation.detector.enabled", "false");
        config.getMemberAttributeConfig().setAttributes(attributes);

        NetworkConfig network = config.getNetworkConfig();
        network.setPort(bind.port()).setPortAutoIncrement(false);
        network.getInterfaces().setEnabled(true).addInterface(bind.host());
        network.getRestApiConfig().setEnabled(false);
        JoinConfig join = network.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        join.getTcpIpConfig().setEnabled(true).setConnectionTimeoutSeconds(2);
        for (MemberAddress m : members) {
            join.getTcpIpConfig().addMember(m.toString());
        }

        JavaSerializationFilterConfig filter = new JavaSerializationFilterConfig();
        filter.getWhitelist().addPrefixes("com.hazelcast.", "java.", "javax.", "[");
        config.getSerializationConfig().setJavaSerializationFilterConfig(filter);
        config.getSerializationConfig().addDataSerializableFactory(SignedCall.FACTORY_ID, new SignedCall.Factory());

        config.addExecutorConfig(new ExecutorConfig(EXECUTOR).setPoolSize(executorThreads).setQueueCapacity(0)
                .setStatisticsEnabled(false));
        if (handler != null) {
            config.getUserContext().put(HANDLER, handler);
        }
        for (EventListener l : listeners) {
            config.addListenerConfig(new ListenerConfig(l));
        }
        return Hazelcast.newHazelcastInstance(config);
    }
}
