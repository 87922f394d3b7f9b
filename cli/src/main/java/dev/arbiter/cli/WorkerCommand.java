package dev.arbiter.cli;

import dev.arbiter.cli.config.ConfigChecks;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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

    @Option(names = {"-c", "--concurrency"}, paramLabel = "K", defaultValue = "1", description = "Games played at once (default 1; at most the processors).")
    int concurrency;

    @Option(names = "--bind", paramLabel = "HOST[:PORT]", defaultValue = "127.0.0.1:" + ClusterWiring.WORKER_PORT,
            description = "Address this worker listens on (default 127.0.0.1:5702: this machine only).")
    String bind;

    @Option(names = "--lost-after", paramLabel = "SECONDS", defaultValue = "10",
            description = "Seconds a silent coordinator (a cut network) is waited for before its games are stopped (default 10).")
    int lostAfter;

    @Option(names = "--engine-logs", paramLabel = "DIR", description = "Folder for the engines' logs (default: discarded).")
    Path engineLogs;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        ClusterWiring.serveAsWorker(bind, join, secretFile, trust, ConfigChecks.concurrency(concurrency, "--concurrency", null), lostAfter, engineLogs, gameJars.registry(),
                spec.commandLine().getOut());
    }
}
