package dev.arbiter.tuning;

import java.util.SplittableRandom;

/**
 * The start-position seed of every game pair, a pure function of the run seed, a stream (tuning, validation,
 * verification) and the pair id: a resumed run replays a pair from the same position without storing any
 * random state. The value is SplittableRandom's output mix (Steele, Lea &amp; Flood 2014, a variant of
 * MurmurHash3's finaliser) of a golden-ratio Weyl step per id, in a sequence chosen by seed and stream.
 */
public final class PairSeeds {

    /** Stream of the tuner's duels. */
    public static final long TUNING = 0;
    /** Stream of the final validation match. */
    public static final long VALIDATION = 1;
    /** Stream of {@code tune verify} matches. */
    public static final long VERIFY = 2;

    private PairSeeds() {
    }

    /** The seed of pair {@code id} in {@code stream} of a run seeded with {@code runSeed}. */
    public static long seed(long runSeed, long stream, long id) {
        long sequence = new SplittableRandom(runSeed ^ Long.rotateLeft(stream * 0xBF58476D1CE4E5B9L, 29)).nextLong();
        return new SplittableRandom(sequence + id * 0x9E3779B97F4A7C15L).nextLong();
    }
}
