package dev.arbiter.elo;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/**
 * Reference LLRs were computed independently in python3 with scipy.optimize.minimize (SLSQP), maximizing
 * Σ p̂_i ln p_i under Σ p_i = 1 and (μ - 1/2)/σ = t directly (no fixed-point iteration), with empty cells set
 * to 10⁻³, and LLR = N Σ p̂_i ln(p1_i / p0_i); t = sqrt(2) · nElo / (800 / ln 10) for pairs.
 */
class SprtTest {

    @Test
    void boundsAreWaldsLogarithms() {
        Sprt sprt = new Sprt(0, 5, 0.05, 0.05);
        // ln(0.05 / 0.95) = -2.944439, ln(0.95 / 0.05) = +2.944439
        assertThat(sprt.lowerBound()).isCloseTo(-2.9444389792, within(1e-9));
        assertThat(sprt.upperBound()).isCloseTo(2.9444389792, within(1e-9));
    }

    @Test
    void pentanomialLlrMatchesAnIndependentConstrainedOptimisation() {
        Pentanomial p = new Pentanomial(10, 40, 100, 60, 20);
        assertThat(new Sprt(0, 5, 0.05, 0.05).llr(p)).isCloseTo(0.7834243417, within(1e-6));
        assertThat(new Sprt(0, 2, 0.05, 0.05).llr(p)).isCloseTo(0.3246354646, within(1e-6));
        assertThat(new Sprt(-2, 2, 0.05, 0.05).llr(new Pentanomial(3, 50, 120, 45, 2)))
                .isCloseTo(-0.1577363202, within(1e-6));
    }

    @Test
    void llrEqualsFishtestsLlrNormalized() {
        // fishtest server/fishtest/stats/LLRcalc.py, LLR_normalized(nelo0, nelo1, results) run with python3 and
        // scipy 1.17; results in fishtest's order (LL, LD, LW+DD, WD, WW) and (L, D, W). The last trinomial is
        // fastchess's "normalized trinomial 2" test case (LLR about 2.30).
        assertThat(new Sprt(0, 2, 0.05, 0.05).llr(new Pentanomial(1021, 5893, 15117, 6012, 998)))
                .isCloseTo(-0.245846494841, within(5e-10));
        assertThat(new Sprt(0.5, 2.5, 0.05, 0.05).llr(new Pentanomial(340, 2911, 7050, 3052, 372)))
                .isCloseTo(1.400799993963, within(5e-10));
        assertThat(new Sprt(0, 5, 0.05, 0.05).llr(new Pentanomial(10, 40, 100, 60, 20)))
                .isCloseTo(0.783424341724, within(5e-10));
        assertThat(new Sprt(0, 5, 0.05, 0.05).llr(new Pentanomial(0, 30, 100, 40, 0)))
                .isCloseTo(0.282041616702, within(5e-10));
        assertThat(new Sprt(0, 10, 0.05, 0.05).llr(new Trinomial(120, 200, 80))).isCloseTo(1.463242307773, within(5e-10));
        assertThat(new Sprt(-1.75, 0.25, 0.05, 0.05).llr(new Trinomial(10871, 20431, 10650)))
                .isCloseTo(2.297500407106, within(5e-10));
    }

    @Test
    void emptyCellsAreRegularisedInsteadOfProducingInfinities() {
        // 0/30/100/40/0 with the two empty cells set to 0.001 observations each.
        double llr = new Sprt(0, 5, 0.05, 0.05).llr(new Pentanomial(0, 30, 100, 40, 0));
        assertThat(llr).isCloseTo(0.2820416168, within(1e-6));
        assertThat(new Sprt(0, 5, 0.05, 0.05).llr(new Pentanomial(0, 0, 0, 0, 7))).isFinite().isPositive();
        assertThat(new Sprt(0, 5, 0.05, 0.05).llr(new Pentanomial(0, 0, 0, 0, 0))).isZero();
    }

    @Test
    void wideBoundsAreReachedByContinuation() {
        // Multi-start SLSQP reference (best feasible optimum of 60 random starts per hypothesis).
        Pentanomial p = new Pentanomial(10, 40, 100, 60, 20);
        assertThat(new Sprt(-50, 50, 0.05, 0.05).llr(p)).isCloseTo(16.6081241502, within(1e-6));
        assertThat(new Sprt(0, 600, 0.05, 0.05).llr(p)).isCloseTo(-274.2724773729, within(1e-5));
    }

    @Test
    void trinomialLlrMatchesAnIndependentConstrainedOptimisation() {
        // W/D/L = 120/200/80, nElo bounds [0, 10], t = nElo / (800 / ln 10)
        assertThat(new Sprt(0, 10, 0.05, 0.05).llr(new Trinomial(120, 200, 80))).isCloseTo(1.4632423078, within(1e-6));
    }

    @Test
    void decisionsFollowTheBounds() {
        Sprt sprt = new Sprt(0, 5, 0.05, 0.05);
        assertThat(sprt.decide(3.0)).isEqualTo(Sprt.Decision.ACCEPT_H1);
        assertThat(sprt.decide(-3.0)).isEqualTo(Sprt.Decision.ACCEPT_H0);
        assertThat(sprt.decide(0.5)).isEqualTo(Sprt.Decision.CONTINUE);
        // A clearly stronger engine: 2000 pairs at a 58% score accept H1; a weaker one accepts H0.
        assertThat(sprt.status(new Pentanomial(100, 300, 800, 500, 300)).decision()).isEqualTo(Sprt.Decision.ACCEPT_H1);
        assertThat(sprt.status(new Pentanomial(300, 500, 800, 300, 100)).decision()).isEqualTo(Sprt.Decision.ACCEPT_H0);
    }

    @Test
    void llrGrowsWithMoreEvidenceForTheSameFrequencies() {
        Sprt sprt = new Sprt(0, 5, 0.05, 0.05);
        double small = sprt.llr(new Pentanomial(10, 40, 100, 60, 20));
        double large = sprt.llr(new Pentanomial(100, 400, 1000, 600, 200));
        assertThat(large).isCloseTo(10 * small, within(1e-3));
    }

    @Test
    void invalidParametersAreRejected() {
        assertThatThrownBy(() -> new Sprt(5, 0, 0.05, 0.05)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Sprt(0, 5, 0.6, 0.5)).isInstanceOf(IllegalArgumentException.class);
    }
}
