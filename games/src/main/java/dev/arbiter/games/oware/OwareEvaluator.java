package dev.arbiter.games.oware;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Values;

/**
 * Oware evaluation, antisymmetric: each term is the actor's figure minus the opponent's, weighted.
 * Oware has no extra turns, so besides material it counts tactical exposure and freedom of movement.
 * <ul>
 *   <li>{@code captured}: seeds captured;</li>
 *   <li>{@code side}: seeds in one's own houses;</li>
 *   <li>{@code captures}: the seeds of the best capture one house could make if its owner were to move,
 *       for sowings of less than a lap (each sown house gains one seed), ignoring the grand-slam rule;</li>
 *   <li>{@code vulnerable}: own houses with 1 or 2 seeds, which a sowing can turn into a capturable 2 or 3
 *       (a negative weight by default);</li>
 *   <li>{@code mobility}: own non-empty houses, i.e. moves available when the feeding rule does not bind.</li>
 * </ul>
 * Ended worlds are decisive: {@code +-Values.WIN} by the final captures, 0 for a draw.
 */
final class OwareEvaluator implements Evaluator<OwareWorld> {

    private final double captured;
    private final double side;
    private final double captures;
    private final double vulnerable;
    private final double mobility;

    OwareEvaluator(double captured, double side, double captures, double vulnerable, double mobility) {
        this.captured = captured;
        this.side = side;
        this.captures = captures;
        this.vulnerable = vulnerable;
        this.mobility = mobility;
    }

    @Override
    public double evaluate(OwareWorld world, int actor) {
        int opp = actor ^ 1;
        int own = world.captured[actor];
        int theirs = world.captured[opp];
        if (world.isEnd()) {
            return own > theirs ? Values.WIN : own < theirs ? -Values.WIN : 0;
        }
        return captured * (own - theirs)
                + side * (world.onSide[actor] - world.onSide[opp])
                + captures * (bestCapture(world, actor) - bestCapture(world, opp))
                + vulnerable * (houses(world, actor, 1, 2) - houses(world, opp, 1, 2))
                + mobility * (houses(world, actor, 1, Integer.MAX_VALUE) - houses(world, opp, 1, Integer.MAX_VALUE));
    }

    private static int houses(OwareWorld world, int actor, int min, int max) {
        int base = actor * OwareWorld.HOUSES;
        int count = 0;
        for (int i = 0; i < OwareWorld.HOUSES; i++) {
            int seeds = world.cells[base + i];
            if (seeds >= min && seeds <= max) {
                count++;
            }
        }
        return count;
    }

    private static int bestCapture(OwareWorld world, int actor) {
        int ring = 2 * OwareWorld.HOUSES;
        int first = (actor ^ 1) * OwareWorld.HOUSES;
        int best = 0;
        for (int i = 0; i < OwareWorld.HOUSES; i++) {
            int from = actor * OwareWorld.HOUSES + i;
            int seeds = world.cells[from];
            if (seeds == 0 || seeds >= ring) {
                continue;
            }
            int taken = 0;
            for (int step = seeds; step >= 1; step--) {
                int k = (from + step) % ring;
                int after = world.cells[k] + 1;
                if (k < first || k >= first + OwareWorld.HOUSES || (after != 2 && after != 3)) {
                    break;
                }
                taken += after;
            }
            best = Math.max(best, taken);
        }
        return best;
    }
}
