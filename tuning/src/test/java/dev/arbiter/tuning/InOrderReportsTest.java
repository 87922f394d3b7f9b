package dev.arbiter.tuning;

import dev.arbiter.evolution.PairRequest;
import dev.arbiter.evolution.Tuner;
import dev.arbiter.evolution.TunerProgress;
import dev.arbiter.evolution.TunerState;
import dev.arbiter.games.tictactoe.TicTacToe;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.support.ScriptedPlayer;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The reorder buffer of {@link PairHandOuts} with a tuner that only notes its calls: results that arrive before an
 * earlier request's wait for it and then reach the tuner in hand-out order, each followed by new hand-outs up to the
 * look-ahead; a pair played again after a void game is the next one a worker takes, and the results behind it wait.
 */
class InOrderReportsTest {

    /** Hands out pairs of two fixed vectors, as many as asked, and notes the order of the results it is told. */
    private static final class NotingTuner implements Tuner {
        final List<Long> reported = new ArrayList<>();
        final Map<Long, PairRequest> outstanding = new LinkedHashMap<>();
        private long nextId;

        @Override
        public PairRequest nextRequest() {
            PairRequest request = new PairRequest(nextId++, new double[] {10, 20}, new double[] {30, 40});
            outstanding.put(request.id(), request);
            return request;
        }

        @Override
        public void report(long requestId, int halfPoints) {
            outstanding.remove(requestId);
            reported.add(requestId);
        }

        @Override
        public double[] recommendation() {
            return new double[] {10, 20};
        }

        @Override
        public long pairsPlayed() {
            return reported.size();
        }

        @Override
        public long pairsBeforeFirstStep() {
            return 1;
        }

        @Override
        public List<PairRequest> outstandingRequests() {
            return List.copyOf(outstanding.values());
        }

        @Override
        public TunerState save() {
            throw new UnsupportedOperationException();
        }

        @Override
        public TunerProgress progress() {
            return new TunerProgress(0, reported.size(), recommendation(), recommendation(), new double[] {0, 0}, -1);
        }
    }

    private final NotingTuner tuner = new NotingTuner();
    private final ScriptedPlayer player = new ScriptedPlayer(game -> List.of(1.0, 0.0), () -> { });

    private PairHandOuts handOuts(int lookahead) {
        TuningConfig config = TuningResumeTest.config("spsa", new Budget(0, 1_000, 0), 0);
        return new PairHandOuts(config, new TicTacToe(), null, tuner, new RecentVectors(config.problem().seedVector()),
                new TuningCheckpoint.HandOuts(lookahead, List.of()), () -> 0);
    }

    /** A result arrives: every result now next in hand-out order is reported (each followed by new hand-outs). */
    private static void arrive(PairHandOuts handOuts, JobResult result) {
        handOuts.arrived(result);
        for (JobResult next = handOuts.nextInOrder(); next != null; next = handOuts.nextInOrder()) {
            handOuts.report(next);
            handOuts.refill();
        }
    }

    private List<JobResult> play(PairHandOuts handOuts, int jobs) {
        List<JobResult> results = new ArrayList<>();
        for (int k = 0; k < jobs; k++) {
            GameJob job = handOuts.nextJob();
            assertThat(job).as("job " + k).isNotNull();
            results.add(player.play(job));
        }
        return results;
    }

    @Test
    void resultsArrivingOutOfOrderReachTheTunerInHandOutOrder() {
        PairHandOuts handOuts = handOuts(4);
        handOuts.refill();
        assertThat(tuner.outstanding.keySet()).containsExactly(0L, 1L, 2L, 3L);
        List<JobResult> results = play(handOuts, 4);
        assertThat(handOuts.nextJob()).as("no more than the look-ahead handed out").isNull();

        arrive(handOuts, results.get(2));
        arrive(handOuts, results.get(3));
        assertThat(tuner.reported).as("2 and 3 wait for 0").isEmpty();
        assertThat(tuner.outstanding).hasSize(4);

        arrive(handOuts, results.get(0));
        assertThat(tuner.reported).as("1 has not arrived: 2 and 3 still wait").containsExactly(0L);
        assertThat(tuner.outstanding.keySet()).as("refilled to the look-ahead").containsExactly(1L, 2L, 3L, 4L);

        arrive(handOuts, results.get(1));
        assertThat(tuner.reported).containsExactly(0L, 1L, 2L, 3L);
        assertThat(tuner.outstanding.keySet()).containsExactly(4L, 5L, 6L, 7L);
        assertThat(handOuts.save().lookahead()).isEqualTo(4);
        assertThat(handOuts.save().outstanding()).extracting(TuningCheckpoint.HandedOut::id)
                .containsExactly(4L, 5L, 6L, 7L);
    }

    @Test
    void aPairPlayedAgainAfterAVoidGameIsTakenFirstAndTheResultsBehindItWaitForIt() {
        PairHandOuts handOuts = handOuts(3);
        handOuts.refill();
        List<JobResult> results = play(handOuts, 2);

        arrive(handOuts, results.get(1));
        handOuts.playAgain(0);
        GameJob again = handOuts.nextJob();
        assertThat(again.id()).as("the void pair before pair 2, which no worker has taken").isEqualTo(0);
        assertThat(tuner.reported).isEmpty();

        arrive(handOuts, player.play(again));
        assertThat(tuner.reported).containsExactly(0L, 1L);
        assertThat(handOuts.nextJob().id()).isEqualTo(2);
    }
}
