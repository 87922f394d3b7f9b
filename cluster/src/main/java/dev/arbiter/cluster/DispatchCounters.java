package dev.arbiter.cluster;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What the coordinator's dispatch did so far, for the benchmark of its cost per game ({@code arbiter bench --only
 * cluster}) and for tests: requests and jobs sent, results dropped as duplicates, and the CPU time the slot threads
 * spent sending jobs and checking their results. Thread-safe.
 */
final class DispatchCounters {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final AtomicLong duplicates = new AtomicLong();
    private final AtomicLong dispatchCpuNanos = new AtomicLong();
    private final AtomicLong requests = new AtomicLong();
    private final AtomicLong jobsSent = new AtomicLong();

    /** The calling thread's CPU time so far, to pass to {@link #dispatched} when its request is checked. */
    static long threadCpuNanos() {
        return THREADS.getCurrentThreadCpuTime();
    }

    /** A request of {@code jobs} jobs is sent. */
    void sent(int jobs) {
        requests.incrementAndGet();
        jobsSent.addAndGet(jobs);
    }

    /** The calling thread sent a request and checked its reply since its CPU time was {@code cpuAtStart}. */
    void dispatched(long cpuAtStart) {
        dispatchCpuNanos.addAndGet(threadCpuNanos() - cpuAtStart);
    }

    /** A result came for a job already reported. */
    void duplicate() {
        duplicates.incrementAndGet();
    }

    long dispatchCpuNanos() {
        return dispatchCpuNanos.get();
    }

    long requestsSent() {
        return requests.get();
    }

    long jobsSent() {
        return jobsSent.get();
    }

    long duplicatesDropped() {
        return duplicates.get();
    }
}
