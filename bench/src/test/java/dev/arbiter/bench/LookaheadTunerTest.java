package dev.arbiter.bench;

import dev.arbiter.elo.Pentanomial;
import dev.arbiter.evolution.MatchOracle;
import dev.arbiter.evolution.PairRequest;
import dev.arbiter.evolution.Tuner;
import dev.arbiter.evolution.TunerProgress;
import dev.arbiter.evolution.TunerState;
import dev.arbiter.evolution.TuningRun;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Driven sequentially through {@link LookaheadTuner}, a tuner receives the calls of a run with W pairs handed out and
 * their results reported oldest first, and is asked for no pair beyond the run's.
 */
class LookaheadTunerTest {

    /** Hands out as many pairs as asked and notes every call. */
    private static final class NotingTuner implements Tuner {
        final List<String> calls = new ArrayList<>();
        private long nextId;
        private long reported;

        @Override
        public PairRequest nextRequest() {
            calls.add("out " + nextId);
            return new PairRequest(nextId++, new double[] {1}, new double[] {2});
        }

        @Override
        public void report(long requestId, int halfPoints) {
            calls.add("report " + requestId);
            reported++;
        }

        @Override
        public double[] recommendation() {
            return new double[] {1};
        }

        @Override
        public long pairsPlayed() {
            return reported;
        }

        @Override
        public long pairsBeforeFirstStep() {
            return 1;
        }

        @Override
        public List<PairRequest> outstandingRequests() {
            return List.of();
        }

        @Override
        public TunerState save() {
            throw new UnsupportedOperationException();
        }

        @Override
        public TunerProgress progress() {
            return new TunerProgress(0, reported, recommendation(), recommendation(), new double[] {0}, -1);
        }
    }

    /** Every pair a draw. */
    private static final MatchOracle DRAWS = new MatchOracle() {
        @Override
        public Pentanomial play(double[] a, double[] b, int pairs) {
            throw new UnsupportedOperationException();
        }

        @Override
        public int playPair(double[] a, double[] b) {
            return 2;
        }
    };

    private static List<String> calls(int lookahead, long pairs) {
        NotingTuner tuner = new NotingTuner();
        TuningRun.run(new LookaheadTuner(tuner, lookahead, pairs), DRAWS, pairs, null);
        return tuner.calls;
    }

    @Test
    void theTunerIsToldTheOldestResultWhileUpToWPairsAreHandedOut() {
        assertThat(calls(3, 5)).containsExactly("out 0", "out 1", "out 2", "report 0", "out 3", "report 1", "out 4",
                "report 2", "report 3", "report 4");
    }

    @Test
    void aLookaheadOfOneIsTheSequentialRun() {
        assertThat(calls(1, 3)).containsExactly("out 0", "report 0", "out 1", "report 1", "out 2", "report 2");
    }
}
