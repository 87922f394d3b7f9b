package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.util.Arrays;

/**
 * A search tree in primitive arrays (MiniFrame's memory pool): one slot per node holds its parent, first
 * child, next sibling, child count, the action leading to it, its absolute tree depth, flags, the actor to
 * move, a visit count, {@code width} values and its world. Children form a linked list in creation order.
 *
 * <p>Freed slots go to a free list and are reused, together with their world object, so a search that has
 * filled its pool once allocates nothing more. The arrays grow geometrically (amortised, never per node) up
 * to the node limit, which is the memory budget turned into a node count; worlds are created once per slot,
 * on the slot's first use.
 *
 * @param <W> the world type
 */
final class NodePool<W extends World<W>> {

    /** No node. */
    static final int NONE = -1;

    /** Bytes of array storage per node besides its values and world (ints, bytes and the world reference). */
    static final long BYTES_PER_NODE = 7 * 4 + 2 + 8;

    private final Game<W> game;
    private final int width;

    int[] parent;
    int[] firstChild;
    int[] nextSibling;
    int[] childCount;
    int[] action;
    int[] depth;
    int[] visits;
    byte[] flags;
    byte[] mover;
    double[] values;
    W[] worlds;

    private int size;
    private int used;
    private int freeHead = NONE;
    private int limit;
    private int preallocated;
    private int[] stack = new int[64];

    /** A pool whose nodes hold {@code width} values each. */
    @SuppressWarnings("unchecked")
    NodePool(Game<W> game, int width, int initialCapacity) {
        this.game = game;
        this.width = width;
        int cap = Math.max(16, initialCapacity);
        parent = new int[cap];
        firstChild = new int[cap];
        nextSibling = new int[cap];
        childCount = new int[cap];
        action = new int[cap];
        depth = new int[cap];
        visits = new int[cap];
        flags = new byte[cap];
        mover = new byte[cap];
        values = new double[cap * width];
        worlds = (W[]) new World[cap];
        limit = Integer.MAX_VALUE;
    }

    /** Sets the most nodes the pool may hold (a smaller limit stops growth; live nodes are kept). */
    void setLimit(long nodes) {
        limit = (int) Math.min(Integer.MAX_VALUE - 16, Math.max(1, nodes));
    }

    /** Nodes in use. */
    int size() {
        return size;
    }

    /** Whether {@code n} more nodes fit under the limit. */
    boolean hasRoom(int n) {
        return (long) size + n <= limit;
    }

    /** Frees every node. Slot worlds are kept for reuse. */
    void clear() {
        size = 0;
        used = 0;
        freeHead = NONE;
    }

    /**
     * Allocates a node with no parent, children or siblings, its world (unset) ready to be written, or
     * {@link #NONE} when the pool is at its limit.
     */
    int allocate() {
        if (size >= limit) {
            return NONE;
        }
        int n;
        if (freeHead != NONE) {
            n = freeHead;
            freeHead = nextSibling[n];
        } else {
            if (used == parent.length) {
                grow();
            }
            n = used++;
        }
        if (worlds[n] == null) {
            worlds[n] = game.newWorld();
        }
        parent[n] = NONE;
        firstChild[n] = NONE;
        nextSibling[n] = NONE;
        childCount[n] = 0;
        visits[n] = 0;
        flags[n] = 0;
        size++;
        return n;
    }

    private void grow() {
        resize((int) Math.min((long) parent.length * 2, Integer.MAX_VALUE / Math.max(2, width) - 16));
    }

    /**
     * Grows the arrays to the node limit and creates the world of every slot, so that the pool allocates
     * nothing more, however far the tree grows (for searches under a time limit, where an array doubled and
     * copied mid-search would cost milliseconds). Does nothing the second time for the same limit.
     */
    void preallocate() {
        int capacity = (int) Math.min(limit, Integer.MAX_VALUE / Math.max(2, width) - 16);
        if (capacity <= preallocated) {
            return;
        }
        if (parent.length < capacity) {
            resize(capacity);
        }
        for (int n = preallocated; n < capacity; n++) {
            if (worlds[n] == null) {
                worlds[n] = game.newWorld();
            }
        }
        preallocated = capacity;
    }

    private void resize(int cap) {
        parent = Arrays.copyOf(parent, cap);
        firstChild = Arrays.copyOf(firstChild, cap);
        nextSibling = Arrays.copyOf(nextSibling, cap);
        childCount = Arrays.copyOf(childCount, cap);
        action = Arrays.copyOf(action, cap);
        depth = Arrays.copyOf(depth, cap);
        visits = Arrays.copyOf(visits, cap);
        flags = Arrays.copyOf(flags, cap);
        mover = Arrays.copyOf(mover, cap);
        values = Arrays.copyOf(values, cap * width);
        worlds = Arrays.copyOf(worlds, cap);
    }

    /**
     * Frees every node of the tree under {@code oldRoot} except the subtree under {@code keep}, which becomes
     * a root (no parent, no sibling).
     */
    void keepOnly(int oldRoot, int keep) {
        int top = 0;
        stack[top++] = oldRoot;
        while (top > 0) {
            int n = stack[--top];
            if (n == keep) {
                continue;
            }
            for (int c = firstChild[n]; c != NONE; c = nextSibling[c]) {
                if (top == stack.length) {
                    stack = Arrays.copyOf(stack, stack.length * 2);
                }
                stack[top++] = c;
            }
            nextSibling[n] = freeHead;
            freeHead = n;
            size--;
        }
        parent[keep] = NONE;
        nextSibling[keep] = NONE;
    }

    /**
     * Visits the subtree under {@code root} (pre-order, iterative), calling {@code visitor} with each node;
     * returns the largest depth found.
     */
    int walk(int root, NodeVisitor visitor) {
        int top = 0;
        int deepest = depth[root];
        stack[top++] = root;
        while (top > 0) {
            int n = stack[--top];
            visitor.visit(n);
            deepest = Math.max(deepest, depth[n]);
            for (int c = firstChild[n]; c != NONE; c = nextSibling[c]) {
                if (top == stack.length) {
                    stack = Arrays.copyOf(stack, stack.length * 2);
                }
                stack[top++] = c;
            }
        }
        return deepest;
    }

    /** Receives the nodes of {@link #walk}. */
    @FunctionalInterface
    interface NodeVisitor {
        void visit(int node);
    }
}
