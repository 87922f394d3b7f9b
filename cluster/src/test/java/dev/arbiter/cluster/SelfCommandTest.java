package dev.arbiter.cluster;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SelfCommandTest {

    private final SelfCommand self = new SelfCommand(List.of("/jdk/bin/java", "-XX:+UseSerialGC", "-Xms32m", "-cp",
            "/build/arbiter.jar", "dev.arbiter.cli.Arbiter"));

    @Test
    void anEngineLaunchedWithItsOwnJvmProfileTravelsAsThePortableCommand() {
        List<String> engine = List.of("/jdk/bin/java", "-XX:+UseSerialGC", "-Xms8m", "-Xmx192m", "-cp",
                "/build/arbiter.jar", "dev.arbiter.cli.Arbiter", "serve", "--game", "tictactoe", "--warmup-ms", "0");

        assertThat(self.portable(engine)).containsExactly("arbiter", "serve", "--game", "tictactoe", "--warmup-ms", "0");
    }

    @Test
    void theToolsOwnCommandTravelsAsThePortableCommandAndExpandsBack() {
        List<String> portable = self.portable(self.expand(List.of("arbiter", "serve", "--game", "nim")));

        assertThat(portable).containsExactly("arbiter", "serve", "--game", "nim");
    }

    @Test
    void anotherProgramOrAnotherBuildStaysAsItIs() {
        List<String> other = List.of("/jdk/bin/java", "-cp", "/elsewhere/bot.jar", "dev.arbiter.cli.Arbiter", "serve");
        List<String> python = List.of("python3", "bot.py");

        assertThat(self.portable(other)).isEqualTo(other);
        assertThat(self.portable(python)).isEqualTo(python);
    }
}
