package dev.arbiter.games.kalah;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Values;

/**
 * Kalah evaluation, antisymmetric: each term is the actor's figure minus the opponent's, weighted.
 * <ul>
 *   <li>{@code store}: seeds in the store;</li>
 *   <li>{@code side}: seeds in one's own houses (they may still end in one's store);</li>
 *   <li>{@code extraTurns}: houses whose seeds would end exactly in one's store
 *       ({@code seeds mod (2*pits+1) == distance to the store});</li>
 *   <li>{@code captures}: the seeds of the best capture one house could make if its owner were to move
 *       (sowing of less than a lap ending in an own empty house, facing seeds plus the sown seed; with the
 *       standard rule only when the facing house holds seeds). It ignores seeds the sowing itself adds to
 *       the facing house, so it is an estimate.</li>
 * </ul>
 * Ended worlds are decisive: {@code +-Values.WIN} by the final stores, 0 for a draw.
 */
final class KalahEvaluator implements Evaluator<KalahWorld> {

    private final double store;
    private final double side;
    private final double extraTurns;
    private final double captures;

    KalahEvaluator(double store, double side, double extraTurns, double captures) {
        this.store = store;
        this.side = side;
        this.extraTurns = extraTurns;
        this.captures = captures;
    }

    @Override
    public double evaluate(KalahWorld world, int actor) {
        int opp = actor ^ 1;
        int own = world.cells[world.store(actor)];
        int theirs = world.cells[world.store(opp)];
        if (world.isEnd()) {
            return own > theirs ? Values.WIN : own < theirs ? -Values.WIN : 0;
        }
        return store * (own - theirs)
                + side * (world.onSide[actor] - world.onSide[opp])
                + extraTurns * (extraTurnHouses(world, actor) - extraTurnHouses(world, opp))
                + captures * (bestCapture(world, actor) - bestCapture(world, opp));
    }

    private static int extraTurnHouses(KalahWorld world, int actor) {
        int pits = world.pits;
        int lap = 2 * pits + 1;
        int base = world.house(actor, 0);
        int count = 0;
        for (int i = 0; i < pits; i++) {
            int seeds = world.cells[base + i];
            if (seeds > 0 && seeds % lap == pits - i) {
                count++;
            }
        }
        return count;
    }

    private static int bestCapture(KalahWorld world, int actor) {
        int pits = world.pits;
        int base = world.house(actor, 0);
        int opponentBase = world.house(actor ^ 1, 0);
        boolean emptyCapture = world.emptyCapture();
        int best = 0;
        for (int i = 0; i < pits; i++) {
            int seeds = world.cells[base + i];
            int target = i + seeds;
            if (seeds > 0 && target < pits && world.cells[base + target] == 0) {
                int facing = world.cells[opponentBase + pits - 1 - target];
                if (facing > 0 || emptyCapture) {
                    best = Math.max(best, facing + 1);
                }
            }
        }
        return best;
    }
}
