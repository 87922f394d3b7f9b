package dev.arbiter.evolution;

/** Sequential driver: plays a tuner's requests one pair at a time on an oracle. */
public final class TuningRun {

    /** Observes the run after each reported pair. */
    @FunctionalInterface
    public interface Listener {
        /** Called after every reported pair. */
        void afterPair(Tuner tuner);
    }

    private TuningRun() {
    }

    /**
     * Plays {@code pairs} pairs, one at a time.
     *
     * @param tuner    the tuner
     * @param oracle   the oracle
     * @param pairs    number of pairs to play
     * @param listener called after each pair (may be {@code null})
     */
    public static void run(Tuner tuner, MatchOracle oracle, long pairs, Listener listener) {
        for (long p = 0; p < pairs; p++) {
            PairRequest request = tuner.nextRequest();
            if (request == null) {
                throw new IllegalStateException("tuner waits for results although none is outstanding");
            }
            tuner.report(request.id(), oracle.playPair(request.a(), request.b()));
            if (listener != null) {
                listener.afterPair(tuner);
            }
        }
    }
}
