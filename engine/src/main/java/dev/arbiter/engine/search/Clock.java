package dev.arbiter.engine.search;

/**
 * A source of monotonic time, injectable so that time limits are tested instantly and deterministically.
 */
@FunctionalInterface
public interface Clock {

    /** The system's monotonic clock. */
    Clock SYSTEM = System::nanoTime;

    /** Current time in nanoseconds from an arbitrary origin. */
    long nanoTime();
}
