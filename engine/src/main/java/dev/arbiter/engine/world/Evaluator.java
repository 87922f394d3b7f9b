package dev.arbiter.engine.world;

/**
 * A (parametrised) evaluation function: how good a world is for one actor.
 *
 * <p>Values are relative to the actor asked about, higher is better. For an ended world an evaluator
 * returns a decisive value: {@link Values#WIN} for a won world, {@code -Values.WIN} for a lost one, and for
 * draws or one-actor problems a value that reflects the final score. Searches adjust decisive values by
 * the distance to the root so that faster wins are preferred. For two-actor zero-sum games evaluators
 * should be antisymmetric ({@code evaluate(w, 0) == -evaluate(w, 1)}), which lets negamax use one call.
 *
 * <p>Must not allocate: it runs once per search node.
 */
@FunctionalInterface
public interface Evaluator<W extends World<W>> {

    /** The value of {@code world} for {@code actor}. */
    double evaluate(W world, int actor);
}
