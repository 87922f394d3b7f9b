package dev.arbiter.games.connectx.solver;

import java.util.Arrays;

/**
 * A transposition table of one byte per position with partial keys (Pons, part 11). The slot is
 * {@code key mod size} with a prime size, and the slot keeps only the low 32 bits of the key. By the Chinese
 * remainder theorem the pair (key mod size, key mod 2^32) identifies any key below {@code size * 2^32}, which
 * covers the 49-bit keys when {@code size >= 2^17}. A value of 0 means "no entry"; a later put overwrites.
 *
 * <p>Clearing is proportional to what was written: the slots filled since the last {@link #reset()} are logged
 * (up to an eighth of the table, beyond which the whole value array is cleared), so resetting between small
 * searches is cheap. Only the values need clearing, since a zero value reads as absent whatever the key.
 */
public final class TranspositionTable {

    /** Bytes per entry: a 4-byte partial key and a 1-byte value. */
    public static final int BYTES_PER_ENTRY = 5;
    /**
     * Default size in MiB: 2^23 + 9 entries, the table of Pons' part 12 solver, with which this solver visits
     * exactly as many nodes as his on every benchmark set.
     */
    public static final int DEFAULT_MEGABYTES = 40;
    /** The fewest entries for which the partial keys stay exact. */
    public static final int MIN_ENTRIES = 1 << 17;

    private final int size;
    private final int[] keys;
    private final byte[] values;
    private final int[] filled;
    private int filledCount;
    private boolean overflow;

    /** A table with the smallest prime number of entries at least {@code entries} (and at least 2^17). */
    public TranspositionTable(int entries) {
        size = nextPrime(Math.max(MIN_ENTRIES, entries));
        keys = new int[size];
        values = new byte[size];
        filled = new int[size / 8];
    }

    /** A table of about {@code megabytes} MiB of entries ({@value #DEFAULT_MEGABYTES} gives Pons' 2^23 + 9). */
    public static TranspositionTable ofMegabytes(int megabytes) {
        if (megabytes < 1 || megabytes > 8192) {
            throw new IllegalArgumentException("table size: expected 1..8192 MiB, got " + megabytes);
        }
        return new TranspositionTable((int) Math.min(Integer.MAX_VALUE - 64,
                ((long) megabytes << 20) / BYTES_PER_ENTRY));
    }

    /** Number of entries. */
    public int size() {
        return size;
    }

    /** The slot of {@code key}. */
    int slot(long key) {
        return (int) (key % size);
    }

    /** The value stored for {@code key} at its {@code slot}, or 0. */
    int get(int slot, long key) {
        return keys[slot] == (int) key ? values[slot] : 0;
    }

    /** Stores a non-zero {@code value} (below 128) for {@code key} at its {@code slot}. */
    void put(int slot, long key, int value) {
        if (values[slot] == 0) {
            if (filledCount < filled.length) {
                filled[filledCount++] = slot;
            } else {
                overflow = true;
            }
        }
        keys[slot] = (int) key;
        values[slot] = (byte) value;
    }

    /** Forgets every entry. */
    public void reset() {
        if (overflow) {
            Arrays.fill(values, (byte) 0);
        } else {
            for (int i = 0; i < filledCount; i++) {
                values[filled[i]] = 0;
            }
        }
        filledCount = 0;
        overflow = false;
    }

    static int nextPrime(int n) {
        int p = Math.max(2, n);
        while (!isPrime(p)) {
            p++;
        }
        return p;
    }

    private static boolean isPrime(int n) {
        if (n < 4) {
            return n >= 2;
        }
        if (n % 2 == 0) {
            return false;
        }
        for (int d = 3; (long) d * d <= n; d += 2) {
            if (n % d == 0) {
                return false;
            }
        }
        return true;
    }
}
