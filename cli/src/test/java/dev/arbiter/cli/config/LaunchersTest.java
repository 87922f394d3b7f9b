package dev.arbiter.cli.config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
        assertThat(Launchers.expand(List.of("arbiter", "bench"))).doesNotContain("-XX:+AlwaysPreTouch")
                .doesNotContain("-XX:TieredStopAtLevel=1").endsWith("bench");
        assertThat(Launchers.expand(List.of("arbiter", "qualify", "q.yaml")))
                .contains("-XX:TieredStopAtLevel=1", "-XX:CompileThresholdScaling=4", "-XX:-UseDynamicNumberOfCompilerThreads",
                        "-Xmn4m").endsWith("qualify", "q.yaml");
        assertThat(Launchers.expand(List.of("arbiter", "search", "--game", "connect4"))).doesNotContain("-Xmn4m");
        assertThat(Launchers.expand(List.of("python3", "bot.py", "--memory", "10m")))
                .containsExactly("python3", "bot.py", "--memory", "10m");
    }

    @Test
    void anEngineServerWithoutTimeLimitsRunsLeanAndSkipsItsWarmUpUnlessAsked() {
        List<String> lean = Launchers.expand(List.of("arbiter", "serve", "--game", "connect4", "--algo", "random"), false);
        assertThat(lean).contains("-Xms8m", "-Darbiter.serve.warmupMs=0").doesNotContain("-XX:+AlwaysPreTouch")
                .endsWith("serve", "--game", "connect4", "--algo", "random");
        assertThat(Launchers.expand(List.of("arbiter", "serve", "--game", "connect4", "--warmup-ms", "50"), false))
                .endsWith("--warmup-ms", "50").doesNotContain("-Darbiter.serve.warmupMs=0");
        assertThat(Launchers.expand(List.of("arbiter", "serve", "--game", "connect4"), true))
                .contains("-XX:+AlwaysPreTouch").doesNotContain("--warmup-ms", "-Darbiter.serve.warmupMs=0");
    }

    @Test
    void theJvmsOwnWarningsGoToStandardErrorNeverBeforeAnEnginesAddress(@TempDir Path dir) throws Exception {
        List<String> command = new ArrayList<>(Launchers.expand(List.of("arbiter", "serve", "--game", "tictactoe",
                "--algo", "random"), false));
        command.add(1, "-XX:+UseLargePages");
        Path err = dir.resolve("err");
        Process engine = new ProcessBuilder(command).redirectError(err.toFile()).start();
        try {
            String first = new BufferedReader(new InputStreamReader(engine.getInputStream(), StandardCharsets.UTF_8))
                    .readLine();
            assertThat(first).startsWith("{\"type\":\"listening\"");
            assumeTrue(Files.readString(err).contains("[warning]"),
                    "this machine has large pages configured, so the JVM warned of nothing: the check says nothing");
        } finally {
            engine.destroyForcibly().waitFor();
        }
    }

    @Test
    void anEngineServerRunsFromTheServersJarNextToTheBuildsJarAndFromTheBuildsClassPathOtherwise(@TempDir Path dir)
            throws IOException {
        Path jar = Files.createFile(dir.resolve("arbiter.jar"));
        assertThat(Launchers.serverClassPath(jar.toString())).isEqualTo(jar.toString());
        Path serverJar = Files.createFile(dir.resolve("arbiter-serve.jar"));
        assertThat(Launchers.serverClassPath(jar.toString())).isEqualTo(serverJar.toString());
        String classes = dir.resolve("classes") + File.pathSeparator + jar;
        assertThat(Launchers.serverClassPath(classes)).isEqualTo(classes);
    }

    @Test
    void anEngineServerStartedForSeveralGamesAtOnceServesThatManySessionsWithATreePerSession() {
        List<String> two = Launchers.expand(List.of("arbiter", "serve", "--game", "connect4", "--memory", "10m"), true, 2);
        assertThat(two).contains("-Xmx104m", "-Darbiter.serve.sessions=2").endsWith("serve", "--game", "connect4",
                "--memory", "10m");
        assertThat(Launchers.expand(List.of("arbiter", "serve", "--game", "connect4"), true, 1))
                .noneMatch(a -> a.startsWith("-Darbiter.serve.sessions"));
        assertThat(Launchers.expand(List.of("python3", "bot.py"), true, 2)).containsExactly("python3", "bot.py");
    }
}
