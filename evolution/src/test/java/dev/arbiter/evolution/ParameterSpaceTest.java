package dev.arbiter.evolution;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ParameterSpaceTest {

    private final UniformRandomProvider rng = RandomSource.XO_RO_SHI_RO_128_PP.create(3L);

    @Test
    void outOfBoundsCoordinatesAreRepairedToTheMidpointWithTheTarget() {
        ParameterSpace space = ParameterSpace.uniform(3, 0, 10);
        double[] trial = space.repair(new double[] {-4, 12, 5}, new double[] {2, 6, 1}, rng);
        assertThat(trial).containsExactly(1, 8, 5);
    }

    @Test
    void integerTrialNeverEqualsItsTarget() {
        ParameterSpace space = new ParameterSpace(new double[] {0, -3, 0}, new double[] {5, 3, 1},
                new boolean[] {true, true, false});
        for (int n = 0; n < 20_000; n++) {
            double[] target = {rng.nextInt(6), rng.nextInt(7) - 3, 0.5};
            double[] trial = {target[0] + rng.nextDouble() - 0.5, target[1] + rng.nextDouble() - 0.5, 0.5};
            double[] repaired = space.repair(trial.clone(), target, rng);
            assertThat(repaired).isNotEqualTo(target);
            for (int i = 0; i < 3; i++) {
                assertThat(repaired[i]).isBetween(space.low(i), space.high(i));
            }
            assertThat(repaired[0]).isEqualTo(Math.rint(repaired[0]));
            assertThat(repaired[1]).isEqualTo(Math.rint(repaired[1]));
        }
    }

    @Test
    void nudgeAtTheBoundTurnsInward() {
        ParameterSpace space = new ParameterSpace(new double[] {0}, new double[] {4}, new boolean[] {true});
        double[] repaired = space.repair(new double[] {4.3}, new double[] {4}, rng);
        assertThat(repaired).containsExactly(3);
    }

    @Test
    void clampAndRoundKeepsIntegersInsideFractionalBounds() {
        ParameterSpace space = new ParameterSpace(new double[] {0.5}, new double[] {3.5}, new boolean[] {true});
        assertThat(space.clampAndRound(new double[] {0.2})).containsExactly(1);
        assertThat(space.clampAndRound(new double[] {9})).containsExactly(3);
    }
}
