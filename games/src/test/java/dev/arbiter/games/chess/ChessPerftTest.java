package dev.arbiter.games.chess;

import dev.arbiter.engine.world.Perft;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Perft of the six well-known positions at shallow depths (deep counts are the bench's). Every count is Stockfish
 * 15.1's {@code go perft N} ({@code ../shared/GROUND_TRUTH.md}, checked again with {@code /usr/games/stockfish}).
 */
class ChessPerftTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "initial; rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 20, 400, 8902, 197281",
        "kiwipete; r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1; 48, 2039, 97862",
        "endgame; 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1; 14, 191, 2812, 43238",
        "promotions; r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 6, 264, 9467, 422333",
        "talkchess; rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8; 44, 1486, 62379",
        "middlegame; r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P3/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10; 47, 1845, 81467",
    })
    void perftCountsEqualStockfishOnTheStandardPositions(String name, String fen, String counts) {
        Position root = Fen.read(fen);
        String[] expected = counts.split(",\\s*");
        ChessPerft made = new ChessPerft(expected.length, Perft.Counting.MAKE_EVERY_LEAF);
        ChessPerft bulk = new ChessPerft(expected.length, Perft.Counting.BULK);
        for (int depth = 1; depth <= expected.length; depth++) {
            long want = Long.parseLong(expected[depth - 1]);
            assertEquals(want, bulk.count(root, depth), name + " bulk perft " + depth);
            if (depth < expected.length) {
                assertEquals(want, made.count(root, depth), name + " perft " + depth);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        // the pawn that could take en passant is pinned along the rank (king a5, rook h5); so the FEN's c6 is dropped
        "horizontal en-passant pin; 8/8/8/KPp4r/8/8/8/7k w - c6 0 2; 4",
        // the en-passant capture removes the checking pawn
        "en passant out of check; 8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1; 9",
        // castling through an attacked square is refused, castling with the rook attacked is allowed
        "castling through check; 1r3rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1; 23",
    })
    void specialMovesFollowTheRules(String name, String fen, long expected) {
        assertEquals(expected, new ChessPerft(1, Perft.Counting.MAKE_EVERY_LEAF).count(Fen.read(fen), 1), name);
    }
}
