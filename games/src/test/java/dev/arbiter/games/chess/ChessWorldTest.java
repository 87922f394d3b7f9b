package dev.arbiter.games.chess;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.Perft;
import dev.arbiter.games.Allocation;
import dev.arbiter.engine.world.GameRegistry;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChessWorldTest {

    private final Chess chess = new Chess(0);

    private ChessWorld play(String initData) {
        return chess.initialWorld(initData);
    }

    @Test
    void chessIsRegisteredAndStartsFromTheStandardPositionWithEmptyInitData() {
        Game<?> game = GameRegistry.load().create("chess");
        assertEquals("chess", game.name());
        assertEquals(Fen.INITIAL, Fen.write(play("").position()));
        assertEquals(20, play("").legalActions(new int[chess.maxActions()]));
    }

    @Test
    void actionsAreUciLongAlgebraicMoves() {
        for (String text : new String[] {"e2e4", "e7e8q", "e1g1", "a7b8n", "h2h1r", "c7c8b"}) {
            assertEquals(text, chess.formatAction(chess.parseAction(text)));
        }
        assertEquals("e7e8q", chess.formatAction(chess.parseAction("E7E8Q")));
        assertThrows(IllegalArgumentException.class, () -> chess.parseAction("e2e9"));
        assertThrows(IllegalArgumentException.class, () -> chess.parseAction("e7e8k"));
        assertThrows(IllegalArgumentException.class, () -> chess.parseAction("Nf3"));
    }

    @Test
    void aPersonMayTypeSanOrUci() {
        ChessWorld world = play("");
        assertEquals("g1f3", chess.formatAction(chess.parseAction(world, "Nf3")));
        assertEquals("e2e4", chess.formatAction(chess.parseAction(world, "e2e4")));
        assertEquals("e2e4", chess.formatAction(chess.parseAction(world, "e4!")));
        assertThrows(IllegalArgumentException.class, () -> chess.parseAction(world, "Nf5"));
    }

    @Test
    void castlingIsTheKingsTwoSquareMoveAndMovesTheRook() {
        ChessWorld world = play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1g1 e8c8");
        assertEquals("2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2", Fen.write(world.position()));
    }

    @Test
    void enPassantCapturesThePassedPawnAndIsKeptOnlyWhenACaptureIsLegal() {
        ChessWorld world = play("startpos moves e2e4 g8f6 e4e5 d7d5");
        assertEquals("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", Fen.write(world.position()));
        world.apply(chess.parseAction("e5d6"));
        assertEquals("rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3", Fen.write(world.position()));
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                Fen.write(play("startpos moves e2e4").position()), "no black pawn can take: no en-passant square");
    }

    @Test
    void promotionPlacesTheChosenPiece() {
        ChessWorld world = play("8/P6k/8/8/8/8/8/K7 w - - 0 1 moves a7a8n");
        assertEquals("N7/7k/8/8/8/8/8/K7 b - - 0 1", Fen.write(world.position()));
    }

    @Test
    void checkmateEndsTheGameWithAWinForTheMatingSide() {
        ChessWorld world = play("startpos moves f2f3 e7e5 g2g4 d8h4");
        assertEquals(Ending.CHECKMATE, world.ending());
        assertTrue(world.isEnd());
        assertEquals(0, world.legalActions(new int[chess.maxActions()]));
        assertEquals(0.0, world.score(Position.WHITE));
        assertEquals(1.0, world.score(Position.BLACK));
    }

    @Test
    void stalemateIsADraw() {
        ChessWorld world = play("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertEquals(Ending.STALEMATE, world.ending());
        assertEquals(0.5, world.score(Position.WHITE));
    }

    @Test
    void theThirdOccurrenceOfAPositionEndsTheGame() {
        ChessWorld world = play("startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
        assertFalse(world.isEnd(), "the start position has occurred twice, the current one once");
        world.apply(chess.parseAction("f6g8"));
        assertEquals(Ending.THREEFOLD_REPETITION, world.ending());
        assertEquals(3, world.repetitions());
    }

    @Test
    void castlingRightsMakeAPositionDifferentForRepetition() {
        ChessWorld world = play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1f1 e8f8 f1e1 f8e8 e1f1 e8f8 f1e1 f8e8");
        assertFalse(world.isEnd(), "the first position had castling rights; the later ones have none");
        world.apply(chess.parseAction("e1f1"));
        world.apply(chess.parseAction("e8f8"));
        assertEquals(Ending.THREEFOLD_REPETITION, world.ending());
    }

    @Test
    void aHundredPliesWithoutCaptureOrPawnMoveEndTheGameUnlessTheLastOneMates() {
        ChessWorld drawn = play("4k3/8/8/8/8/8/8/R3K3 w - - 99 80 moves a1a2");
        assertEquals(Ending.FIFTY_MOVES, drawn.ending());
        ChessWorld mated = play("4k3/R7/4K3/8/8/8/8/8 w - - 99 80 moves a7a8");
        assertEquals(Ending.CHECKMATE, mated.ending());
        assertFalse(play("4k3/8/8/8/8/8/8/R3K3 w - - 98 80 moves a1a2").isEnd());
    }

    @Test
    void insufficientMaterialEndsTheGame() {
        assertEquals(Ending.INSUFFICIENT_MATERIAL, play("4k3/8/8/8/8/8/8/4K3 w - - 0 1").ending());
        assertEquals(Ending.INSUFFICIENT_MATERIAL, play("4k3/8/8/8/8/8/8/2N1K3 w - - 0 1").ending());
        assertEquals(Ending.INSUFFICIENT_MATERIAL, play("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1").ending(), "same-colour bishops");
        assertFalse(play("2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1").isEnd(), "opposite-colour bishops can mate");
        assertFalse(play("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1").isEnd(), "two knights can mate with help");
        assertFalse(play("4k3/8/8/8/8/8/7P/4K3 w - - 0 1").isEnd());
    }

    @Test
    void aWorldEncodesAsItsFenAndDecodesBack() {
        ChessWorld world = play("startpos moves e2e4 c7c5 g1f3");
        ChessWorld decoded = chess.decodeWorld(world.encode());
        assertEquals(world.encode(), decoded.encode());
        assertEquals(world.hash(), decoded.hash());
    }

    @Test
    void aWorldIsDescribedToPeopleByItsFenWithItsSpaces() {
        ChessWorld world = play("startpos moves e2e4 c7c5 g1f3");
        assertEquals("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", world.describe());
    }

    @Test
    void illegalInitDataIsRefusedWithTheMoveAndPosition() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> play("startpos moves e2e5"));
        assertTrue(e.getMessage().contains("'e2e5' is not legal"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> play("8/8/8/8/8/8/8/8 w - - 0 1"));
    }

    @Test
    void copiedWorldsKeepTheRepetitionHistory() {
        ChessWorld world = play("startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
        ChessWorld copy = chess.newWorld();
        copy.copyFrom(world);
        copy.apply(chess.parseAction("f6g8"));
        assertEquals(Ending.THREEFOLD_REPETITION, copy.ending());
    }

    @Test
    void generatingMakingEvaluatingAndCountingAllocateNothing() {
        ChessWorld root = play("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 moves e1g1 e8c8");
        ChessWorld child = chess.newWorld();
        int[] moves = new int[chess.maxActions()];
        int[] captures = new int[chess.maxActions()];
        Evaluator<ChessWorld> evaluator = chess.defaultEvaluator();
        ChessPerft perft = new ChessPerft(2, Perft.Counting.MAKE_EVERY_LEAF);
        long bytes = Allocation.bytesDuring(50, () -> {
            int n = root.legalActions(moves);
            for (int i = 0; i < n; i++) {
                child.copyFrom(root);
                child.apply(moves[i]);
                child.isEnd();
                child.tacticalActions(captures);
                evaluator.evaluate(child, 0);
                child.score(0);
            }
            perft.count(root, 2);
        });
        assertEquals(0, bytes);
    }

    @Test
    void openingsPlayRandomPliesFromTheSeed() {
        Chess withOpenings = new Chess(8);
        String a = withOpenings.createInitData(new java.util.SplittableRandom(5));
        assertEquals(a, withOpenings.createInitData(new java.util.SplittableRandom(5)));
        ChessWorld world = withOpenings.initialWorld(a);
        assertFalse(world.isEnd());
        assertEquals(5, world.position().fullmoveNumber());
    }
}
