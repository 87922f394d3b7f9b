package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.util.Arrays;

/**
 * A search tree in primitive arrays (MiniFrame's memory pool): one slot per node holds its parent, first
 * child, next sibling, the action leading to it, its absolute tree depth, the height of its subtree, the
 * horizon up to which it is complete, flags, the actor to move, a visit count, {@code width} values and its
 * world. Children form a linked list in creation order.
 *
 * <p>Freed slots are reused, together with their world object, so a search that has filled its pool once
 * allocates nothing more. The arrays grow geometrically (amortised, never per node) up to the node limit,
 * which is the memory budget turned into a node count; worlds are created once per slot, on the slot's
 * first use.
 *
 * <p>Freeing is lazy, so that moving the root ({@link #keepOnly}) costs the same after a search of a
 * thousand nodes as after one of a million: the detached part of the tree becomes <em>garbage</em>, kept as
 * a stack of sibling chains (each chain a list of garbage subtree roots linked through {@code nextSibling}),
 * and a slot is reclaimed only when one is needed and none is free: the head of the top chain is taken, its
 * place taken by its next sibling and its own children pushed as a new chain, which is constant work per
 * reclaimed node (the lazy freeing of reference-counted heaps: Weizenbaum, "Symmetric list processor", CACM
 * 1963; Jones and Lins, <em>Garbage Collection</em>, 1996, chapter 3). The chain stack holds one chain per level of the garbage
 * trees, so it is as deep as the tree at most. The memory limit counts occupied slots (live nodes and garbage
 * not yet reclaimed), and {@link #makeRoom} reclaims garbage until a request fits, so a request fits exactly
 * when it would fit with every garbage node freed. The number of live nodes ({@link #size}) is counted again
 * after the root moved, by walking the live tree when it is asked for (a diagnostic, never on the search path).
 *
 * @param <W> the world type
 */
final class NodePool<W extends World<W>> {

    /** No node. */
    static final int NONE = -1;

    /**
     * Bytes of array storage per node besides its values and world: six ints, a short, two bytes and the
     * world reference.
     */
    static final long BYTES_PER_NODE = 6 * 4 + 2 + 2 + 8;

    private final Game<W> game;
    private final int width;

    int[] parent;
    int[] firstChild;
    int[] nextSibling;
    int[] action;
    int[] depth;
    int[] visits;
    /** Complete for every horizon (absolute depth limit) up to this value; see {@code TreeSearcher}. */
    int[] completeTo;
    /** Plies from the node to the deepest node under it. */
    short[] height;
    byte[] flags;
    byte[] mover;
    double[] values;
    W[] worlds;

    /** Slots handed out so far (a high-water mark); slots past it have never been used. */
    private int used;
    /** Slots on the free list. */
    private int free;
    private int freeHead = NONE;
    /** The garbage: chains of detached subtree roots linked through {@code nextSibling}, as a stack. */
    private int[] chains = new int[64];
    private int chainCount;
    /** Root of the live tree as last moved by {@link #keepOnly}, whose size is then counted on demand. */
    private int liveRoot = NONE;
    private int live;
    private boolean liveCounted = true;
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
        action = new int[cap];
        depth = new int[cap];
        visits = new int[cap];
        completeTo = new int[cap];
        height = new short[cap];
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

    /**
     * Live nodes: those of the tree, not the garbage. Walks the live tree the first time it is asked after
     * the root moved (for diagnostics and tests; the search never asks).
     */
    int size() {
        if (!liveCounted) {
            live = count(liveRoot);
            liveCounted = true;
        }
        return live;
    }

    /** Slots holding a live node or garbage not yet reclaimed. */
    private int occupied() {
        return used - free;
    }

    /**
     * Whether {@code n} more nodes fit under the limit, reclaiming as much garbage as that takes (at most
     * {@code n} nodes' worth, each in constant time).
     */
    boolean makeRoom(int n) {
        while ((long) occupied() + n > limit && chainCount > 0) {
            int reclaimed = reclaim();
            nextSibling[reclaimed] = freeHead;
            freeHead = reclaimed;
            free++;
        }
        return (long) occupied() + n <= limit;
    }

    /** Frees every node. Slot worlds are kept for reuse. */
    void clear() {
        used = 0;
        free = 0;
        freeHead = NONE;
        chainCount = 0;
        live = 0;
        liveCounted = true;
        liveRoot = NONE;
    }

    /**
     * Allocates a node with no parent, children or siblings, its world (unset) ready to be written, or
     * {@link #NONE} when the pool is at its limit. A free slot is taken first, then a garbage node, then a
     * slot never used.
     */
    int allocate() {
        if (!makeRoom(1)) {
            return NONE;
        }
        int n;
        if (freeHead != NONE) {
            n = freeHead;
            freeHead = nextSibling[n];
            free--;
        } else if (chainCount > 0) {
            n = reclaim();
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
        visits[n] = 0;
        height[n] = 0;
        flags[n] = 0;
        live++;
        return n;
    }

    /**
     * Takes the head of the top garbage chain for reuse: its next sibling takes its place, its children are
     * pushed as a new chain. Constant time.
     */
    private int reclaim() {
        int n = chains[chainCount - 1];
        int next = nextSibling[n];
        if (next != NONE) {
            chains[chainCount - 1] = next;
        } else {
            chainCount--;
        }
        if (firstChild[n] != NONE) {
            pushChain(firstChild[n]);
        }
        return n;
    }

    private void pushChain(int head) {
        if (chainCount == chains.length) {
            chains = Arrays.copyOf(chains, chains.length * 2);
        }
        chains[chainCount++] = head;
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
        action = Arrays.copyOf(action, cap);
        depth = Arrays.copyOf(depth, cap);
        visits = Arrays.copyOf(visits, cap);
        completeTo = Arrays.copyOf(completeTo, cap);
        height = Arrays.copyOf(height, cap);
        flags = Arrays.copyOf(flags, cap);
        mover = Arrays.copyOf(mover, cap);
        values = Arrays.copyOf(values, cap * width);
        worlds = Arrays.copyOf(worlds, cap);
    }

    /**
     * Makes the subtree under {@code keep} the whole tree (a root: no parent, no sibling) and the rest of the
     * tree under {@code oldRoot} garbage, in time proportional to {@code keep}'s siblings only: {@code keep} is
     * unlinked from its parent's children and {@code oldRoot} joins the garbage.
     */
    void keepOnly(int oldRoot, int keep) {
        if (keep == oldRoot) {
            return;
        }
        int p = parent[keep];
        if (firstChild[p] == keep) {
            firstChild[p] = nextSibling[keep];
        } else {
            int c = firstChild[p];
            while (nextSibling[c] != keep) {
                c = nextSibling[c];
            }
            nextSibling[c] = nextSibling[keep];
        }
        parent[keep] = NONE;
        nextSibling[keep] = NONE;
        if (chainCount > 0) {
            nextSibling[oldRoot] = chains[chainCount - 1];
            chains[chainCount - 1] = oldRoot;
        } else {
            nextSibling[oldRoot] = NONE;
            pushChain(oldRoot);
        }
        liveRoot = keep;
        liveCounted = false;
    }

    /** Nodes in the subtree under {@code root} (iterative walk). */
    private int count(int root) {
        if (root == NONE) {
            return 0;
        }
        int top = 0;
        int nodes = 0;
        stack[top++] = root;
        while (top > 0) {
            int n = stack[--top];
            nodes++;
            for (int c = firstChild[n]; c != NONE; c = nextSibling[c]) {
                if (top == stack.length) {
                    stack = Arrays.copyOf(stack, stack.length * 2);
                }
                stack[top++] = c;
            }
        }
        return nodes;
    }
}
