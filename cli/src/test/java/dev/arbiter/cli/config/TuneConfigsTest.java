package dev.arbiter.cli.config;

import dev.arbiter.tuning.TuningConfig;
import dev.arbiter.engine.world.GameRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class TuneConfigsTest {

    private static final String BASE = """
            game: connect4
            engine:
              cmd: [arbiter, serve, --game, connect4, --param, 'centre={c}']
            parameters:
              - {name: c, min: 0, max: 100, seed: 10}
            budget: {games: 10}
            """;

    @TempDir
    Path dir;

    private TuningConfig resolve(String yaml) throws IOException {
        Path file = dir.resolve("t.yaml");
        Files.writeString(file, yaml);
        return TuneConfigs.resolve(ConfigReader.read(file, TuneFile.class), file.toString(), dir, GameRegistry.load());
    }

    @Test
    void everyWorkerKeepsAnEngineForEachMemberAndTrialByDefault() throws IOException {
        assertThat(resolve(BASE).keepEngines()).isEqualTo(2 * 12 + 2);
        assertThat(resolve(BASE + "population: 6\n").keepEngines()).isEqualTo(14);
    }

    @Test
    void keepEnginesLimitsTheEngineProcessesOfAWorker() throws IOException {
        assertThat(resolve(BASE + "population: 20\nkeepEngines: 4\n").keepEngines()).isEqualTo(4);
    }
}
