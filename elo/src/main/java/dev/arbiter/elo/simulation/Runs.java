package dev.arbiter.elo.simulation;

import java.util.SplittableRandom;
import java.util.function.IntFunction;
import java.util.stream.IntStream;

/** Independent simulation runs, in parallel, each seeded from the study's seed and its own index. */
final class Runs {

    private Runs() {
    }

    /** The seed of run {@code run} of a study seeded {@code seed} (SplitMix64 through {@link SplittableRandom}). */
    static long seed(long seed, int run) {
        return new SplittableRandom(seed * 0x9E3779B97F4A7C15L + run).nextLong();
    }

    /**
     * Runs {@code runs} simulations; the result of run {@code i} is at index {@code i} whatever the number of
     * threads, so every figure computed from the array is a function of the seed.
     */
    static <T> T[] map(int runs, IntFunction<T[]> array, IntFunction<T> run) {
        T[] out = array.apply(runs);
        IntStream.range(0, runs).parallel().forEach(i -> out[i] = run.apply(i));
        return out;
    }
}
