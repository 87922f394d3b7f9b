package dev.arbiter.cli;

import dev.arbiter.engine.server.UsageErrorHandler;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code arbiter} command: engines for games and puzzles, their qualification and their tuning.
 * One class per subcommand; this class only wires them and the error handling (one line per error: bad
 * usage by {@link UsageErrorHandler}, failures by {@link ErrorHandler}).
 */
@Command(name = "arbiter", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Search engines for games and puzzles: qualify builds with Elo, tune evaluation weights.",
        subcommands = {
            QualifyCommand.class,
            TuneCommand.class,
            WorkerCommand.class,
            RankCommand.class,
            ReportCommand.class,
            ServeCommand.class,
            SearchCommand.class,
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
            CommandLine.HelpCommand.class
        })
public final class Arbiter implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is required");
    }

    /** Builds the command line with the shared error handling. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Arbiter());
        cl.setExecutionExceptionHandler(new ErrorHandler());
        cl.setParameterExceptionHandler(new UsageErrorHandler());
        cl.setExitCodeExceptionMapper(ErrorHandler::status);
        cl.setUsageHelpAutoWidth(true);
        return cl;
    }

    /**
     * Entry point. An error escaping any other thread is reported as one line too (the stack trace with
     * {@code --verbose}), never as a raw trace.
     */
    public static void main(String[] args) {
        Thread.setDefaultUncaughtExceptionHandler((thread, error) -> {
            System.err.println("arbiter: " + ErrorHandler.message(error, ErrorHandler.status(error)) + " (in thread "
                    + thread.getName() + ")");
            if (Verbosity.verbose) {
                error.printStackTrace();
            }
        });
        System.exit(commandLine().execute(args));
    }
}
