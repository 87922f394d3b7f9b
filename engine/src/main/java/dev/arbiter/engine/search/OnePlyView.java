package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.Values;
import dev.arbiter.engine.world.World;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The {@link TreeView} of searchers that keep no tree ({@code abp}, {@code greedy}, {@code random}): a small
 * tree of its own, rooted at a copy of the actual world, whose nodes get their children the first time
 * {@link #firstChild} asks for them. Each node's value is the evaluation of its world for each actor, a
 * decisive value made distant by the node's depth ({@link Values#distant}), so the children of a node show
 * the one-ply values {@code greedy} chooses from. Nothing is counted as visits.
 *
 * <p>This view allocates (one object per node); it is meant for inspection, never for search.
 *
 * @param <W> the world type
 */
final class OnePlyView<W extends World<W>> implements TreeView<W> {

    private final Game<W> game;
    private final Evaluator<W> evaluator;
    private final Consumer<W> onActual;
    private final List<Node<W>> nodes = new ArrayList<>();
    private final int[] actions;
    private int root;

    /**
     * @param actual   the actual world (copied)
     * @param onActual told the world of a node made actual with {@link #makeActual} (e.g. the searcher's
     *                 {@code setWorld})
     */
    public OnePlyView(Game<W> game, Evaluator<W> evaluator, W actual, Consumer<W> onActual) {
        this.game = game;
        this.evaluator = evaluator;
        this.onActual = onActual;
        this.actions = new int[game.maxActions()];
        this.root = add(game.copyOf(actual), NONE, 0, 0);
    }

    private static final class Node<W> {
        final W world;
        final int parent;
        final int action;
        final int depth;
        final double[] values;
        int firstChild = NONE;
        int nextSibling = NONE;
        boolean expanded;

        Node(W world, int parent, int action, int depth, double[] values) {
            this.world = world;
            this.parent = parent;
            this.action = action;
            this.depth = depth;
            this.values = values;
        }
    }

    private int add(W world, int parent, int action, int depth) {
        double[] values = new double[game.actorCount()];
        for (int a = 0; a < values.length; a++) {
            values[a] = Values.distant(evaluator.evaluate(world, a), depth);
        }
        nodes.add(new Node<>(world, parent, action, depth, values));
        return nodes.size() - 1;
    }

    private void expand(int node) {
        Node<W> n = nodes.get(node);
        n.expanded = true;
        if (n.world.isEnd()) {
            return;
        }
        int count = n.world.legalActions(actions);
        int previous = NONE;
        for (int i = 0; i < count; i++) {
            W child = game.copyOf(n.world);
            int action = actions[i];
            child.apply(action);
            int c = add(child, node, action, n.depth + 1);
            if (previous == NONE) {
                n.firstChild = c;
            } else {
                nodes.get(previous).nextSibling = c;
            }
            previous = c;
        }
    }

    @Override
    public int root() {
        return root;
    }

    @Override
    public int parent(int node) {
        return node == root ? NONE : nodes.get(node).parent;
    }

    /** The first child, creating the children on the first call. */
    @Override
    public int firstChild(int node) {
        if (!nodes.get(node).expanded) {
            expand(node);
        }
        return nodes.get(node).firstChild;
    }

    @Override
    public int nextSibling(int node) {
        return node == root ? NONE : nodes.get(node).nextSibling;
    }

    @Override
    public int action(int node) {
        return nodes.get(node).action;
    }

    @Override
    public int depth(int node) {
        return nodes.get(node).depth - nodes.get(root).depth;
    }

    @Override
    public long visits(int node) {
        return 0;
    }

    @Override
    public double value(int node, int actor) {
        return Values.distant(nodes.get(node).values[actor], -nodes.get(root).depth);
    }

    @Override
    public boolean expanded(int node) {
        return nodes.get(node).expanded;
    }

    @Override
    public boolean complete(int node) {
        return nodes.get(node).world.isEnd();
    }

    @Override
    public W world(int node) {
        return nodes.get(node).world;
    }

    /** The child with the highest value for the actor to move (first on ties). */
    @Override
    public int bestChild(int node) {
        W world = nodes.get(node).world;
        if (world.isEnd()) {
            return NONE;
        }
        int actor = world.actorToMove();
        int best = NONE;
        for (int c = firstChild(node); c != NONE; c = nodes.get(c).nextSibling) {
            if (best == NONE || nodes.get(c).values[actor] > nodes.get(best).values[actor]) {
                best = c;
            }
        }
        return best;
    }

    @Override
    public long bytesPerWorld() {
        return WorldSize.estimate(nodes.get(root).world);
    }

    @Override
    public void makeActual(int node) {
        root = node;
        onActual.accept(nodes.get(node).world);
    }
}
