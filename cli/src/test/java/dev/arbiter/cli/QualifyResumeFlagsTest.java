package dev.arbiter.cli;

import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code qualify --resume} takes the flags that cannot change the games already played ({@code --rounds} to
 * extend the run, {@code --concurrency}) and refuses every other by name, instead of ignoring it.
 */
class QualifyResumeFlagsTest {

    @TempDir
    Path dir;

    private Path config() throws Exception {
        return Files.writeString(dir.resolve("q.yaml"), String.join("\n",
                "game: tictactoe",
                "seed: 11",
                "rounds: 2",
                "maxPlies: 20",
                "engines:",
                "  - {name: abp, cmd: [arbiter, serve, --game, tictactoe, --algo, abp, --nodes, '200']}",
                "  - {name: random, cmd: [arbiter, serve, --game, tictactoe, --algo, random, --nodes, '1']}",
                ""));
    }

    @Test
    void aResumeWithMoreRoundsExtendsTheRunToExactlyTheLongerRunAndAFlagThatWouldChangeTheGamesIsRefusedByName() throws Exception {
        Path config = config();
        Path extended = dir.resolve("extended");
        CliRunner.Run first = CliRunner.run("qualify", config.toString(), "--out", extended.toString(), "--no-progress");
        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(GameLog.read(extended.resolve(RunFiles.GAMES))).hasSize(4);

        CliRunner.Run more = CliRunner.run("qualify", "--resume", extended.toString(), "--rounds", "4", "--no-progress");
        assertThat(more.exit()).as(more.err()).isZero();
        assertThat(more.out()).contains("4 rounds", "8 of 8 games played");
        assertThat(Files.readString(extended.resolve(RunFiles.CONFIG))).contains("\"rounds\" : 4");

        Path whole = dir.resolve("whole");
        CliRunner.Run once = CliRunner.run("qualify", config.toString(), "--rounds", "4", "--out", whole.toString(),
                "--no-progress");
        assertThat(once.exit()).as(once.err()).isZero();
        assertThat(essence(extended)).isEqualTo(essence(whole));
        assertThat(Files.readString(extended.resolve(RunFiles.RANKING))).isEqualTo(Files.readString(whole.resolve(RunFiles.RANKING)));

        String stored = Files.readString(extended.resolve(RunFiles.CONFIG));
        CliRunner.Run fewer = CliRunner.run("qualify", "--resume", extended.toString(), "--rounds", "3");
        assertThat(fewer.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(fewer.err()).contains("--rounds: expected at least the run's 4 rounds", "got 3");
        CliRunner.Run refused = CliRunner.run("qualify", "--resume", extended.toString(), "--seed", "3", "--nodes", "5");
        assertThat(refused.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(refused.err()).contains("--seed, --nodes cannot change a resumed run", "--rounds N").hasLineCount(1);
        assertThat(Files.readString(extended.resolve(RunFiles.CONFIG))).isEqualTo(stored);
    }

    private static List<String> essence(Path run) throws Exception {
        return GameLog.read(run.resolve(RunFiles.GAMES)).stream().sorted(Comparator.comparingInt(GameRecord::index))
                .map(g -> g.index() + " " + g.seats() + " " + g.actions() + " " + g.scores()).toList();
    }
}
