package dev.arbiter.cli;

import dev.arbiter.cli.config.ClusterFile;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.PlaySettings;
import dev.arbiter.tournament.play.RefereeProgram;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * A way of playing a run's games (a {@link dev.arbiter.tournament.play.GameExecutor} behind a {@link GameService}),
 * chosen by the section of the run's configuration that asks for it; {@link RunServices} holds them by section.
 */
interface ExecutorProvider {

    /** Whether the run's configuration has the section that chooses this executor. */
    boolean chosenBy(Sections sections);

    /** The service the run plays on (closed by the caller). */
    GameService service(Sections sections, Run run);

    /**
     * The sections of a configuration that choose an executor (null where absent).
     *
     * @param referee an external referee program ({@code referee:})
     * @param cluster the cluster's coordinator settings ({@code cluster:})
     */
    record Sections(RefereeProgram referee, ClusterFile cluster) {
    }

    /**
     * What every provider is given about the run.
     *
     * @param settings    where the run's settings came from (for messages and relative paths)
     * @param runDir      the run folder
     * @param concurrency games at once
     * @param play        the rules every game shares
     * @param faults      hears of every engine fault
     * @param err         where executors print their events
     * @param local       the run's own service of engine servers on this machine, the default
     */
    record Run(RunFolderMixin.Settings<?> settings, Path runDir, int concurrency, PlaySettings play,
               FaultListener faults, PrintWriter err, Supplier<GameService> local) {
    }
}
