package dev.arbiter.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The report reads a validation's log as the validation counts it: pair by pair from the recommendation's view, a
 * pair with a game the referee could not score left out.
 */
class TuningMatchTest {

    @TempDir
    Path dir;

    private static String game(int index, int round, String first, String second, String scores, String end) {
        return ("{\"index\":%d,\"round\":%d,\"pairing\":0,\"seed\":7,\"init\":\"\",\"seats\":[\"%s\",\"%s\"],"
                + "\"moves\":[],\"scores\":%s,\"end\":\"%s\",\"reason\":\"\",\"forfeiter\":-1,\"fault\":null}")
                .formatted(index, round, first, second, scores, end);
    }

    @Test
    void aValidationPairWithAVoidGameIsLeftOutOfTheReportsCount() throws IOException {
        Path log = dir.resolve("validation-games.ndjson");
        Files.writeString(log, String.join("\n",
                game(0, 0, "recommended", "seed", "[1.0,0.0]", "end"),
                game(1, 0, "seed", "recommended", "[0.0,1.0]", "end"),
                game(2, 1, "recommended", "seed", "[0.5,0.5]", "void"),
                game(3, 1, "seed", "recommended", "[0.5,0.5]", "end"),
                game(4, 2, "recommended", "seed", "[0.5,0.5]", "end"),
                game(5, 2, "seed", "recommended", "[1.0,0.0]", "end")) + "\n");

        TuningData.Match match = TuningData.match(log, 3);

        assertThat(match.total().counts()).as("a 2-0 pair and a half-point pair; the void pair is not a draw")
                .containsExactly(0, 1, 0, 0, 1);
        assertThat(match.games()).containsExactly(2L, 4L);
    }
}
