package dev.arbiter.bench;

import dev.arbiter.evolution.PairRequest;
import dev.arbiter.evolution.Tuner;
import dev.arbiter.evolution.TunerProgress;
import dev.arbiter.evolution.TunerState;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * A tuner driven with a look-ahead of W pairs, as {@code arbiter tune} drives it: up to W of its requests handed out
 * and not yet reported, their results reported in hand-out order. A sequential driver
 * ({@link dev.arbiter.evolution.TuningRun}) that plays each request this class hands it and reports it at once then
 * gives the tuner behind exactly the calls of a run with W pairs in flight: hand out until W are outstanding (or the
 * tuner waits, or {@code pairs} are handed out), report the oldest, hand out again, and so on. W = 1 is the
 * sequential run itself. The figures of the tuning bench with {@code --lookahead W} are what a run's look-ahead costs
 * a tuner, which decides on results up to W - 1 pairs older than its newest requests.
 */
final class LookaheadTuner implements Tuner {

    private final Tuner tuner;
    private final int lookahead;
    private final long pairs;
    /** Requests of {@link #tuner} handed out and not yet reported, oldest first. */
    private final Deque<PairRequest> outstanding = new ArrayDeque<>();
    private long handedOut;

    /**
     * @param lookahead W, at least 1
     * @param pairs     the run's pairs: no request is handed out beyond them (a tuning run hands such requests out but
     *                  never plays them, so the tuner's decisions on the pairs played are the same either way)
     */
    LookaheadTuner(Tuner tuner, int lookahead, long pairs) {
        if (lookahead < 1) {
            throw new IllegalArgumentException("lookahead must be at least 1, got " + lookahead);
        }
        this.tuner = tuner;
        this.lookahead = lookahead;
        this.pairs = pairs;
    }

    /** The oldest outstanding request, after handing out up to W. */
    @Override
    public PairRequest nextRequest() {
        while (outstanding.size() < lookahead && handedOut < pairs) {
            PairRequest request = tuner.nextRequest();
            if (request == null) {
                break;
            }
            outstanding.add(request);
            handedOut++;
        }
        return outstanding.peekFirst();
    }

    /** Reports the oldest outstanding request, the one {@link #nextRequest()} returned. */
    @Override
    public void report(long requestId, int halfPoints) {
        PairRequest oldest = outstanding.pollFirst();
        if (oldest == null || oldest.id() != requestId) {
            throw new IllegalStateException("request " + requestId + " is not the oldest outstanding");
        }
        tuner.report(requestId, halfPoints);
    }

    @Override
    public double[] recommendation() {
        return tuner.recommendation();
    }

    @Override
    public long pairsPlayed() {
        return tuner.pairsPlayed();
    }

    @Override
    public long pairsBeforeFirstStep() {
        return tuner.pairsBeforeFirstStep();
    }

    @Override
    public List<PairRequest> outstandingRequests() {
        return tuner.outstandingRequests();
    }

    @Override
    public TunerState save() {
        return tuner.save();
    }

    @Override
    public TunerProgress progress() {
        return tuner.progress();
    }
}
