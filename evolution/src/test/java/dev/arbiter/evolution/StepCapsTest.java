package dev.arbiter.evolution;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The caps on the refinement centre's moves: Kesten's halving on a reversal, Rprop's growth back. */
class StepCapsTest {

    @Test
    void aMoveIsCappedAtTheLargestUntilItReverses() {
        StepCaps caps = new StepCaps(1, 0.1);
        assertThat(caps.move(0, 0.3)).isEqualTo(0.1);
        assertThat(caps.move(0, 0.02)).isEqualTo(0.02);
    }

    @Test
    void aMoveThatReversesThePreviousOneIsAtMostHalfTheCap() {
        StepCaps caps = new StepCaps(1, 0.1);
        caps.move(0, 0.3);
        assertThat(caps.move(0, -0.3)).isCloseTo(-0.05, within(1e-12));
        assertThat(caps.move(0, 0.3)).isCloseTo(0.025, within(1e-12));
    }

    @Test
    void movesThatBounceBetweenTwoPointsConvergeBetweenThem() {
        StepCaps caps = new StepCaps(1, 0.1);
        double x = 0.45;
        for (int solve = 0; solve < 40; solve++) {
            double target = x < 0.5 ? x + 0.3 : x - 0.3;
            x += caps.move(0, target - x);
        }
        assertThat(x).isCloseTo(0.5, within(0.1 / 64 + 1e-12));
    }

    @Test
    void theCapGrowsBackWhileMovesKeepTheirDirectionAndNeverFallsBelowTheLeast() {
        StepCaps caps = new StepCaps(1, 0.1);
        for (int k = 0; k < 20; k++) {
            caps.move(0, k % 2 == 0 ? 1 : -1);
        }
        assertThat(Math.abs(caps.move(0, 1))).isCloseTo(0.1 / 64, within(1e-12));
        double last = 0;
        for (int k = 0; k < 40; k++) {
            last = caps.move(0, 1);
        }
        assertThat(last).isEqualTo(0.1);
    }

    @Test
    void restoredCapsContinueWhereTheSavedOnesStood() {
        StepCaps caps = new StepCaps(2, 0.1);
        caps.move(0, 0.3);
        caps.move(0, -0.3);
        StepCaps restored = new StepCaps(2, 0.1, caps.save());
        assertThat(restored.move(0, 0.3)).isEqualTo(caps.move(0, 0.3));
        assertThat(new StepCaps(2, 0.1, null).move(1, 0.3)).isEqualTo(0.1);
        assertThat(new StepCaps(2, 0.1).save()).as("no move yet: saved as a stage from before the caps").isNull();
    }
}
