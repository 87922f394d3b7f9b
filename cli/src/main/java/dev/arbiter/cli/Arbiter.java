package dev.arbiter.cli;

import dev.arbiter.engine.server.UsageErrorHandler;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.util.List;

/**
 * The {@code arbiter} command: engines for games and puzzles, their qualification and their tuning.
 * One class per subcommand; this class only wires them and the error handling (one line per error: bad
 * usage by {@link UsageErrorHandler}, failures by {@link ErrorHandler}).
 */
@Command(name = "arbiter", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Search engines for games and puzzles: qualify builds with Elo, tune evaluation weights.")
public final class Arbiter implements Runnable {

    /**
     * The subcommands, in the order the help lists them. Registered in code rather than in the annotation so
     * that a run of one subcommand builds only that one's model: picocli reflects over every registered
     * command at start-up, about a third of an engine server's start (measured with {@code -Xlog:class+load}),
     * and every engine of a match is such a start. A holder class, loaded only when a command line other than
     * {@code serve}'s is built: a class literal loads its class, and an engine server needs none of the others.
     */
    private static final class Subcommands {
        static final List<Class<?>> ALL = List.of(
                QualifyCommand.class,
                TuneCommand.class,
                WorkerCommand.class,
                RankCommand.class,
                ReportCommand.class,
                ServeCommand.class,
                SearchCommand.class,
                NodesCommand.class,
                SolveCommand.class,
                DebugCommand.class,
                PlayCommand.class,
                SelfPlayCommand.class,
                PerftCommand.class,
                OpeningsCommand.class,
                ShowCommand.class,
                GamesCommand.class,
                AlgorithmsCommand.class,
                BenchCommand.class,
                CompletionCommand.class,
                CommandLine.HelpCommand.class);

        /** Commands that need every other one registered: the help and the shell completion script. */
        static final List<Class<?>> NEED_ALL = List.of(CompletionCommand.class, CommandLine.HelpCommand.class);
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is required");
    }

    /** Builds the command line with every subcommand and the shared error handling. */
    public static CommandLine commandLine() {
        return build(Subcommands.ALL);
    }

    /**
     * The command line that runs {@code args}: with only the subcommand it names when it names one exactly
     * (what it prints is the same), otherwise with all of them (for the top-level help, a misspelt name's
     * suggestion, the help and completion commands). {@code serve}, which every engine process of a match
     * runs, is found without loading any other command's class.
     */
    static CommandLine commandLineFor(String[] args) {
        if (args.length > 0 && args[0].equals(ServeCommand.NAME)) {
            return build(List.of(ServeCommand.class));
        }
        if (args.length > 0) {
            for (Class<?> command : Subcommands.ALL) {
                Command annotation = command.getAnnotation(Command.class);
                if (!Subcommands.NEED_ALL.contains(command) && (annotation.name().equals(args[0])
                        || List.of(annotation.aliases()).contains(args[0]))) {
                    return build(List.of(command));
                }
            }
        }
        return commandLine();
    }

    /** AWT's switch for drawing without a display. */
    static final String HEADLESS_PROPERTY = "java.awt.headless";

    /** The system property that names picocli's built-in converters not to register (regular expressions). */
    static final String CONVERTER_EXCLUDES_PROPERTY = "picocli.converters.excludes";

    /**
     * picocli's built-in converters for {@code java.time} and {@code java.sql} types, which no option of ours has:
     * picocli registers them through reflection for every command line it builds, loading and initialising the
     * classes ({@code Class.forName}: 82 classes in an engine server, {@code DriverManager} among them), so an
     * engine server would carry them in its memory and its archive for nothing.
     */
    static final String CONVERTER_EXCLUDES = "java\\.time\\..*,java\\.sql\\..*";

    private static CommandLine build(List<Class<?>> commands) {
        if (System.getProperty(CONVERTER_EXCLUDES_PROPERTY) == null) {
            System.setProperty(CONVERTER_EXCLUDES_PROPERTY, CONVERTER_EXCLUDES);
        }
        CommandLine cl = new CommandLine(new Arbiter());
        for (Class<?> command : commands) {
            cl.addSubcommand(new CommandLine(command)); // built on its own, so its modelTransformer (if any) applies
        }
        cl.setExecutionExceptionHandler(new ErrorHandler());
        cl.setParameterExceptionHandler(new UsageErrorHandler());
        cl.setExitCodeExceptionMapper(ErrorHandler::status);
        cl.setUsageHelpAutoWidth(true);
        cl.setHelpFactory(WordWrapHelp::new);
        return cl;
    }

    /**
     * Entry point. An error escaping any other thread is reported as one line too (the stack trace with
     * {@code --verbose}), never as a raw trace.
     */
    public static void main(String[] args) {
        if (System.getProperty(HEADLESS_PROPERTY) == null) {
            // every plot is drawn off-screen: with DISPLAY set, AWT would connect to that X server, and fail the
            // command when it cannot be reached (a stale DISPLAY in a remote shell)
            System.setProperty(HEADLESS_PROPERTY, "true");
        }
        Thread.setDefaultUncaughtExceptionHandler((thread, error) -> {
            System.err.println("arbiter: " + ErrorHandler.message(error, ErrorHandler.status(error)) + " (in thread "
                    + thread.getName() + ")");
            if (Verbosity.verbose) {
                error.printStackTrace();
            }
        });
        StartUp.begin(args);
        System.exit(commandLineFor(args).execute(args));
    }
}
