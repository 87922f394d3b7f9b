package dev.arbiter.engine.search;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A move's share of a game clock: a twentieth of it plus most of the increment, never more than half of it. */
class ClockBudgetTest {

    @Test
    void aMoveGetsATwentiethOfTheClockAndThreeQuartersOfTheIncrement() {
        assertThat(ClockBudget.moveTimeMs(10_000, 100)).isEqualTo(500 + 75);
        assertThat(ClockBudget.moveTimeMs(10_000, 0)).isEqualTo(500);
    }

    @Test
    void aMoveNeverTakesMoreThanHalfWhatIsLeftSoTheClockNeverRunsOut() {
        assertThat(ClockBudget.moveTimeMs(100, 1_000)).isEqualTo(50);
        assertThat(ClockBudget.moveTimeMs(1, 0)).isEqualTo(1);
        long clock = 1_000;
        for (int move = 0; move < 500; move++) {
            clock = clock - ClockBudget.moveTimeMs(clock, 10) + 10;
            assertThat(clock).isPositive();
        }
    }
}
