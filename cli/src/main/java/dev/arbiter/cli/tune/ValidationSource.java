package dev.arbiter.cli.tune;

import dev.arbiter.tournament.PairMatch;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Set;

/**
 * The pairs of a validation match, candidate against baseline, numbered 0..planned-1; pairs already played
 * (a resumed match) are skipped. Every result goes to a {@link Sink}.
 */
public final class ValidationSource implements PairSource {

    /** Receives each finished pair, serialised. */
    public interface Sink {
        /** Records one finished pair. */
        void pair(PairJob job, PairMatch.PairResult result) throws IOException;
    }

    /** The name of the candidate in the game log. */
    public static final String CANDIDATE = "recommended";
    /** The name of the baseline in the game log. */
    public static final String BASELINE = "seed";

    private final double[] candidate;
    private final double[] baseline;
    private final long runSeed;
    private final long stream;
    private final Sink sink;
    private final Deque<Long> pending = new ArrayDeque<>();
    private boolean aborted;

    /**
     * @param stream  the seed stream ({@link PairSeeds#VALIDATION} or {@link PairSeeds#VERIFY})
     * @param planned pairs in the match
     * @param done    ids already played
     */
    public ValidationSource(double[] candidate, double[] baseline, long runSeed, long stream, int planned, Set<Long> done,
                            Sink sink) {
        this.candidate = candidate.clone();
        this.baseline = baseline.clone();
        this.runSeed = runSeed;
        this.stream = stream;
        this.sink = sink;
        for (long id = 0; id < planned; id++) {
            if (!done.contains(id)) {
                pending.add(id);
            }
        }
    }

    @Override
    public synchronized PairJob next() {
        if (aborted || pending.isEmpty()) {
            return null;
        }
        long id = pending.poll();
        return new PairJob(id, CANDIDATE, candidate, BASELINE, baseline, PairSeeds.seed(runSeed, stream, id));
    }

    @Override
    public synchronized void finished(PairJob job, PairMatch.PairResult result) throws IOException {
        if (!aborted) {
            sink.pair(job, result);
        }
    }

    @Override
    public synchronized void abort() {
        aborted = true;
    }
}
