package dev.arbiter.bench;

import dev.arbiter.elo.Pentanomial;
import dev.arbiter.elo.Sprt;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The chess suite reads fastchess's last SPRT state from its output and gives the same counts to Arbiter's SPRT. */
class FastchessSprtTest {

    /** The end of a real fastchess 1.8.2 run (random movers, 100 pairs, {@code -sprt elo0=0 elo1=10}). */
    private static final String OUTPUT = """
            Ptnml(0-2): [0, 9, 30, 1, 0], WL/DD Ratio: 0.00
            LLR: -0.55 (-18.7%) (-2.94, 2.94) [0.00, 10.00]
            Finished game 199 (a vs b): 1/2-1/2 {Draw by insufficient mating material}
            --------------------------------------------------
            Results of a vs b (1 nodes, NULL, 16MB, chess-openings.epd):
            Elo: -1.74 +/- 18.97, nElo: -4.41 +/- 48.15
            LOS: 42.87 %, DrawRatio: 69.00 %, PairsRatio: 0.94
            Games: 200, Wins: 15, Losses: 16, Draws: 169, Points: 99.5 (49.75 %)
            Ptnml(0-2): [0, 16, 69, 15, 0], WL/DD Ratio: 0.00
            LLR: -0.16 (-5.3%) (-2.94, 2.94) [0.00, 10.00]
            --------------------------------------------------
            Finished match
            """;

    @Test
    void theLastCountsAndLlrFastchessPrintedAreRead() {
        FastchessSprt sprt = FastchessSprt.read(OUTPUT);
        assertThat(sprt.pentanomial()).isEqualTo(new Pentanomial(0, 16, 69, 15, 0));
        assertThat(sprt.llr()).isEqualTo(-0.16);
    }

    @Test
    void arbitersSprtGivesFastchessesLlrForItsCountsWithinItsPrintedPrecision() {
        FastchessSprt theirs = FastchessSprt.read(OUTPUT);
        double ours = new Sprt(0, 10, 0.05, 0.05).llr(theirs.pentanomial());
        assertThat(ours).isCloseTo(theirs.llr(), within(0.005));
    }

    /**
     * Counts and LLRs fastchess 1.8.2 printed during two runs with {@code -sprt elo0=0 elo1=10}: its random movers
     * against each other, and Stockfish at 1,000 nodes against a random mover (every pair won: the one-sided counts
     * where only the regularised empty cells keep the model defined).
     */
    @Test
    void arbitersSprtGivesEveryLlrFastchessPrintedForItsCounts() {
        long[][] counts = {{0, 3, 4, 3, 0}, {0, 4, 11, 5, 0}, {0, 10, 31, 9, 0}, {0, 13, 38, 9, 0}, {0, 15, 57, 10, 0},
                {0, 16, 61, 13, 0}, {0, 0, 0, 0, 1}, {0, 0, 0, 0, 4}, {0, 0, 0, 0, 11}, {0, 0, 0, 0, 20}};
        double[] printed = {-0.01, 0.04, -0.11, -0.32, -0.44, -0.29, 0.04, 0.16, 0.44, 0.80};
        Sprt sprt = new Sprt(0, 10, 0.05, 0.05);
        for (int i = 0; i < counts.length; i++) {
            assertThat(sprt.llr(Pentanomial.of(counts[i]))).as("counts %s", Arrays.toString(counts[i]))
                    .isCloseTo(printed[i], within(0.005));
        }
    }
}
