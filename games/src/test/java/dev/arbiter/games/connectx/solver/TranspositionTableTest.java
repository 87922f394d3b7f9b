package dev.arbiter.games.connectx.solver;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TranspositionTableTest {

    private final TranspositionTable table = new TranspositionTable(TranspositionTable.MIN_ENTRIES);

    @Test
    void sizeIsThePrimeAtOrAboveTheRequest() {
        assertThat(table.size()).isEqualTo(131_101);
        assertThat(TranspositionTable.ofMegabytes(TranspositionTable.DEFAULT_MEGABYTES).size()).isEqualTo(8_388_617);
    }

    @Test
    void storedValueIsReadBackForTheSameKeyOnly() {
        long key = 0x1_2345_6789_ABCDL;
        int slot = table.slot(key);
        table.put(slot, key, 42);
        assertThat(table.get(slot, key)).isEqualTo(42);
        long sameSlotOtherKey = key + table.size();
        assertThat(table.slot(sameSlotOtherKey)).isEqualTo(slot);
        assertThat(table.get(slot, sameSlotOtherKey)).isZero();
    }

    @Test
    void resetForgetsEveryEntryEvenBeyondTheLog() {
        for (long key = 0; key < table.size(); key++) {
            table.put(table.slot(key), key, 7);
        }
        table.reset();
        assertThat(table.get(table.slot(5), 5)).isZero();
        table.put(table.slot(9), 9, 3);
        table.reset();
        assertThat(table.get(table.slot(9), 9)).isZero();
    }

    @Test
    void sizeOutsideTheLimitsIsRejected() {
        assertThatThrownBy(() -> TranspositionTable.ofMegabytes(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
