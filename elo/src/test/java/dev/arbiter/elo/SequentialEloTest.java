package dev.arbiter.elo;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class SequentialEloTest {

    @Test
    void classicKFactorUpdates() {
        SequentialElo elo = new SequentialElo(2, 32, 1500);
        // equal ratings: E = 0.5, a win moves both by 32 · 0.5 = 16
        elo.update(0, 1, 1.0);
        assertThat(elo.rating(0)).isEqualTo(1516.0);
        assertThat(elo.rating(1)).isEqualTo(1484.0);
        // now 32 apart: E = 1 / (1 + 10^(-32/400)) = 0.5459219; a draw moves 32 · (0.5 - 0.5459219) = -1.4695015
        elo.update(0, 1, 0.5);
        assertThat(elo.rating(0)).isCloseTo(1514.5304985, within(1e-6));
        assertThat(elo.rating(1)).isCloseTo(1485.4695015, within(1e-6));
    }

    @Test
    void updatesPreserveTheSumOfRatings() {
        SequentialElo elo = new SequentialElo(3, 20, 1000);
        elo.update(0, 1, 1.0);
        elo.update(2, 0, 0.5);
        elo.update(1, 2, 0.0);
        assertThat(Arrays.stream(elo.ratings()).sum()).isCloseTo(3000.0, within(1e-9));
        assertThat(elo.ratings()[2]).isGreaterThan(1000.0);
    }

    @Test
    void invalidGamesAreRejected() {
        SequentialElo elo = new SequentialElo(2, 32, 1500);
        assertThatThrownBy(() -> elo.update(1, 1, 1.0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> elo.update(0, 1, 1.5)).isInstanceOf(IllegalArgumentException.class);
    }
}
