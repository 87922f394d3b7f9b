package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Values;
import dev.arbiter.engine.world.World;

import java.util.List;

/**
 * Best-first minimax search with UCT ({@code bfmm}), as described in the Oware article ("Best-First Minimax
 * Search with UCT"; Korf and Chickering's best-first minimax with a UCT selection rule).
 *
 * <p>Each iteration descends from the root choosing the child maximising
 * {@code value_i + C * sqrt(ln N / n_i)}, or {@code value_i + FPU} for a child never visited; expands the
 * leaf reached with <em>all</em> its children, each given its evaluation; and overwrites the value of every
 * ancestor with the best of its children for the actor to move there (negamax for two actors; max^n for
 * more, values being vectors with one component per actor). There is no playout. The final choice
 * maximises {@code value_i + ln(n_i)}: mostly the most visited move, unless a less visited one is much better.
 *
 * <p>Values follow the article's scale: a heuristic evaluation {@code e} becomes {@code tanh(e / scale)}
 * in (-1, 1); decisive values keep {@link Values#WIN} made distant by the depth, so, like the article's
 * {@code 10000 - 10 * ply}, they dominate every heuristic value and prefer faster wins. Complete subtrees
 * (proven, or cut by the maximum depth) are not selected again.
 *
 * @param <W> the world type
 */
final class BestFirstSearcher<W extends World<W>> extends TreeSearcher<W> {

    /** The registration of {@code bfmm}. */
    static final AlgorithmSpec SPEC = new AlgorithmSpec("bfmm",
            "best-first minimax with UCT selection (the Oware article)", List.of(
                    ParameterSpec.real("c", 1.5, 0, 100, "UCT exploration constant C"),
                    ParameterSpec.real("fpu", 0.5, -10, 10, "first play urgency: bonus of a child never visited"),
                    ParameterSpec.real("scale", 10, 1e-9, 1e12,
                            "evaluation units mapped to the unit scale (sigmoid for mcts, tanh for bfmm)"),
                    ParameterSpec.integer("depth", 512, 1, 512, "maximum depth of the tree, relative to the actual world")),
            BestFirstSearcher::create);

    /** Iterations per step. */
    private static final int BATCH = 256;

    private final double exploration;
    private final double firstPlayUrgency;
    private final double scale;

    BestFirstSearcher(Game<W> game, Evaluator<W> evaluator, Clock clock, int depthCap, double exploration,
                      double firstPlayUrgency, double scale) {
        super(game, evaluator, clock, depthCap, game.actorCount());
        this.exploration = exploration;
        this.firstPlayUrgency = firstPlayUrgency;
        this.scale = scale;
    }

    private static <W extends World<W>> Searcher<W> create(AlgorithmSpec.Setup<W> s) {
        return new BestFirstSearcher<>(s.game(), s.evaluator(), s.clock(), s.settings().integer("depth"),
                s.settings().get("c"), s.settings().get("fpu"), s.settings().get("scale"));
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
            double e = evaluator.evaluate(world, a);
            pool.values[base + a] = end || Values.isDecisive(e) ? Values.distant(e, depth) : Math.tanh(e / scale);
        }
    }

    @Override
    protected boolean doStep() {
        for (int i = 0; i < BATCH; i++) {
            if (isComplete(root) || memoryFull || outOfBudget()) {
                return false;
            }
            if (!iterate()) {
                return false;
            }
        }
        return true;
    }

    private boolean iterate() {
        int n = root;
        int depth = 0;
        pool.visits[n]++;
        while ((pool.flags[n] & EXPANDED) != 0) {
            int next = select(n);
            if (next == NONE) {
                markDecided(n);
                return true;
            }
            n = next;
            pool.visits[n]++;
            depth++;
        }
        if (depth >= maxDepth) {
            markCut(n);
            return true;
        }
        if (expand(n) < 0) {
            return false;
        }
        backupVectors(n);
        return true;
    }

    private int select(int n) {
        int actor = pool.mover[n];
        double logParent = Math.log(pool.visits[n]);
        int best = NONE;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int c = pool.firstChild[n]; c != NONE; c = pool.nextSibling[c]) {
            if (isComplete(c)) {
                continue;
            }
            int visits = pool.visits[c];
            double value = pool.values[c * width + actor];
            double score = visits == 0 ? value + firstPlayUrgency : value + exploration * Math.sqrt(logParent / visits);
            if (best == NONE || score > bestScore) {
                bestScore = score;
                best = c;
            }
        }
        return best;
    }

    @Override
    protected int decidedTo(int n) {
        return decidedByValues(n);
    }

    @Override
    protected int rootChoice() {
        return finalChoice(root);
    }

    @Override
    protected int pvChild(int n) {
        return finalChoice(n);
    }

    private int finalChoice(int n) {
        int actor = pool.mover[n];
        int best = NONE;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int c = pool.firstChild[n]; c != NONE; c = pool.nextSibling[c]) {
            double score = pool.values[c * width + actor] + Math.log(Math.max(1, pool.visits[c]));
            if (best == NONE || score > bestScore) {
                bestScore = score;
                best = c;
            }
        }
        return best;
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
