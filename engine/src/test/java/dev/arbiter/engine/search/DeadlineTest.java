package dev.arbiter.engine.search;

import dev.arbiter.engine.testkit.StallingSearcher;
import dev.arbiter.engine.world.Evaluator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Deadlines with an injected clock that only moves when the evaluation runs (a slow evaluation, such as Mars
 * Lander's rollouts, is what makes one expansion last long): the search ends before its deadline, not one
 * expansion after it.
 */
class DeadlineTest {

    private static final long MS = 1_000_000L;
    /** The fake cost of one evaluation: an expansion of 8 children, each evaluated for 2 actors, takes 0.8 ms. */
    private static final long EVALUATION_NANOS = 50_000;

    /** Time that passes only with evaluations. */
    private static final class EvaluationClock implements Clock {
        long now;

        @Override
        public long nanoTime() {
            return now;
        }
    }

    private static Searcher<RandomTree.Node> searcher(String algo, EvaluationClock clock) {
        RandomTree game = new RandomTree(8, 60, 5);
        Evaluator<RandomTree.Node> plain = game.defaultEvaluator();
        Evaluator<RandomTree.Node> slow = (world, actor) -> {
            clock.now += EVALUATION_NANOS;
            return plain.evaluate(world, actor);
        };
        Map<String, String> params = algo.equals("mcts") ? Map.of("cutoff", "4") : Map.of();
        Searcher<RandomTree.Node> s = Algorithms.create(algo, game, slow, params, 1, clock);
        s.setWorld(game.initialWorld(""));
        return s;
    }

    @ParameterizedTest
    @ValueSource(strings = {"mm", "abp", "mcts", "bfmm"})
    void aSlowEvaluationDoesNotPushTheEndPastTheDeadline(String algo) {
        EvaluationClock clock = new EvaluationClock();
        Searcher<RandomTree.Node> s = searcher(algo, clock);
        for (long deadlineMs : new long[] {3, 20, 57}) {
            long deadline = clock.now + deadlineMs * MS;
            SearchResult r = s.searchUntil(SearchLimits.time(1), deadline);
            assertThat(clock.now).as("end of a search due at %d ms", deadlineMs).isLessThanOrEqualTo(deadline);
            assertThat(deadline - clock.now).as("time left unused").isLessThan(2 * MS);
            assertThat(r.action()).isBetween(0, 7);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"mm", "abp", "mcts", "bfmm", "greedy"})
    void aDeadlinePastBeforeTheSearchBeginsStillGivesALegalAction(String algo) {
        EvaluationClock clock = new EvaluationClock();
        clock.now = 5 * MS;
        Searcher<RandomTree.Node> s = searcher(algo, clock);
        SearchResult r = s.searchUntil(SearchLimits.time(1), clock.now - MS);
        assertThat(r.action()).isBetween(0, 7);
    }

    @ParameterizedTest
    @ValueSource(strings = {"mm", "abp", "mcts", "bfmm"})
    void anAnswerInProcessLeavesBeforeTheLimitMinusTheReserve(String algo) {
        EvaluationClock clock = new EvaluationClock();
        RandomTree.Node world = new RandomTree(8, 60, 5).initialWorld("");
        try (MoveAnswerer<RandomTree.Node> answerer = new MoveAnswerer<>(searcher(algo, clock), clock)) {
            for (int move = 0; move < 5; move++) {
                MoveAnswerer.Answer answer = answerer.answer(world, SearchLimits.time(20));
                assertThat(answer.latencyNanos()).isLessThanOrEqualTo(20 * MS - DeadlineKeeper.FLOOR_NANOS);
                world.apply(answer.result().action());
            }
        }
    }

    @Test
    void aFarDeadlineLeavesANodeBudgetSearchUnchanged() {
        EvaluationClock clock = new EvaluationClock();
        Searcher<RandomTree.Node> timed = searcher("mm", clock);
        SearchResult byNodes = searcher("mm", new EvaluationClock()).search(SearchLimits.nodes(500));
        SearchResult byNodesAndPastDeadline = timed.searchUntil(SearchLimits.nodes(500), Long.MAX_VALUE);
        assertThat(byNodesAndPastDeadline.nodes()).isEqualTo(byNodes.nodes());
        assertThat(byNodesAndPastDeadline.pv()).containsExactly(byNodes.pv());
    }

    @Test
    void aSearchStalledAtTheRescueMomentIsAnsweredWithWhatItPublishedLast() throws Exception {
        StallingSearcher<RandomTree.Node> stalling = new StallingSearcher<>(3, 5);
        Clock clock = new Clock() {
            private boolean requested;

            /** The request at 0; every later reading once the search has published, and past the rescue moment. */
            @Override
            public long nanoTime() {
                if (!requested) {
                    requested = true;
                    return 0;
                }
                try {
                    stalling.published.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return 60 * MS;
            }
        };
        RandomTree.Node world = new RandomTree(8, 60, 5).initialWorld("");
        try (MoveAnswerer<RandomTree.Node> answerer = new MoveAnswerer<>(stalling, clock)) {
            MoveAnswerer.Answer answer = answerer.answer(world, SearchLimits.time(50));
            assertThat(answer.result().action()).as("the published result, not the late one").isEqualTo(3);
            assertThat(stalling.stopped.getCount()).as("the stalled search was told to stop").isZero();
            answerer.newGame(1);
        }
    }

    @Test
    void aSearchThatHasPublishedNothingByTheRescueMomentIsWaitedFor() {
        StallingSearcher<RandomTree.Node> silent = StallingSearcher.silent(5);
        Clock clock = new Clock() {
            private int reads;

            /** The request at 0; then past the rescue moment, letting the search return from the third reading. */
            @Override
            public long nanoTime() {
                if (reads++ == 0) {
                    return 0;
                }
                silent.released.countDown();
                return 60 * MS;
            }
        };
        RandomTree.Node world = new RandomTree(8, 60, 5).initialWorld("");
        try (MoveAnswerer<RandomTree.Node> answerer = new MoveAnswerer<>(silent, clock)) {
            MoveAnswerer.Answer answer = answerer.answer(world, SearchLimits.time(50));
            assertThat(answer.result().action()).as("the search's own, late answer").isEqualTo(5);
            assertThat(silent.stopped.getCount()).as("a search with nothing to show was not stopped").isEqualTo(1);
        }
    }
}
