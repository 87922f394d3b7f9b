package dev.arbiter.elo;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class TrinomialTest {

    @Test
    void eloAndCutechessStyleMarginForHundredFiftyFifty() {
        // W/D/L = 100/50/50, N = 200: s = (100 + 25) / 200 = 0.625, Elo = -400 log10(1/0.625 - 1) = -400 log10(0.6) = 88.7395.
        // σ² = (100·0.375² + 50·0.125² + 50·0.625²) / 200 = (14.0625 + 0.78125 + 19.53125) / 200 = 0.171875,
        // se = sqrt(0.171875 / 200) = 0.0293151; z = 1.959964; score interval [0.567543, 0.682457]
        // -> Elo [47.2227, 132.9087], margin (132.9087 - 47.2227) / 2 = 42.8430 (python3 reference).
        Trinomial t = new Trinomial(100, 50, 50);
        assertThat(t.score()).isEqualTo(0.625);
        assertThat(t.variancePerGame()).isCloseTo(0.171875, within(1e-15));
        // The fit's estimate carries the prior of half a drawn game; its score interval in the middle of the scale is
        // the Wald interval's to within about 1.5 Elo (Student t with 199 df, the CR1 factor 200/199).
        EloEstimate e = t.elo();
        assertThat(e.elo()).isCloseTo(88.739500, within(0.5));
        assertThat(e.lower()).isCloseTo(47.222664, within(2.0));
        assertThat(e.upper()).isCloseTo(132.908729, within(2.0));
        assertThat(e.margin()).isCloseTo(42.843033, within(1.0));
        assertThat(e.stdErr()).isCloseTo(21.728231, within(0.5));
        // nElo = (0.625 - 0.5) / sqrt(0.171875) · 800 / ln 10 = 0.301511 · 347.4356 = 104.7558
        assertThat(t.normalizedElo()).isCloseTo(104.755771, within(1e-5));
        // cutechess-cli's LOS = Φ((100 - 50) / sqrt(150)) = Φ(4.0825) = 0.99997772; the score at a difference of 0
        assertThat(t.los()).isCloseTo(0.999977721, within(1e-5));
    }

    @Test
    void evenScoreGivesASymmetricIntervalAroundZero() {
        // 30/40/30: s = 0.5, σ² = 60 · 0.25 / 100 = 0.15, se = sqrt(0.0015) = 0.0387298,
        // interval Elo(0.5 ± 0.0759085) = ±53.1580.
        EloEstimate e = new Trinomial(30, 40, 30).elo();
        assertThat(e.elo()).isCloseTo(0.0, within(1e-12));
        assertThat(e.upper()).isCloseTo(53.157980, within(1.0));
        assertThat(e.lower()).isCloseTo(-e.upper(), within(1e-6));
        assertThat(new Trinomial(30, 40, 30).los()).isEqualTo(0.5);
    }

    @Test
    void noGamesBoundNothing() {
        EloEstimate none = new Trinomial(0, 0, 0).elo();
        assertThat(none.elo()).isZero();
        assertThat(none.lower()).isNegative().isInfinite();
        assertThat(none.upper()).isPositive().isInfinite();
        assertThat(none.intervalText()).isEqualTo("unbounded");
        assertThat(new Trinomial(0, 0, 0).los()).isEqualTo(0.5);
    }

    @Test
    void aCleanSweepHasAFiniteEstimateAndWilsonsOneSidedBound() {
        // Wilson's lower bound for 100 of 100 with Student t of 99 df (q = 1.984217): 100 / (100 + q²) = 0.962137,
        // -400 log10(1/0.962137 - 1) = +560.7 Elo; with the degrees of freedom the draw-based design effect adds
        // (t of 133.6 df, q = 1.977882) +563.0, and the fit's bound is within 2 Elo of it; no upper bound.
        EloEstimate perfect = new Trinomial(100, 0, 0).elo();
        assertThat(perfect.elo()).isFinite().isGreaterThan(560.7);
        assertThat(perfect.lower()).isCloseTo(563.0, within(2.0));
        assertThat(perfect.upper()).isPositive().isInfinite();
        assertThat(perfect.intervalText()).isEqualTo("at least +561.5");
        assertThat(new Trinomial(100, 0, 0).los()).isGreaterThan(0.999).isLessThanOrEqualTo(1.0);
        EloEstimate nothing = new Trinomial(0, 0, 100).elo();
        assertThat(nothing.upper()).isCloseTo(-563.0, within(2.0));
        assertThat(nothing.intervalText()).startsWith("at most -56");
        assertThat(new Trinomial(10, 0, 0).normalizedElo()).isZero();
    }

    @Test
    void allDrawsBoundTheDifferenceAsTheRuleOfThreeDoes() {
        // No decisive game in 100: a decisive rate of up to 3% is plausible, a score within 0.5 ± 0.015 or so,
        // about ±10.4 Elo; the design effect's floor of 3 / G gives ±11.9, symmetric and finite.
        EloEstimate draws = new Trinomial(0, 100, 0).elo();
        assertThat(draws.elo()).isCloseTo(0.0, within(1e-9));
        assertThat(draws.upper()).isBetween(9.0, 15.0);
        assertThat(draws.lower()).isCloseTo(-draws.upper(), within(1e-6));
        assertThat(new Trinomial(0, 100, 0).los()).isEqualTo(0.5);
    }

    @Test
    void narrowerConfidenceGivesANarrowerInterval() {
        Trinomial t = new Trinomial(60, 20, 20);
        assertThat(t.elo(0.68).margin()).isLessThan(t.elo(0.95).margin());
        // 60/20/20: s = 0.7, Elo = 400 log10(7/3) = 147.1907, Wald margin 66.0134 (python3 reference)
        assertThat(t.elo().elo()).isCloseTo(147.190714, within(1.0));
        assertThat(t.elo().margin()).isCloseTo(66.013381, within(1.0));
    }
}
