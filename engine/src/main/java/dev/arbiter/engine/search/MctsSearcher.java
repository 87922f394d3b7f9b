package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Values;
import dev.arbiter.engine.world.World;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Monte Carlo tree search with UCT ({@code mcts}; Kocsis and Szepesvári 2006). Each iteration selects
 * from the root the child maximising UCB1, {@code mean_i + C * sqrt(ln N / n_i)} (unvisited children
 * first), expands a leaf that has been visited before (all its children at once), plays a random playout
 * from the new node and adds the result to every node on the path.
 *
 * <p>Results are vectors in [0, 1], one component per actor, so the method serves 1..N actors: an ended
 * world scores {@link Values#outcome}; a playout cut after {@code cutoff} plies scores
 * {@code 1 / (1 + exp(-eval / scale))} per actor. The final choice is the most visited root child (mean
 * value breaking ties). An iteration ending in an ended world counts that world as one node visited, so
 * node budgets end even when every path ends in the tree.
 *
 * @param <W> the world type
 */
final class MctsSearcher<W extends World<W>> extends TreeSearcher<W> {

    /** The registration of {@code mcts}. */
    static final AlgorithmSpec SPEC = new AlgorithmSpec("mcts",
            "Monte Carlo tree search with UCB1, random or evaluation-cut playouts", List.of(
                    ParameterSpec.real("c", Math.sqrt(2), 0, 100, "UCB1 exploration constant C"),
                    ParameterSpec.integer("cutoff", 0, 0, 100_000,
                            "cut playouts after this many plies and score them with the evaluation (0: play to the end)"),
                    ParameterSpec.real("scale", 10, 1e-9, 1e12,
                            "evaluation units mapped to the unit scale (sigmoid for mcts, tanh for bfmm)"),
                    ParameterSpec.integer("depth", 512, 1, 512, "maximum depth of the tree, relative to the actual world")),
            MctsSearcher::create);

    /** Iterations per step. */
    private static final int BATCH = 256;
    /** Longest playout when no cutoff is set (a safety net for games that may not end). */
    private static final int MAX_PLAYOUT = 10_000;

    private final double exploration;
    private final int cutoff;
    private final double scale;
    private SplittableRandom random;
    private final W scratch;
    private final int[] actions;
    private final double[] result;

    MctsSearcher(Game<W> game, Evaluator<W> evaluator, Clock clock, int depthCap, double exploration,
                 int cutoff, double scale, long seed) {
        super(game, evaluator, clock, depthCap, game.actorCount());
        this.exploration = exploration;
        this.cutoff = cutoff;
        this.scale = scale;
        this.random = new SplittableRandom(seed);
        this.scratch = game.newWorld();
        this.actions = new int[game.maxActions()];
        this.result = new double[game.actorCount()];
    }

    private static <W extends World<W>> Searcher<W> create(AlgorithmSpec.Setup<W> s) {
        return new MctsSearcher<>(s.game(), s.evaluator(), s.clock(), s.settings().integer("depth"),
                s.settings().get("c"), s.settings().integer("cutoff"), s.settings().get("scale"), s.seed());
    }

    @Override
    public String algorithm() {
        return SPEC.name();
    }

    /** Drops the tree and reseeds the playouts. */
    @Override
    public void newGame(long seed) {
        super.newGame(seed);
        random = new SplittableRandom(seed);
    }

    @Override
    protected void initValues(int n, W world, boolean end) {
        int base = n * width;
        for (int a = 0; a < width; a++) {
            pool.values[base + a] = 0;
        }
    }

    @Override
    protected boolean doStep() {
        for (int i = 0; i < BATCH; i++) {
            if (isComplete(root) || (memoryFull && !bounded()) || outOfBudget()) {
                return false;
            }
            iterate();
        }
        return true;
    }

    private void iterate() {
        int n = root;
        int depth = 0;
        while ((pool.flags[n] & EXPANDED) != 0) {
            n = select(n);
            depth++;
        }
        if ((pool.flags[n] & TERMINAL) == 0) {
            if (depth >= maxDepth) {
                markCut(n);
            } else if ((pool.visits[n] > 0 || n == root) && !memoryFull && expand(n) > 0) {
                n = pool.firstChild[n];
            }
        }
        if (isComplete(n)) {
            propagateComplete(n);
        }
        W world = pool.worlds[n];
        if (world.isEnd()) {
            nodes++;
            outcome(world);
        } else {
            playout(world);
        }
        for (int m = n; m != NONE; m = pool.parent[m]) {
            pool.visits[m]++;
            int base = m * width;
            for (int a = 0; a < width; a++) {
                pool.values[base + a] += result[a];
            }
        }
    }

    private int select(int n) {
        int actor = pool.mover[n];
        double logParent = Math.log(Math.max(1, pool.visits[n]));
        int best = NONE;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int c = pool.firstChild[n]; c != NONE; c = pool.nextSibling[c]) {
            int visits = pool.visits[c];
            if (visits == 0) {
                return c;
            }
            double score = pool.values[c * width + actor] / visits + exploration * Math.sqrt(logParent / visits);
            if (score > bestScore) {
                bestScore = score;
                best = c;
            }
        }
        return best;
    }

    private void playout(W from) {
        W world = scratch;
        world.copyFrom(from);
        int limit = cutoff > 0 ? cutoff : MAX_PLAYOUT;
        for (int ply = 0; ply < limit && !world.isEnd(); ply++) {
            int count = world.legalActions(actions);
            world.apply(actions[random.nextInt(count)]);
            nodes++;
        }
        if (world.isEnd()) {
            outcome(world);
        } else {
            for (int a = 0; a < width; a++) {
                result[a] = 1.0 / (1.0 + Math.exp(-evaluator.evaluate(world, a) / scale));
            }
        }
    }

    private void outcome(W world) {
        for (int a = 0; a < width; a++) {
            result[a] = Values.outcome(world, a, width);
        }
    }

    /**
     * An expansion and a whole playout: the limit is checked between iterations, and an iteration that began
     * under it plays its playout out ({@code cutoff} plies, or to the end: {@code world.maxPliesLeft()}, or
     * {@value #MAX_PLAYOUT} when the game does not say).
     */
    @Override
    public long nodeOvershoot(W world) {
        int left = world.maxPliesLeft();
        long playout = left < 0 ? (cutoff > 0 ? cutoff : MAX_PLAYOUT) : cutoff > 0 ? Math.min(cutoff, left) : left;
        return game.maxActions() + Math.max(1, playout);
    }

    @Override
    protected int rootChoice() {
        return mostVisited(root);
    }

    @Override
    protected int pvChild(int n) {
        return mostVisited(n);
    }

    private int mostVisited(int n) {
        int actor = pool.mover[n];
        int best = NONE;
        for (int c = pool.firstChild[n]; c != NONE; c = pool.nextSibling[c]) {
            if (best == NONE || pool.visits[c] > pool.visits[best]
                    || (pool.visits[c] == pool.visits[best] && mean(c, actor) > mean(best, actor))) {
                best = c;
            }
        }
        return best != NONE && pool.visits[best] == 0 && n != root ? NONE : best;
    }

    private double mean(int n, int actor) {
        return pool.visits[n] == 0 ? 0 : pool.values[n * width + actor] / pool.visits[n];
    }

    /** The mean result of the playouts through {@code node} for {@code actor}, in [0, 1] (0 when unvisited). */
    @Override
    public double value(int node, int actor) {
        return mean(node, actor);
    }

    @Override
    protected double valueOf(int child) {
        return mean(child, pool.mover[root]);
    }
}
