package dev.arbiter.evolution;

import java.util.Arrays;

/**
 * Per parameter, the largest move the refinement's centre may make at one solve: halved when the move reverses the
 * previous one, grown by a fifth when it goes on in the same direction, between {@code most / 64} and {@code most}.
 *
 * <p>A Newton step with too small a curvature overshoots the root, and the next step, from the other side, overshoots
 * back: on a real landscape sharper at its top than the pooled fit's quadratic (Connect Four's {@code twoBoth} in a
 * 20,000-game run) the centre bounced between two points a whole largest move apart for ninety generations. Kesten's
 * rule (H. Kesten, "Accelerated stochastic approximation", Ann. Math. Statist. 29, 1958) takes a change of sign of
 * successive increments as the sign of having passed the root and shrinks the gain there; the growth back when
 * the sign holds is Rprop's (M. Riedmiller, H. Braun, "A direct adaptive method for faster backpropagation learning:
 * the RPROP algorithm", IEEE ICNN 1993), so that noise near the root, which reverses small moves, cannot freeze
 * a centre that later needs to travel.
 */
final class StepCaps {

    /** The factor on a cap when a move reverses the previous one. */
    static final double SHRINK = 0.5;
    /** The factor on a cap when a move goes on in the previous one's direction. */
    static final double GROWTH = 1.2;
    /** The least cap, as a fraction of the largest. */
    static final double LEAST = 1.0 / 64;

    private final double most;
    private final double[] caps;
    private final double[] last;

    /** Caps at {@code most} for {@code d} parameters, no move yet. */
    StepCaps(int d, double most) {
        this.most = most;
        this.caps = new double[d];
        Arrays.fill(caps, most);
        this.last = new double[d];
    }

    /** Caps restored from {@link #save()}; {@code null} (a stage saved before the caps existed) gives fresh ones. */
    StepCaps(int d, double most, DesignState.Steps state) {
        this(d, most);
        if (state != null) {
            System.arraycopy(state.caps(), 0, caps, 0, d);
            System.arraycopy(state.last(), 0, last, 0, d);
        }
    }

    /** The move of parameter {@code i} towards {@code wanted} that its cap allows, and the cap updated by it. */
    double move(int i, double wanted) {
        double step = clamp(wanted, caps[i]);
        if (step * last[i] < 0) {
            caps[i] = Math.max(caps[i] * SHRINK, most * LEAST);
            step = clamp(step, caps[i]);
        } else if (step * last[i] > 0) {
            caps[i] = Math.min(caps[i] * GROWTH, most);
        }
        if (step != 0) {
            last[i] = step;
        }
        return step;
    }

    private static double clamp(double x, double bound) {
        return Math.max(-bound, Math.min(bound, x));
    }

    /** The caps as plain data; {@code null} while no move has been made (a checkpoint then reads as before the caps). */
    DesignState.Steps save() {
        for (double move : last) {
            if (move != 0) {
                return new DesignState.Steps(caps.clone(), last.clone());
            }
        }
        return null;
    }
}
