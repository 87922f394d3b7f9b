package dev.arbiter.evolution;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DuelTestTest {

    private final DuelTest test = new DuelTest(2, 20, 20, 0.05);

    @Test
    void trialWinsOnlyWithStrictlyMoreThanHalfThePoints() {
        assertThat(DuelTest.trialWins(new long[] {0, 0, 3, 1, 0})).isTrue();
        assertThat(DuelTest.trialWins(new long[] {0, 1, 3, 1, 0})).isFalse();
        assertThat(DuelTest.trialWins(new long[] {1, 0, 0, 0, 0})).isFalse();
    }

    @Test
    void lopsidedDuelStopsEarlyButNotBeforeMinPairs() {
        assertThat(test.stopped(new long[] {0, 0, 0, 0, 1})).isFalse();
        assertThat(test.stopped(new long[] {0, 0, 0, 0, 6})).isTrue();
        assertThat(test.stopped(new long[] {6, 0, 0, 0, 0})).isTrue();
        assertThat(test.llr(new long[] {6, 0, 0, 0, 0})).isNegative();
    }

    @Test
    void balancedDuelRunsToMaxPairs() {
        assertThat(test.stopped(new long[] {0, 2, 6, 2, 0})).isFalse();
        assertThat(test.stopped(new long[] {0, 4, 12, 4, 0})).isTrue();
        assertThat(test.llr(new long[] {0, 4, 12, 4, 0})).isZero();
    }
}
