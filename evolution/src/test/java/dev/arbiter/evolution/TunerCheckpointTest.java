package dev.arbiter.evolution;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Both tuners restore exactly from {@link Tuner#save()} taken while requests are outstanding: the restored tuner
 * lists the same outstanding requests and, given the same results, continues exactly like the original.
 */
class TunerCheckpointTest {

    private static final TuningBenchmark.Setup SETUP =
            new TuningBenchmark.Setup(3, TuningBenchmark.Start.FAR, TuningBenchmark.Shape.QUADRATIC);

    @Test
    void differentialEvolutionContinuesIdenticallyAfterARestoreWithOutstandingRequests() {
        TuningBenchmark.Problem problem = TuningBenchmark.problem(SETUP, 7);
        DeConfig config = DeConfig.defaults(TuningBenchmark.space(3), problem.start(), 7);
        assertRestoresExactly(() -> new DifferentialEvolution(config),
                state -> new DifferentialEvolution(config, (DeState) state), problem);
    }

    @Test
    void spsaContinuesIdenticallyAfterARestoreWithOutstandingRequests() {
        TuningBenchmark.Problem problem = TuningBenchmark.problem(SETUP, 7);
        SpsaConfig config = SpsaConfig.fishtest(TuningBenchmark.space(3), problem.start(), new double[] {60, 60, 60},
                0.003, 5_000, 7);
        assertRestoresExactly(() -> new Spsa(config), state -> new Spsa(config, (SpsaState) state), problem);
    }

    @Test
    void pairsBeforeFirstStepBoundWhenTheRecommendationFirstMoves() {
        TuningBenchmark.Problem problem = TuningBenchmark.problem(SETUP, 3);
        DeConfig deConfig = DeConfig.defaults(TuningBenchmark.space(3), problem.start(), 3);
        DifferentialEvolution de = new DifferentialEvolution(deConfig);
        assertThat(de.pairsBeforeFirstStep()).isEqualTo((long) deConfig.population().size() * deConfig.duel().maxPairs());
        SimulatedOracle oracle = new SimulatedOracle(problem.landscape(), 0.6, 3);
        long played = 0;
        while (de.generation() == 0) {
            assertThat(de.recommendation()).containsExactly(problem.start());
            TuningRun.run(de, oracle, 1, null);
            played++;
        }
        assertThat(played).isLessThanOrEqualTo(de.pairsBeforeFirstStep());
        assertThat(de.recommendation()).isNotEqualTo(problem.start());

        Spsa spsa = new Spsa(SpsaConfig.fishtest(TuningBenchmark.space(3), problem.start(), new double[] {60, 60, 60},
                0.003, 5_000, 3));
        assertThat(spsa.pairsBeforeFirstStep()).isEqualTo(1);
        PairRequest request = spsa.nextRequest();
        spsa.report(request.id(), 4);
        assertThat(spsa.recommendation()).isNotEqualTo(problem.start());
    }

    /**
     * Plays 3,001 pairs with up to 5 requests outstanding (reported newest first), saves with 3 outstanding,
     * then feeds the original and the restored tuner the same results for 4,000 more pairs.
     */
    private static void assertRestoresExactly(Supplier<Tuner> create, Function<TunerState, Tuner> restore,
                                              TuningBenchmark.Problem problem) {
        Tuner original = create.get();
        SimulatedOracle oracle = new SimulatedOracle(problem.landscape(), 0.6, 11);
        List<PairRequest> open = new ArrayList<>();
        playConcurrently(original, oracle, open, 3_001);
        while (open.size() < 3) {
            open.add(original.nextRequest());
        }
        TunerState state = original.save();
        Tuner restored = restore.apply(state);

        assertThat(restored.outstandingRequests()).usingRecursiveFieldByFieldElementComparator()
                .isEqualTo(original.outstandingRequests());
        assertThat(restored.outstandingRequests()).extracting(PairRequest::id)
                .containsExactlyElementsOf(open.stream().map(PairRequest::id).toList());
        assertThat(restored.pairsPlayed()).isEqualTo(original.pairsPlayed());
        assertThat(restored.recommendation()).containsExactly(original.recommendation());

        SimulatedOracle twin = new SimulatedOracle(problem.landscape(), 0.6, 99);
        twin.restoreState(oracle.saveState());
        List<PairRequest> twinOpen = new ArrayList<>(restored.outstandingRequests());
        for (int step = 0; step < 4_000; step++) {
            PairRequest a = original.nextRequest();
            PairRequest b = restored.nextRequest();
            assertThat(b == null).isEqualTo(a == null);
            if (a != null) {
                assertThat(b.id()).isEqualTo(a.id());
                assertThat(b.a()).containsExactly(a.a());
                assertThat(b.b()).containsExactly(a.b());
                open.add(a);
                twinOpen.add(b);
            }
            PairRequest oldest = open.remove(0);
            PairRequest twinOldest = twinOpen.remove(0);
            original.report(oldest.id(), oracle.playPair(oldest.a(), oldest.b()));
            restored.report(twinOldest.id(), twin.playPair(twinOldest.a(), twinOldest.b()));
            assertThat(restored.recommendation()).containsExactly(original.recommendation());
        }
        assertThat(restored.progress()).usingRecursiveComparison().isEqualTo(original.progress());
    }

    private static void playConcurrently(Tuner tuner, SimulatedOracle oracle, List<PairRequest> open, int pairs) {
        int played = 0;
        while (played < pairs) {
            PairRequest request;
            while (open.size() < 5 && (request = tuner.nextRequest()) != null) {
                open.add(request);
            }
            PairRequest newest = open.remove(open.size() - 1);
            tuner.report(newest.id(), oracle.playPair(newest.a(), newest.b()));
            played++;
        }
    }
}
