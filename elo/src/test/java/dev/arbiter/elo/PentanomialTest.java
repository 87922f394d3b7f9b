package dev.arbiter.elo;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class PentanomialTest {

    @Test
    void eloIntervalAndLosFromPairs() {
        // counts (0, 1/2, 1, 3/2, 2 points) = 10/40/100/60/20, N = 230 pairs.
        // s = (0.25·40 + 0.5·100 + 0.75·60 + 20) / 230 = 125 / 230 = 0.543478, Elo = 30.2883.
        // σ²_pair = Σ n_k (k/4 - s)² / N = 0.0578922, se = sqrt(0.0578922 / 230) = 0.0158653;
        // Elo interval [8.6063, 52.2084], margin 21.8011; LOS = Φ(0.043478 / 0.0158653) = 0.9969325;
        // nElo = 0.043478 / sqrt(2 · 0.0578922) · 347.4356 = 44.3937 (python3 reference).
        Pentanomial p = new Pentanomial(10, 40, 100, 60, 20);
        assertThat(p.pairs()).isEqualTo(230);
        assertThat(p.score()).isCloseTo(125.0 / 230.0, within(1e-15));
        assertThat(p.variancePerPair()).isCloseTo(0.0578922495, within(1e-9));
        // The pairs fitted as two players: in the middle of the scale the score interval is the Wald one's to within
        // about 0.3 Elo (Student t with 229 df, the CR1 factor 230/229, the prior of half a drawn game).
        EloEstimate e = p.elo();
        assertThat(e.elo()).isCloseTo(30.288286, within(0.1));
        assertThat(e.lower()).isCloseTo(8.606341, within(0.5));
        assertThat(e.upper()).isCloseTo(52.208446, within(0.5));
        assertThat(e.margin()).isCloseTo(21.801053, within(0.5));
        assertThat(p.los()).isCloseTo(0.99693248, within(1e-3));
        assertThat(p.normalizedElo()).isCloseTo(44.393691, within(1e-5));
    }

    @Test
    void symmetricPairsGiveZeroElo() {
        // 5/20/50/20/5: s = 0.5, σ² = (2·5·0.25 + 2·20·0.0625) / 100 = 0.05, se = sqrt(0.0005),
        // interval ±(Elo(0.5 + 1.959964·0.0223607)) = ±30.5319.
        Pentanomial p = new Pentanomial(5, 20, 50, 20, 5);
        assertThat(p.elo().elo()).isCloseTo(0.0, within(1e-12));
        assertThat(p.elo().upper()).isCloseTo(30.531864, within(1.0));
        assertThat(p.los()).isEqualTo(0.5);
    }

    @Test
    void pairedGamesUsuallyGiveASmallerErrorThanTheSameGamesUnpaired() {
        // Each pair here is a win and a loss, or two draws: pair scores are all 1 point except a few.
        Pentanomial pairs = new Pentanomial(0, 10, 80, 10, 0);
        // The same 200 games counted singly: 10 LD + 10 WD + e.g. 40 WL + 40 DD -> W 50, D 100, L 50.
        Trinomial games = new Trinomial(50, 100, 50);
        assertThat(pairs.elo().margin()).isLessThan(games.elo().margin());
    }

    @Test
    void plusCountsOnePairInTheRightCell() {
        Pentanomial p = new Pentanomial(0, 0, 0, 0, 0).plus(1.5).plus(0).plus(1.5);
        assertThat(p.counts()).containsExactly(1, 0, 0, 2, 0);
        assertThatThrownBy(() -> p.plus(0.7)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void emptyAndPerfectSamplesGiveFiniteEstimatesAndHonestBounds() {
        Pentanomial none = new Pentanomial(0, 0, 0, 0, 0);
        assertThat(none.elo().elo()).isZero();
        assertThat(none.elo().intervalText()).isEqualTo("unbounded");
        assertThat(none.los()).isEqualTo(0.5);
        Pentanomial perfect = new Pentanomial(0, 0, 0, 0, 50);
        EloEstimate e = perfect.elo();
        assertThat(e.elo()).isFinite().isGreaterThan(e.lower());
        // 50 pairs won twice: as Wilson's bound for 100 of 100 games (+560 Elo), the pairs being the units
        assertThat(e.lower()).isBetween(500.0, 600.0);
        assertThat(e.upper()).isPositive().isInfinite();
        assertThat(perfect.los()).isGreaterThan(0.999).isLessThanOrEqualTo(1.0);
        assertThat(perfect.normalizedElo()).isZero();
        EloEstimate drawn = new Pentanomial(0, 0, 50, 0, 0).elo();
        assertThat(drawn.bounded()).isTrue();
        assertThat(drawn.upper()).isBetween(5.0, 40.0);
    }
}
