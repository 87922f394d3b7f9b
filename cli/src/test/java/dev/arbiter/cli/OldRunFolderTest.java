package dev.arbiter.cli;

import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A run folder written before the moves of a game were records ({@code runs/parallel-move-lists}: a tictactoe
 * qualification whose {@code games.ndjson} keeps five per-move lists, {@code actions}, {@code micros},
 * {@code nodes}, {@code depths} and {@code values}) still ranks to the figures its own run wrote, and resumes:
 * its old lines are kept as they are, the new games are appended as move records, and the mixed log reads whole.
 */
class OldRunFolderTest {

    private static final String OLD_DIR = "/tmp/hubs-old";

    @TempDir
    Path dir;

    @Test
    void rankReadsAGameLogOfParallelMoveListsToTheFiguresItsRunWrote() throws Exception {
        Path run = copyOldRun(Integer.MAX_VALUE);
        Path csv = dir.resolve("rank.csv");
        CliRunner.Run rank = CliRunner.run("rank", run.toString(), "--csv", csv.toString());
        assertThat(rank.exit()).as(rank.err()).isZero();
        assertThat(withoutIntervals(Files.readAllLines(csv))).as("elo, scores, nodes and depth per move, from the old lines")
                .isEqualTo(withoutIntervals(Files.readAllLines(old().resolve(RunFiles.RANKING))));
    }

    /**
     * A ranking without its interval columns ({@code elo_low}, {@code elo_high}, {@code los_next}): the old run wrote
     * them with the interval method of its day, which has changed since (docs/STATISTICS.md); what the old lines
     * must give is the rest.
     */
    private static List<String> withoutIntervals(List<String> ranking) {
        return ranking.stream().map(line -> {
            String[] cells = line.split(",", -1);
            return String.join(",", cells[0], cells[1], cells[2], cells[5], cells[6], cells[7], cells[8], cells[9],
                    String.join(",", Arrays.copyOfRange(cells, 11, cells.length)));
        }).toList();
    }

    @Test
    void resumeKeepsTheOldLinesAndAppendsMoveRecords() throws Exception {
        List<GameRecord> original = GameLog.read(old().resolve(RunFiles.GAMES));
        assertThat(original).hasSize(24).allSatisfy(g -> assertThat(g.moves()).isNotEmpty());
        assertThat(original.get(0).moves().get(0).action()).isEqualTo("b2");
        assertThat(original.get(0).moves().get(0).micros()).isEqualTo(352_324L);
        assertThat(original.get(0).moves().get(0).nodes()).isEqualTo(2_000L);
        assertThat(original.get(0).moves().get(0).depth()).isEqualTo(5);
        assertThat(original.get(0).moves().get(0).value()).isEqualTo(2.0);

        Path run = copyOldRun(12);
        CliRunner.Run resumed = CliRunner.run("qualify", "--resume", run.toString(), "--no-progress");
        assertThat(resumed.exit()).as(resumed.err()).isZero();

        List<String> lines = Files.readAllLines(run.resolve(RunFiles.GAMES));
        assertThat(lines).hasSize(24);
        assertThat(lines.subList(0, 12)).as("the old lines, untouched")
                .isEqualTo(Files.readAllLines(old().resolve(RunFiles.GAMES)).subList(0, 12));
        assertThat(lines.subList(12, 24)).allSatisfy(line -> assertThat(line).contains("\"moves\":[{\"action\":")
                .doesNotContain("\"micros\":["));
        List<GameRecord> games = GameLog.read(run.resolve(RunFiles.GAMES));
        assertThat(games.subList(0, 12)).isEqualTo(original.subList(0, 12));
        assertThat(games).extracting(GameRecord::index).containsExactlyInAnyOrderElementsOf(
                original.stream().map(GameRecord::index).toList());

        Path csv = dir.resolve("rank.csv");
        CliRunner.Run rank = CliRunner.run("rank", run.toString(), "--csv", csv.toString());
        assertThat(rank.exit()).as(rank.err()).isZero();
        assertThat(Files.readString(csv)).as("rank reads the mixed log as the resumed run did")
                .isEqualTo(Files.readString(run.resolve(RunFiles.RANKING)));
    }

    /** The old run folder with its first {@code games} games, its engines' directory moved to the test's. */
    private Path copyOldRun(int games) throws Exception {
        Path run = dir.resolve("run");
        Files.createDirectories(run);
        Files.writeString(run.resolve(RunFiles.CONFIG),
                Files.readString(old().resolve(RunFiles.CONFIG)).replace(OLD_DIR, dir.toString()));
        List<String> lines = Files.readAllLines(old().resolve(RunFiles.GAMES));
        Files.write(run.resolve(RunFiles.GAMES), lines.subList(0, Math.min(games, lines.size())));
        return run;
    }

    private static Path old() throws URISyntaxException {
        return Path.of(OldRunFolderTest.class.getResource("/runs/parallel-move-lists").toURI());
    }
}
