package dev.arbiter.cli;

import dev.arbiter.cli.config.ClusterFile;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.PlaySettings;
import dev.arbiter.tournament.play.RefereeProgram;

import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * The game service a qualify or tune run plays on, chosen the same way for both: an external referee program's
 * workers on this machine, the workers of a cluster, or (null) the run's own local service of engine servers.
 */
final class RunServices {

    private RunServices() {
    }

    /**
     * @param settings    where the run's settings came from (for the cluster's messages and paths)
     * @param referee     the external referee, or null
     * @param cluster     the cluster, or null
     * @param concurrency the referee's games at once
     * @return the service to run on, or null for the run's own local one (a try-with-resources skips null)
     */
    static GameService service(RunFolderMixin.Settings<?> settings, RefereeProgram referee, ClusterFile cluster,
                               Path runDir, int concurrency, String game, PlaySettings play, FaultListener faults,
                               PrintWriter err) {
        if (referee != null) {
            return GameService.refereeProgram(referee, concurrency, play, faults);
        }
        if (cluster == null) {
            return null;
        }
        return ClusterWiring.service(cluster, settings.source(), settings.baseDir(), runDir.getFileName().toString(), game,
                play, faults, err);
    }
}
