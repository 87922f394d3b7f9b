package dev.arbiter.cli;

import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.GameText;
import dev.arbiter.tournament.results.RunFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The habits chess tools taught bot authors, end to end: {@code arbiter openings} writes a balanced book that
 * {@code openings:} plays (each line in both seats), under a game clock ({@code tc}) that the built-in engines
 * budget from, with the engines' scores adjudicating, the per-engine effort in ranking.csv, latency.csv and
 * the console table, and games.txt's games replayed by {@code arbiter show}.
 */
class ChessToolHabitsTest {

    @TempDir
    Path dir;

    @Test
    void theOpeningsCommandWritesTheSameBalancedBookForTheSameSeedAndRefusesAGameWithoutMoveListInits() throws Exception {
        Path book = dir.resolve("book.txt");
        CliRunner.Run run = CliRunner.run("openings", "--game", "connect4", "--plies", "4", "--count", "6", "--margin",
                "5000", "--algo", "abp", "--depth", "4", "--seed", "9", "--out", book.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.err()).startsWith("6 positions from ").contains("written to " + book);
        List<String> lines = Files.readAllLines(book);
        assertThat(lines.get(0)).startsWith("# arbiter openings --game connectx:rows=6,cols=7,x=4 --plies 4 --margin 5000");
        assertThat(lines.subList(1, lines.size())).hasSize(6).allMatch(l -> l.matches("[1-7]{4}"));
        CliRunner.Run again = CliRunner.run("openings", "--game", "connect4", "--plies", "4", "--count", "6",
                "--margin", "5000", "--algo", "abp", "--depth", "4", "--seed", "9");
        assertThat(again.out()).isEqualTo(Files.readString(book));
        CliRunner.Run tron = CliRunner.run("openings", "--game", "tron", "--plies", "4", "--margin", "1", "--depth", "2");
        assertThat(tron.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(tron.err().strip()).startsWith("arbiter: tron does not take a position as init data").doesNotContain("\n");
    }

    @Test
    void aClockedQualificationFromABookAdjudicatesByScoresAndReportsEachEnginesEffort() throws Exception {
        Files.writeString(dir.resolve("book.txt"), "# two openings\n4444\n3435\n");
        Path config = dir.resolve("q.yaml");
        Files.writeString(config, String.join("\n",
                "game: connect4",
                "seed: 3",
                "rounds: 2",
                "openings: book.txt",
                "tc: 20+0.1",
                "adjudication: {resign: {score: 900000, moves: 1}}",
                "limits: {nodes: 400}",
                "engines:",
                "  - {name: abp, cmd: [arbiter, serve, --game, connect4, --algo, abp]}",
                "  - {name: abp2, cmd: [arbiter, serve, --game, connect4, --algo, abp, --param, killers=0]}",
                ""));
        Path run = dir.resolve("run");
        CliRunner.Run result = CliRunner.run("qualify", config.toString(), "--out", run.toString(), "--no-progress");
        assertThat(result.exit()).as(result.err()).isZero();
        List<GameRecord> games = GameLog.read(run.resolve(RunFiles.GAMES));
        assertThat(games).extracting(GameRecord::init).containsExactly("4444", "4444", "3435", "3435");
        assertThat(games).extracting(GameRecord::fault).containsOnlyNulls();
        assertThat(games).flatExtracting(GameRecord::moves).as("the engines' values are kept")
                .anyMatch(move -> move.value() != null);
        assertThat(Files.readString(run.resolve(RunFiles.CONFIG))).contains(dir.resolve("book.txt").toString(), "20+0.1");
        assertThat(Files.readAllLines(run.resolve(RunFiles.RANKING)).get(0))
                .endsWith(",nodes_per_move,depth_per_move,time_forfeits,node_forfeits");
        assertThat(Files.readAllLines(run.resolve(RunFiles.LATENCY)).get(0)).endsWith(",ms_per_move,nodes_per_s");
        assertThat(result.out()).contains("effort per move", "time_forfeits");

        String text = Files.readString(run.resolve(GameText.FILE));
        assertThat(text).contains("[Variant \"connectx:rows=6,cols=7,x=4\"]", "[Seats \"abp - abp2\"]", "[Init \"4444\"]");
        Matcher replay = Pattern.compile("; replay: arbiter show --game (\\S+) --init '([^']*)' -m '([^']*)'").matcher(text);
        assertThat(replay.find()).isTrue();
        CliRunner.Run show = CliRunner.run("show", "--game", replay.group(1), "--init", replay.group(2), "-m",
                replay.group(3));
        assertThat(show.exit()).as(show.err()).isZero();
        assertThat(show.out()).contains("encoding: ");
    }
}
