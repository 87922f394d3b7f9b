package dev.arbiter.cli;

import dev.arbiter.cluster.WorkerProcess;
import dev.arbiter.tournament.support.Engines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A single machine pays nothing for the cluster: a qualification without a {@code cluster} section, run in a
 * JVM of its own, loads no class of the cluster module nor of Hazelcast (so it starts none of their threads
 * and opens none of their ports).
 */
class LocalRunLoadsNoClusterTest {

    @TempDir
    Path dir;

    @Test
    void aQualificationOnOneMachineLoadsNoClusterClass() throws Exception {
        Path classes = dir.resolve("classes.log");
        String engine = String.join(" ", Engines.engine("x", "tictactoe", "abp", 50).command());
        List<String> argv = WorkerProcess.java(Arbiter.class.getName(), "qualify", "--game", "tictactoe",
                "--engine", "a=" + engine, "--engine", "b=" + engine, "--rounds", "1", "--out", dir.resolve("run").toString(),
                "--no-progress");
        argv.add(1, "-Xlog:class+load=info:file=" + classes);
        Process p = new ProcessBuilder(argv).redirectErrorStream(true).redirectOutput(dir.resolve("out.txt").toFile()).start();
        assertThat(p.waitFor()).as(Files.readString(dir.resolve("out.txt"))).isZero();
        List<String> loaded = Files.readAllLines(classes);
        assertThat(loaded).as("classes loaded").anyMatch(l -> l.contains("dev.arbiter.tournament.Qualification "));
        assertThat(loaded).noneMatch(l -> l.contains("com.hazelcast.") || l.contains("dev.arbiter.cluster."));
    }
}
