package dev.arbiter.elo;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class EliminationTest {

    /** Ratings 100 / 90 / -100 / 0 with independent variances 20, 25, 40, 30 Elo². */
    private static BradleyTerry.Fit fit() {
        double[][] cov = {{20, 0, 0, 0}, {0, 25, 0, 0}, {0, 0, 40, 0}, {0, 0, 0, 30}};
        return new BradleyTerry.Fit(new double[] {100, 90, -100, 0},
                new double[] {Math.sqrt(20), 5, Math.sqrt(40), Math.sqrt(30)}, cov, 50, null);
    }

    @Test
    void dropsEveryEngineWhoseLowerBoundUnderTheLeaderIsAboveZeroAtAlphaOverTwiceTheRivals() {
        // 4 engines at the start, c = 0.95: 0.05 / 6 per one-sided sequence, 80% of it at ρ = 1/30² (the tightest of
        // the three scales for standard errors of a few Elo).
        Elimination.Look look = new Elimination(4, 0.95).look(fit(), new int[] {0, 1, 2, 3});
        NormalMixtureBoundary b = new NormalMixtureBoundary(1.0 / 900, 0.8 * 0.05 / 6);
        assertThat(look.leader()).isZero();
        assertThat(look.bounds()).extracting(Elimination.Bound::player).containsExactly(1, 2, 3);
        assertThat(look.bounds().get(1).lowerBound()).isCloseTo(200 - b.width(Math.sqrt(60), 50), within(1e-9));
        assertThat(look.dropped()).extracting(Elimination.Bound::player).containsExactly(2, 3);
        assertThat(look.survivors()).containsExactly(0, 1);
        assertThat(look.decided()).isFalse();
        assertThat(look.bounds().get(0).describe()).startsWith("lead +10.0 Elo, lower bound -");
    }

    @Test
    void aLopsidedLeadWithALargeStandardErrorIsBoundedByTheWideScale() {
        double[][] cov = {{5000, 0}, {0, 5000}};
        BradleyTerry.Fit lopsided = new BradleyTerry.Fit(new double[] {400, -400}, new double[] {70.7, 70.7}, cov, 200, null);
        Elimination.Bound bound = new Elimination(2, 0.95).look(lopsided, new int[] {0, 1}).bounds().get(0);
        NormalMixtureBoundary close = new NormalMixtureBoundary(1.0 / 900, 0.8 * 0.05 / 2);
        NormalMixtureBoundary wide = new NormalMixtureBoundary(1.0 / (150.0 * 150.0), 0.1 * 0.05 / 2);
        NormalMixtureBoundary widest = new NormalMixtureBoundary(1.0 / (750.0 * 750.0), 0.1 * 0.05 / 2);
        double best = Math.max(800 - wide.width(100, 200), 800 - widest.width(100, 200));
        assertThat(bound.lowerBound()).isCloseTo(best, within(1e-9)).isGreaterThan(800 - close.width(100, 200) + 20);
        assertThat(bound.dropped()).isTrue();
    }

    @Test
    void theSplitDependsOnTheEnginesAtTheStartNotOnThoseLeft() {
        Elimination.Look fromFour = new Elimination(4, 0.95).look(fit(), new int[] {0, 1});
        Elimination.Look fromTwo = new Elimination(2, 0.95).look(fit(), new int[] {0, 1});
        assertThat(fromFour.bounds().get(0).lowerBound()).isLessThan(fromTwo.bounds().get(0).lowerBound());
    }

    @Test
    void theLeaderIsTheBestRatedSurvivorAndOneLeftIsDecided() {
        Elimination.Look look = new Elimination(4, 0.95).look(fit(), new int[] {2, 3});
        assertThat(look.leader()).isEqualTo(3);
        assertThat(look.decided()).isTrue();
        assertThat(look.survivors()).containsExactly(3);
    }

    @Test
    void designsPairEverySurvivorOrTheLeaderWithEachSurvivor() {
        assertThat(Elimination.Design.SURVIVORS.pairings(new int[] {0, 2, 5}, 2))
                .containsExactly(new int[] {0, 2}, new int[] {0, 5}, new int[] {2, 5});
        assertThat(Elimination.Design.LEADER.pairings(new int[] {0, 2, 5}, 2))
                .containsExactly(new int[] {0, 2}, new int[] {2, 5});
        assertThat(Elimination.Design.LEADER.pairings(new int[] {0, 2, 5}, -1)).hasSize(3);
    }

    @Test
    void aBatchIsAtLeastEightGames() {
        assertThat(Elimination.batchRounds(1)).isEqualTo(4);
        assertThat(Elimination.batchRounds(3)).isEqualTo(2);
        assertThat(Elimination.batchRounds(28)).isEqualTo(1);
    }

    @Test
    void refusesFewerThanTwoEnginesOrABadConfidence() {
        assertThatThrownBy(() -> new Elimination(1, 0.95)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Elimination(3, 1.0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Elimination(3, 0.95).look(fit(), new int[] {1}))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(List.of(Elimination.Design.values())).hasSize(2);
    }
}
