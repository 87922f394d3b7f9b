package dev.arbiter.elo;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class EloTest {

    @Test
    void scoreAndEloAreInverse() {
        // s = 0.6: d = -400 log10(1/0.6 - 1) = -400 log10(2/3) = 70.4365
        assertThat(Elo.fromScore(0.6)).isCloseTo(70.436504, within(1e-6));
        // d = 400: s = 1 / (1 + 10^-1) = 10/11
        assertThat(Elo.toScore(400)).isCloseTo(10.0 / 11.0, within(1e-15));
        assertThat(Elo.fromScore(Elo.toScore(-123.4))).isCloseTo(-123.4, within(1e-9));
        assertThat(Elo.fromScore(0.5)).isCloseTo(0.0, within(1e-12));
    }

    @Test
    void extremesAreInfiniteAndOutOfRangeIsRejected() {
        assertThat(Elo.fromScore(1.0)).isPositive().isInfinite();
        assertThat(Elo.fromScore(0.0)).isNegative().isInfinite();
        assertThatThrownBy(() -> Elo.fromScore(1.1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Elo.fromScore(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void slopeIsTheDerivativeOfTheConversion() {
        // dd/ds at 0.5 = 400 / (ln 10 · 0.25) = 694.871171
        assertThat(Elo.slope(0.5)).isCloseTo(694.871171, within(1e-5));
        double h = 1e-6;
        assertThat(Elo.slope(0.7)).isCloseTo((Elo.fromScore(0.7 + h) - Elo.fromScore(0.7 - h)) / (2 * h), within(1e-3));
    }

    @Test
    void losFromScoreHandlesZeroError() {
        assertThat(Los.fromScore(0.6, 0.0)).isEqualTo(1.0);
        assertThat(Los.fromScore(0.4, 0.0)).isEqualTo(0.0);
        // Φ(0.1 / 0.05) = Φ(2) = 0.97724987
        assertThat(Los.fromScore(0.6, 0.05)).isCloseTo(0.97724987, within(1e-8));
    }
}
