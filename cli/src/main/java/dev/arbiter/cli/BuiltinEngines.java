package dev.arbiter.cli;

import dev.arbiter.cli.config.ConfigException;
import dev.arbiter.cli.config.Launchers;
import dev.arbiter.cli.config.QualifyFile;
import picocli.CommandLine;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks, when a configuration is read, the arguments of an engine command that runs this very tool
 * ({@code arbiter serve ...}): unknown options, an unknown game or algorithm and out-of-bounds parameters are
 * then reported as configuration errors, before any process is started. The command makes this check after
 * binding the configuration ({@code QualifyConfigs} knows nothing of the commands), over the engines as bound.
 */
public final class BuiltinEngines {

    private BuiltinEngines() {
    }

    /**
     * Checks every engine of a bound qualification file whose command runs this tool without placeholders.
     *
     * @throws ConfigException naming {@code engines[i].cmd} of the first engine that would not serve
     */
    public static void check(List<QualifyFile.EngineFile> engines, String source) {
        // each check builds picocli's model of 'serve' by reflection (two such checks were a tenth of a referee's
        // set-up), and engines that differ by name only pass the same arguments: each command is checked once
        Set<List<String>> checked = new HashSet<>();
        for (int i = 0; i < engines.size(); i++) {
            List<String> cmd = engines.get(i).cmd;
            if (cmd.get(0).equals(Launchers.SELF) && cmd.stream().noneMatch(a -> a.contains("{")) && checked.add(cmd)) {
                try {
                    check(cmd.subList(1, cmd.size()));
                } catch (IllegalArgumentException e) {
                    throw new ConfigException(source, "engines[" + i + "].cmd", e.getMessage());
                }
            }
        }
    }

    /**
     * Checks the arguments that follow {@code arbiter}.
     *
     * @throws IllegalArgumentException with a one-line reason if {@code arbiter ARGS} would not serve an engine
     */
    public static void check(List<String> args) {
        if (args.isEmpty() || !args.get(0).equals("serve")) {
            throw new IllegalArgumentException("a built-in engine is 'arbiter serve --game G --algo A ...', got 'arbiter "
                    + String.join(" ", args) + "'");
        }
        ServeCommand serve = new ServeCommand();
        CommandLine cl = new CommandLine(serve);
        boolean verbose = Verbosity.verbose; // the engine's --verbose is the engine's, not this process's
        try {
            cl.parseArgs(args.subList(1, args.size()).toArray(new String[0]));
            serve.validate();
        } catch (CommandLine.ParameterException | ArbiterException e) {
            throw new IllegalArgumentException("arbiter serve: " + e.getMessage());
        } finally {
            Verbosity.verbose = verbose;
        }
    }
}
