package dev.arbiter.engine.search;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DeadlineKeeperTest {

    private static final long MS = 1_000_000L;

    @Test
    void aNewKeeperReservesTheFloorAShareOfTheLimitAtLeastAMillisecond() {
        DeadlineKeeper keeper = new DeadlineKeeper();
        assertThat(keeper.deadline(7 * MS, 100)).isEqualTo(7 * MS + 95 * MS);
        assertThat(keeper.deadline(7 * MS, 10)).isEqualTo(7 * MS + 10 * MS - DeadlineKeeper.FLOOR_NANOS);
    }

    @Test
    void answersOnTimeKeepTheFloor() {
        DeadlineKeeper keeper = new DeadlineKeeper();
        for (int i = 0; i < 500; i++) {
            long deadline = keeper.deadline(i * 200 * MS, 100);
            keeper.answered(deadline, deadline + 300_000 - i % 7 * 100_000);
        }
        assertThat(keeper.reserveNanos(100 * MS)).isEqualTo(5 * MS);
        assertThat(keeper.reserveNanos(10 * MS)).isEqualTo(DeadlineKeeper.FLOOR_NANOS);
    }

    @Test
    void aLateAnswerRaisesTheReserveForTheNextWindowOfAnswers() {
        DeadlineKeeper keeper = new DeadlineKeeper();
        long deadline = keeper.deadline(0, 100);
        keeper.answered(deadline, deadline + 8 * MS);
        assertThat(keeper.reserveNanos(100 * MS)).isEqualTo(10 * MS);
        assertThat(keeper.deadline(0, 100)).isEqualTo(90 * MS);
        for (int i = 1; i < DeadlineKeeper.WINDOW; i++) {
            keeper.answered(deadline, deadline);
        }
        assertThat(keeper.reserveNanos(100 * MS)).as("the late answer still in the window").isEqualTo(10 * MS);
        keeper.answered(deadline, deadline);
        assertThat(keeper.reserveNanos(100 * MS)).as("the late answer out of the window").isEqualTo(5 * MS);
    }

    @Test
    void aShortLimitKeepsAtLeastHalfItsTimeForTheSearch() {
        DeadlineKeeper keeper = new DeadlineKeeper();
        keeper.answered(0, 30 * MS);
        assertThat(keeper.deadline(0, 10)).isEqualTo(5 * MS);
        assertThat(keeper.deadline(0, 100)).isEqualTo(100 * MS - 37_500_000L);
    }

    @Test
    void theRescueComesHalfwayBetweenTheSearchsDeadlineAndTheLimit() {
        DeadlineKeeper keeper = new DeadlineKeeper();
        assertThat(keeper.rescueAt(0, 100)).isEqualTo(97_500_000L);
        assertThat(keeper.rescueAt(0, 10)).isEqualTo(9_500_000L);
    }
}
