package dev.arbiter.engine.server;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;

/**
 * Collects garbage between games rather than during a timed move. A move allocates little (its messages), but a
 * new game may allocate a lot at once (a Mars Lander map builds its guidance grids: about 4 MB of scratch arrays
 * per map), and the young generation that fills then is collected at some later allocation, as likely as not
 * inside a move: in {@code arbiter bench --only deadlines} the Mars Lander engines (84 MiB heaps, a young
 * generation of about 22 MiB) collected every few games, during moves. So when a game starts and the young
 * generation is more than {@link #FULL_SHARE_PERCENT}% full, the engine collects there and then, where no
 * clock runs (the referee waits for {@code ready}, not a move). Under the serial collector of the engine JVMs
 * ({@link EngineJvmOptions}) {@link System#gc()} is a full collection: tens of milliseconds for a tree of tens
 * of MiB, once every few games at most.
 */
final class BetweenGames {

    /** How full the young generation's allocation space must be for a game's start to collect it. */
    static final int FULL_SHARE_PERCENT = 50;

    private final MemoryPoolMXBean eden;

    private BetweenGames(MemoryPoolMXBean eden) {
        this.eden = eden;
    }

    /** The policy for this JVM: its young generation's allocation space (eden), when it has one. */
    static BetweenGames forThisJvm() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.getName().contains("Eden")) {
                return new BetweenGames(pool);
            }
        }
        return new BetweenGames(null);
    }

    /** Collects when the young generation is past {@link #FULL_SHARE_PERCENT}%; returns whether it did. */
    boolean collectIfDue() {
        if (eden == null) {
            return false;
        }
        MemoryUsage usage = eden.getUsage();
        long capacity = usage.getMax() > 0 ? usage.getMax() : usage.getCommitted();
        if (capacity <= 0 || usage.getUsed() * 100 < capacity * FULL_SHARE_PERCENT) {
            return false;
        }
        System.gc();
        return true;
    }
}
