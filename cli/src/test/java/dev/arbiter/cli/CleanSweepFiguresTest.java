package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.tournament.results.RunFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The first test every bot author runs, a new build against a baseline it always beats: a clean sweep stops early under
 * {@code threshold} and every figure it prints or writes is finite (docs/STATISTICS.md, "A clean sweep").
 */
class CleanSweepFiguresTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "T = {0}")
    @ValueSource(ints = {0, 50})
    void aCleanSweepStopsEarlyUnderThresholdWithFiniteFiguresEverywhere(int threshold) throws Exception {
        Path run = dir.resolve("sweep" + threshold);
        CliRunner.Run r = CliRunner.run("qualify", "--game", "connect4:openings=4", "--rounds", "50", "--seed", "3",
                "--engine", "abp=arbiter serve --game connect4 --algo abp --nodes 1000",
                "--engine", "rnd=arbiter serve --game connect4 --algo random",
                "--stop", "threshold:elo=" + threshold, "--out", run.toString(), "--no-progress");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("stopped early: threshold: abp leads rnd by at least " + threshold + " Elo");
        JsonNode summary = new ObjectMapper().readTree(run.resolve(RunFiles.SUMMARY).toFile());
        int games = summary.get("stop").get("games").asInt();
        assertThat(games).as("stops well before the budget of 100 games").isLessThan(60);
        JsonNode leader = summary.get("ranking").get(0);
        assertThat(leader.get("wins").asInt()).as("a clean sweep").isEqualTo(leader.get("games").asInt());
        assertThat(leader.get("elo_low").asDouble()).isPositive();
        assertThat(leader.get("elo_high").isNull()).as("no upper bound after a sweep").isTrue();
        assertThat(r.out()).contains("at least +").contains("at most -").contains("abp vs rnd: +");
        for (String text : List.of(r.out(), r.err(), Files.readString(run.resolve(RunFiles.RANKING)),
                Files.readString(run.resolve(RunFiles.CROSSTABLE)), Files.readString(run.resolve(RunFiles.SUMMARY)),
                Files.readString(run.resolve("report").resolve("index.html")))) {
            assertThat(text).doesNotContainIgnoringCase("infinity").doesNotContain("NaN").doesNotContain("∞");
        }
    }

    @Test
    void aFortyNilValidationLineIsFiniteWithAOneSidedInterval() throws Exception {
        JsonNode validation = new ObjectMapper().readTree(
                "{\"baseline\": \"seed\", \"pairs\": 40, \"pentanomial\": [0, 0, 0, 0, 40]}");
        String line = TuneCommand.validationLine(validation);
        assertThat(line).startsWith("validation: recommended vs seed +").contains(" Elo at least +")
                .contains("40 pairs = 80 games").doesNotContainIgnoringCase("infinity").doesNotContain("NaN");
    }
}
