package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Values;
import dev.arbiter.engine.world.World;

import java.util.List;

/**
 * MiniFrame's minimax ({@code mm}): a tree grown progressively in a node pool, one layer of the promising
 * frontier per pass, with values backed up as "the actor to move maximises its own value" (a value per
 * actor, max^n; negamax for two actors), so it serves 1..N actors.
 *
 * <p>A pass walks down from the root. At an expanded node it visits the children that are still
 * <em>active</em>, best first; at an unexpanded leaf above the maximum depth it creates every child,
 * evaluates each for every actor, and backs the values up. Without pruning every child is active, so pass
 * {@code k} completes the full-width tree of depth {@code k} (breadth-first minimax). With MiniFrame's
 * sibling pruning a child is active only while its value, for the actor choosing among the siblings, is
 * within {@code threshold} of the best sibling's; as deeper values come back the decision is taken again
 * at every pass, so a pruned child comes back when its siblings fall.
 *
 * <p>A pass ends as soon as the root is complete (for example when a proven win of the actor to move at the
 * root has just been found), instead of expanding the rest of its layer: for a one-actor puzzle this stops
 * the search at the first solved world reached.
 *
 * <p>Decisive values are made distant by their absolute tree depth ({@link Values#distant}), so faster wins
 * are preferred; results are re-expressed relative to the actual world.
 *
 * @param <W> the world type
 */
final class MinimaxSearcher<W extends World<W>> extends TreeSearcher<W> {

    /** The registration of {@code mm}. */
    static final AlgorithmSpec SPEC = new AlgorithmSpec("mm",
            "MiniFrame's minimax: best-first tree grown by passes, optional sibling pruning", List.of(
                    ParameterSpec.integer("depth", 64, 1, 512, "maximum depth of the tree, relative to the actual world"),
                    ParameterSpec.integer("pruning", 0, 0, 1, "1 to enable MiniFrame's sibling pruning"),
                    ParameterSpec.real("threshold", 10, 0, 1e9,
                            "sibling pruning: children further than this below their best sibling leave the frontier")),
            MinimaxSearcher::create);

    private final boolean pruning;
    private final double threshold;
    private final int[][] order;
    private final double[][] keys;
    private int expansions;

    MinimaxSearcher(Game<W> game, Evaluator<W> evaluator, Clock clock, int depthCap, boolean pruning,
                    double threshold) {
        super(game, evaluator, clock, depthCap, game.actorCount());
        this.pruning = pruning;
        this.threshold = threshold;
        this.order = new int[depthCap + 1][game.maxActions()];
        this.keys = new double[depthCap + 1][game.maxActions()];
    }

    private static <W extends World<W>> Searcher<W> create(AlgorithmSpec.Setup<W> s) {
        return new MinimaxSearcher<>(s.game(), s.evaluator(), s.clock(), s.settings().integer("depth"),
                s.settings().flag("pruning"), s.settings().get("threshold"));
    }

    @Override
    public String algorithm() {
        return SPEC.name();
    }

    @Override
    protected void initValues(int n, W world, boolean end) {
        int base = n * width;
        int depth = pool.depth[n];
        for (int a = 0; a < width; a++) {
            pool.values[base + a] = Values.distant(evaluator.evaluate(world, a), depth);
        }
    }

    @Override
    protected boolean doStep() {
        if (isComplete(root) || memoryFull) {
            return false;
        }
        expansions = 0;
        pass(root, 0);
        return expansions > 0 && !memoryFull && !isComplete(root);
    }

    private void pass(int n, int depth) {
        if (isComplete(n) || memoryFull || exhausted()) {
            return;
        }
        if (pool.firstChild[n] == NONE) {
            if (depth >= maxDepth || outOfBudget()) {
                return;
            }
            if (expand(n) >= 0) {
                expansions++;
                backupVectors(n);
            }
            return;
        }
        int count = activeChildren(n, order[depth], keys[depth]);
        int[] children = order[depth];
        for (int i = 0; i < count && !exhausted() && !memoryFull && !isComplete(root); i++) {
            pass(children[i], depth + 1);
        }
    }

    /** Writes the active, incomplete children of {@code n} into {@code out}, best first; returns how many. */
    private int activeChildren(int n, int[] out, double[] key) {
        int actor = pool.mover[n];
        double[] values = pool.values;
        double best = Double.NEGATIVE_INFINITY;
        for (int c = pool.firstChild[n]; c != NONE; c = pool.nextSibling[c]) {
            best = Math.max(best, values[c * width + actor]);
        }
        double floor = pruning ? best - threshold : Double.NEGATIVE_INFINITY;
        int count = 0;
        for (int c = pool.firstChild[n]; c != NONE; c = pool.nextSibling[c]) {
            double v = values[c * width + actor];
            if (v >= floor && !isComplete(c)) {
                int i = count++;
                while (i > 0 && key[i - 1] < v) {
                    key[i] = key[i - 1];
                    out[i] = out[i - 1];
                    i--;
                }
                key[i] = v;
                out[i] = c;
            }
        }
        return count;
    }

    @Override
    protected int decidedTo(int n) {
        return decidedByValues(n);
    }

    @Override
    protected int rootChoice() {
        return bestChildByValue(root);
    }

    @Override
    protected int pvChild(int n) {
        return bestChildByValue(n);
    }

    /** The backed-up value, decisive values re-expressed relative to the root. */
    @Override
    public double value(int node, int actor) {
        return reported(pool.values[node * width + actor]);
    }

    @Override
    protected double valueOf(int child) {
        return reported(pool.values[child * width + pool.mover[root]]);
    }
}
