package dev.arbiter.elo;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/**
 * Reference widths were computed independently in python3 (scipy.optimize.brentq on
 * ln 2 + ½ ln(ρ/(V+ρ)) + S²/(2(V+ρ)) + ln Φ(S/sqrt(V+ρ)) = ln(1/α), width = S/V).
 */
class NormalMixtureBoundaryTest {

    @Test
    void widthSolvesTheMixtureMartingaleEquation() {
        assertThat(new NormalMixtureBoundary(1.0, 0.0125).width(1 / Math.sqrt(10))).isCloseTo(1.0370710585, within(1e-8));
        assertThat(new NormalMixtureBoundary(1 / 900.0, 0.025).width(20.0)).isCloseTo(64.3972743896, within(1e-7));
        assertThat(new NormalMixtureBoundary(1 / 900.0, 0.0125).width(3.0)).isCloseTo(10.4412704052, within(1e-7));
        assertThat(new NormalMixtureBoundary(1e-4, 0.05 / 8).width(50.0)).isCloseTo(180.0587497978, within(1e-6));
    }

    @Test
    void boundIsWiderThanTheFixedSampleOneAndTightestNearItsPrecision() {
        NormalMixtureBoundary b = new NormalMixtureBoundary(1.0, 0.025);
        double fixed = 1.959964;
        double atTen = b.critical(1 / Math.sqrt(10));
        assertThat(atTen).isGreaterThan(fixed);
        assertThat(b.critical(1.0)).isGreaterThan(atTen);
        assertThat(b.critical(1 / Math.sqrt(1e4))).isGreaterThan(atTen);
        assertThat(b.width(Double.POSITIVE_INFINITY)).isInfinite();
    }

    @Test
    void estimatedErrorsUseStudentsTQuantileOfTheSameTail() {
        // x* = 3.1269 for ρ = 1, α = 0.0125, V = 10 (the width above is x* sqrt(1.1) se); Student's t with 10 degrees
        // of freedom at the same tail (scipy.stats.t.ppf(norm.cdf(x), 10)) is 4.222; the two-term Cornish-Fisher
        // expansion gives 4.177.
        NormalMixtureBoundary b = new NormalMixtureBoundary(1.0, 0.0125);
        double se = 1 / Math.sqrt(10);
        double z = b.critical(se) / Math.sqrt(1.1);
        double t = b.width(se, 10) / se / Math.sqrt(1.1);
        assertThat(z).isCloseTo(3.12689, within(1e-5));
        assertThat(t).isCloseTo(4.17700, within(1e-5)).isCloseTo(4.222, within(0.05));
        assertThat(b.width(se, 1e9)).isCloseTo(b.width(se), within(1e-6));
    }

    @Test
    void invalidArgumentsAreRejected() {
        assertThatThrownBy(() -> new NormalMixtureBoundary(0, 0.05)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new NormalMixtureBoundary(1, 0.6)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new NormalMixtureBoundary(1, 0.05).width(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
