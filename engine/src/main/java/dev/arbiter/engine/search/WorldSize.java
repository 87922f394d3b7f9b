package dev.arbiter.engine.search;

import dev.arbiter.engine.world.World;

/**
 * Estimates the heap bytes of one world, for turning memory budgets into world counts (MiniFrame's
 * {@code MiniFrameGetNbWorldForMemSize}). Java gives no {@code sizeof}, so the estimate is deliberately
 * conservative: an object header and a few fields (64 bytes) plus two bytes per character of the world's
 * encoding, which bounds the information a world holds, unless the world states its own
 * {@link World#footprintBytes() footprint}.
 */
final class WorldSize {

    private static final long BASE = 64;

    private WorldSize() {
    }

    /** The estimated bytes of {@code world}. */
    static long estimate(World<?> world) {
        long stated = world.footprintBytes();
        return stated >= 0 ? stated : BASE + 2L * world.encode().length();
    }
}
