package dev.arbiter.evolution;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class RatingLedgerTest {

    private static RatingLedger threeVectors() {
        RatingLedger ledger = new RatingLedger();
        for (int k = 0; k < 3; k++) {
            ledger.register(new double[] {k});
        }
        ledger.record(0, 1, 10, 7);
        ledger.record(1, 2, 4, 1);
        return ledger;
    }

    @Test
    void aForgottenVectorLeavesTheFitButTheTotalsOfItsOpponentsKeepItsGames() {
        RatingLedger ledger = threeVectors();
        ledger.forget(0);
        assertThat(ledger.ids()).containsExactly(1, 2);
        assertThat(ledger.games(1)).isEqualTo(14);
        assertThat(ledger.points(1)).isEqualTo(3 + 1);
        assertThat(ledger.component(1)).containsExactly(1, 2);
        assertThat(ledger.register(new double[] {9})).isEqualTo(3);
        assertThat(ledger.component(3)).containsExactly(3);
    }

    @Test
    void aSavedLedgerRestoresWithItsIdsTotalsAndFit() {
        RatingLedger ledger = threeVectors();
        ledger.forget(0);
        RatingLedger restored = RatingLedger.restore(ledger.save());
        assertThat(restored.ids()).containsExactly(1, 2);
        assertThat(restored.nextId()).isEqualTo(3);
        assertThat(restored.points(2)).isEqualTo(3);
        assertThat(restored.fit(new int[] {1, 2}).diff(1, 0))
                .isCloseTo(ledger.fit(new int[] {1, 2}).diff(1, 0), within(1e-12));
    }

    @Test
    void aStateWrittenBeforeForgettingHasDenseIdsAndTotalsFromItsGames() {
        RatingLedger.State old = new RatingLedger.State(
                new RatingLedger.State.Entries(null, new double[][] {{0}, {1}}, null, null),
                new RatingLedger.State.Edges(new int[] {0}, new int[] {1}, new double[] {6}, new double[] {4}), 0);
        RatingLedger restored = RatingLedger.restore(old);
        assertThat(restored.ids()).containsExactly(0, 1);
        assertThat(restored.nextId()).isEqualTo(2);
        assertThat(restored.points(1)).isEqualTo(2);
    }
}
