package dev.arbiter.cli;

import dev.arbiter.tournament.results.RunFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code qualify --no-report} writes every file of the run but its HTML report (which {@code arbiter report RUN}
 * writes from them at any time); a resume may turn the report back on.
 */
class QualifyReportOptionTest {

    @TempDir
    Path dir;

    @Test
    void aRunWithoutReportWritesItsResultsButNoPageAndAResumeWithTheReportWritesIt() throws Exception {
        Path config = Files.writeString(dir.resolve("q.yaml"), String.join("\n",
                "game: tictactoe",
                "seed: 5",
                "rounds: 1",
                "engines:",
                "  - {name: abp, cmd: [arbiter, serve, --game, tictactoe, --algo, abp, --nodes, '200']}",
                "  - {name: random, cmd: [arbiter, serve, --game, tictactoe, --algo, random, --nodes, '1']}",
                ""));
        Path run = dir.resolve("run");
        CliRunner.Run quiet = CliRunner.run("qualify", config.toString(), "--out", run.toString(), "--no-progress",
                "--no-report");
        assertThat(quiet.exit()).as(quiet.err()).isZero();
        assertThat(quiet.out()).contains("2 of 2 games played");
        assertThat(run.resolve(RunFiles.RANKING)).isRegularFile();
        assertThat(run.resolve("report")).doesNotExist();

        CliRunner.Run more = CliRunner.run("qualify", "--resume", run.toString(), "--rounds", "2", "--no-progress",
                "--report");
        assertThat(more.exit()).as(more.err()).isZero();
        assertThat(more.out()).contains("4 of 4 games played");
        assertThat(Files.readString(run.resolve("report").resolve("index.html"))).contains("abp", "random");
    }
}
