package dev.arbiter.cli;

import dev.arbiter.cli.config.ConfigReader;
import dev.arbiter.cli.config.TuneConfigs;
import dev.arbiter.cli.config.TuneFile;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tuning.TuningConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * With node or depth limits the engines are deterministic, so a validation of more pairs than its book has
 * positions replays identical pairs: {@code tune} says so before the first game, and only then.
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
                        + "start played again replays the same pair, which its interval counts as new evidence; give "
                        + "the book more positions");
    }

    @Test
    void aBookLargeEnoughOrAClockThatVariesTheGamesGivesNoNote() throws IOException {
        assertThat(TuneCommand.smallBookNote(config("{nodes: 500}", 3), 3)).isEmpty();
        assertThat(TuneCommand.smallBookNote(config("{timeMs: 50}", 4), 3)).isEmpty();
    }
}
