package dev.arbiter.cli;

import dev.arbiter.games.chess.Chess;
import dev.arbiter.games.chess.ChessWorld;
import dev.arbiter.games.chess.Fen;
import dev.arbiter.games.chess.Move;
import dev.arbiter.games.chess.Pgn;
import dev.arbiter.games.chess.PgnGame;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A chess qualification writes {@code games.pgn} as fastchess does: PGN that a PGN reader reads back to the moves and
 * results of {@code games.ndjson}, with the opening's FEN, the termination, the clock and each move's report.
 */
class ChessPgnOutputTest {

    @TempDir
    Path dir;

    @Test
    void aChessQualificationWritesAGamesPgnThatReadsBackToTheLoggedGames() throws Exception {
        Files.writeString(dir.resolve("book.epd"),
                "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - id \"e4 e5 Nf3 Nc6\";\n");
        Path config = dir.resolve("q.yaml");
        Files.writeString(config, String.join("\n",
                "game: chess",
                "seed: 5",
                "rounds: 2",
                "maxPlies: 40",
                "tc: 60+1",
                "limits: {nodes: 300}",
                "openings: {file: book.epd, format: epd}",
                "engines:",
                "  - {name: abp, cmd: [arbiter, serve, --game, chess, --algo, abp]}",
                "  - {name: random, cmd: [arbiter, serve, --game, chess, --algo, random]}",
                ""));
        Path run = dir.resolve("run");
        CliRunner.Run result = CliRunner.run("qualify", config.toString(), "--out", run.toString(), "--no-progress");
        assertThat(result.exit()).as(result.err()).isZero();

        List<GameRecord> logged = GameLog.read(run.resolve(RunFiles.GAMES));
        String pgn = Files.readString(run.resolve("games.pgn"));
        List<PgnGame> games = Pgn.read(pgn, "games.pgn");
        assertThat(logged).hasSize(4);
        assertThat(games).hasSize(logged.size());
        for (int i = 0; i < logged.size(); i++) {
            GameRecord record = logged.get(i);
            PgnGame game = games.get(i);
            assertThat(Arrays.stream(game.moveArray()).mapToObj(Move::toUci).toList()).isEqualTo(record.actions());
            String expected = record.points(0, 1) == 1 ? "1-0" : record.points(0, 1) == 0 ? "0-1" : "1/2-1/2";
            assertThat(game.result()).isEqualTo(expected);
            assertThat(game.tags()).containsEntry("Result", expected)
                    .containsEntry("White", record.seats().get(0)).containsEntry("Black", record.seats().get(1))
                    .containsEntry("SetUp", "1").containsEntry("TimeControl", "60+1")
                    .containsEntry("Round", Integer.toString(record.index() + 1))
                    .containsKey("Termination");
            ChessWorld start = new Chess(0).initialWorld(record.init());
            assertThat(game.startFen()).isEqualTo(Fen.write(start.position()));
        }
        assertThat(games).flatExtracting(PgnGame::moves).allSatisfy(move ->
                assertThat(move.comment()).as("each move's time, score and depth where reported")
                        .matches("([+-](\\d+\\.\\d\\d|M\\d+)(/\\d+)? )?\\d+\\.\\d{3}s"));
        assertThat(pgn).contains("[Termination \"");
    }

    @Test
    void aPgnBookGivesTheFirstPliesOfEachGameAsTheOpeningAndGamesPgnReplaysThemAsBookMoves() throws Exception {
        Files.writeString(dir.resolve("book.pgn"), String.join("\n",
                "[Event \"book\"]", "", "1. d4 d5 2. c4 e6 3. Nc3 Nf6 *", ""));
        Path config = dir.resolve("q.yaml");
        Files.writeString(config, String.join("\n",
                "game: chess",
                "seed: 6",
                "rounds: 1",
                "maxPlies: 16",
                "limits: {nodes: 200}",
                "openings: {file: book.pgn, format: pgn, plies: 4}",
                "engines:",
                "  - {name: abp, cmd: [arbiter, serve, --game, chess, --algo, abp]}",
                "  - {name: random, cmd: [arbiter, serve, --game, chess, --algo, random]}",
                ""));
        Path run = dir.resolve("run");
        CliRunner.Run result = CliRunner.run("qualify", config.toString(), "--out", run.toString(), "--no-progress");
        assertThat(result.exit()).as(result.err()).isZero();
        List<GameRecord> logged = GameLog.read(run.resolve(RunFiles.GAMES));
        assertThat(logged).hasSize(2).extracting(GameRecord::init).containsOnly(
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves d2d4 d7d5 c2c4 e7e6");
        List<PgnGame> games = Pgn.read(Files.readString(run.resolve("games.pgn")), "games.pgn");
        for (int i = 0; i < logged.size(); i++) {
            List<String> moves = Arrays.stream(games.get(i).moveArray()).mapToObj(Move::toUci).toList();
            assertThat(moves.subList(0, 4)).containsExactly("d2d4", "d7d5", "c2c4", "e7e6");
            assertThat(moves.subList(4, moves.size())).isEqualTo(logged.get(i).actions());
            assertThat(games.get(i).moves().subList(0, 4)).allMatch(m -> "book".equals(m.comment()));
            assertThat(games.get(i).tags()).doesNotContainKeys("FEN", "TimeControl");
        }
        Files.writeString(config, Files.readString(config).replace("format: pgn, plies: 4", "format: epd, plies: 4"));
        CliRunner.Run refused = CliRunner.run("qualify", config.toString(), "--out", dir.resolve("r2").toString(),
                "--no-progress");
        assertThat(refused.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(refused.err().strip()).contains("openings.plies").contains("only with format: pgn").doesNotContain("\n");
    }
}
