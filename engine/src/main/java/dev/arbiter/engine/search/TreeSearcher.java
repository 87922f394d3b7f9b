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
 * grandchildren (hash first, then {@code equals}); when found, that node's subtree is kept and the rest of
 * the tree becomes the pool's garbage, reclaimed lazily as slots are needed ({@link NodePool#keepOnly}).
 * Otherwise the tree is cleared. Either way the work does not depend on the size of the old tree, so a move
 * that follows a long search does not start late: setting the world touches at most the root's children and
 * grandchildren.
 *
 * <p>Completeness: a node is complete when searching under it cannot change anything (an end world, a leaf
 * at the maximum depth, or an expanded node whose children decide it, see {@link #decidedTo}). Because the
 * maximum depth is relative to the actual world, completeness is stored as a <em>horizon</em>, an absolute
 * depth limit: each node keeps the largest horizon up to which it is complete ({@link #PROVEN} for an end
 * world, its own depth for a leaf cut by the depth limit, and for an expanded node the horizon its children
 * give it), and a node is complete when that is at least the current horizon, the root's absolute depth plus
 * the maximum depth. When the root moves down or the maximum depth grows, the horizon grows past the marks
 * of the cut leaves and of everything they decided, which are then incomplete again, with nothing to
 * recompute; proven nodes stay complete. (A generation count per node, as in transposition tables, would
 * also make the reset constant-time but would forget proofs; storing the horizon keeps them.)
 *
 * <p>The tree is open to inspection through {@link TreeView} ({@link #treeView()} is the searcher itself).
 *
 * @param <W> the world type
 */
abstract class TreeSearcher<W extends World<W>> extends AbstractSearcher<W> implements TreeView<W> {

    static final int NONE = NodePool.NONE;
    static final byte TERMINAL = 1;
    static final byte EXPANDED = 2;
    /** The horizon of a node complete at any depth limit (its subtree is decided by end worlds). */
    static final int PROVEN = Integer.MAX_VALUE;
    /** The horizon of a node not known to be complete at any depth limit. */
    static final int OPEN = Integer.MIN_VALUE;

    protected final NodePool<W> pool;
    protected final int width;
    protected int root = NONE;
    protected boolean memoryFull;
    /** The absolute depth limit of the current search: the root's depth plus the maximum depth. */
    private int horizon;
    private final int[] actionBuffer;
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
        } else if (found != root) {
            reroot(found);
        }
        updateHorizon();
        memoryFull = false;
        hasWorld = true;
    }

    private void reroot(int node) {
        pool.keepOnly(root, node);
        root = node;
        updateHorizon();
    }

    private void updateHorizon() {
        horizon = pool.depth[root] + maxDepth;
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
        pool.flags[n] = end ? TERMINAL : 0;
        pool.completeTo[n] = end ? PROVEN : OPEN;
        initValues(n, world, end);
    }

    /** Writes the initial values of a new node (its world is set). */
    protected abstract void initValues(int n, W world, boolean end);

    /**
     * Sets the pool's limit from the memory budget (a timed search first fills the pool to it) and the
     * horizon from the search's maximum depth.
     */
    @Override
    protected void prepare(long memoryBytes, boolean timed) {
        pool.setLimit(worldsForMemory(memoryBytes));
        if (timed) {
            pool.preallocate();
        }
        memoryFull = !pool.makeRoom(1);
        updateHorizon();
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
        if (!pool.makeRoom(count)) {
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
        pool.flags[n] |= EXPANDED;
        short[] height = pool.height;
        int h = 1;
        for (int m = n; m != NONE && height[m] < h; m = pool.parent[m]) {
            height[m] = (short) h++;
        }
        return count;
    }

    /** Whether {@code n} is complete under the current horizon. */
    protected final boolean isComplete(int n) {
        return pool.completeTo[n] >= horizon;
    }

    /** Marks {@code n}, a leaf at or past the depth limit, complete, and propagates that to its ancestors. */
    protected final void markCut(int n) {
        pool.completeTo[n] = Math.max(pool.completeTo[n], pool.depth[n]);
        propagateComplete(n);
    }

    /** Marks {@code n}, whose children are all complete, complete, and propagates that to its ancestors. */
    protected final void markDecided(int n) {
        pool.completeTo[n] = Math.max(pool.completeTo[n], decidedTo(n));
        propagateComplete(n);
    }

    /** Marks complete the ancestors of {@code n} (complete) that their children now decide. */
    protected final void propagateComplete(int n) {
        for (int p = pool.parent[n]; p != NONE && !isComplete(p); p = pool.parent[p]) {
            int to = decidedTo(p);
            if (to < horizon) {
                return;
            }
            pool.completeTo[p] = to;
        }
    }

    /**
     * The largest horizon up to which the children of the expanded node {@code n} decide it: by default when
     * they are all complete, so the smallest horizon of theirs. Value-backed algorithms also count a complete
     * child that is a proven win for the actor to move ({@link #decidedByValues}).
     */
    protected int decidedTo(int n) {
        int[] completeTo = pool.completeTo;
        int to = PROVEN;
        for (int c = pool.firstChild[n]; c != NONE; c = pool.nextSibling[c]) {
            to = Math.min(to, completeTo[c]);
        }
        return to;
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
        int height = pool.height[root];
        int longest = Math.max(1, height);
        if (line.length < longest) {
            line = new int[Math.max(longest, line.length * 2)];
        }
        int length = 0;
        for (int n = choice; n != NONE && length < longest; n = pvChild(n)) {
            line[length++] = pool.action[n];
        }
        return new SearchResult(pool.action[choice], valueOf(choice), height,
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
            if (!isComplete(m)) {
                int to = decidedTo(m);
                if (to >= horizon) {
                    pool.completeTo[m] = to;
                    changed = true;
                }
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
     * For value-backed trees, the horizon up to which {@code n} is decided: when all children are complete
     * (the smallest of their horizons), or when a complete child is a proven win for the actor to move (the
     * largest horizon of such a child), whichever is larger.
     */
    protected final int decidedByValues(int n) {
        int actor = pool.mover[n];
        int[] completeTo = pool.completeTo;
        int all = PROVEN;
        int win = OPEN;
        for (int c = pool.firstChild[n]; c != NONE; c = pool.nextSibling[c]) {
            int to = completeTo[c];
            all = Math.min(all, to);
            if (to > win && pool.values[c * width + actor] >= Values.DECISIVE) {
                win = to;
            }
        }
        return Math.max(all, win);
    }
}
