package dev.arbiter.tournament.results;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * games.txt: a game as PGN-like tags, its moves in the game's notation numbered by pairs of plies, its result and
 * the {@code arbiter show} command that replays it; rewritten from the log each session, and bounded.
 */
class GameTextTest {

    @TempDir
    Path dir;

    private static GameRecord game(int index, List<String> actions, List<Double> scores, GameEnd end, String reason) {
        List<Long> zeros = actions.stream().map(a -> 0L).toList();
        return new GameRecord(new GameSlot(index, index / 2, 0, 1), "d3c5", List.of("abp", "greedy"),
                MoveRecord.zip(actions, zeros, zeros, actions.stream().map(a -> 0).toList(), List.of()),
                new GameOutcome(scores, end, reason, -1, null));
    }

    @Test
    void aGameIsItsTagsItsNumberedMovesItsResultAndItsReplayCommand() {
        GameRecord won = game(3, List.of("d6", "c3", "b3"), List.of(1.0, 0.0), GameEnd.RESIGN_ADJUDICATED,
                "greedy resigned: both engines scored it lost");
        assertThat(GameText.format("reversi:openings=2", won)).isEqualTo("""
                [Game "3"]
                [Round "1"]
                [Variant "reversi:openings=2"]
                [Seats "abp - greedy"]
                [Init "d3c5"]
                [Result "1-0"]
                [End "resign_adjudicated: greedy resigned: both engines scored it lost"]

                1. d6 c3 2. b3 1-0
                ; replay: arbiter show --game reversi:openings=2 --init 'd3c5' -m 'd6 c3 b3'

                """);
        assertThat(GameText.format("reversi", game(0, List.of(), List.of(0.5, 0.5), GameEnd.DRAW_ADJUDICATED, "drawn")))
                .contains("[Result \"1/2-1/2\"]", "\n1/2-1/2\n; replay: arbiter show --game reversi --init 'd3c5'\n");
    }

    @Test
    void aGameAnExternalRefereePlayedWholeHasNoReplayCommandThatWouldFail() {
        GameRecord scored = new GameRecord(new GameSlot(4, 2, 0, 1), "", List.of("v1", "v2"), List.of(),
                new GameOutcome(List.of(1.0, 0.0), GameEnd.END, "scored by the referee", -1, null));
        GameRecord voided = new GameRecord(new GameSlot(5, 2, 0, 1), "", List.of("v2", "v1"), List.of(),
                new GameOutcome(List.of(0.0, 0.0), GameEnd.VOID, "the referee failed twice: exit code 1", -1, null));

        assertThat(GameText.format("referee:players=2", scored)).doesNotContain("replay").endsWith("1-0\n\n");
        assertThat(GameText.format("referee:players=2", voided)).doesNotContain("replay")
                .contains("[End \"void: the referee failed twice: exit code 1\"]");
    }

    @Test
    void eachSessionRewritesTheFileFromTheLogAndTheFileStopsAtItsBound() throws Exception {
        Path file = dir.resolve(GameText.FILE);
        Files.writeString(file, "a torn block from a killed session\n");
        GameRecord first = game(0, List.of("d6"), List.of(1.0, 0.0), GameEnd.END, "game over");
        long one = GameText.format("reversi", first).length();
        try (GameText text = GameText.start(file, "reversi", List.of(first), 2 * one + 10)) {
            text.append(game(1, List.of("c6"), List.of(0.0, 1.0), GameEnd.END, "game over"));
            text.append(game(2, List.of("e6"), List.of(0.0, 1.0), GameEnd.END, "game over"));
            text.append(game(3, List.of("f6"), List.of(0.0, 1.0), GameEnd.END, "game over"));
        }
        String written = Files.readString(file);
        assertThat(written).doesNotContain("torn").contains("[Game \"0\"]", "[Game \"1\"]").doesNotContain("[Game \"2\"]")
                .endsWith("; games.txt stops here at its bound of " + (2 * one + 10)
                        + " bytes; games.ndjson holds every game\n");
    }
}
