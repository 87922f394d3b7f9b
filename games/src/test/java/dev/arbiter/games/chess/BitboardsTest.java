package dev.arbiter.games.chess;

import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

class BitboardsTest {

    @Test
    void magicSliderAttacksEqualRaysTracedSquareBySquareForEveryBlockerSet() {
        SplittableRandom random = new SplittableRandom(7);
        for (boolean rook : new boolean[] {true, false}) {
            for (int sq = 0; sq < 64; sq++) {
                long mask = Bitboards.relevantBlockers(sq, rook);
                long subset = 0;
                do {
                    long outside = random.nextLong() & ~mask;
                    long expected = Bitboards.slowAttacks(sq, subset | outside, rook);
                    long actual = rook ? Bitboards.rookAttacks(sq, subset | outside) : Bitboards.bishopAttacks(sq, subset | outside);
                    assertEquals(expected, actual, (rook ? "rook on " : "bishop on ") + sq);
                    subset = (subset - mask) & mask;
                } while (subset != 0);
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
