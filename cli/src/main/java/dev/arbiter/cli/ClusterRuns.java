package dev.arbiter.cli;

import dev.arbiter.cli.config.ClusterConfig;
import dev.arbiter.cli.config.ConfigException;
import dev.arbiter.cluster.ClusterExecutor;
import dev.arbiter.cluster.ClusterSecret;
import dev.arbiter.cluster.RunSpec;
import dev.arbiter.cluster.SelfCommand;
import dev.arbiter.cli.config.Launchers;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.PlaySettings;

import java.io.IOException;
import java.io.PrintWriter;

/**
 * Wires a qualify or tune run to a cluster: the game service on a {@link ClusterExecutor}. The only class of
 * the run commands that names the cluster module, and used only when the run's configuration has a
 * {@code cluster} section, so a run on one machine loads none of its classes (nor Hazelcast's), starts no
 * thread and opens no port for it.
 */
final class ClusterRuns {

    private ClusterRuns() {
    }

    /**
     * Starts the coordinator's member and returns the game service playing on the workers; its events are
     * printed on {@code err}.
     *
     * @param source  the configuration file, named in errors
     * @param runName the run folder's name, shown by the workers
     * @param game    the game as the configuration names it
     */
    static GameService service(ClusterConfig cluster, String source, String runName, String game, PlaySettings settings,
                               FaultListener faults, PrintWriter err) {
        ClusterSecret secret;
        try {
            secret = ClusterSecret.read(cluster.secretFile());
        } catch (IOException e) {
            throw new ConfigException(source, "cluster.secretFile", "cannot read " + cluster.secretFile() + ": " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new ConfigException(source, "cluster.secretFile", e.getMessage());
        }
        ClusterExecutor.Settings s = new ClusterExecutor.Settings(cluster.bind(), cluster.members(), secret,
                new SelfCommand(Launchers.self()), runName, RunSpec.of(game, settings), Verbosity.verbose);
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
