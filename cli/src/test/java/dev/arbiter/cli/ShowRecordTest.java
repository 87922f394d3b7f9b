package dev.arbiter.cli;

import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.GameSlot;
import dev.arbiter.tournament.results.GameOutcome;
import dev.arbiter.tournament.results.MoveRecord;
import dev.arbiter.tournament.results.GameText;
import dev.arbiter.tournament.results.RunFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code arbiter show --record}: a game of a run, read back from the files the run's exporter wrote (games.txt,
 * games.ndjson, the run folder) through the game's own notation, printed board by board (snapshots).
 */
class ShowRecordTest {

    @TempDir
    Path dir;

    private static final GameRecord CONNECT_FOUR = new GameRecord(new GameSlot(7, 3, 0, 5), "454545",
            List.of("abp", "mcts"), List.of(new MoveRecord("4", 900L, 1200L, 6, null)),
            new GameOutcome(List.of(1.0, 0.0), GameEnd.END, "game over", -1, null));
    private static final GameRecord REVERSI = new GameRecord(new GameSlot(2, 1, 0, 5), "", List.of("greedy", "abp"),
            Stream.of("d3", "c3", "c4", "e3").map(a -> new MoveRecord(a, 1L, 1L, 1, null)).toList(),
            new GameOutcome(List.of(0.5, 0.5), GameEnd.DRAW_ADJUDICATED, "both engines scored it drawn", -1, null));

    /** A run folder as a run leaves it: config.json naming the game, games.ndjson and games.txt of {@code game}. */
    private Path run(String name, String variant, GameRecord game) throws Exception {
        Path run = Files.createDirectories(dir.resolve(name));
        Files.writeString(run.resolve(RunFiles.CONFIG), "{\"game\": \"" + variant + "\"}\n");
        try (GameLog log = GameLog.openForAppend(run.resolve(RunFiles.GAMES));
             GameText text = GameText.start(run.resolve(GameText.FILE), variant, List.of())) {
            log.append(game);
            text.append(game);
        }
        return run;
    }

    @Test
    void aConnectFourGameIsReplayedBoardByBoardFromGamesTxtTheLogOrTheRunFolder() throws Exception {
        Path run = run("c4", "connect4", CONNECT_FOUR);
        CliRunner.Run show = CliRunner.run("show", "--record", run.resolve(GameText.FILE).toString(), "--number", "7");
        assertThat(show.exit()).as(show.err()).isZero();
        assertThat(show.out()).isEqualTo("""
                [Game "7"]
                [Round "3"]
                [Variant "connect4"]
                [Seats "abp - mcts"]
                [Init "454545"]
                [Result "1-0"]
                [End "end: game over"]

                start
                | . . . . . . . |
                | . . . . . . . |
                | . . . . . . . |
                | . . . x o . . |
                | . . . x o . . |
                | . . . x o . . |
                +---------------+
                  1 2 3 4 5 6 7
                x to move

                ply 1: abp plays 4
                | . . . . . . . |
                | . . . . . . . |
                | . . . x . . . |
                | . . . x o . . |
                | . . . x o . . |
                | . . . x o . . |
                +---------------+
                  1 2 3 4 5 6 7
                x wins
                encoding: ......./......./...x.../...xo../...xo../...xo..
                """);
        assertThat(CliRunner.run("show", "--record", run.resolve(RunFiles.GAMES).toString(), "--number", "7").out())
                .isEqualTo(show.out());
        assertThat(CliRunner.run("show", "--record", run.toString(), "--number", "7").out()).isEqualTo(show.out());
    }

    @Test
    void aReversiGameJumpsToAPly() throws Exception {
        Path run = run("reversi", "reversi", REVERSI);
        CliRunner.Run show = CliRunner.run("show", "--record", run.toString(), "--number", "2", "--ply", "2");
        assertThat(show.exit()).as(show.err()).isZero();
        assertThat(show.out()).isEqualTo("""
                [Game "2"]
                [Round "1"]
                [Variant "reversi"]
                [Seats "greedy - abp"]
                [Init ""]
                [Result "1/2-1/2"]
                [End "draw_adjudicated: both engines scored it drawn"]

                ply 2: abp plays c3
                  a b c d e f g h
                8 . . . . . . . . 8
                7 . . . . . . . . 7
                6 . . . . * . . . 6
                5 . . . b w * . . 5
                4 . . * w b . . . 4
                3 . * w b . . . . 3
                2 . . . . . . . . 2
                1 . . . . . . . . 1
                  a b c d e f g h
                black 3, white 3, black to move
                encoding: ......../......../......../...bw.../...wb.../..wb..../......../........:b:2
                """);
    }

    @Test
    void aMissingGameABadPlyAndAnIllegalMoveAreOneLineUsageErrors() throws Exception {
        Path text = run("reversi", "reversi", REVERSI).resolve(GameText.FILE);
        CliRunner.Run missing = CliRunner.run("show", "--record", text.toString(), "--number", "9");
        assertThat(missing.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(missing.err()).contains(text + ": no game 9 (expected a [Game \"9\"] block; the file holds 1 games, "
                + "numbered 2..2)").hasLineCount(1);

        CliRunner.Run ply = CliRunner.run("show", "--record", text.toString(), "--number", "2", "--ply", "5");
        assertThat(ply.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(ply.err()).contains("--ply: expected 0..4 (game 2 has 4 plies), got 5").hasLineCount(1);

        Files.writeString(text, Files.readString(text).replace("2. c4 e3", "2. c4 a1"));
        CliRunner.Run illegal = CliRunner.run("show", "--record", text.toString(), "--number", "2");
        assertThat(illegal.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(illegal.err()).contains(text + ": game 2, ply 4: move 'a1' is not legal in").hasLineCount(1);

        Files.writeString(text, Files.readString(text).replace("2. c4 a1", "c4 e3"));
        CliRunner.Run unnumbered = CliRunner.run("show", "--record", text.toString(), "--number", "2");
        assertThat(unnumbered.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(unnumbered.err()).contains(text + ": game 2: expected move number 2. and a move, got 'c4'");

        CliRunner.Run both = CliRunner.run("show", "--record", text.toString(), "--number", "2", "--game", "reversi");
        assertThat(both.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(both.err()).contains("give either --game or --record");
    }
}
