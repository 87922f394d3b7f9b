package dev.arbiter.cli;

import dev.arbiter.cli.config.ConfigException;
import dev.arbiter.cli.config.Launchers;
import dev.arbiter.cli.config.TrustFiles;
import dev.arbiter.cluster.ClusterSecret;
import dev.arbiter.cluster.ClusterWorker;
import dev.arbiter.cluster.EngineTrust;
import dev.arbiter.cluster.MemberAddress;
import dev.arbiter.cluster.SelfCommand;
import dev.arbiter.engine.world.GameRegistry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * {@code arbiter worker}: lends this machine to the runs of a coordinator ({@code qualify} or {@code tune}
 * with a {@code cluster} section): it joins the cluster, plays the signed jobs it is sent on K slots, each with
 * its own engine processes, and only with the engines of the configurations it was told to trust. Runs until
 * stopped (Ctrl-C); it survives its coordinators, so a run that is killed and resumed finds it again. See
 * docs/DISTRIBUTED.md.
 */
@Command(name = "worker", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Play the games of runs coordinated elsewhere (qualify or tune with a cluster section).",
            "Serves only jobs signed with the shared secret, and only the engines of the --trust configurations.",
            "Runs until stopped (Ctrl-C). See docs/DISTRIBUTED.md."})
final class WorkerCommand implements Runnable {

    /** The port a worker listens on unless told otherwise (the coordinator's is 5701). */
    static final int DEFAULT_PORT = 5702;

    @Mixin
    Verbosity verbosity;

    @Mixin
    GameJarMixin gameJars;

    @Option(names = "--join", paramLabel = "HOST:PORT", split = ",",
            description = "The coordinator (or other workers) to join; repeatable or comma-separated.")
    List<String> join = new ArrayList<>();

    @Option(names = "--secret-file", paramLabel = "FILE", required = true,
            description = "File holding the secret shared with the coordinator (at least 32 characters).")
    Path secretFile;

    @Option(names = "--trust", paramLabel = "CONFIG", required = true,
            description = "A qualify or tune configuration (or a run folder's config.json) whose engines this worker runs; repeatable.")
    List<Path> trust;

    @Option(names = {"-c", "--concurrency"}, paramLabel = "K", defaultValue = "1", description = "Games played at once (default 1).")
    int concurrency;

    @Option(names = "--bind", paramLabel = "HOST[:PORT]", defaultValue = "127.0.0.1:" + DEFAULT_PORT,
            description = "Address this worker listens on (default 127.0.0.1:5702: this machine only).")
    String bind;

    @Option(names = "--engine-logs", paramLabel = "DIR", description = "Folder for the engines' logs (default: discarded).")
    Path engineLogs;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        if (concurrency < 1) {
            throw ArbiterException.usage("--concurrency: expected at least 1, got " + concurrency);
        }
        MemberAddress address = address(bind.contains(":") || bind.startsWith("[") ? bind : bind + ":" + DEFAULT_PORT, "--bind");
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
        GameRegistry registry = gameJars.registry();
        PrintWriter out = spec.commandLine().getOut();
        ClusterWorker.Settings settings = new ClusterWorker.Settings(address, members, concurrency, secret,
                new EngineTrust(templates), new SelfCommand(Launchers.self()), Verbosity.verbose);
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
}
