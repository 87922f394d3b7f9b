package dev.arbiter.cli;

import dev.arbiter.cli.config.ConfigReader;
import dev.arbiter.cli.config.QualifyConfigs;
import dev.arbiter.cli.config.QualifyFile;
import dev.arbiter.cli.config.TuneConfigs;
import dev.arbiter.cli.config.TuneFile;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tuning.TuningConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * With node or depth limits the engines are deterministic, so a validation of more pairs than its book has
 * positions replays identical pairs, and a qualification of more rounds than its book has positions replays
 * identical games: {@code tune} and {@code qualify} say so before the first game, and only then.
 */
class SmallBookNoteTest {

    private static final GameRegistry GAMES = GameRegistry.load();

    @TempDir
    Path dir;

    private TuningConfig config(String limits, int validationPairs) throws IOException {
        Files.writeString(dir.resolve("book.txt"), "4\n44\n17\n");
        Path file = dir.resolve("t.yaml");
        Files.writeString(file, """
                game: connect4
                limits: %s
                openings: book.txt
                engine:
                  cmd: [arbiter, serve, --game, connect4, --param, 'centre={c}']
                parameters:
                  - {name: c, min: 0, max: 100, seed: 10}
                budget: {games: 10}
                validation: {pairs: %d}
                """.formatted(limits, validationPairs));
        return TuneConfigs.resolve(ConfigReader.read(file, TuneFile.class), file.toString(), dir, GAMES);
    }

    @Test
    void aValidationOfMorePairsThanTheBookHasPositionsUnderNodeLimitsIsNoted() throws IOException {
        assertThat(TuneCommand.smallBookNote(config("{nodes: 500}", 4), 3))
                .hasValue("note: the validation's 4 pairs start from a book of 3 positions: with node or depth limits a "
                        + "start played again replays the same pair, which the intervals count as new evidence; give "
                        + "the book more positions");
    }

    @Test
    void aBookLargeEnoughOrAClockThatVariesTheGamesGivesNoNote() throws IOException {
        assertThat(TuneCommand.smallBookNote(config("{nodes: 500}", 3), 3)).isEmpty();
        assertThat(TuneCommand.smallBookNote(config("{timeMs: 50}", 4), 3)).isEmpty();
    }

    private QualifyConfig qualification(String limits, int rounds) throws IOException {
        Files.writeString(dir.resolve("book.txt"), "4\n44\n17\n");
        Path file = dir.resolve("q.yaml");
        Files.writeString(file, """
                game: connect4
                limits: %s
                openings: book.txt
                rounds: %d
                engines:
                  - {name: a, cmd: [arbiter, serve, --game, connect4, -a, random]}
                  - {name: b, cmd: [arbiter, serve, --game, connect4, -a, greedy]}
                """.formatted(limits, rounds));
        return QualifyConfigs.resolve(ConfigReader.read(file, QualifyFile.class), file.toString(), dir, GAMES);
    }

    @Test
    void aQualificationOfMoreRoundsThanTheBookHasPositionsUnderNodeLimitsIsNoted() throws IOException {
        assertThat(QualifyCommand.smallBookNote(qualification("{nodes: 500}", 4), 3))
                .hasValue("note: the run's 4 rounds start from a book of 3 positions: with node or depth limits a "
                        + "start played again replays the same games, which the intervals count as new evidence; "
                        + "give the book more positions");
    }

    @Test
    void aQualificationWithinItsBookOrUnderAClockGivesNoNote() throws IOException {
        assertThat(QualifyCommand.smallBookNote(qualification("{nodes: 500}", 3), 3)).isEmpty();
        assertThat(QualifyCommand.smallBookNote(qualification("{timeMs: 50}", 4), 3)).isEmpty();
        assertThat(QualifyCommand.smallBookNote(qualification("{nodes: 500}", 4), 0)).isEmpty();
    }
}
