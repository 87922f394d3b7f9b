package dev.arbiter.evolution;

import dev.arbiter.elo.Pentanomial;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class SimulatedOracleTest {

    private static final QuadraticElo FLAT_PLUS = new QuadraticElo(0, new double[] {0}, new double[] {1}, new double[] {1});

    @Test
    void pairProbabilitiesSumToOneAndHaveTheExpectedScore() {
        for (double d : new double[] {-300, -40, 0, 7, 120, 900}) {
            double[] p = SimulatedOracle.pairProbabilities(d, 0.6);
            double sum = 0;
            double mean = 0;
            for (int h = 0; h < 5; h++) {
                assertThat(p[h]).isGreaterThanOrEqualTo(0);
                sum += p[h];
                mean += p[h] * h / 4.0;
            }
            assertThat(sum).isCloseTo(1.0, within(1e-12));
            assertThat(mean).isCloseTo(1 / (1 + Math.pow(10, -d / 400)), within(1e-12));
        }
    }

    @Test
    void drawRateIsTheConfiguredOneAtEqualStrengthAndClippedForLopsidedGames() {
        assertThat(SimulatedOracle.gameProbabilities(0, 0.6)).containsExactly(new double[] {0.2, 0.6, 0.2}, within(1e-12));
        double[] lopsided = SimulatedOracle.gameProbabilities(1000, 0.6);
        assertThat(lopsided[2]).isCloseTo(0.0, within(1e-12));
        assertThat(lopsided[0] + lopsided[1] / 2).isCloseTo(1 / (1 + Math.pow(10, -2.5)), within(1e-12));
    }

    @Test
    void sampledMeanScoreMatchesTheModel() {
        QuadraticElo landscape = QuadraticElo.uniform(1, 0, 1, 60);
        SimulatedOracle oracle = new SimulatedOracle(landscape, 0.6, 42);
        double[] best = {0};
        double[] worse = {1};
        Pentanomial result = oracle.play(best, worse, 200_000);
        double expected = 1 / (1 + Math.pow(10, -60 / 400.0));
        assertThat(result.pairs()).isEqualTo(200_000);
        assertThat(result.score()).isCloseTo(expected, within(0.0015));
        double[] p = SimulatedOracle.pairProbabilities(60, 0.6);
        for (int h = 0; h < 5; h++) {
            assertThat(result.count(h) / 200_000.0).isCloseTo(p[h], within(0.004));
        }
    }

    @Test
    void sameSeedGivesSameGamesAndRestoredStateReplaysThem() {
        SimulatedOracle a = new SimulatedOracle(FLAT_PLUS, 0.5, 7);
        SimulatedOracle b = new SimulatedOracle(FLAT_PLUS, 0.5, 7);
        double[] x = {0.3};
        double[] y = {-0.2};
        byte[] state = a.saveState();
        Pentanomial first = a.play(x, y, 1000);
        assertThat(b.play(x, y, 1000)).isEqualTo(first);
        a.restoreState(state);
        assertThat(a.play(x, y, 1000)).isEqualTo(first);
    }

    @Test
    void quadraticLandscapeCostsItsCostAtHalfRange() {
        QuadraticElo landscape = QuadraticElo.uniform(4, 100, 100, 2);
        assertThat(landscape.loss(new double[] {100, 100, 100, 100})).isZero();
        assertThat(landscape.loss(new double[] {200, 100, 100, 100})).isEqualTo(2.0);
        assertThat(landscape.loss(new double[] {150, 150, 150, 150})).isEqualTo(2.0);
    }
}
