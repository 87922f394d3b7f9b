package dev.arbiter.evolution;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class InformationBoundTest {

    @Test
    void aPairAtSixtyOnePercentDrawsMeasuresAnEloDifferenceWithAVarianceOfAbout23500() {
        assertThat(1 / InformationBound.pairInformation(0, 0.61)).isCloseTo(23_539, within(50.0));
    }

    @Test
    void theEfficientEstimatorsErrorHasTheCramerRaoVariance() {
        // one quadratic parameter, cost 50 Elo at 100 from an optimum 60 from the upper bound: a pair theta* +- 60
        // measures the optimum with variance 1 / (I0 * (2 * 2 * 50 * 60 / 100^2)^2) per pair
        QuadraticElo landscape = QuadraticElo.uniform(1, 140, 100, 50);
        ParameterSpace space = ParameterSpace.uniform(1, 0, 200);
        double slope = 2 * 2 * 50 * 60 / 1e4;
        double expected = 1 / (InformationBound.pairInformation(0, 0.61) * slope * slope) / 400;
        double sum = 0;
        double sumSquares = 0;
        int runs = 400;
        for (int run = 0; run < runs; run++) {
            double[] last = new double[1];
            InformationBound.run(landscape, space, new SimulatedOracle(landscape, 0.61, run), 0.61, run, 400,
                    (pairs, loss) -> last[0] = loss);
            double error = 100 * Math.sqrt(last[0] / 50);
            sumSquares += error * error;
            sum += last[0];
        }
        // E[loss] = cost * var / 100^2; 400 runs give the variance to about 7% (chi-squared, 2 sd)
        assertThat(sumSquares / runs).isCloseTo(expected, within(0.15 * expected));
        assertThat(sum / runs).isCloseTo(50 * expected / 1e4, within(0.15 * 50 * expected / 1e4));
    }
}
