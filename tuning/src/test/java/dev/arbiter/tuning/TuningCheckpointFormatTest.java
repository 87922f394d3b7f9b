package dev.arbiter.tuning;

import dev.arbiter.evolution.DesignState;
import dev.arbiter.tuning.TuningCheckpoint.HandedOut;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The outstanding requests of {@code checkpoint.json} stay the arrays {@code [id, a, b]} of format 3 and 4 (the
 * request's id and the names of its two vectors), read into {@link HandedOut} records and written back the same.
 */
class TuningCheckpointFormatTest {

    @TempDir
    Path dir;

    @Test
    void outstandingRequestsAreArraysOfIdAndTheirTwoVectorsBothWays() throws IOException {
        Path file = dir.resolve(TuningOutputs.CHECKPOINT);
        Files.writeString(file, "{\"version\":4,\"elapsed_ms\":1200,\"games_log_bytes\":77,\"generations_bytes\":0,"
                + "\"prefetch\":2,\"outstanding\":[[5,3,4],[6,3,7]]}");
        TuningCheckpoint cp = TuningCheckpoint.read(file);
        assertThat(cp.handedOut().lookahead()).as("the look-ahead, kept under its former name").isEqualTo(2);
        assertThat(cp.handedOut().outstanding()).containsExactly(new HandedOut(5, 3, 4), new HandedOut(6, 3, 7));
        assertThat(cp.handedOut().outstanding().get(1).seats()).containsExactly("v3", "v7");
        assertThat(TuningJson.COMPACT.writeValueAsString(cp))
                .isEqualTo("{\"version\":4,\"elapsed_ms\":1200,\"games_log_bytes\":77,\"generations_bytes\":0,"
                        + "\"prefetch\":2,\"outstanding\":[[5,3,4],[6,3,7]]}");
        assertThat(TuningJson.COMPACT.readValue(TuningJson.COMPACT.writeValueAsString(
                new TuningCheckpoint(4, null, 0, null, new TuningCheckpoint.HandOuts(1, List.of(new HandedOut(9, 1, 2))),
                        null, null, null)), TuningCheckpoint.class).handedOut().outstanding())
                .containsExactly(new HandedOut(9, 1, 2));
    }

    @Test
    void aRefinementStageWritesItsNarrowingOnlyOnceItsPairsHaveNarrowed() throws IOException {
        DesignState.Fit fit = new DesignState.Fit(new double[][] {{2, 0}, {1, 3}}, new double[] {4, 5}, 6, 7, 8);
        DesignState wide = new DesignState(fit, new double[] {0.4}, new double[] {0.5}, new double[] {0.45}, List.of(),
                null, null);
        assertThat(TuningJson.COMPACT.readTree(TuningJson.COMPACT.writeValueAsString(wide)).has("narrowing")).isFalse();
        DesignState narrowed = new DesignState(fit, new double[] {0.4}, new double[] {0.5}, new double[] {0.45},
                List.of(), new double[] {0.625}, new DesignState.Steps(new double[] {0.05}, new double[] {-0.05}));
        String json = TuningJson.COMPACT.writeValueAsString(narrowed);
        assertThat(TuningJson.COMPACT.readValue(json, DesignState.class).narrowing()).containsExactly(0.625);
        assertThat(TuningJson.COMPACT.readValue(json, DesignState.class).steps().caps()).containsExactly(0.05);
        assertThat(TuningJson.COMPACT.readValue(json, DesignState.class).steps().last()).containsExactly(-0.05);
        assertThat(TuningJson.COMPACT.readTree(TuningJson.COMPACT.writeValueAsString(wide)).has("steps"))
                .as("a checkpoint from before the caps").isFalse();
        assertThat(TuningJson.COMPACT.readValue(TuningJson.COMPACT.writeValueAsString(wide), DesignState.class)
                .narrowing()).isNull();
    }
}
