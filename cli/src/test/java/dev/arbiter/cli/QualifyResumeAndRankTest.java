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
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every figure of ranking.csv and summary.json is a function of the set of games: a qualification that stopped
 * early, replayed from the first half of its log with {@code --resume}, ends with the same files, and
 * {@code arbiter rank} on its folder writes the same ranking.
 */
class QualifyResumeAndRankTest {

    @TempDir
    Path dir;

    @Test
    void aResumedRunAndRankReproduceTheFilesOfAnEarlyStoppedRun() throws Exception {
        Path config = dir.resolve("q.yaml");
        Files.writeString(config, String.join("\n",
                "game: tictactoe",
                "seed: 5",
                "rounds: 40",
                "maxPlies: 20",
                "stop: {rule: threshold, elo: 40, confidence: 0.9}",
                "engines:",
                "  - {name: abp, cmd: [arbiter, serve, --game, tictactoe, --algo, abp, --nodes, '2000']}",
                "  - {name: mcts, cmd: [arbiter, serve, --game, tictactoe, --algo, mcts, --nodes, '60']}",
                "  - {name: random, cmd: [arbiter, serve, --game, tictactoe, --algo, random, --nodes, '1']}",
                ""));
        Path whole = dir.resolve("whole");
        CliRunner.Run first = CliRunner.run("qualify", config.toString(), "--out", whole.toString(), "--no-progress");
        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(first.out()).contains("stopped early: threshold: abp leads every rival by at least 40 Elo");
        assertThat(Files.readString(whole.resolve("report").resolve("index.html"))).contains("Ranking after");
        List<GameRecord> games = GameLog.read(whole.resolve(RunFiles.GAMES));
        assertThat(games.size()).isLessThan(40 * 6);

        Path resumed = dir.resolve("resumed");
        Files.createDirectories(resumed);
        Files.copy(whole.resolve(RunFiles.CONFIG), resumed.resolve(RunFiles.CONFIG));
        List<String> firstHalf = Files.readAllLines(whole.resolve(RunFiles.GAMES)).subList(0, games.size() / 2);
        Files.writeString(resumed.resolve(RunFiles.GAMES), String.join("\n", firstHalf) + "\n");
        CliRunner.Run second = CliRunner.run("qualify", "--resume", resumed.toString(), "--no-progress");
        assertThat(second.exit()).as(second.err()).isZero();
        assertThat(essence(GameLog.read(resumed.resolve(RunFiles.GAMES)))).isEqualTo(essence(games));
        for (String file : List.of(RunFiles.RANKING, RunFiles.CROSSTABLE, RunFiles.SUMMARY)) {
            assertThat(Files.readString(resumed.resolve(file))).as(file).isEqualTo(Files.readString(whole.resolve(file)));
        }

        Path csv = dir.resolve("rank.csv");
        CliRunner.Run rank = CliRunner.run("rank", whole.toString(), "--csv", csv.toString());
        assertThat(rank.exit()).as(rank.err()).isZero();
        assertThat(Files.readString(csv)).isEqualTo(Files.readString(whole.resolve(RunFiles.RANKING)));
    }

    private static String essence(List<GameRecord> games) {
        return games.stream().sorted(Comparator.comparingInt(GameRecord::index))
                .map(g -> g.index() + " " + g.seats() + " " + g.actions() + " " + g.scores())
                .collect(Collectors.joining("\n"));
    }
}
