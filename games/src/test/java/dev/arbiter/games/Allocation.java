package dev.arbiter.games;

import org.junit.jupiter.api.Assumptions;

import java.lang.management.ManagementFactory;

/** Measures the bytes the current thread allocates while running a piece of code (HotSpot's thread counter). */
public final class Allocation {

    private Allocation() {
    }

    /**
     * The bytes allocated by {@code work}, run {@code times} times after as many warm-up runs; skips the
     * calling test when the JVM has no per-thread allocation counter.
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
        long before = threads.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < times; i++) {
            work.run();
        }
        return threads.getCurrentThreadAllocatedBytes() - before;
    }
}
