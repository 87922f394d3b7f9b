package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.testkit.Nim;
import dev.arbiter.engine.search.NodeBudgetStrategy;
import dev.arbiter.engine.search.SearchLimits;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ServeOptionsTest {

    private final EngineMain.UserEngine<Nim.NimWorld> command = new EngineMain.UserEngine<>(new Nim(),
            new PrintStream(OutputStream.nullOutputStream()), new PrintStream(OutputStream.nullOutputStream()));

    private ServeSettings parse(String... args) {
        new CommandLine(command).parseArgs(args);
        return command.serveOptions.settings(command.engineOptions.settings(), command.verbose);
    }

    @Test
    void noArgumentsGiveTheDefaults() {
        assertThat(parse()).isEqualTo(new ServeSettings(new EngineSettings("abp", Map.of(), 1, new SearchLimits(0, 0, 0, 0)),
                new Endpoint("127.0.0.1", 0, null), null, new ConnectionBounds(1 << 20, Protocol.DEFAULT_HELLO_TIMEOUT_MS),
                ServeSettings.DEFAULT_WARM_UP_MS, ServeSettings.DEFAULT_BUDGET_STRATEGY, false));
    }

    @Test
    void readsEveryOptionInBothLongFormsAndTheShortOnes() {
        ServeSettings s = parse("-a", "mcts", "--param", "c=2", "--param=cutoff=8", "--seed=7", "-t", "50",
                "--nodes", "1000", "-d", "4", "--memory", "10m", "--port=4000", "--bind", "0.0.0.0",
                "--addr-file", "addr.txt", "--name", "mine", "--max-line=4096", "--warmup-ms", "50", "--budget-strategy",
                "Optimistic", "--verbose");
        assertThat(s.engine()).isEqualTo(new EngineSettings("mcts", Map.of("c", "2", "cutoff", "8"), 7,
                new SearchLimits(50, 1000, 4, 10L << 20)));
        assertThat(s.engine().params().keySet()).containsExactly("c", "cutoff");
        assertThat(s).isEqualTo(new ServeSettings(s.engine(), new Endpoint("0.0.0.0", 4000, Path.of("addr.txt")), "mine",
                new ConnectionBounds(4096, Protocol.DEFAULT_HELLO_TIMEOUT_MS), 50, NodeBudgetStrategy.OPTIMISTIC, true));
    }

    @Test
    void badUsageIsReportedInOneLineNamingTheOption() {
        assertUsage("Unknown option: '--fast'", "--fast");
        assertUsage("Missing required parameter for option '--algo' (ALGO)", "--algo");
        assertUsage("option '--port': expected an integer in [0, 65535], got 70000", "--port", "70000");
        assertUsage("option '--budget-strategy': expected greedy, thrifty, optimistic or all, got 'lavish'",
                "--budget-strategy", "lavish");
        assertUsage("Invalid value for option '--seed': 'x' is not a long", "--seed", "x");
        assertUsage("Value for option option '--param' (NAME=VALUE) should be in KEY=VALUE format but was depth",
                "--param", "depth");
        assertUsage("Invalid value for option '--memory': expected a size such as 1048576, 64k, 10m or 1g, got 'lots'",
                "--memory", "lots");
        assertUsage("option '--time-ms': expected a non-negative integer, got -5", "--time-ms", "-5");
        assertUsage("option '--algo' (ALGO) should be specified only once", "--algo", "mm", "--algo", "greedy");
        assertUsage("Unmatched argument at index 0: 'abp'", "abp");
    }

    private void assertUsage(String message, String... args) {
        assertThatThrownBy(() -> parse(args)).isInstanceOf(CommandLine.ParameterException.class).hasMessage(message);
    }
}
