package dev.arbiter.cli.config;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class LaunchersTest {

    @Test
    void anEngineServerOfThisBuildRunsWithTheEngineJvmOptionsSizedToItsMemory() {
        List<String> command = Launchers.expand(List.of("arbiter", "serve", "--game", "marslander", "--memory", "10m"));
        assertThat(command.get(0)).endsWith("java");
        assertThat(command).containsSubsequence("-XX:+UseSerialGC", "-Xms84m", "-Xmx84m", "-XX:+AlwaysPreTouch",
                "dev.arbiter.cli.Arbiter", "serve", "--game", "marslander", "--memory", "10m");
    }

    @Test
    void otherCommandsOfThisBuildAndOtherProgramsAreLeftAlone() {
        assertThat(Launchers.expand(List.of("arbiter", "bench"))).doesNotContain("-XX:+AlwaysPreTouch").endsWith("bench");
        assertThat(Launchers.expand(List.of("python3", "bot.py", "--memory", "10m")))
                .containsExactly("python3", "bot.py", "--memory", "10m");
    }
}
