package dev.arbiter.cluster;

import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.PlannedGame;

import java.util.ArrayList;
import java.util.List;

/**
 * The two forms of an engine command that runs this very build: on each machine {@code arbiter} stands for
 * its own Java command ({@code java -cp <class path> dev.arbiter.cli.Arbiter}), which differs between machines.
 * Jobs travel in the portable form (the word {@code arbiter}); the coordinator writes it, a worker expands it
 * to its own command, and trust is decided on it. A build may run its engine servers ({@code arbiter serve})
 * from a class path of their own (a jar without the cluster's classes): a command on either class path is
 * this build's, and a worker expands {@code arbiter serve} to its own servers' command.
 *
 * @param local  the command that starts this build on this machine
 * @param server the command that starts this build's engine servers on this machine (the same as {@code local}
 *               when they run from the build's class path)
 */
public record SelfCommand(List<String> local, List<String> server) {

    /** The word that stands for this build. */
    public static final String PORTABLE = "arbiter";

    /** The subcommand of an engine server. */
    private static final String SERVE = "serve";

    /** Copies the lists. */
    public SelfCommand {
        local = List.copyOf(local);
        server = List.copyOf(server);
    }

    /** A build whose engine servers run from its own class path. */
    public SelfCommand(List<String> local) {
        this(local, local);
    }

    /**
     * {@code argv} with a leading local command of this build (or of its engine servers) replaced by
     * {@code arbiter}. The JVM options between the java program and the class path may differ from {@link #local}'s
     * (an engine server is launched with the JVM profile of its limits), so a command is this build's when it starts
     * with the same java program and reaches the same class path and main class; its JVM options are this
     * machine's business and do not travel.
     */
    public List<String> portable(List<String> argv) {
        int from = argumentsAfter(argv, local);
        if (from < 0) {
            from = argumentsAfter(argv, server);
        }
        return from < 0 ? argv : withPortableHead(argv, from);
    }

    /** Where the arguments begin in {@code argv} when it starts as {@code command} does, else -1. */
    private static int argumentsAfter(List<String> argv, List<String> command) {
        int n = command.size();
        if (n == 0 || argv.isEmpty() || !argv.get(0).equals(command.get(0))) {
            return -1;
        }
        if (argv.size() >= n && argv.subList(0, n).equals(command)) {
            return n;
        }
        if (n >= 4 && command.get(n - 3).equals("-cp")) {
            List<String> classPathAndMain = command.subList(n - 3, n);
            for (int i = 1; i + 3 <= argv.size(); i++) {
                if (argv.subList(i, i + 3).equals(classPathAndMain)) {
                    return i + 3;
                }
            }
        }
        return -1;
    }

    private static List<String> withPortableHead(List<String> argv, int argumentsFrom) {
        List<String> out = new ArrayList<>();
        out.add(PORTABLE);
        out.addAll(argv.subList(argumentsFrom, argv.size()));
        return out;
    }

    /**
     * {@code argv} with a leading {@code arbiter} replaced by this machine's command of this build: its engine
     * servers' for {@code arbiter serve}.
     */
    public List<String> expand(List<String> argv) {
        if (argv.isEmpty() || !argv.get(0).equals(PORTABLE)) {
            return argv;
        }
        List<String> out = new ArrayList<>(argv.size() > 1 && argv.get(1).equals(SERVE) ? server : local);
        out.addAll(argv.subList(1, argv.size()));
        return out;
    }

    /** The job with every engine command in portable form. */
    public GameJob portable(GameJob job) {
        return map(job, true);
    }

    /** The job with every engine command expanded for this machine. */
    public GameJob expand(GameJob job) {
        return map(job, false);
    }

    /** The entrant with its command in portable form. */
    public Entrant portable(Entrant e) {
        return new Entrant(e.name(), portable(e.command()), e.dir(), e.parameters(), e.limits(), e.startTimeoutMs(), e.protocol());
    }

    /** The entrant with its command expanded for this machine. */
    public Entrant expand(Entrant e) {
        return new Entrant(e.name(), expand(e.command()), e.dir(), e.parameters(), e.limits(), e.startTimeoutMs(), e.protocol());
    }

    private GameJob map(GameJob job, boolean toPortable) {
        List<PlannedGame> games = new ArrayList<>(job.games().size());
        for (PlannedGame g : job.games()) {
            List<Entrant> seats = new ArrayList<>(g.seats().size());
            for (Entrant e : g.seats()) {
                seats.add(toPortable ? portable(e) : expand(e));
            }
            games.add(new PlannedGame(g.index(), g.round(), g.pairing(), g.seed(), g.init(), seats));
        }
        return new GameJob(job.id(), games);
    }
}
