package dev.arbiter.tournament.support;

import dev.arbiter.engine.search.Clock;

import java.util.concurrent.atomic.AtomicLong;

/** A clock that moves only when told to, so that time limits and budgets are tested instantly. */
public final class FakeClock implements Clock {

    private final AtomicLong nanos = new AtomicLong(1_000_000_000L);

    @Override
    public long nanoTime() {
        return nanos.get();
    }

    /** Moves the clock forward by {@code ms} milliseconds. */
    public void advanceMs(long ms) {
        nanos.addAndGet(ms * 1_000_000L);
    }
}
