package dev.arbiter.games.chess;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.Searcher;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PgnTest {

    private final Chess chess = new Chess(0);

    /**
     * Hand-written: both castlings written with zeros, en passant, a promotion with capture, disambiguation by rank and
     * by file, NAGs, annotations, comments of both kinds, a variation, an escape line, a game from a FEN, a mate.
     */
    private static final String EDGE_CASES = """
            [Event "Edge cases"]
            [Site "?"]
            [Date "2026.12.01"]
            [Round "1"]
            [White "A"]
            [Black "B"]
            [Result "1-0"]

            % an escape line
            1. e4 {the king's pawn} d5 2. e5 f5 3. exf6 e.p. $1 Nc6 (3... gxf6 4. Qh5+) 4. fxg7
            Bd7 5. gxh8=Q! Nf6?! ; a rest-of-line comment
            6. Nf3 e6 7. Bd3 Qe7 8. 0-0 0-0-0 9. Nc3 Ng4 10. Qxh7 1-0

            [Event "From a position"]
            [SetUp "1"]
            [FEN "k7/8/8/8/8/1N6/8/1N2K3 w - - 0 1"]
            [Result "1/2-1/2"]

            1. N1d2 Kb7 2. Nbd4 {disambiguated by rank, then by file} 1/2-1/2

            [Event "Mate"]

            1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0
            """;

    @Test
    void handWrittenEdgeCasesReadWithTheirMainLineTagsAndComments() {
        List<PgnGame> games = Pgn.read(EDGE_CASES, "edge.pgn");
        assertThat(games).hasSize(3);
        PgnGame first = games.get(0);
        assertThat(first.tags()).containsEntry("White", "A").containsEntry("Result", "1-0");
        assertThat(first.result()).isEqualTo("1-0");
        assertThat(first.moves()).hasSize(19);
        assertThat(first.moves().get(0).comment()).isEqualTo("the king's pawn");
        assertThat(first.moves().get(9).comment()).isEqualTo("a rest-of-line comment");
        assertThat(Move.toUci(first.moves().get(4).move())).isEqualTo("e5f6");
        assertThat(Move.toUci(first.moves().get(8).move())).isEqualTo("g7h8q");
        assertThat(Move.toUci(first.moves().get(14).move())).isEqualTo("e1g1");
        assertThat(Move.toUci(first.moves().get(15).move())).isEqualTo("e8c8");
        assertThat(play(first).isEnd()).isFalse();
        assertThat(play(games.get(2)).ending()).isEqualTo(Ending.CHECKMATE);
        PgnGame second = games.get(1);
        assertThat(second.startFen()).isEqualTo("k7/8/8/8/8/1N6/8/1N2K3 w - - 0 1");
        assertThat(second.moves()).extracting(m -> Move.toUci(m.move())).containsExactly("b1d2", "a8b7", "b3d4");
        assertThat(second.moves().get(2).comment()).isEqualTo("disambiguated by rank, then by file");
    }

    @Test
    void writtenGamesReadBackToTheSameMovesAndComments() {
        List<PgnGame> games = new ArrayList<>(Pgn.read(EDGE_CASES, "edge.pgn"));
        games.addAll(engineGames(105));
        String text = Pgn.write(games);
        List<PgnGame> read = Pgn.read(text, "written.pgn");
        assertThat(read).hasSize(games.size());
        for (int i = 0; i < games.size(); i++) {
            assertThat(read.get(i).moves()).as("game " + (i + 1)).isEqualTo(games.get(i).moves());
            assertThat(read.get(i).startFen()).isEqualTo(games.get(i).startFen());
            assertThat(read.get(i).result()).isEqualTo(games.get(i).result());
        }
        assertThat(text).startsWith("[Event \"Edge cases\"]\n[Site \"?\"]\n[Date \"2026.12.01\"]\n[Round \"1\"]\n"
                + "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 {the king's pawn} 1... d5 2. e5 f5 3. exf6 Nc6");
        assertThat(text).contains("[Event \"From a position\"]\n[Site \"?\"]").contains("[SetUp \"1\"]\n[FEN \"k7/8/8/8/8/1N6/8/1N2K3 w - - 0 1\"]");
        assertThat(text.lines().mapToInt(String::length).max().orElse(0)).isLessThanOrEqualTo(79);
    }

    @Test
    void aBadMoveIsReportedWithFileGameAndLine() {
        String text = "[Event \"x\"]\n\n1. e4 e5\n2. Ke3 *\n";
        assertThatThrownBy(() -> Pgn.read(text, "bad.pgn")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("bad.pgn: game 1, line 4: move 2: SAN move 'Ke3'");
        assertThatThrownBy(() -> Pgn.read("1. e4 (1. d4 d5", "open.pgn")).hasMessageContaining("variation '(' not closed");
    }

    /**
     * Games by Arbiter's own engines (abp, greedy, random at 60 nodes a move, at most 100 plies) from random four-ply
     * openings, every seventh move with a comment.
     */
    private List<PgnGame> engineGames(int count) {
        String[] seats = {"abp", "greedy", "random"};
        List<PgnGame> games = new ArrayList<>();
        Chess openings = new Chess(4);
        for (int g = 0; g < count; g++) {
            String white = seats[g % 3];
            String black = seats[(g / 3 + 1 + g) % 3];
            String init = openings.createInitData(new SplittableRandom(g));
            ChessWorld world = chess.initialWorld(init);
            List<Searcher<ChessWorld>> players = List.of(
                    Algorithms.create(white, chess, chess.defaultEvaluator(), Map.of(), g),
                    Algorithms.create(black, chess, chess.defaultEvaluator(), Map.of(), g + 1000));
            int[] moves = new int[100];
            String[] comments = new String[120];
            int n = 0;
            while (!world.isEnd() && n < 100) {
                Searcher<ChessWorld> player = players.get(world.actorToMove());
                player.setWorld(world);
                var result = player.search(SearchLimits.nodes(60));
                moves[n] = result.action();
                comments[n] = n % 7 == 0 ? "depth " + result.depth() + ", \"quoted\" [text]" : null;
                world.apply(result.action());
                n++;
            }
            String outcome = !world.isEnd() ? "*" : world.winner() < 0 ? "1/2-1/2" : world.winner() == 0 ? "1-0" : "0-1";
            games.add(PgnGame.of(Map.of("Event", "PgnTest", "White", white, "Black", black, "Round", "" + (g + 1),
                    "Termination", world.ending().description()), init, java.util.Arrays.copyOf(moves, n),
                    java.util.Arrays.copyOf(comments, n), outcome));
        }
        return games;
    }

    private ChessWorld play(PgnGame game) {
        ChessWorld world = chess.initialWorld(game.startFen());
        for (int move : game.moveArray()) {
            assertThat(chess.isLegal(world, move)).isTrue();
            world.apply(move);
        }
        return world;
    }
}
