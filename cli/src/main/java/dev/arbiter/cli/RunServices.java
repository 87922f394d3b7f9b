package dev.arbiter.cli;

import dev.arbiter.tournament.play.GameService;

import java.util.List;

/**
 * The game service a qualify or tune run plays on, chosen the same way for both: by the configuration section
 * that names an executor ({@code referee:} an external referee program's workers on this machine, {@code cluster:}
 * the workers of a cluster), or the run's own engine servers on this machine when it names none. A new executor
 * is a provider ({@link ExecutorProvider}) and one line in {@link #PROVIDERS}.
 */
final class RunServices {

    /** The executors a configuration section chooses; the commands refuse a file with more than one. */
    static final List<ExecutorProvider> PROVIDERS = List.of(new RefereeExecutors(), new ClusterExecutors());

    private RunServices() {
    }

    /** The service of the provider the run's sections choose, or the run's own local one. */
    static GameService service(ExecutorProvider.Sections sections, ExecutorProvider.Run run) {
        for (ExecutorProvider provider : PROVIDERS) {
            if (provider.chosenBy(sections)) {
                return provider.service(sections, run);
            }
        }
        return run.local().get();
    }

    /** {@code referee:}: an external referee program plays each game whole, on this machine. */
    private static final class RefereeExecutors implements ExecutorProvider {
        @Override
        public boolean chosenBy(Sections sections) {
            return sections.referee() != null;
        }

        @Override
        public GameService service(Sections sections, Run run) {
            return GameService.refereeProgram(sections.referee(), run.concurrency(), run.play(), run.faults());
        }
    }

    /**
     * {@code cluster:}: the workers of a cluster ({@link ClusterWiring}, loaded only when chosen, so a run on one
     * machine loads none of the cluster's classes).
     */
    private static final class ClusterExecutors implements ExecutorProvider {
        @Override
        public boolean chosenBy(Sections sections) {
            return sections.cluster() != null;
        }

        @Override
        public GameService service(Sections sections, Run run) {
            return ClusterWiring.service(sections.cluster(), run.settings().source(), run.settings().baseDir(),
                    run.runDir().getFileName().toString(), run.play(), run.faults(), run.err());
        }
    }
}
