package dev.arbiter.games.chess;

import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

class BitboardsTest {

    @Test
    void magicSliderAttacksEqualRaysTracedSquareBySquare() {
        SplittableRandom random = new SplittableRandom(7);
        for (int sq = 0; sq < 64; sq++) {
            for (int i = 0; i < 2_000; i++) {
                long occupied = random.nextLong() & random.nextLong();
                assertEquals(Bitboards.slowAttacks(sq, occupied, true), Bitboards.rookAttacks(sq, occupied), "rook on " + sq);
                assertEquals(Bitboards.slowAttacks(sq, occupied, false), Bitboards.bishopAttacks(sq, occupied),
                        "bishop on " + sq);
            }
        }
    }

    @Test
    void betweenHoldsTheSquaresStrictlyBetweenAlignedSquares() {
        int e1 = 4;
        int e8 = 60;
        int a5 = 32;
        assertEquals(6, Long.bitCount(Bitboards.BETWEEN[e1][e8]));
        assertEquals(3, Long.bitCount(Bitboards.BETWEEN[e1][a5]));
        assertEquals(0, Bitboards.BETWEEN[e1][Move.square("f3", 0)]);
        assertEquals(8, Long.bitCount(Bitboards.LINE[e1][e8]));
    }
}
