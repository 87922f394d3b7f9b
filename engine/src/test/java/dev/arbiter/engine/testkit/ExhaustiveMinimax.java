package dev.arbiter.engine.testkit;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.Values;
import dev.arbiter.engine.world.World;

/**
 * The reference for the search tests: plain recursive minimax over the whole tree to a depth, with the
 * same conventions as the searches (values for the actor to move at the root, decisive values made
 * distant by their ply, evaluation at the depth limit). Allocates freely; only for small trees.
 */
public final class ExhaustiveMinimax<W extends World<W>> {

    private final Game<W> game;
    private final Evaluator<W> eval;
    private int rootActor;

    /** The reference for {@code game} evaluated by {@code eval}. */
    public ExhaustiveMinimax(Game<W> game, Evaluator<W> eval) {
        this.game = game;
        this.eval = eval;
    }

    /** The minimax value of {@code root} searched {@code depth} plies deep, for the actor to move there. */
    public double value(W root, int depth) {
        rootActor = root.actorToMove();
        return value(root, 0, depth);
    }

    /** The value of playing {@code action} at {@code root}, searched {@code depth} plies deep in all. */
    public double valueOf(W root, int action, int depth) {
        rootActor = root.actorToMove();
        W child = game.copyOf(root);
        child.apply(action);
        return value(child, 1, depth - 1);
    }

    /** The worlds below {@code root} down to {@code depth} plies (ended worlds have none below them). */
    public long nodes(W root, int depth) {
        if (root.isEnd() || depth == 0) {
            return 0;
        }
        int[] actions = new int[game.maxActions()];
        int n = root.legalActions(actions);
        long count = n;
        for (int i = 0; i < n; i++) {
            W child = game.copyOf(root);
            child.apply(actions[i]);
            count += nodes(child, depth - 1);
        }
        return count;
    }

    private double value(W world, int ply, int depth) {
        if (world.isEnd() || depth == 0) {
            return Values.distant(eval.evaluate(world, rootActor), ply);
        }
        boolean max = world.actorToMove() == rootActor;
        double best = max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        int[] actions = new int[game.maxActions()];
        int n = world.legalActions(actions);
        for (int i = 0; i < n; i++) {
            W child = game.copyOf(world);
            child.apply(actions[i]);
            double v = value(child, ply + 1, depth - 1);
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }
}
