package dev.arbiter.engine.search;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DeadlineKeeperTest {

    private static final long MS = 1_000_000L;

    @Test
    void aNewKeeperReservesTheFloor() {
        DeadlineKeeper keeper = new DeadlineKeeper();
        assertThat(keeper.deadline(7 * MS, 100)).isEqualTo(7 * MS + 100 * MS - DeadlineKeeper.FLOOR_NANOS);
    }

    @Test
    void answersOnTimeKeepTheFloor() {
        DeadlineKeeper keeper = new DeadlineKeeper();
        for (int i = 0; i < 500; i++) {
            long deadline = keeper.deadline(i * 200 * MS, 100);
            keeper.answered(deadline, deadline + 300_000 - i % 7 * 100_000);
        }
        assertThat(keeper.reserveNanos()).isEqualTo(DeadlineKeeper.FLOOR_NANOS);
    }

    @Test
    void aLateAnswerRaisesTheReserveForTheNextWindowOfAnswers() {
        DeadlineKeeper keeper = new DeadlineKeeper();
        long deadline = keeper.deadline(0, 100);
        keeper.answered(deadline, deadline + 4 * MS);
        assertThat(keeper.reserveNanos()).isEqualTo(5 * MS);
        assertThat(keeper.deadline(0, 100)).isEqualTo(95 * MS);
        for (int i = 1; i < DeadlineKeeper.WINDOW; i++) {
            keeper.answered(deadline, deadline);
        }
        assertThat(keeper.reserveNanos()).as("the late answer still in the window").isEqualTo(5 * MS);
        keeper.answered(deadline, deadline);
        assertThat(keeper.reserveNanos()).as("the late answer out of the window").isEqualTo(DeadlineKeeper.FLOOR_NANOS);
    }

    @Test
    void aShortLimitKeepsAtLeastHalfItsTimeForTheSearch() {
        DeadlineKeeper keeper = new DeadlineKeeper();
        keeper.answered(0, 30 * MS);
        assertThat(keeper.deadline(0, 10)).isEqualTo(5 * MS);
        assertThat(keeper.deadline(0, 100)).isEqualTo(100 * MS - keeper.reserveNanos());
    }
}
