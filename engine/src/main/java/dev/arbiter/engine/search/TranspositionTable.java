package dev.arbiter.engine.search;

/**
 * A transposition table in parallel primitive arrays (always-replace, one entry per slot), indexed by the
 * low bits of a 64-bit key and verified with the whole key. Each entry holds a value with its bound type,
 * the depth searched, the best action and whether the subtree was cut by the depth limit (an entry whose
 * subtree reached only ended worlds is exact at any depth).
 */
final class TranspositionTable {

    /** Bytes per entry: key, value, action, depth, flags. */
    static final int BYTES_PER_ENTRY = 8 + 8 + 4 + 2 + 1;

    static final int EXACT = 0;
    static final int LOWER = 1;
    static final int UPPER = 2;
    static final int BOUND_MASK = 3;
    /** The subtree was cut by the depth limit somewhere. */
    static final int HORIZON = 4;
    private static final int USED = 8;

    long[] keys;
    double[] values;
    int[] actions;
    short[] depths;
    byte[] flags;
    private int mask;

    TranspositionTable(int bits) {
        resize(bits);
    }

    /** Number of entries. */
    int capacity() {
        return mask + 1;
    }

    /** Reallocates (and so clears) the table with {@code 2^bits} entries, unless it already has that size. */
    void resize(int bits) {
        int size = 1 << bits;
        if (keys != null && keys.length == size) {
            return;
        }
        keys = new long[size];
        values = new double[size];
        actions = new int[size];
        depths = new short[size];
        flags = new byte[size];
        mask = size - 1;
    }

    /** Forgets every entry (a new game). */
    void clear() {
        java.util.Arrays.fill(flags, (byte) 0);
    }

    /** The slot holding {@code key}, or -1. */
    int find(long key) {
        int i = (int) (key ^ (key >>> 32)) & mask;
        return (flags[i] & USED) != 0 && keys[i] == key ? i : -1;
    }

    /** Stores an entry, replacing whatever was in its slot. */
    void store(long key, double value, int action, int depth, int flagBits) {
        int i = (int) (key ^ (key >>> 32)) & mask;
        keys[i] = key;
        values[i] = value;
        actions[i] = action;
        depths[i] = (short) depth;
        flags[i] = (byte) (flagBits | USED);
    }
}
