package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code arbiter report}: a page for a run folder, into the folder given; a folder that holds no run is bad input. */
class ReportCommandTest {

    @TempDir
    Path dir;

    @Test
    void aRunFolderGetsItsPageAndAFolderWithoutARunIsBadInput() throws Exception {
        Path run = Files.createDirectories(dir.resolve("run"));
        Files.writeString(run.resolve("config.json"), "{\"game\":\"tictactoe\",\"seed\":4,\"rounds\":3,\"engines\":["
                + "{\"name\":\"a\",\"cmd\":[\"arbiter\",\"serve\",\"--game\",\"tictactoe\",\"--algo\",\"abp\"]},"
                + "{\"name\":\"b\",\"cmd\":[\"arbiter\",\"serve\",\"--game\",\"tictactoe\",\"--algo\",\"random\"]}]}\n");
        Path out = dir.resolve("pages");
        CliRunner.Run report = CliRunner.run("report", run.toString(), "--out", out.toString());
        assertThat(report.exit()).as(report.err()).isZero();
        assertThat(report.out()).contains("written to " + out.resolve("index.html"));
        assertThat(Files.readString(out.resolve("index.html"))).contains("Qualification: tictactoe", "No game has finished yet");

        CliRunner.Run none = CliRunner.run("report", dir.resolve("nothing").toString());
        assertThat(none.exit()).isEqualTo(2);
        assertThat(none.err().strip()).contains("is not a qualify or tune run folder (no config.json)").doesNotContain("\n");
    }
}
