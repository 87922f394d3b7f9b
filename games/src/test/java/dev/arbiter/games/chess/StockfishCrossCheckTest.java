package dev.arbiter.games.chess;

import dev.arbiter.engine.world.Perft;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Move generation against an independent implementation, Stockfish's {@code go perft}, on 1,000 positions reached by
 * random legal games of 0 to 80 plies (seed 35): every first move's perft(3) equal (so the totals and
 * {@code --divide} agree), and every legal move of every position written in SAN and read back to itself.
 */
class StockfishCrossCheckTest {

    private static final List<Position> POSITIONS = new ArrayList<>();

    @BeforeAll
    static void randomGames() {
        SplittableRandom random = new SplittableRandom(35);
        Chess chess = new Chess(0);
        int[] moves = new int[Position.MAX_MOVES];
        while (POSITIONS.size() < 1_000) {
            ChessWorld world = chess.initialWorld("");
            int plies = random.nextInt(81);
            for (int i = 0; i < plies && !world.isEnd(); i++) {
                int n = world.legalActions(moves);
                world.apply(moves[random.nextInt(n)]);
            }
            Position position = new Position();
            position.copyFrom(world.position());
            POSITIONS.add(position);
        }
    }

    @Test
    void perftThreeOfEveryFirstMoveEqualsStockfishOnAThousandRandomPositions() {
        ChessPerft perft = new ChessPerft(3, Perft.Counting.BULK);
        int[] moves = new int[Position.MAX_MOVES];
        Position child = new Position();
        long leaves = 0;
        try (Stockfish stockfish = Stockfish.startOrSkip()) {
            for (Position position : POSITIONS) {
                Map<String, Long> ours = new LinkedHashMap<>();
                int n = position.legalMoves(moves);
                for (int i = 0; i < n; i++) {
                    child.copyFrom(position);
                    child.make(moves[i]);
                    ours.put(Move.toUci(moves[i]), perft.count(child, 2));
                }
                String fen = Fen.write(position);
                assertThat(ours).as(fen).isEqualTo(stockfish.divide(fen, 3));
                leaves += ours.values().stream().mapToLong(Long::longValue).sum();
            }
        }
        assertThat(leaves).as("leaves compared").isGreaterThan(1_000_000);
    }

    @Test
    void everyLegalMoveOfEveryPositionWritesAndReadsBackInSan() {
        int[] moves = new int[Position.MAX_MOVES];
        int checked = 0;
        for (Position position : POSITIONS) {
            int n = position.legalMoves(moves);
            for (int i = 0; i < n; i++) {
                String san = San.write(position, moves[i]);
                assertThat(San.read(position, san)).as(san + " in " + Fen.write(position)).isEqualTo(moves[i]);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(20_000);
    }
}
