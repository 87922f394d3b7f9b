package dev.arbiter.games;

import org.junit.jupiter.api.Assumptions;

import java.lang.management.ManagementFactory;

/** Measures the bytes the current thread allocates while running a piece of code (HotSpot's thread counter). */
public final class Allocation {

    private Allocation() {
    }

    /**
     * The bytes allocated by {@code work}, run {@code times} times after as many warm-up runs: the least of
     * three such measurements, so that a one-off allocation by the runtime (a deoptimisation, a JIT
     * transition) is not counted against the code; skips the calling test when the JVM has no per-thread
     * allocation counter.
     */
    public static long bytesDuring(int times, Runnable work) {
        if (!(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean threads)
                || !threads.isThreadAllocatedMemorySupported()) {
            Assumptions.abort("this JVM does not count allocated bytes per thread");
            throw new IllegalStateException("unreachable");
        }
        for (int i = 0; i < times; i++) {
            work.run();
        }
        long least = Long.MAX_VALUE;
        for (int trial = 0; trial < 3; trial++) {
            long before = threads.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < times; i++) {
                work.run();
            }
            least = Math.min(least, threads.getCurrentThreadAllocatedBytes() - before);
        }
        return least;
    }
}
