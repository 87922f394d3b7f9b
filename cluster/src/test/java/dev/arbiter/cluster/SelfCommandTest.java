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

    private final SelfCommand withServerJar = new SelfCommand(
            List.of("/jdk/bin/java", "-XX:+UseSerialGC", "-cp", "/build/arbiter.jar", "dev.arbiter.cli.Arbiter"),
            List.of("/jdk/bin/java", "-XX:+UseSerialGC", "-cp", "/build/arbiter-serve.jar", "dev.arbiter.cli.Arbiter"));

    @Test
    void anEngineServerOnTheServersClassPathAndTheToolOnItsOwnBothTravelAsThePortableCommand() {
        List<String> engine = List.of("/jdk/bin/java", "-Xms8m", "-XX:SharedArchiveFile=/build/arbiter-serve.jsa", "-cp",
                "/build/arbiter-serve.jar", "dev.arbiter.cli.Arbiter", "serve", "--game", "nim");
        List<String> tool = List.of("/jdk/bin/java", "-Xmn4m", "-cp", "/build/arbiter.jar", "dev.arbiter.cli.Arbiter",
                "rank", "games");

        assertThat(withServerJar.portable(engine)).containsExactly("arbiter", "serve", "--game", "nim");
        assertThat(withServerJar.portable(tool)).containsExactly("arbiter", "rank", "games");
    }

    @Test
    void aWorkerExpandsAnEngineServerToItsServersCommandAndAnythingElseToTheTools() {
        assertThat(withServerJar.expand(List.of("arbiter", "serve", "--game", "nim"))).containsExactly("/jdk/bin/java",
                "-XX:+UseSerialGC", "-cp", "/build/arbiter-serve.jar", "dev.arbiter.cli.Arbiter", "serve", "--game", "nim");
        assertThat(withServerJar.expand(List.of("arbiter", "play", "--game", "nim"))).containsExactly("/jdk/bin/java",
                "-XX:+UseSerialGC", "-cp", "/build/arbiter.jar", "dev.arbiter.cli.Arbiter", "play", "--game", "nim");
        assertThat(withServerJar.portable(withServerJar.expand(List.of("arbiter", "serve", "--game", "nim"))))
                .containsExactly("arbiter", "serve", "--game", "nim");
    }

    @Test
    void anotherProgramOrAnotherBuildStaysAsItIs() {
        List<String> other = List.of("/jdk/bin/java", "-cp", "/elsewhere/bot.jar", "dev.arbiter.cli.Arbiter", "serve");
        List<String> python = List.of("python3", "bot.py");

        assertThat(self.portable(other)).isEqualTo(other);
        assertThat(withServerJar.portable(other)).isEqualTo(other);
        assertThat(self.portable(python)).isEqualTo(python);
    }
}
