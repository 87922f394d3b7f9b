package dev.arbiter.tuning;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class TuningOutputsTest {

    @TempDir
    Path dir;

    @Test
    void resultFilesNameTheirFieldsInSnakeCaseAndWriteAMissingFigureAsNull() throws IOException {
        ObjectNode node = TuningJson.INDENTED.createObjectNode().put("elo_low", Double.NEGATIVE_INFINITY).put("elo", 12.5);
        node.putObject("recommended").put("threatOne", 3.0);
        Path file = dir.resolve("x.json");

        TuningOutputs.writeJson(node, file);

        JsonNode back = TuningJson.COMPACT.readTree(file.toFile());
        assertThat(back.get("elo_low").isNull()).isTrue();
        assertThat(back.get("elo").asDouble()).isEqualTo(12.5);
        assertThat(back.get("recommended").has("threatOne")).as("parameter names stay as the user wrote them").isTrue();
        assertThat(Files.readString(file)).doesNotContain("Infinity");
    }

    @Test
    void theRecommendationIsReadFromBestJsonOfThisVersionAndOfTheVersionBefore() throws IOException {
        Path now = Files.writeString(dir.resolve("best.json"), "{\"recommended_vector\": [1.5, 2.0]}");
        Path before = Files.writeString(dir.resolve("old-best.json"), "{\"recommendedVector\": [3.0, 4.0]}");
        Path neither = Files.writeString(dir.resolve("empty-best.json"), "{}");

        assertThat(TuningOutputs.recommendedVector(now)).containsExactly(1.5, 2.0);
        assertThat(TuningOutputs.recommendedVector(before)).containsExactly(3.0, 4.0);
        assertThat(TuningOutputs.recommendedVector(neither)).isNull();
    }
}
