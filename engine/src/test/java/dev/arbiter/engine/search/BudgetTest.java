package dev.arbiter.engine.search;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class BudgetTest {

    /** A clock that moves {@code step} nanoseconds at every read, counting the reads. */
    private static final class SteppingClock implements Clock {
        private final long step;
        private long now;
        private int reads;

        SteppingClock(long step) {
            this.step = step;
        }

        @Override
        public long nanoTime() {
            reads++;
            return now += step;
        }
    }

    @Test
    void cheapNodesReadTheClockRarely() {
        SteppingClock clock = new SteppingClock(20);
        Budget budget = new Budget(clock);
        budget.start(SearchLimits.time(1_000));
        for (int i = 0; i < 100_000; i++) {
            assertThat(budget.poll(i)).isFalse();
        }
        assertThat(clock.reads).isLessThan(1_000);
    }

    @Test
    void slowNodesReadTheClockAtEveryPollAndEndBeforeTheDeadline() {
        SteppingClock clock = new SteppingClock(300_000);
        Budget budget = new Budget(clock);
        budget.start(SearchLimits.time(20));
        long deadline = clock.now + 20_000_000L;
        int polls = 0;
        while (!budget.poll(polls)) {
            polls++;
        }
        assertThat(clock.now).isBetween(deadline - 300_000L, deadline);
        assertThat(clock.reads - 1).isEqualTo(polls + 1);
    }

    @Test
    void onePollSlowerThanTheRestIsPredictedUntilItsCostDecays() {
        SteppingClock clock = new SteppingClock(0);
        Budget budget = new Budget(clock);
        budget.startUntil(SearchLimits.nodes(0), 100_000_000L, false);
        clock.now = 1_000_000L;
        assertThat(budget.poll(0)).isFalse();
        clock.now = 98_500_000L;
        assertThat(budget.poll(1)).as("the next poll may take as long as the last: 97.5 ms").isTrue();
    }

    @Test
    void aNodeBudgetNeedsNoClock() {
        SteppingClock clock = new SteppingClock(1);
        Budget budget = new Budget(clock);
        budget.start(SearchLimits.nodes(50));
        for (int i = 0; i < 50; i++) {
            assertThat(budget.poll(i)).isFalse();
        }
        assertThat(budget.poll(50)).isTrue();
        assertThat(clock.reads).isEqualTo(1);
    }
}
