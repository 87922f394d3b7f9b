package dev.arbiter.cli.config;

import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.evolution.SpsaConfig;
import dev.arbiter.tuning.SpsaSettings;
import dev.arbiter.tuning.TuningConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

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
        Path file = writeTo(yaml);
        return TuneConfigs.resolve(ConfigReader.read(file, TuneFile.class), file.toString(), dir, GameRegistry.load());
    }

    private Path writeTo(String yaml) throws IOException {
        Path file = dir.resolve("t.yaml");
        Files.writeString(file, yaml);
        return file;
    }

    @Test
    void openingsAndScoreAdjudicationAreReadAsQualifyReadsThemWithTheOpeningsPathMadeAbsolute() throws IOException {
        Files.writeString(dir.resolve("book.txt"), "4\n44\n");
        TuningConfig config = resolve(BASE + """
                openings: {file: book.txt, order: shuffled}
                adjudication:
                  resign: {score: 900000, moves: 2}
                  draw: {score: 200, moves: 6, afterPly: 20}
                """);
        assertThat(config.rules().openings().file())
                .isEqualTo(dir.resolve("book.txt").toAbsolutePath().normalize().toString());
        assertThat(config.rules().openings().order()).isEqualTo(dev.arbiter.tournament.config.Openings.Order.SHUFFLED);
        assertThat(config.rules().adjudication().active()).isTrue();
        assertThat(config.playSettings().rules()).isEqualTo(config.rules());

        Files.writeString(dir.resolve("book.txt"), "4\n9\n");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> resolve(BASE + "openings: book.txt\n"))
                .hasMessageContaining("openings");
    }

    @Test
    void everyWorkerKeepsAnEngineForEachMemberAndTrialByDefault() throws IOException {
        assertThat(resolve(BASE).serving().keepEngines()).isEqualTo(2 * 12 + 2);
        assertThat(resolve(BASE + "population: 6\n").serving().keepEngines()).isEqualTo(14);
    }

    @Test
    void spsaIsPlannedForAThirtySecondOfTheBudgetWithAThirdOfEachRangeAndTheSimulatorsLearningRate() throws IOException {
        TuningConfig config = resolve(BASE.replace("games: 10", "games: 3200") + "tuner: spsa\n");
        SpsaConfig spsa = ((SpsaSettings) config.tuner()).config(config.problem());
        assertThat(spsa.schedule().iterations()).isEqualTo(50);
        assertThat(spsa.schedule().cEnd()[0]).isCloseTo(100.0 / 3, within(1e-12));
        assertThat(spsa.schedule().rEnd()).isEqualTo(SpsaConfig.learningRate(1, 0.61));
        assertThat(spsa.schedule().alpha()).isEqualTo(0.602);
        assertThat(spsa.stepPairs()).isEqualTo(100);
        assertThat(config.serving().keepEngines()).isEqualTo(4);
    }

    @Test
    void thePlanIsStoredSoThatALargerBudgetKeepsIt() throws IOException {
        TuningConfig config = resolve(BASE.replace("games: 10", "games: 3200")
                + "tuner: spsa\nspsa: {cEnd: {c: 5}, drawRate: 0.3}\n");
        Map<String, Object> stored = ConfigReader.plain(config.tuner());
        assertThat(stored).containsEntry("tuner", "spsa");
        assertThat(stored.get("spsa")).asString().contains("games=100", "cEnd={c=5.0}", "drawRate=0.3", "stepPairs=100");
        TuneFile file = ConfigReader.read(writeTo(BASE.replace("games: 10", "games: 64000")), TuneFile.class);
        file.replaceTuner(stored);
        TuningConfig larger = TuneConfigs.resolve(file, "t.yaml", dir, GameRegistry.load());
        assertThat(((SpsaSettings) larger.tuner()).config(larger.problem()).schedule().iterations()).isEqualTo(50);
        assertThat(ConfigReader.plain(resolve(BASE).tuner())).containsEntry("tuner", "de");
    }

    @Test
    void theLookaheadIsTheDefaultOrTheOneAskedForRaisedToTheConcurrency() throws IOException {
        assertThat(resolve(BASE).serving().lookahead()).isEqualTo(TuningConfig.Serving.DEFAULT_LOOKAHEAD);
        assertThat(resolve(BASE + "lookahead: 3\n").serving().lookahead()).isEqualTo(3);
        int processors = Runtime.getRuntime().availableProcessors();
        assertThat(resolve(BASE + "lookahead: 1\nconcurrency: " + processors + "\n").serving().lookahead())
                .isEqualTo(processors);
        assertThatThrownBy(() -> resolve(BASE + "lookahead: 0\n")).hasMessageContaining("field 'lookahead'");
        assertThatThrownBy(() -> resolve(BASE + "lookahead: 5000\n")).hasMessageContaining("field 'lookahead'");
    }

    @Test
    void keepEnginesLimitsTheEngineProcessesOfAWorker() throws IOException {
        assertThat(resolve(BASE + "population: 20\nkeepEngines: 4\n").serving().keepEngines()).isEqualTo(4);
    }
}
