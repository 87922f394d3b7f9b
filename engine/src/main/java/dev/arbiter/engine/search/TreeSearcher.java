package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.Values;
import dev.arbiter.engine.world.World;

import java.util.Arrays;

/**
 * The common part of the searchers that keep an explicit tree in a {@link NodePool} ({@code mm},
 * {@code mcts}, {@code bfmm}): root handling with tree reuse, expansion under the memory and node budgets,
 * completeness flags, the principal variation and the result.
 *
 * <p>Tree reuse: {@link #setWorld} looks for the actual world among the root, its children and its
 * grandchildren (hash first, then {@code equals}); when found, that node's subtree is kept and every other
 * node is returned to the pool's free list. Otherwise the tree is cleared.
 *
 * <p>Completeness: a node is complete when searching under it cannot change anything (an end world, a leaf
 * at the maximum depth, or an expanded node whose children decide it, see {@link #decidedByChildren}).
 * Because the maximum depth is relative to the actual world, completeness is recomputed when the root moves.
 *
 * <p>The tree is open to inspection through {@link TreeView} ({@link #treeView()} is the searcher itself).
 *
 * @param <W> the world type
 */
abstract class TreeSearcher<W extends World<W>> extends AbstractSearcher<W> implements TreeView<W> {

    static final int NONE = NodePool.NONE;
    static final byte TERMINAL = 1;
    static final byte EXPANDED = 2;
    static final byte COMPLETE = 4;

    protected final NodePool<W> pool;
    protected final int width;
    protected int root = NONE;
    protected boolean memoryFull;
    private final int[] actionBuffer;
    private int deepest;
    private int[] order = new int[64];
    private int[] line = new int[64];

    TreeSearcher(Game<W> game, Evaluator<W> evaluator, Clock clock, int depthCap, int width) {
        super(game, evaluator, clock, depthCap);
        this.width = width;
        this.pool = new NodePool<>(game, width, 1024);
        this.actionBuffer = new int[game.maxActions()];
    }

    /** Drops the whole tree, so that a game does not depend on earlier ones; subclasses also reseed. */
    @Override
    public void newGame(long seed) {
        pool.clear();
        root = NONE;
        hasWorld = false;
    }

    @Override
    public void setWorld(W actual) {
        int found = root == NONE ? NONE : find(actual);
        if (found == NONE) {
            pool.clear();
            root = pool.allocate();
            pool.worlds[root].copyFrom(actual);
            pool.depth[root] = 0;
            initialise(root);
            deepest = 0;
        } else if (found != root) {
            reroot(found);
        }
        memoryFull = false;
        hasWorld = true;
    }

    private void reroot(int node) {
        pool.keepOnly(root, node);
        root = node;
        recomputeCompleteness();
    }

    private int find(W actual) {
        long hash = actual.hash();
        if (matches(root, actual, hash)) {
            return root;
        }
        for (int c = pool.firstChild[root]; c != NONE; c = pool.nextSibling[c]) {
            if (matches(c, actual, hash)) {
                return c;
            }
        }
        for (int c = pool.firstChild[root]; c != NONE; c = pool.nextSibling[c]) {
            for (int g = pool.firstChild[c]; g != NONE; g = pool.nextSibling[g]) {
                if (matches(g, actual, hash)) {
                    return g;
                }
            }
        }
        return NONE;
    }

    private boolean matches(int node, W actual, long hash) {
        W world = pool.worlds[node];
        return world.hash() == hash && world.equals(actual);
    }

    /** Clears depth-dependent completeness under the new root and derives it again, children first. */
    private void recomputeCompleteness() {
        int count = 0;
        int[] list = order;
        if (list.length < pool.size()) {
            list = order = new int[Math.max(pool.size(), list.length * 2)];
        }
        int top = 0;
        list[top++] = root;
        int[] stackOrder = list;
        int deepestSeen = pool.depth[root];
        while (count < top) {
            int n = stackOrder[count++];
            deepestSeen = Math.max(deepestSeen, pool.depth[n]);
            for (int c = pool.firstChild[n]; c != NONE; c = pool.nextSibling[c]) {
                stackOrder[top++] = c;
            }
        }
        deepest = deepestSeen;
        for (int i = top - 1; i >= 0; i--) {
            int n = stackOrder[i];
            byte f = pool.flags[n];
            boolean complete = (f & TERMINAL) != 0 || ((f & EXPANDED) != 0 && decidedByChildren(n));
            pool.flags[n] = (byte) (complete ? f | COMPLETE : f & ~COMPLETE);
        }
    }

    @Override
    protected W actualWorld() {
        return pool.worlds[root];
    }

    @Override
    public TreeView<W> treeView() {
        return this;
    }

    @Override
    public int root() {
        return root;
    }

    @Override
    public int parent(int node) {
        return pool.parent[node];
    }

    @Override
    public int firstChild(int node) {
        return pool.firstChild[node];
    }

    @Override
    public int nextSibling(int node) {
        return pool.nextSibling[node];
    }

    @Override
    public int action(int node) {
        return pool.action[node];
    }

    @Override
    public int depth(int node) {
        return relativeDepth(node);
    }

    @Override
    public long visits(int node) {
        return pool.visits[node];
    }

    @Override
    public boolean expanded(int node) {
        return (pool.flags[node] & EXPANDED) != 0;
    }

    @Override
    public boolean complete(int node) {
        return isComplete(node);
    }

    @Override
    public W world(int node) {
        return pool.worlds[node];
    }

    @Override
    public int bestChild(int node) {
        return node == root ? rootChoice() : pvChild(node);
    }

    @Override
    public long bytesPerWorld() {
        return worldBytes + bytesPerNode();
    }

    @Override
    public void makeActual(int node) {
        if (!hasWorld) {
            throw new IllegalStateException("setWorld must be called first");
        }
        if (node != root) {
            reroot(node);
            memoryFull = false;
        }
    }

    /** Sets the actor to move, the end flag and the algorithm's initial values of a new node. */
    private void initialise(int n) {
        W world = pool.worlds[n];
        boolean end = world.isEnd();
        pool.mover[n] = (byte) (end ? -1 : world.actorToMove());
        pool.flags[n] = end ? (byte) (TERMINAL | COMPLETE) : 0;
        initValues(n, world, end);
    }

    /** Writes the initial values of a new node (its world is set). */
    protected abstract void initValues(int n, W world, boolean end);

    /** Sets the pool's limit from the memory budget; a timed search first fills the pool to it. */
    @Override
    protected void prepare(long memoryBytes, boolean timed) {
        long worldLimit = worldsForMemory(memoryBytes);
        pool.setLimit(worldLimit);
        if (timed) {
            pool.preallocate();
        }
        memoryFull = pool.size() >= worldLimit;
    }

    @Override
    protected long bytesPerNode() {
        return NodePool.BYTES_PER_NODE + 8L * width;
    }

    @Override
    public long worldsInUse() {
        return pool.size();
    }

    /**
     * Creates every child of {@code n}, each with its world and initial values. The root is always expanded
     * when memory allows, even past the node budget, so that a search always has an action to give.
     *
     * @return the number of children, or -1 when memory or the node budget does not allow them
     */
    protected final int expand(int n) {
        W world = pool.worlds[n];
        int count = world.legalActions(actionBuffer);
        if (!pool.hasRoom(count)) {
            memoryFull = true;
            return -1;
        }
        if (n != root && wouldExceed(count)) {
            return -1;
        }
        int childDepth = pool.depth[n] + 1;
        int previous = NONE;
        for (int i = 0; i < count; i++) {
            int c = pool.allocate();
            W child = pool.worlds[c];
            child.copyFrom(world);
            child.apply(actionBuffer[i]);
            pool.parent[c] = n;
            pool.action[c] = actionBuffer[i];
            pool.depth[c] = childDepth;
            if (previous == NONE) {
                pool.firstChild[n] = c;
            } else {
                pool.nextSibling[previous] = c;
            }
            previous = c;
            initialise(c);
        }
        nodes += count;
        pool.childCount[n] = count;
        pool.flags[n] |= EXPANDED;
        if (childDepth > deepest) {
            deepest = childDepth;
        }
        return count;
    }

    /** Whether {@code n} is complete. */
    protected final boolean isComplete(int n) {
        return (pool.flags[n] & COMPLETE) != 0;
    }

    /** Marks {@code n} complete and propagates completeness to its ancestors. */
    protected final void markComplete(int n) {
        pool.flags[n] |= COMPLETE;
        for (int p = pool.parent[n]; p != NONE && !isComplete(p) && decidedByChildren(p); p = pool.parent[p]) {
            pool.flags[p] |= COMPLETE;
        }
    }

    /**
     * Whether an expanded node is decided by its children: by default when they are all complete. Value-backed
     * algorithms also count a complete child that is a proven win for the actor to move.
     */
    protected boolean decidedByChildren(int n) {
        for (int c = pool.firstChild[n]; c != NONE; c = pool.nextSibling[c]) {
            if (!isComplete(c)) {
                return false;
            }
        }
        return true;
    }

    /** Depth of {@code n} relative to the root. */
    protected final int relativeDepth(int n) {
        return pool.depth[n] - pool.depth[root];
    }

    /** A decisive value stored at absolute depth, re-expressed relative to the current root. */
    protected final double reported(double value) {
        return Values.distant(value, -pool.depth[root]);
    }

    /** The child of the root to play, or {@link #NONE}. */
    protected abstract int rootChoice();

    /** The child that continues the principal variation under {@code n}, or {@link #NONE}. */
    protected abstract int pvChild(int n);

    /** The value of choosing {@code child}, for the actor to move at the root. */
    protected abstract double valueOf(int child);

    @Override
    public SearchResult best() {
        int choice = root == NONE ? NONE : rootChoice();
        if (choice == NONE) {
            return new SearchResult(-1, 0, 0, nodes, elapsed(), new int[0]);
        }
        int longest = Math.max(1, deepest - pool.depth[root]);
        if (line.length < longest) {
            line = new int[Math.max(longest, line.length * 2)];
        }
        int length = 0;
        for (int n = choice; n != NONE && length < longest; n = pvChild(n)) {
            line[length++] = pool.action[n];
        }
        return new SearchResult(pool.action[choice], valueOf(choice), Math.max(0, deepest - pool.depth[root]),
                nodes, elapsed(), Arrays.copyOf(line, length));
    }

    /**
     * Max^n backup (the actor to move maximises its own component): sets {@code n}'s value vector to the
     * vector of its best child for its actor and updates completeness, then repeats on the ancestors while
     * anything changes. With two actors and an antisymmetric evaluation this is negamax.
     */
    protected final void backupVectors(int n) {
        for (int m = n; m != NONE; m = pool.parent[m]) {
            boolean changed = copyBestChild(m);
            boolean complete = isComplete(m);
            if (!complete && decidedByChildren(m)) {
                pool.flags[m] |= COMPLETE;
                changed = true;
            }
            if ((!changed && m != n) || m == root) {
                return;
            }
        }
    }

    private boolean copyBestChild(int m) {
        int best = bestChildByValue(m);
        if (best == NONE) {
            return false;
        }
        boolean changed = false;
        double[] values = pool.values;
        int to = m * width;
        int from = best * width;
        for (int i = 0; i < width; i++) {
            if (values[to + i] != values[from + i]) {
                values[to + i] = values[from + i];
                changed = true;
            }
        }
        return changed;
    }

    /** The child of {@code n} with the highest value for the actor to move at {@code n} (first on ties). */
    protected final int bestChildByValue(int n) {
        int actor = pool.mover[n];
        int best = NONE;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int c = pool.firstChild[n]; c != NONE; c = pool.nextSibling[c]) {
            double v = pool.values[c * width + actor];
            if (best == NONE || v > bestValue) {
                best = c;
                bestValue = v;
            }
        }
        return best;
    }

    /**
     * For value-backed trees: decided when all children are complete, or when a complete child is a proven
     * win for the actor to move.
     */
    protected final boolean decidedByValues(int n) {
        int actor = pool.mover[n];
        boolean all = true;
        for (int c = pool.firstChild[n]; c != NONE; c = pool.nextSibling[c]) {
            if (isComplete(c)) {
                if (pool.values[c * width + actor] >= Values.DECISIVE) {
                    return true;
                }
            } else {
                all = false;
            }
        }
        return all;
    }
}
