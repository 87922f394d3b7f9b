package dev.arbiter.engine.search;

import dev.arbiter.engine.world.World;

/**
 * Read access to a searcher's tree, for the debug console and tests (MiniFrame's debug mode): the root,
 * the children of a node with the action leading to each, their values and visits, and their worlds.
 * Nodes are identified by ints that stay valid until the tree is re-rooted ({@link #makeActual},
 * {@link Searcher#setWorld}) or cleared ({@link Searcher#newGame}); running more steps only adds nodes.
 *
 * <p>Inspection is off the hot path: the methods read the tree without changing the search. The tree
 * searchers ({@code mm}, {@code mcts}, {@code bfmm}) show their own tree; the others ({@code abp},
 * {@code greedy}, {@code random}) keep no tree and give a one-ply view instead, whose children are created on
 * first look and valued by the evaluation (the one-ply view).
 *
 * <p>Values are in the algorithm's own scale: the backed-up evaluation for {@code mm} (decisive values
 * re-expressed relative to the root, see {@link dev.arbiter.engine.world.Values#distant}), the mean playout
 * result in [0, 1] for {@code mcts}, the tanh-scaled backed-up value for {@code bfmm}, and the evaluation of
 * the node's world for the one-ply view.
 *
 * @param <W> the world type
 */
public interface TreeView<W extends World<W>> {

    /** No node. */
    int NONE = -1;

    /** The node of the actual world, or {@link #NONE} before a world is set. */
    int root();

    /** The parent of {@code node}, or {@link #NONE} for the root. */
    int parent(int node);

    /** The first child of {@code node}, or {@link #NONE} when it has none (not expanded, or ended). */
    int firstChild(int node);

    /** The next sibling of {@code node} in creation order, or {@link #NONE}. */
    int nextSibling(int node);

    /** The action that leads from the parent of {@code node} to it (unspecified for the root). */
    int action(int node);

    /** The depth of {@code node} below the root (0 for the root). */
    int depth(int node);

    /** How many times the search went through {@code node} (0 for algorithms that do not count visits). */
    long visits(int node);

    /** The value of {@code node} for {@code actor}, in the algorithm's scale. */
    double value(int node, int actor);

    /** Whether the node's children have been created. */
    boolean expanded(int node);

    /** Whether searching under the node can no longer change anything (ended, depth limit, or proven). */
    boolean complete(int node);

    /** The world of {@code node}. Owned by the searcher: read it, copy it, never modify it. */
    W world(int node);

    /** The child the algorithm would choose at {@code node} (the next step of the principal variation), or {@link #NONE}. */
    int bestChild(int node);

    /** Bytes of memory one world of this tree takes, node bookkeeping included (an estimate). */
    long bytesPerWorld();

    /**
     * Makes the world of {@code node} the actual world, keeping the subtree under it and freeing the rest
     * (like {@link Searcher#setWorld} with that world, but from any depth). Node ids under {@code node}
     * stay valid; {@code node} becomes the root.
     */
    void makeActual(int node);
}
