package dev.arbiter.bench;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The chess suite reads fastchess's PGN (written with {@code notation=uci}) to compare its games with Arbiter's. */
class ChessBenchTest {

    @Test
    void aPgnWithUciMovesGivesEachGamesStartWhiteAndMovesWithoutCommentsOrNumbers() {
        String pgn = """
                [Event "Fastchess Tournament"]
                [White "a"]
                [Black "b"]
                [FEN "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1"]
                [Termination "adjudication"]

                1. f1c4 {+0.31/9 0.012s} f8c5 {-0.20/8 0.010s} 2. e1g1 {+0.40/9 0.011s}
                g8f6 {-0.25/8 0.009s} 3. d2d3 {book} e7e8q 1/2-1/2

                [Event "Fastchess Tournament"]
                [White "b"]
                [FEN "rnbqkbnr/pp2pppp/3p4/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1"]

                1. d2d4 {+0.1/1 0.001s} 1-0
                """;
        List<ChessBench.PgnGame> games = ChessBench.readPgn(pgn);
        assertThat(games).hasSize(2);
        assertThat(games.get(0).fen()).isEqualTo("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -");
        assertThat(games.get(0).white()).isEqualTo("a");
        assertThat(games.get(0).moves()).containsExactly("f1c4", "f8c5", "e1g1", "g8f6", "d2d3", "e7e8q");
        assertThat(games.get(1).white()).isEqualTo("b");
        assertThat(games.get(1).moves()).containsExactly("d2d4");
    }
}
