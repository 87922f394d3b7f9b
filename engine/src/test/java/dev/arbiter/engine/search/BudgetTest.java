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
    void slowNodesReadTheClockAtEveryPollSoTheDeadlineIsKept() {
        SteppingClock clock = new SteppingClock(300_000);
        Budget budget = new Budget(clock);
        budget.start(SearchLimits.time(20));
        int polls = 0;
        while (!budget.poll(polls)) {
            polls++;
        }
        assertThat(clock.now).isLessThanOrEqualTo(20_000_000L + 300_000L + 300_000L);
        assertThat(clock.reads - 1).isEqualTo(polls + 1);
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
