package dev.arbiter.cli.config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link ConfigReader#prepare} builds Jackson's set-up on another thread while the main one may already read (as
 * {@code StartUp} runs it beside picocli): what is read, and stored as {@code config.json}, is the same either way.
 */
class ConfigPrepareTest {

    @TempDir
    Path dir;

    @Test
    void aConfigurationReadWhileItsTypeIsPreparedOnOtherThreadsIsBoundAndStoredAsWithout() throws Exception {
        Path file = dir.resolve("q.yaml");
        Files.writeString(file, """
                game: connect4
                seed: 3
                rounds: 2
                limits: {nodes: 100}
                engines:
                  - {name: a, cmd: [arbiter, serve, --game, connect4, --algo, abp]}
                  - {name: b, cmd: [arbiter, serve, --game, connect4, --algo, random]}
                """);
        String alone = ConfigReader.toJson(ConfigReader.read(file, QualifyFile.class));
        List<Thread> preparing = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Thread thread = new Thread(() -> ConfigReader.prepare(QualifyFile.class));
            thread.start();
            preparing.add(thread);
        }
        String meanwhile = ConfigReader.toJson(ConfigReader.read(file, QualifyFile.class));
        for (Thread thread : preparing) {
            thread.join();
        }

        assertThat(meanwhile).isEqualTo(alone).contains("\"seed\" : 3");
    }
}
