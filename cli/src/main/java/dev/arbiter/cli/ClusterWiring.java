package dev.arbiter.cli;

import dev.arbiter.cli.config.ClusterConfig;
import dev.arbiter.cli.config.ClusterFile;
import dev.arbiter.cli.config.ConfigException;
import dev.arbiter.cli.config.Launchers;
import dev.arbiter.cli.config.TrustFiles;
import dev.arbiter.cluster.ClusterExecutor;
import dev.arbiter.cluster.ClusterSecret;
import dev.arbiter.cluster.ClusterWorker;
import dev.arbiter.cluster.EngineTrust;
import dev.arbiter.cluster.HazelcastMembers;
import dev.arbiter.cluster.MemberAddress;
import dev.arbiter.cluster.RunSpec;
import dev.arbiter.cluster.SelfCommand;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.PlaySettings;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * The one class of the commands that names the cluster module: a qualify or tune run's game service on a
 * {@link ClusterExecutor}, and the worker of {@code arbiter worker}. The commands call it only when a run has
 * a {@code cluster} section (or for {@code worker}), and none of their fields or methods has a cluster type
 * (picocli reflects over them at start-up), so a run on one machine loads none of the cluster's classes nor
 * Hazelcast's, and starts no thread and opens no port for them ({@code ClusterTuneTest}).
 */
final class ClusterWiring {

    /** The port a worker listens on unless told otherwise (a coordinator's is 5701). */
    static final int WORKER_PORT = 5702;

    private ClusterWiring() {
    }

    /** Checks a {@code cluster} section before the run starts; errors name the file and the field. */
    static void check(ClusterFile file, String source, Path baseDir) {
        secret(ClusterConfig.resolve(file, source, baseDir), source);
    }

    private static ClusterSecret secret(ClusterConfig cluster, String source) {
        try {
            return ClusterSecret.read(cluster.secretFile());
        } catch (IOException e) {
            throw new ConfigException(source, "cluster.secretFile", "cannot read " + cluster.secretFile() + " ("
                    + e.getClass().getSimpleName() + ")");
        } catch (IllegalArgumentException e) {
            throw new ConfigException(source, "cluster.secretFile", e.getMessage());
        }
    }

    /**
     * Starts the coordinator's member and returns the game service playing on the workers; its events are
     * printed on {@code err}.
     *
     * @param source  the configuration file, named in errors
     * @param baseDir the directory a relative secret file is resolved against
     * @param runName the run folder's name, shown by the workers
     */
    static GameService service(ClusterFile file, String source, Path baseDir, String runName,
                               PlaySettings settings, FaultListener faults, PrintWriter err) {
        ClusterConfig cluster = ClusterConfig.resolve(file, source, baseDir);
        ClusterSecret secret = secret(cluster, source);
        ClusterExecutor.Settings s = new ClusterExecutor.Settings(cluster.bind(), cluster.members(), secret,
                new SelfCommand(Launchers.self(), Launchers.server()), runName, RunSpec.of(settings), Verbosity.verbose,
                cluster.lostAfterSeconds());
        ClusterExecutor executor;
        try {
            executor = new ClusterExecutor(s, faults, new Printer(err));
        } catch (RuntimeException e) {
            throw ArbiterException.failure("cluster: cannot start the coordinator's member at " + cluster.bind() + ": "
                    + e.getMessage(), e);
        }
        err.printf("cluster: coordinating at %s; workers join with: arbiter worker --join %s --secret-file %s%n",
                cluster.bind(), cluster.bind(), cluster.secretFile());
        err.flush();
        return new GameService(executor, faults);
    }

    /**
     * Runs {@code arbiter worker} until the JVM is stopped (Ctrl-C): the worker joins, prints its events on
     * {@code out} and serves jobs.
     */
    static void serveAsWorker(String bind, List<String> join, Path secretFile, List<Path> trust, int concurrency,
                              int lostAfterSeconds, Path engineLogs, GameRegistry registry, PrintWriter out) {
        try {
            HazelcastMembers.checkLostAfter(lostAfterSeconds);
        } catch (IllegalArgumentException e) {
            throw ArbiterException.usage("--lost-after: " + e.getMessage());
        }
        MemberAddress address = address(bind.contains(":") ? bind : bind + ":" + WORKER_PORT, "--bind");
        List<MemberAddress> members = new ArrayList<>();
        for (String m : join) {
            members.add(address(m, "--join"));
        }
        ClusterSecret secret;
        try {
            secret = ClusterSecret.read(secretFile);
        } catch (IOException e) {
            throw ArbiterException.usage("--secret-file: cannot read " + secretFile + ": " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new ConfigException(secretFile.toString(), null, e.getMessage());
        }
        List<EngineTrust.Template> templates = new ArrayList<>();
        for (Path file : trust) {
            templates.addAll(TrustFiles.read(file));
        }
        ClusterWorker.Settings settings = new ClusterWorker.Settings(address, members, concurrency, secret,
                new EngineTrust(templates), new SelfCommand(Launchers.self(), Launchers.server()), Verbosity.verbose, lostAfterSeconds);
        ClusterWorker worker;
        try {
            worker = new ClusterWorker(settings, ClusterWorker.engineServers(registry, engineLogs), line -> {
                synchronized (out) {
                    out.println("worker: " + line);
                    out.flush();
                }
            });
        } catch (RuntimeException e) {
            throw ArbiterException.failure("worker: cannot start the cluster member at " + address + ": " + e.getMessage(), e);
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            worker.close();
            stopped.countDown();
        }));
        synchronized (out) {
            out.printf("worker: ready at %s with %d %s, trusting %d engine %s; %d %s in the cluster%n", address, concurrency,
                    concurrency == 1 ? "slot" : "slots", templates.size(), templates.size() == 1 ? "command" : "commands",
                    worker.clusterSize(), worker.clusterSize() == 1 ? "member" : "members");
            out.flush();
        }
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static MemberAddress address(String text, String option) {
        try {
            return MemberAddress.parse(text);
        } catch (IllegalArgumentException e) {
            throw ArbiterException.usage(option + ": " + e.getMessage());
        }
    }

    /** Prints the coordinator's view of the workers. */
    private record Printer(PrintWriter err) implements ClusterExecutor.Listener {
        @Override
        public void workerReady(String worker, int slots) {
            line("cluster: worker " + worker + " joined with " + slots + (slots == 1 ? " slot" : " slots"));
        }

        @Override
        public void workerLost(String worker, int replayed) {
            line("cluster: worker " + worker + " left; " + replayed + (replayed == 1 ? " job" : " jobs")
                    + " it was playing go to the others");
        }

        @Override
        public void workerRefused(String worker, String reason) {
            line("cluster: member " + worker + " gets no jobs: " + reason);
        }

        @Override
        public void waitingForWorkers() {
            line("cluster: waiting for workers");
        }

        private void line(String text) {
            synchronized (err) {
                err.println(text);
                err.flush();
            }
        }
    }
}
