package dev.arbiter.cli;

import dev.arbiter.cli.CliRunner.Run;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class BenchCommandTest {

    @Test
    void tuningSuitePrintsTheBoundAndTheFiguresOfEveryTunerAsked() {
        Run r = CliRunner.run("bench", "--only", "tuning", "--tuner", "de,spsa:20000:2:1", "--start", "far",
                "--params", "2", "--seeds", "3:2", "--budget", "2000");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).containsPattern("(?m)^tuning\\.bound\\.games_to_0\\.5 \\d+ games$")
                .containsPattern("(?m)^tuning\\.de\\.vs_bound \\d+\\.\\d{2} x$")
                .containsPattern("(?m)^tuning\\.spsa:20000:2:1\\.vs_bound_high \\d+\\.\\d{2} x$")
                .containsPattern("(?m)^tuning\\.de\\.games_to_2 \\d+ games$")
                .containsPattern("(?m)^tuning\\.de\\.games_to_0\\.5 \\d+ games$")
                .containsPattern("(?m)^tuning\\.de\\.censored_0\\.5 [0-2] runs$")
                .containsPattern("(?m)^tuning\\.de\\.final_loss \\d+\\.\\d{3} elo$")
                .containsPattern("(?m)^tuning\\.spsa:20000:2:1\\.games_to_0\\.5 \\d+ games$")
                .containsPattern("(?m)^tuning\\.de\\.overhead \\d+\\.\\d{2} us/pair$");
    }

    @Test
    void badTuningOptionsAreOneLineUsageErrors() {
        for (String[] args : new String[][] {
                {"--start", "middle"}, {"--landscape", "flat"}, {"--seeds", "100"}, {"--seeds", "1:0"},
                {"--tuner", "cmaes"}, {"--params", "0"}, {"--budget", "1"}}) {
            String[] full = new String[args.length + 3];
            full[0] = "bench";
            full[1] = "--only";
            full[2] = "tuning";
            System.arraycopy(args, 0, full, 3, args.length);
            Run r = CliRunner.run(full);
            assertThat(r.exit()).as(String.join(" ", args)).isEqualTo(ExitCodes.USAGE);
            assertThat(r.err().strip()).as(String.join(" ", args)).startsWith("arbiter: " + args[0]).doesNotContain("\n");
        }
    }
}
