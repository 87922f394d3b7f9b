package dev.arbiter.cli;

import picocli.CommandLine;

import java.util.List;

/**
 * Checks, when a configuration is read, the arguments of an engine command that runs this very tool
 * ({@code arbiter serve ...}): unknown options, an unknown game or algorithm and out-of-bounds parameters are
 * then reported as configuration errors, before any process is started.
 */
public final class BuiltinEngines {

    private BuiltinEngines() {
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
