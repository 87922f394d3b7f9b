package dev.arbiter.evolution;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class SpsaTest {

    private static final ParameterSpace SPACE = ParameterSpace.uniform(2, -100, 100);

    private static SpsaConfig config(long iterations, long seed) {
        return SpsaConfig.fishtest(SPACE, new double[] {10, -10}, new double[] {2, 2}, 0.002, iterations, seed);
    }

    @Test
    void scheduleMatchesFishtestFormulasAtKnownIterations() {
        Spsa spsa = new Spsa(config(1000, 1));
        assertThat(spsa.perturbation(0, 0)).isCloseTo(4.018185625217456, within(1e-12));
        assertThat(spsa.gain(0, 0)).isCloseTo(0.033682701492112714, within(1e-14));
        assertThat(spsa.perturbation(1, 9)).isCloseTo(3.1844174541023405, within(1e-12));
        assertThat(spsa.gain(1, 9)).isCloseTo(0.0319955799808878, within(1e-14));
        assertThat(spsa.perturbation(0, 999)).isCloseTo(2.0, within(1e-12));
        assertThat(spsa.gain(0, 999) / Math.pow(spsa.perturbation(0, 999), 2)).isCloseTo(0.002, within(1e-15));
    }

    @Test
    void probesAreSymmetricAndAWinMovesThetaTowardsTheWinner() {
        Spsa spsa = new Spsa(config(1000, 1));
        PairRequest request = spsa.nextRequest();
        double c = spsa.perturbation(0, 0);
        double step = spsa.gain(0, 0) / c * 2;
        for (int i = 0; i < 2; i++) {
            double start = i == 0 ? 10 : -10;
            assertThat(Math.abs(request.a()[i] - start)).isCloseTo(c, within(1e-12));
            assertThat(request.a()[i] + request.b()[i]).isCloseTo(2 * start, within(1e-12));
        }
        spsa.report(request.id(), 4);
        double[] theta = spsa.recommendation();
        for (int i = 0; i < 2; i++) {
            double start = i == 0 ? 10 : -10;
            assertThat(theta[i] - start).isCloseTo(Math.signum(request.a()[i] - start) * step, within(1e-12));
        }
        assertThat(spsa.pairsPlayed()).isEqualTo(1);
    }

    @Test
    void restoredRunContinuesExactly() {
        QuadraticElo landscape = QuadraticElo.uniform(2, 30, 100, 2);
        Spsa full = new Spsa(config(5000, 9));
        SimulatedOracle fullOracle = new SimulatedOracle(landscape, 0.6, 5);
        TuningRun.run(full, fullOracle, 3000, null);

        Spsa first = new Spsa(config(5000, 9));
        SimulatedOracle oracle = new SimulatedOracle(landscape, 0.6, 5);
        TuningRun.run(first, oracle, 1234, null);
        Spsa resumed = new Spsa(config(5000, 9), first.save());
        TuningRun.run(resumed, oracle, 3000 - 1234, null);

        assertThat(resumed.recommendation()).containsExactly(full.recommendation());
    }
}
