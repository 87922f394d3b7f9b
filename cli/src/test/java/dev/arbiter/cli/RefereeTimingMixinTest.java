package dev.arbiter.cli;

import dev.arbiter.cli.config.QualifyFile;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code --strict}, {@code --margin-ms} and {@code --ponder} land in the configuration's limits (and so in the stored config). */
class RefereeTimingMixinTest {

    @CommandLine.Command(name = "x")
    static final class Host {
        @CommandLine.Mixin
        RefereeTimingMixin timing;
    }

    @Test
    void theFlagsSetTheTopLevelLimitsAndNoFlagLeavesThemAlone() {
        Host host = new Host();
        new CommandLine(host).parseArgs("--strict", "--margin-ms", "2", "--ponder");
        QualifyFile file = new QualifyFile();
        host.timing.apply(file);
        assertThat(file.limits.strict).isTrue();
        assertThat(file.limits.marginMs).isEqualTo(2);
        assertThat(file.limits.ponder).isTrue();

        Host none = new Host();
        new CommandLine(none).parseArgs();
        QualifyFile untouched = new QualifyFile();
        none.timing.apply(untouched);
        assertThat(untouched.limits).isNull();
    }
}
