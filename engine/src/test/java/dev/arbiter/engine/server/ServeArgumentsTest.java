package dev.arbiter.engine.server;

import dev.arbiter.engine.search.SearchLimits;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ServeArgumentsTest {

    @Test
    void noArgumentsGiveTheDefaults() throws UsageException {
        assertThat(ServeArguments.parse(new String[0])).isEqualTo(ServeSettings.defaults());
    }

    @Test
    void readsEveryOptionInBothLongFormsAndTheShortOnes() throws UsageException {
        ServeSettings s = ServeArguments.parse(new String[] {"-a", "mcts", "--param", "c=2", "--param=cutoff=8",
            "--seed=7", "-t", "50", "--nodes", "1000", "-d", "4", "--memory", "10m", "--port=4000", "--bind", "0.0.0.0",
            "--addr-file", "addr.txt", "--name", "mine", "--max-line=4096", "--verbose"});
        assertThat(s.engine()).isEqualTo(new EngineSettings("mcts", Map.of("c", "2", "cutoff", "8"), 7,
                new SearchLimits(50, 1000, 4, 10L << 20)));
        assertThat(s.engine().params().keySet()).containsExactly("c", "cutoff");
        assertThat(s).isEqualTo(new ServeSettings(s.engine(), "0.0.0.0", 4000, Path.of("addr.txt"), "mine", 4096, true));
    }

    @Test
    void aRepeatedOptionKeepsItsLastValue() throws UsageException {
        assertThat(ServeArguments.parse(new String[] {"--algo", "mm", "--algo", "greedy"}).engine().algorithm())
                .isEqualTo("greedy");
    }

    @Test
    void badUsageIsReportedInOneLineNamingTheOption() {
        assertUsage("unknown option '--fast'", "--fast");
        assertUsage("option '--algo' needs a value", "--algo");
        assertUsage("option '--port': expected an integer in [0, 65535], got '70000'", "--port", "70000");
        assertUsage("option '--seed': expected an integer, got 'x'", "--seed", "x");
        assertUsage("option '--param': expected NAME=VALUE, got 'depth'", "--param", "depth");
        assertUsage("--memory: expected a size such as 1048576, 64k, 10m or 1g, got 'lots'", "--memory", "lots");
        assertUsage("--time-ms, --nodes and --depth must not be negative", "--time-ms", "-5");
        assertUsage("unexpected argument 'abp'", "abp");
        assertUsage("option '--verbose' takes no value", "--verbose=yes");
    }

    @Test
    void helpAndVersionAreFoundAnywhereBeforeTheEndOfOptions() {
        assertThat(ServeArguments.wantsHelp(new String[] {"--algo", "mm", "-h"})).isTrue();
        assertThat(ServeArguments.wantsHelp(new String[] {"--", "--help"})).isFalse();
        assertThat(ServeArguments.wantsVersion(new String[] {"--version"})).isTrue();
    }

    private static void assertUsage(String message, String... args) {
        assertThatThrownBy(() -> ServeArguments.parse(args)).isInstanceOf(UsageException.class).hasMessage(message);
    }
}
