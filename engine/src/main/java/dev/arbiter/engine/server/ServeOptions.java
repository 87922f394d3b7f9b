package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.search.NodeBudgetStrategy;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.nio.file.Path;

/**
 * The command-line options of how an engine server listens: {@code --port}, {@code --bind},
 * {@code --addr-file}, {@code --name}, {@code --max-line}, {@code --hello-timeout-ms}, how long it warms up
 * before it does ({@code --warmup-ms}), and how it spreads a per-game node budget over its moves
 * ({@code --budget-strategy}). A picocli mixin that {@code arbiter serve} and
 * users' engines ({@link EngineMain}) share with {@link EngineOptions}: one parser, one set of messages.
 */
public final class ServeOptions {

    /** The one-line description of a command that serves an engine. */
    public static final String DESCRIPTION =
            "Run an engine as a protocol server (loopback TCP); its address is the first line printed.";

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    private int port;

    @Option(names = "--bind", defaultValue = ServeSettings.DEFAULT_BIND, paramLabel = "ADDR",
            description = "Address to listen on (default: ${DEFAULT-VALUE}; anything else exposes the engine).")
    String bind;

    @Option(names = "--addr-file", paramLabel = "FILE", description = "Also write 'host port' into this file.")
    Path addressFile;

    @Option(names = "--name", paramLabel = "NAME",
            description = "Engine name reported to referees (default: the program's name and the algorithm, "
                    + "e.g. arbiter-abp).")
    String name;

    private boolean uci;

    @Option(names = "--protocol", paramLabel = "PROTOCOL", defaultValue = "arbiter",
            description = "arbiter (the default: JSON over loopback TCP, PROTOCOL.md) or uci (UCI on standard input "
                    + "and output, for chess tools: CHESS.md).")
    void protocol(String value) {
        switch (value.strip().toLowerCase(java.util.Locale.ROOT)) {
            case "arbiter" -> uci = false;
            case "uci" -> uci = true;
            default -> throw new ParameterException(command.commandLine(), "option '--protocol': expected arbiter or "
                    + "uci, got '" + value + "'");
        }
    }

    private int maxLine = Protocol.DEFAULT_MAX_LINE;
    private int warmUpMs = ServeSettings.defaultWarmUpMs();
    private int helloTimeoutMs = Protocol.DEFAULT_HELLO_TIMEOUT_MS;
    private NodeBudgetStrategy budgetStrategy = ServeSettings.DEFAULT_BUDGET_STRATEGY;

    @Option(names = "--port", paramLabel = "PORT", description = "Port (default 0: any free port).")
    void port(int value) {
        port = within("--port", value, 0, 65_535);
    }

    @Option(names = "--max-line", paramLabel = "BYTES",
            description = "Longest accepted line (default: " + Protocol.DEFAULT_MAX_LINE + ").")
    void maxLine(int value) {
        maxLine = within("--max-line", value, 1, Integer.MAX_VALUE);
    }

    @Option(names = "--warmup-ms", paramLabel = "MS",
            description = "Play against itself for this long before announcing the address, so that the first "
                    + "moves are as fast as the later ones (default: " + ServeSettings.DEFAULT_WARM_UP_MS + "; 0: none).")
    void warmUpMs(int value) {
        warmUpMs = within("--warmup-ms", value, 0, 600_000);
    }

    @Option(names = "--hello-timeout-ms", paramLabel = "MS",
            description = "Close a connection that has not said hello within this time (default: "
                    + Protocol.DEFAULT_HELLO_TIMEOUT_MS + ").")
    void helloTimeoutMs(int value) {
        helloTimeoutMs = within("--hello-timeout-ms", value, 1, Integer.MAX_VALUE);
    }

    @Option(names = "--budget-strategy", paramLabel = "STRATEGY",
            description = "How a per-game node budget (a 'go' with gameNodesLeft) is spread over the moves: greedy, "
                    + "thrifty, optimistic or all (default: " + ServeSettings.DEFAULT_BUDGET_STRATEGY_NAME + "; PROTOCOL.md).")
    void budgetStrategy(String value) {
        try {
            budgetStrategy = NodeBudgetStrategy.valueOf(value.strip().toUpperCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(command.commandLine(), "option '--budget-strategy': expected greedy, thrifty, "
                    + "optimistic or all, got '" + value + "'");
        }
    }

    /** Whether the engine speaks UCI on standard input and output ({@code --protocol uci}) instead of listening. */
    public boolean uci() {
        return uci;
    }

    /** The name the engine gives: {@code --name}, or {@code PRODUCT-ALGO}. */
    public String engineName(String product, String algorithm) {
        return name != null ? name : product + "-" + algorithm;
    }

    /** The settings of a server for {@code engine}; {@code verbose} logs connections and protocol errors. */
    public ServeSettings settings(EngineSettings engine, boolean verbose) {
        return new ServeSettings(engine, new Endpoint(bind, port, addressFile), name,
                new ConnectionBounds(maxLine, helloTimeoutMs), warmUpMs, budgetStrategy, verbose);
    }

    private int within(String option, int value, int min, int max) {
        if (value < min || value > max) {
            throw new ParameterException(command.commandLine(), "option '" + option + "': expected an integer in ["
                    + min + ", " + max + "], got " + value);
        }
        return value;
    }
}
