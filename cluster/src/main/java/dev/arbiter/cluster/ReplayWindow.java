package dev.arbiter.cluster;

import java.util.BitSet;

/**
 * The sequence numbers of one coordinator session a worker has accepted, so that each request is served at
 * most once (the anti-replay window of IPsec, RFC 4303 section 3.4.3): numbers above the highest seen are
 * new; within {@link #WIDTH} below it, a bit says whether it was seen; older ones are refused. Requests of
 * one session may arrive somewhat out of order (they are sent from several threads), never by thousands.
 */
final class ReplayWindow {

    /** How far below the highest number a late request is still accepted. */
    static final int WIDTH = 4096;

    private long highest = -1;
    private final BitSet seen = new BitSet(WIDTH);

    /** Accepts {@code seq} once: false for a number seen before or too old. */
    synchronized boolean accept(long seq) {
        if (seq < 0) {
            return false;
        }
        if (seq > highest) {
            long shift = seq - highest;
            if (shift >= WIDTH) {
                seen.clear();
            } else {
                for (long s = highest + 1; s <= seq; s++) {
                    seen.clear((int) (s % WIDTH));
                }
            }
            highest = seq;
            seen.set((int) (seq % WIDTH));
            return true;
        }
        if (highest - seq >= WIDTH) {
            return false;
        }
        int bit = (int) (seq % WIDTH);
        if (seen.get(bit)) {
            return false;
        }
        seen.set(bit);
        return true;
    }
}
