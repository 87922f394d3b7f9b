package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A command that plots draws off-screen even when its environment names an X display that cannot be reached (a
 * stale {@code DISPLAY} in a remote shell): AWT would otherwise try to connect to it and fail the command. Run in a
 * JVM of its own, since AWT reads the setting once per process.
 */
class HeadlessPlotTest {

    @Test
    void aPlotIsDrawnWhenDisplayNamesAnUnreachableXServer(@TempDir Path dir) throws IOException, InterruptedException {
        Path png = dir.resolve("nodes.png");
        ProcessBuilder builder = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Arbiter.class.getName(), "nodes", "--game", "connect4",
                "--engine", "a=abp", "--depths", "1..2", "--positions", "2", "--png", png.toString()))
                .redirectErrorStream(true).redirectOutput(dir.resolve("out.txt").toFile());
        builder.environment().put("DISPLAY", ":99");
        Process process = builder.start();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String output = Files.readString(dir.resolve("out.txt"), StandardCharsets.UTF_8);
        assertThat(process.exitValue()).as(output).isZero();
        assertThat(Files.readAllBytes(png)).startsWith(0x89, 'P', 'N', 'G');
    }
}
