package dev.arbiter.tournament.engine;

import dev.arbiter.engine.protocol.Protocol;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ReplyWaitTest {

    private static final int CORES = Runtime.getRuntime().availableProcessors();

    @Test
    void pollsOnlyWhenEveryWaitingGameHasTwoCoresAndTwoAreLeft() {
        for (int waiting = 1; waiting <= 8; waiting++) {
            long expected = CORES >= 2 * waiting + 2 ? Protocol.SPIN_NANOS : 0;
            assertThat(ReplyWait.spinNanos(waiting)).as("%d waiting on %d cores", waiting, CORES).isEqualTo(expected);
        }
    }

    @Test
    void manyWaitingGamesNeverPoll() {
        assertThat(ReplyWait.spinNanos(100_000)).isZero();
    }
}
